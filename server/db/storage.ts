import type { Kysely } from "kysely";
import type { SendOutcome } from "#domain/inbox/model.ts";
import type { Database } from "./schema.ts";
import type {
  ErasureCounts,
  ErasureRecord,
  FunnelStepInput,
  LeadRecord,
  MessageRecord,
  NoteInput,
  OutboxHealth,
  OutboxRow,
  OutgoingMail,
  WriteFault,
  RetryInput,
  RetryResult,
  SaveResult,
  SendAnswerInput,
  SignInMailInput,
  WorkflowInput,
} from "./types.ts";

export type * from "./types.ts";
import type {
  BookCallInput,
  BookCallResult,
  CancelCallInput,
  ChangeCallResult,
  MemberSettingsInput,
  MoveCallInput,
} from "./writes/bookings.ts";
export type {
  BookCallInput,
  BookCallResult,
  BookingMail,
  BookingRow,
  CancelCallInput,
  ChangeCallResult,
  MemberSettingsInput,
  MoveCallInput,
} from "./writes/bookings.ts";

/**
 * The storage cannot take a write now, for a reason that is not the request's:
 * the disk is full, an I/O error, the database cannot be reached or is shutting
 * down. Nothing was stored; the lead endpoint and the contact form answer 503
 * with `Retry-After` (the same Idempotency-Key may be sent again), and /readyz
 * answers 503 until a write goes through again (docs/decisions/093).
 */
export class StorageUnavailableError extends Error {
  override readonly name: string = "StorageUnavailableError";
  /** How long a client should wait before it tries again, in seconds. */
  readonly retryAfterSeconds: number = 30;
}

/** SQLite: another process holds the write lock (decision 092), for seconds at most. */
export class StorageBusyError extends StorageUnavailableError {
  override readonly name = "StorageBusyError";
  override readonly retryAfterSeconds = 5;
}

/**
 * The one storage interface (docs/decisions/092, 094): one
 * implementation over Kysely (kysely-storage.ts) on node:sqlite in a worker
 * thread (sqlite.ts, the default) or PostgreSQL (postgres.ts, DATABASE_URL).
 * Times are milliseconds since the epoch; JSON columns are text.
 */

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
   * Claims up to `limit` mails due by `dueBy` (default `now`) for `leaseMs`
   * (counting an attempt), so that no other worker (or instance) takes them
   * meanwhile. The outbox worker passes the time its pass began: a mail that
   * failed in the pass is due again later, and is not claimed by it.
   */
  claimMails(now: number, limit: number, leaseMs: number, dueBy?: number): Promise<OutboxRow[]>;
  /** Records a send; false when the job's row is gone (erased while it was being sent). */
  markSent(id: string, now: number): Promise<boolean>;
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
  deleteByEmail(
    email: string,
    record?: ErasureRecord,
    /** E-mails queued in the same unit: the members' cancellations of the person's coming calls. */
    cancels?: readonly OutgoingMail[],
  ): Promise<ErasureCounts>;
  /** A quiz step, counted once per quiz opening (server/funnel/funnel.ts); returns whether it counted. */
  recordFunnelStep(input: FunnelStepInput): Promise<boolean>;
  /** Forgets the quiz openings seen before `before`; returns how many. */
  pruneFunnelSessions(before: number): Promise<number>;
  /** The inbox's follow-up change of a lead or message, with its history; false when there is no such item. */
  changeWorkflow(input: WorkflowInput): Promise<boolean>;
  /** A team member's note in a lead's or message's history; false when there is no such item. */
  addNote(input: NoteInput): Promise<boolean>;
  /** Queues a failed e-mail of a lead or message again with its history row, in one unit (see RetryResult). */
  retryMail(input: RetryInput): Promise<RetryResult>;
  /** A partner's strategy or reply: its e-mail, history and status in one unit (writes/leads.ts). */
  sendAnswer(input: SendAnswerInput): Promise<SendOutcome>;
  /** A call booked with its e-mails and reminders, after the unit's re-check (writes/bookings.ts, docs/decisions/068). */
  bookCall(input: BookCallInput): Promise<BookCallResult>;
  /** A call moved to a new time (same invitation, next SEQUENCE), its reminders queued anew. */
  moveCall(input: MoveCallInput): Promise<ChangeCallResult>;
  /** A call cancelled (its time freed, its reminders dropped, the cancellations queued). */
  cancelCall(input: CancelCallInput): Promise<ChangeCallResult>;
  /** A member's settings for their calls (their inbox page). */
  saveMemberSettings(input: MemberSettingsInput): Promise<void>;
  /** Stores the team's sign-in e-mail in the outbox. */
  queueSignInMail(input: SignInMailInput): Promise<void>;
  /**
   * Sets how many .eml files an erasure removed, on its record (after deleteByEmail, see
   * erase.ts); records the erasure now if deleteByEmail found no row to record it with.
   */
  recordErasedFiles(record: ErasureRecord, files: number): Promise<void>;
  /** The tables' rewrite covering the erasures `ids` is done (docs/decisions/091); returns how many were pending. */
  markCompacted(ids: readonly string[], at: number): Promise<number>;
  /** .eml files of erasures removed by an instance's sweep of its own mail folder (docs/decisions/091). */
  addSweptFiles(counts: readonly { id: string; files: number }[]): Promise<void>;
  /** Forgets the address HMACs of erasures recorded before `before`; returns how many. */
  forgetPersonKeys(before: number): Promise<number>;
  /**
   * After an erasure: leaves no earlier copy of deleted rows where the database
   * can still reach it (docs/decisions/091). SQLite (secure_delete on) copies its
   * log into the database and truncates it; PostgreSQL vacuums the tables that
   * hold personal data, so their dead tuples are pruned.
   */
  purgeDeleted(): Promise<void>;
  /**
   * The last write's fault when it failed because the storage could not take it
   * (StorageUnavailableError), null once a write has gone through again.
   */
  readonly writeFault: WriteFault | null;
  /** A write larger than a lead's, undone in its own unit: /readyz's test while `writeFault` is set. */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}
