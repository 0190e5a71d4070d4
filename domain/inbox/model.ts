import { promiseMs } from "../quiz/deadline.ts";
import type { Language } from "#i18n/languages.ts";
import type { CompanyProfile } from "../quiz/profile.ts";
import type { StageKey } from "../quiz/stages.ts";
import type { ServiceId } from "../site/screens.ts";

/**
 * The team inbox's data, as the server's lead module gives it and the inbox's
 * routes show it: pure types and rules, shared by both sides (docs/decisions/089).
 */

export const statuses = ["new", "contacted", "strategy_sent", "won", "lost"] as const;
export type InboxStatus = (typeof statuses)[number];
/** Statuses before the strategy went out: a quiz lead in one of them is due 24 h after it arrived. */
export const openStatuses: readonly InboxStatus[] = ["new", "contacted"];
export { promiseMs } from "../quiz/deadline.ts";
export const pageSize = 50;

export type MailKind =
  | "lead-team"
  | "lead-ack"
  | "contact-team"
  | "contact-ack"
  | "team-signin"
  | "webhook"
  | "digest"
  | "strategy"
  | "reply"
  | "booking-visitor"
  | "booking-member"
  | "booking-team"
  | "booking-reminder";
export type MailStatus = "pending" | "sent" | "failed";

export interface InboxFilters {
  readonly q?: string;
  readonly status?: InboxStatus;
  readonly stage?: StageKey;
  readonly call?: "yes" | "no";
  readonly language?: Language;
  /** Days back from now. */
  readonly period?: number;
}

export const periods = [1, 7, 30, 90] as const;

export interface Cursor {
  readonly createdAt: number;
  readonly id: string;
}

export interface InboxItem {
  readonly kind: "lead" | "message";
  readonly id: string;
  readonly createdAt: number;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly language: Language;
  readonly score: number | null;
  readonly stage: string | null;
  readonly requestCall: boolean;
  readonly quizSource: string;
  readonly pagePath: string;
  readonly referrer: string;
  readonly utm: Record<string, string>;
  readonly status: InboxStatus;
  readonly owner: string | null;
  mails: { kind: MailKind; status: MailStatus }[];
}

/** The counts at the top of the list: whatever the filters. */
export interface InboxCounts {
  /** Leads and messages nobody has answered yet (status "new"). */
  readonly fresh: number;
  /** Quiz leads past the 24 hours without a strategy. */
  readonly overdue: number;
  /** Quiz leads still within the 24 hours without a strategy. */
  readonly waiting: number;
}

/** When a quiz lead's strategy is due (arrival + 24 h); null once it was sent, or for a message. */
export function dueAt(item: {
  kind: "lead" | "message";
  status: InboxStatus;
  createdAt: number;
}): number | null {
  if (item.kind !== "lead" || !openStatuses.includes(item.status)) return null;
  return item.createdAt + promiseMs;
}

/** Milliseconds until a quiz lead's strategy is due (negative: overdue); null once it was sent or for a message. */
export function timeLeft(
  item: { kind: "lead" | "message"; status: InboxStatus; createdAt: number },
  now: number,
): number | null {
  const due = dueAt(item);
  return due === null ? null : due - now;
}

/**
 * One lead or message with everything its page shows, and what the lead form says of the
 * company (domain/quiz/profile.ts; null when unanswered, for older leads and messages).
 */
export interface LeadDetail extends Partial<CompanyProfile> {
  readonly kind: "lead" | "message";
  readonly id: string;
  readonly createdAt: number;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly language: Language;
  readonly pagePath: string;
  readonly status: InboxStatus;
  readonly owner: string | null;
  readonly lostReason: string | null;
  /** A contact message's text; "" for a quiz lead (its form asks for none). */
  readonly message: string;
  /** Quiz leads only (empty or null for a message). */
  readonly score: number | null;
  readonly stage: string | null;
  readonly requestCall: boolean;
  readonly quizSource: string;
  /** The page the quiz was opened on (the stored attribution's `quizPage`); "" when unknown and for a message. */
  readonly quizPage: string;
  readonly referrer: string;
  readonly utm: Record<string, string>;
  /** Question id → option value, as the visitor answered. */
  readonly answers: Record<string, string>;
  /** The services the server recommended and stored with the lead (docs/decisions/097); null for older leads and messages. */
  readonly services: readonly ServiceId[] | null;
}

export interface MailRow {
  readonly id: string;
  readonly kind: MailKind;
  readonly toAddr: string;
  readonly subject: string;
  readonly status: MailStatus;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly sentAt: number | null;
}

export type EventRow = {
  readonly id: string;
  readonly at: number;
  readonly actor: string;
} & (
  | {
      readonly type: "status";
      readonly from: string | null;
      readonly to: string;
      readonly reason: string | null;
    }
  | { readonly type: "owner"; readonly from: string | null; readonly to: string | null }
  | { readonly type: "note"; readonly text: string }
  | { readonly type: "retry" }
  | {
      /** A call booked on the site, moved or cancelled (docs/decisions/068). */
      readonly type: "call";
      readonly change: "booked" | "moved" | "cancelled";
      readonly start: number;
      readonly member: string;
    }
  | {
      readonly type: "sent";
      /** "strategy" to a quiz lead (with its PDF), "reply" to a contact message. */
      readonly kind: "strategy" | "reply";
      readonly subject: string;
      /** The text as the partner sent it. */
      readonly text: string;
    }
);

export interface ErasureRecord {
  readonly id: string;
  readonly at: number;
  readonly actor: string;
  readonly leads: number;
  readonly messages: number;
  readonly mails: number;
  readonly files: number;
  /** Whether the tables that held the rows were rewritten after it (false: pending, the server retries it). */
  readonly complete: boolean;
}

export interface FunnelPeriod {
  /** First day, YYYY-MM-DD (Mexico City), inclusive. */
  readonly from: string;
  /** Last day, inclusive. */
  readonly to: string;
}

/** The days of the funnel's period presets (the last N Mexico City days, today included). */
export const funnelPresets = [7, 30, 90] as const;

/** The query string of filters (and a page's cursor), "" when empty. */
export function filterQuery(filters: InboxFilters, cursor?: Cursor | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== "") params.set(key, String(value));
  if (cursor) params.set("before", `${cursor.createdAt}.${cursor.id}`);
  const query = params.toString();
  return query ? `?${query}` : "";
}

// ------------------------------------------------------------ forms

export const noteMaxLength = 5000;
export const lostReasonMaxLength = 500;

// ------------------------------------------------------------ the strategy (docs/decisions/096)

/**
 * The one e-mail a partner sends a lead or message from the composer: its
 * outbox id is derived from the item's, so a second send (a double click, a
 * second tab) finds it taken and sends nothing.
 */
export const answerMailId = (refId: string) => `${refId}:answer`;

/** What the composer's send gives back. */
export type SendOutcome = "sent" | "alreadySent" | "gone";
