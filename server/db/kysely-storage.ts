import type { Kysely } from "kysely";
import { allLeads, allMessages } from "./read-model.ts";
import type { Database } from "./schema.ts";
import { StorageUnavailableError, type Storage } from "./storage.ts";
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
  WriteFault,
} from "./types.ts";
import { outboxSelection } from "./writes/outbox.ts";
import type { UnitInput, UnitName, UnitOutput } from "./write-units.ts";

/** How a dialect runs a write unit of write-units.ts: in a transaction of its own (PostgreSQL) or a group commit (SQLite). */
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

/**
 * Units that run on a timer and most often change nothing (the outbox's claim,
 * the funnel's pruning) say the storage took a write only when they changed
 * rows: a claim of nothing succeeds on a full disk too.
 */
const changedRows: { readonly [N in UnitName]?: (output: UnitOutput<N>) => boolean } = {
  claimMails: (rows) => rows.length > 0,
  pruneFunnelSessions: (count) => count > 0,
  requeueMails: (count) => count > 0,
  markCompacted: (count) => count > 0,
  forgetPersonKeys: (count) => count > 0,
};

/**
 * The storage, once for both databases: reads of leads and messages are the read model's (read-model.ts), writes are
 * the units of write-units.ts run by the backend.
 */
export class KyselyStorage implements Storage {
  readonly kind: Storage["kind"];
  readonly db: Kysely<Database>;
  readonly #backend: Backend;
  #fault: WriteFault | null = null;

  constructor(backend: Backend) {
    this.#backend = backend;
    this.kind = backend.kind;
    this.db = backend.db;
  }

  get writeFault() {
    return this.#fault;
  }

  /** Runs a unit and keeps `writeFault`: set by a write the storage could not take, cleared by one it took. */
  async #run<N extends UnitName>(name: N, input: UnitInput<N>): Promise<UnitOutput<N>> {
    try {
      const output = await this.#backend.runUnit(name, input);
      if (
        this.#fault &&
        (changedRows[name] as ((o: UnitOutput<N>) => boolean) | undefined)?.(output) !== false
      )
        this.#fault = null;
      return output;
    } catch (error) {
      if (error instanceof StorageUnavailableError) this.#fault ??= { since: Date.now(), error };
      throw error;
    }
  }

  probeWrite() {
    return this.#run("probeWrite", {});
  }

  purgeDeleted() {
    return this.#backend.purge();
  }

  migrate() {
    return this.#backend.migrate();
  }

  saveLead(record: LeadRecord, mails: readonly OutgoingMail[], fingerprint: string | null = null) {
    return this.#run("saveLead", { record, mails, fingerprint });
  }

  saveMessage(record: MessageRecord, mails: readonly OutgoingMail[], fingerprint: string | null = null) {
    return this.#run("saveMessage", { record, mails, fingerprint });
  }

  claimMails(now: number, limit: number, leaseMs: number, dueBy = now) {
    return this.#run("claimMails", { now, limit, leaseMs, dueBy });
  }

  markSent(id: string, now: number) {
    return this.#run("markSent", { id, now });
  }

  markAttemptFailed(id: string, error: string, retryAt: number | null) {
    return this.#run("markAttemptFailed", { id, error, retryAt });
  }

  requeueFailedMails(options: { id?: string; now: number }) {
    return this.#run("requeueMails", options);
  }

  deleteByEmail(email: string, record?: ErasureRecord, cancels: readonly OutgoingMail[] = []) {
    return this.#run("deleteByEmail", { email, record, cancels, at: Date.now() });
  }

  recordFunnelStep(input: FunnelStepInput) {
    return this.#run("recordFunnelStep", input);
  }

  pruneFunnelSessions(before: number) {
    return this.#run("pruneFunnelSessions", { before });
  }

  changeWorkflow(input: WorkflowInput) {
    return this.#run("changeWorkflow", input);
  }

  addNote(input: NoteInput) {
    return this.#run("addNote", input);
  }

  retryMail(input: RetryInput) {
    return this.#run("retryMail", input);
  }

  sendAnswer(input: SendAnswerInput) {
    return this.#run("sendAnswer", input);
  }

  queueSignInMail(input: SignInMailInput) {
    return this.#run("queueSignInMail", input);
  }

  markCompacted(ids: readonly string[], at: number) {
    return this.#run("markCompacted", { ids, at });
  }

  addSweptFiles(counts: readonly { id: string; files: number }[]) {
    return this.#run("addSweptFiles", { counts });
  }

  forgetPersonKeys(before: number) {
    return this.#run("forgetPersonKeys", { before });
  }

  recordErasedFiles(record: ErasureRecord, files: number) {
    return this.#run("recordErasedFiles", { record, files });
  }

  bookCall(input: UnitInput<"bookCall">) {
    return this.#run("bookCall", input);
  }

  moveCall(input: UnitInput<"moveCall">) {
    return this.#run("moveCall", input);
  }

  cancelCall(input: UnitInput<"cancelCall">) {
    return this.#run("cancelCall", input);
  }

  saveMemberSettings(input: UnitInput<"saveMemberSettings">) {
    return this.#run("saveMemberSettings", input);
  }

  listLeads(since = 0): Promise<LeadRecord[]> {
    return allLeads(this.db, since);
  }

  listMessages(since = 0): Promise<MessageRecord[]> {
    return allMessages(this.db, since);
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
        // A job scheduled for later and never tried (a call's reminder) is not a backlog yet.
        .where((eb) => eb.or([eb("nextAttemptAt", "<=", now), eb("attempts", ">", 0)]))
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
