import type { Language } from "#i18n/languages.ts";
import type { Kysely } from "kysely";
import type { Database, InboxStatus, MailKind, MailStatus } from "./schema.ts";

export type { InboxStatus, MailKind, MailStatus };

/**
 * The storage's records and the write units' inputs and outputs: types only,
 * importing nothing of storage.ts or the writes, so that storage.ts (the
 * interface), write-units.ts and writes/ (the writes), read-model.ts,
 * prepared.ts and kysely-storage.ts share them without importing one another
 * in a circle. storage.ts re-exports them.
 */

/** What a write unit knows of where it runs (write-units.ts, prepared.ts). */
export interface UnitContext {
  readonly dialect: "sqlite" | "postgres";
}

/** A write unit (write-units.ts): one write of the storage, on the Kysely handle it runs on. */
export type Unit<I, O> = (db: Kysely<Database>, input: I, ctx: UnitContext) => Promise<O>;

export interface LeadRecord {
  readonly id: string;
  readonly idempotencyKey: string | null;
  readonly createdAt: number;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly language: Language;
  readonly score: number;
  readonly stage: string;
  readonly requestCall: boolean;
  readonly quizSource: string;
  readonly pagePath: string;
  readonly referrer: string;
  /** JSON of the UTM parameters ({} when none). */
  readonly utm: string;
  readonly userAgent: string;
  /** JSON of the validated payload as the visitor sent it (without the honeypot). */
  readonly payload: string;
}

export interface MessageRecord {
  readonly id: string;
  readonly idempotencyKey: string | null;
  readonly createdAt: number;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly message: string;
  readonly language: Language;
  readonly pagePath: string;
  readonly userAgent: string;
}

/**
 * A job of the outbox, stored with what caused it in the same transaction
 * (docs/decisions/094). An e-mail carries what it needs to be composed later
 * (`data`: JSON of its template's inputs) and the worker renders its bodies
 * right before sending it; bodies given here (the sign-in e-mail, rows from
 * before migration 012) are sent as they are.
 */
export interface OutgoingMail {
  readonly kind: MailKind;
  readonly to: string;
  readonly replyTo: string | null;
  readonly subject: string;
  readonly data?: string | null;
  readonly text?: string | null;
  readonly html?: string | null;
}

export interface OutboxRow extends Omit<OutgoingMail, "data" | "text" | "html"> {
  readonly id: string;
  readonly refId: string;
  /** The visitor's e-mail, so that erasure finds every row of that person. */
  readonly personEmail: string;
  readonly data: string | null;
  readonly text: string | null;
  readonly html: string | null;
  readonly status: MailStatus;
  readonly attempts: number;
  readonly nextAttemptAt: number;
  readonly lastError: string | null;
  readonly createdAt: number;
  readonly sentAt: number | null;
}

/**
 * The outcome of a save: the stored id; `created` is false when the
 * idempotency key was seen before, and then `conflict` says the first
 * submission's body had another fingerprint (nothing was stored).
 */
export interface SaveResult {
  readonly id: string;
  /** When the submission arrived: this one's time, or the first one's for a known idempotency key. */
  readonly createdAt: number;
  readonly created: boolean;
  readonly conflict: boolean;
  /**
   * Whether the visitor gets an acknowledgement of it: false when one of the same kind
   * went to the address within the hour (docs/decisions/095), or it has none (a webhook only).
   */
  readonly acknowledged: boolean;
}

/** What /readyz reports of the outbox. */
export interface OutboxHealth {
  readonly pending: number;
  /** Age of the oldest pending e-mail, in seconds (0 when none). */
  readonly oldestPendingSeconds: number;
  readonly failed: number;
}

export interface ErasureCounts {
  readonly leads: number;
  readonly messages: number;
  readonly mails: number;
}

/** Who erased a person from the inbox, and when: recorded with the counts, in the same unit. */
export interface ErasureRecord {
  readonly id: string;
  readonly at: number;
  readonly actor: string;
  /** The erased address's HMAC (server/leads/erasure-sweep.ts): what other instances' mail folders are searched for. */
  readonly personKey?: string | null;
}

/** One quiz step of the funnel (docs/decisions/102), as the main thread prepared it. */
export interface FunnelStepInput {
  readonly session: string;
  readonly step: string;
  readonly source: string;
  readonly language: string;
  /** Mexico City's day of `at`, YYYY-MM-DD (computed on the main thread: no time zones here). */
  readonly day: string;
  readonly at: number;
}

/** A team member's change of a lead's or message's follow-up in the inbox (server/inbox). */
export interface WorkflowInput {
  readonly id: string;
  /** The team member's e-mail address. */
  readonly actor: string;
  readonly status: InboxStatus;
  readonly owner: string | null;
  /** Kept only with status "lost". */
  readonly lostReason: string | null;
  readonly at: number;
}

/** A team member's note on a lead or message in the inbox. */
export interface NoteInput {
  /** The lead's or message's id. */
  readonly id: string;
  /** The team member's e-mail address. */
  readonly actor: string;
  readonly text: string;
  readonly at: number;
}

/** A team member's retry of one failed e-mail of a lead or message. */
/** A partner's strategy (quiz lead) or reply (contact message) from the composer (docs/decisions/096). */
export interface SendAnswerInput {
  /** The lead's or message's id. */
  readonly id: string;
  /** The team member's e-mail address. */
  readonly actor: string;
  readonly at: number;
  /** The e-mail, its bodies rendered by the worker from `data`; To is the item's own address. */
  readonly mail: Omit<OutgoingMail, "to"> & { readonly kind: "strategy" | "reply"; readonly data: string };
  /** The text as sent, kept in the item's history. */
  readonly text: string;
}

export interface RetryInput {
  /** The lead's or message's id. */
  readonly id: string;
  readonly mailId: string;
  readonly actor: string;
  readonly at: number;
}

/** `found`: the e-mail is the lead's; `requeued`: it had failed and is queued again, with its history row. */
export interface RetryResult {
  readonly found: boolean;
  readonly requeued: boolean;
}

/** The team's sign-in e-mail (server/inbox/gate.ts composes it), stored as it is sent. */
export interface SignInMailInput {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly at: number;
}

/** Writes the storage could not take (StorageUnavailableError): since when, and the first one's error. */
export interface WriteFault {
  readonly since: number;
  readonly error: Error;
}

/** What an export says of a submission's e-mails. */
export type MailState = Pick<OutboxRow, "refId" | "kind" | "status" | "attempts" | "lastError">;

/** A submission's follow-up in the inbox: its status, owner, and the text of its latest note ("" when none). */
export interface FollowUp {
  readonly status: InboxStatus;
  readonly owner: string | null;
  readonly lastNote: string;
}

export type ExportedLead = LeadRecord & FollowUp;
export type ExportedMessage = MessageRecord & FollowUp;

/** What an export holds (server/leads/export.ts formats it). */
export interface ExportRecords {
  readonly leads: readonly ExportedLead[];
  readonly messages: readonly ExportedMessage[];
  readonly mails: readonly MailState[];
  /** The calls booked for them (docs/decisions/068), in time order; absent: none read. */
  readonly calls?: readonly ExportedCall[];
}

/** A booked call as an export gives it. */
export interface ExportedCall {
  readonly id: string;
  readonly refId: string;
  readonly member: string;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly minutes: number;
  readonly status: "booked" | "cancelled";
  readonly meetingKind: "video" | "phone";
  readonly timeZone: string;
}
