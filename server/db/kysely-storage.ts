import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";
import type { Storage } from "./storage.ts";
import type {
  ErasureRecord,
  FunnelStepInput,
  LeadRecord,
  MessageRecord,
  NoteInput,
  OutgoingMail,
  RetryInput,
  SendAnswerInput,
  SignInMailInput,
  WorkflowInput,
} from "./types.ts";
import { outboxSelection, type UnitInput, type UnitName, type UnitOutput } from "./units.ts";

/** How a dialect runs a write unit of units.ts: in a transaction of its own (PostgreSQL) or a group commit (SQLite). */
export type RunUnit = <N extends UnitName>(name: N, input: UnitInput<N>) => Promise<UnitOutput<N>>;

export interface Backend {
  readonly kind: Storage["kind"];
  readonly db: Kysely<Database>;
  readonly runUnit: RunUnit;
  /** Storage.purgeDeleted: SQLite's truncating checkpoint, PostgreSQL's VACUUM. */
  purge(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const submissionSelection = ["id", "idempotencyKey", "createdAt", "name", "email", "company"] as const;

/** The columns of a LeadRecord (storage.ts), for the storage's reads and the inbox's. */
export const leadSelection = [
  ...submissionSelection,
  "language",
  "score",
  "stage",
  "requestCall",
  "quizSource",
  "pagePath",
  "referrer",
  "utm",
  "userAgent",
  "payload",
] as const;

/** The columns of a MessageRecord. */
export const messageSelection = [
  ...submissionSelection,
  "message",
  "language",
  "pagePath",
  "userAgent",
] as const;

/**
 * The storage, once for both databases: reads are Kysely queries, writes are
 * the units of units.ts run by the backend.
 */
export class KyselyStorage implements Storage {
  readonly kind: Storage["kind"];
  readonly db: Kysely<Database>;
  readonly #backend: Backend;

  constructor(backend: Backend) {
    this.#backend = backend;
    this.kind = backend.kind;
    this.db = backend.db;
  }

  purgeDeleted() {
    return this.#backend.purge();
  }

  migrate() {
    return this.#backend.migrate();
  }

  saveLead(record: LeadRecord, mails: readonly OutgoingMail[], fingerprint: string | null = null) {
    return this.#backend.runUnit("saveLead", { record, mails, fingerprint });
  }

  saveMessage(record: MessageRecord, mails: readonly OutgoingMail[], fingerprint: string | null = null) {
    return this.#backend.runUnit("saveMessage", { record, mails, fingerprint });
  }

  claimMails(now: number, limit: number, leaseMs: number) {
    return this.#backend.runUnit("claimMails", { now, limit, leaseMs });
  }

  markSent(id: string, now: number) {
    return this.#backend.runUnit("markSent", { id, now });
  }

  markAttemptFailed(id: string, error: string, retryAt: number | null) {
    return this.#backend.runUnit("markAttemptFailed", { id, error, retryAt });
  }

  requeueFailedMails(options: { id?: string; now: number }) {
    return this.#backend.runUnit("requeueMails", options);
  }

  deleteByEmail(email: string, record?: ErasureRecord) {
    return this.#backend.runUnit("deleteByEmail", { email, record });
  }

  recordFunnelStep(input: FunnelStepInput) {
    return this.#backend.runUnit("recordFunnelStep", input);
  }

  pruneFunnelSessions(before: number) {
    return this.#backend.runUnit("pruneFunnelSessions", { before });
  }

  changeWorkflow(input: WorkflowInput) {
    return this.#backend.runUnit("changeWorkflow", input);
  }

  addNote(input: NoteInput) {
    return this.#backend.runUnit("addNote", input);
  }

  retryMail(input: RetryInput) {
    return this.#backend.runUnit("retryMail", input);
  }

  sendAnswer(input: SendAnswerInput) {
    return this.#backend.runUnit("sendAnswer", input);
  }

  queueSignInMail(input: SignInMailInput) {
    return this.#backend.runUnit("queueSignInMail", input);
  }

  recordErasedFiles(id: string, files: number) {
    return this.#backend.runUnit("recordErasedFiles", { id, files });
  }

  async listLeads(since = 0): Promise<LeadRecord[]> {
    const rows = await this.db
      .selectFrom("leads")
      .select(leadSelection)
      .where("createdAt", ">=", since)
      .orderBy("createdAt")
      .orderBy("id")
      .execute();
    return rows.map((row) => ({ ...row, requestCall: Boolean(row.requestCall) }));
  }

  listMessages(since = 0): Promise<MessageRecord[]> {
    return this.db
      .selectFrom("messages")
      .select(messageSelection)
      .where("createdAt", ">=", since)
      .orderBy("createdAt")
      .orderBy("id")
      .execute();
  }

  listMails() {
    return this.db
      .selectFrom("outbox")
      .select(outboxSelection)
      .orderBy("createdAt")
      .orderBy("refId")
      .orderBy("position")
      .execute();
  }

  async outboxHealth(now: number) {
    const [pending, failed] = await Promise.all([
      this.db
        .selectFrom("outbox")
        .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.min("createdAt").as("oldest")])
        .where("status", "=", "pending")
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("status", "=", "failed")
        .executeTakeFirstOrThrow(),
    ]);
    const oldest = pending.oldest === null ? now : Number(pending.oldest);
    return {
      pending: Number(pending.count),
      oldestPendingSeconds: Math.max(0, Math.round((now - oldest) / 1000)),
      failed: Number(failed.count),
    };
  }

  close() {
    return this.#backend.close();
  }
}
