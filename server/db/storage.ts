import type { Kysely } from "kysely";
import type { Database, MailKind, MailStatus } from "./schema.ts";
import type { ErasureRecord, FunnelStepInput, WorkflowInput } from "./units.ts";

export type { MailKind, MailStatus };

/**
 * The one storage interface (docs/decisions/002, 005, 010, 011): one
 * implementation over Kysely (kysely-storage.ts) on node:sqlite in a worker
 * thread (sqlite.ts, the default) or PostgreSQL (postgres.ts, DATABASE_URL).
 * Times are milliseconds since the epoch; JSON columns are text.
 */

export interface LeadRecord {
  readonly id: string;
  readonly idempotencyKey: string | null;
  readonly createdAt: number;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly language: string;
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
  readonly language: string;
  readonly pagePath: string;
  readonly userAgent: string;
}

/**
 * A job of the outbox, stored with what caused it in the same transaction
 * (docs/decisions/005). An e-mail carries what it needs to be composed later
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
  readonly created: boolean;
  readonly conflict: boolean;
}

/** What /readyz reports of the outbox. */
export interface OutboxHealth {
  readonly pending: number;
  /** Age of the oldest pending e-mail, in seconds (0 when none). */
  readonly oldestPendingSeconds: number;
  readonly failed: number;
}

/** The storage cannot take the write now (SQLite: another process holds the write lock): answer 503. */
export class StorageBusyError extends Error {
  override readonly name = "StorageBusyError";
}

export interface ErasureCounts {
  readonly leads: number;
  readonly messages: number;
  readonly mails: number;
}

export interface Storage {
  readonly kind: "sqlite" | "postgres";
  /** The typed query builder on the same connection(s), for later features (the team inbox). */
  readonly db: Kysely<Database>;
  /** Runs the migrations that have not run yet (Kysely's Migrator, in order). */
  migrate(): Promise<void>;
  /**
   * The lead and its e-mails in one transaction; a known idempotency key
   * stores nothing and returns the first id (or a conflict, see SaveResult).
   * An acknowledgement to an address that got one in the last hour is left
   * out; the lead and the team's notification never are.
   */
  saveLead(
    lead: LeadRecord,
    mails: readonly OutgoingMail[],
    fingerprint?: string | null,
  ): Promise<SaveResult>;
  saveMessage(
    message: MessageRecord,
    mails: readonly OutgoingMail[],
    fingerprint?: string | null,
  ): Promise<SaveResult>;
  /**
   * Claims up to `limit` due mails for `leaseMs` (counting an attempt), so that
   * no other worker (or instance) takes them meanwhile.
   */
  claimMails(now: number, limit: number, leaseMs: number): Promise<OutboxRow[]>;
  markSent(id: string, now: number): Promise<void>;
  /** A failed attempt: retry at `retryAt`, or give up (status failed) when `retryAt` is null. */
  markAttemptFailed(id: string, error: string, retryAt: number | null): Promise<void>;
  /** Failed e-mails (every one, or the one with `id`) are queued again; returns how many. */
  requeueFailedMails(options: { id?: string; now: number }): Promise<number>;
  outboxHealth(now: number): Promise<OutboxHealth>;
  listLeads(since?: number): Promise<LeadRecord[]>;
  listMessages(since?: number): Promise<MessageRecord[]>;
  listMails(): Promise<OutboxRow[]>;
  /**
   * Erases every lead, message and outbox row of an e-mail address (case-insensitive),
   * and with `record`, records the erasure (counts, no address) in the same transaction.
   */
  deleteByEmail(email: string, record?: ErasureRecord): Promise<ErasureCounts>;
  /** A quiz step, counted once per quiz opening (server/funnel/funnel.ts); returns whether it counted. */
  recordFunnelStep(input: FunnelStepInput): Promise<boolean>;
  /** Forgets the quiz openings seen before `before`; returns how many. */
  pruneFunnelSessions(before: number): Promise<number>;
  /** The inbox's follow-up change of a lead or message, with its history; false when there is no such item. */
  changeWorkflow(input: WorkflowInput): Promise<boolean>;
  close(): Promise<void>;
}
