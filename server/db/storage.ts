/**
 * The one storage interface (docs/decisions/002 and 005). Two implementations:
 * node:sqlite (sqlite.ts, the default) and PostgreSQL (postgres.ts, DATABASE_URL).
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

export type MailKind = "lead-team" | "lead-ack" | "contact-team" | "contact-ack";

/** An e-mail as composed at submission time, stored in the outbox in the same transaction. */
export interface OutgoingMail {
  readonly kind: MailKind;
  readonly to: string;
  readonly replyTo: string | null;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export type MailStatus = "pending" | "sent" | "failed";

export interface OutboxRow extends OutgoingMail {
  readonly id: string;
  readonly refId: string;
  /** The visitor's e-mail, so that erasure finds every row of that person. */
  readonly personEmail: string;
  readonly status: MailStatus;
  readonly attempts: number;
  readonly nextAttemptAt: number;
  readonly lastError: string | null;
  readonly createdAt: number;
  readonly sentAt: number | null;
}

/** The outcome of a save: the stored id; `created` is false when the idempotency key was seen before. */
export interface SaveResult {
  readonly id: string;
  readonly created: boolean;
}

export interface ErasureCounts {
  readonly leads: number;
  readonly messages: number;
  readonly mails: number;
}

export interface Storage {
  readonly kind: "sqlite" | "postgres";
  /** Runs the migrations that have not run yet (versioned, in order). */
  migrate(): Promise<void>;
  /** The lead and its e-mails in one transaction; a known idempotency key stores nothing and returns the first id. */
  saveLead(lead: LeadRecord, mails: readonly OutgoingMail[]): Promise<SaveResult>;
  saveMessage(message: MessageRecord, mails: readonly OutgoingMail[]): Promise<SaveResult>;
  /**
   * Claims up to `limit` due mails for `leaseMs` (counting an attempt), so that
   * no other worker (or instance) takes them meanwhile.
   */
  claimMails(now: number, limit: number, leaseMs: number): Promise<OutboxRow[]>;
  markSent(id: string, now: number): Promise<void>;
  /** A failed attempt: retry at `retryAt`, or give up (status failed) when `retryAt` is null. */
  markAttemptFailed(id: string, error: string, retryAt: number | null): Promise<void>;
  listLeads(since?: number): Promise<LeadRecord[]>;
  listMessages(since?: number): Promise<MessageRecord[]>;
  listMails(): Promise<OutboxRow[]>;
  /** Erases every lead, message and outbox row of an e-mail address (case-insensitive). */
  deleteByEmail(email: string): Promise<ErasureCounts>;
  close(): Promise<void>;
}
