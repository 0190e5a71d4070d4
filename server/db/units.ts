import { randomBytes, randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { answerMailId, openStatuses, type SendOutcome } from "#domain/inbox/model.ts";
import { prepared } from "./prepared.ts";
import type { Database, LeadEventsTable, MailKind } from "./schema.ts";
import type {
  ErasureRecord,
  FunnelStepInput,
  LeadRecord,
  MessageRecord,
  NoteInput,
  OutboxRow,
  OutgoingMail,
  RetryInput,
  RetryResult,
  SaveResult,
  SendAnswerInput,
  SignInMailInput,
  UnitContext,
  WorkflowInput,
} from "./types.ts";

/**
 * The write units: every write of the storage, each written once for both
 * databases as a function of a Kysely handle. PostgreSQL runs a unit in its
 * own transaction; SQLite runs it in the database worker thread, in a
 * SAVEPOINT of a group-commit transaction (sqlite-worker.ts). A unit never
 * opens a transaction itself and reads only what it wrote or what it needs to
 * decide (the idempotency key, the acknowledgement limit).
 *
 * Code outside server/db writes only through these (Storage's methods). Two
 * writers still use `storage.db` directly, in a transaction of their own on the
 * worker's connection (docs/decisions/026): the daily digest's claim, once a
 * day (server/email/digest.ts: it runs the inbox's read queries, which units.ts
 * cannot import without a circle), and better-auth's own tables at sign-in.
 */
type Unit<I, O> = (db: Kysely<Database>, input: I, ctx: UnitContext) => Promise<O>;

/**
 * At most one acknowledgement of each kind (quiz, contact) per recipient address per
 * hour (docs/decisions/005, 041): a quiz's acknowledgement never holds back the
 * contact form's, nor the other way round.
 */
export const ackIntervalMs = 60 * 60 * 1000;
const ackKinds: readonly MailKind[] = ["lead-ack", "contact-ack"];

export interface SaveInput<R> {
  readonly record: R;
  /** sha-256 of the canonical request body, or null when there is none to compare. */
  readonly fingerprint: string | null;
  readonly mails: readonly OutgoingMail[];
}

const lower = (value: string) => sql<string>`lower(${value})`;

type SubmissionRow = (LeadRecord | MessageRecord) & { fingerprint: string | null };

// The queries of a submission, compiled once (prepared.ts): they run for every lead.
const insertSubmission = (table: "leads" | "messages") =>
  prepared<SubmissionRow, { id: string }>((db, slot, row) =>
    db
      .insertInto(table)
      .values(
        Object.fromEntries(Object.keys(row).map((key) => [key, slot(key as keyof SubmissionRow)])) as never,
      )
      .onConflict((oc) => oc.column("idempotencyKey").doNothing())
      .returning("id"),
  );
const insertLead = insertSubmission("leads");
const insertMessage = insertSubmission("messages");

const findSubmission = (table: "leads" | "messages") =>
  prepared<{ key: string | null }, { id: string; fingerprint: string | null; createdAt: number | string }>(
    (db, slot) =>
      db
        .selectFrom(table)
        .select(["id", "fingerprint", "createdAt"])
        .where("idempotencyKey", "=", slot("key")),
  );
const findLead = findSubmission("leads");
const findMessage = findSubmission("messages");

/** An acknowledgement of this kind to this address since `since`? */
const recentAck = prepared<{ person: string; kind: MailKind; since: number }, { id: string }>((db, slot) =>
  db
    .selectFrom("outbox")
    .select("id")
    .where(sql<boolean>`lower(${sql.ref("personEmail")}) = ${lower(slot("person"))}`)
    .where("kind", "=", slot("kind"))
    .where("createdAt", ">", slot("since"))
    .limit(1),
);

const jobColumns = [
  "id",
  "refId",
  "personEmail",
  "position",
  "kind",
  "toAddr",
  "replyTo",
  "subject",
  "textBody",
  "htmlBody",
  "data",
  "nextAttemptAt",
  "createdAt",
] as const;
type Job = Record<(typeof jobColumns)[number], unknown>;

/** A submission's outbox jobs in one statement; its shape is the number of jobs. */
const insertJobs = prepared<{ jobs: readonly Job[] }, never>((db, slot, { jobs }) =>
  db
    .insertInto("outbox")
    .values(
      jobs.map((_, i) =>
        Object.fromEntries(jobColumns.map((column) => [column, slot((v) => v.jobs[i]![column])])),
      ) as never,
    ),
);

function save(table: "leads" | "messages"): Unit<SaveInput<LeadRecord | MessageRecord>, SaveResult> {
  const [insert, find] = table === "leads" ? [insertLead, findLead] : [insertMessage, findMessage];
  return async (db, { record, fingerprint, mails }, ctx) => {
    const row: SubmissionRow = { ...record, fingerprint };
    const inserted = (await insert(db, ctx, row, `${Object.keys(row)}`)).rows[0];
    if (!inserted) {
      // Read committed (PostgreSQL): this sees the row whose insert the conflict waited for.
      const first = (await find(db, ctx, { key: record.idempotencyKey })).rows[0];
      if (!first) throw new Error(`${table}: no row for an idempotency key that conflicted`);
      const conflict =
        first.fingerprint !== null && fingerprint !== null && first.fingerprint !== fingerprint;
      // A replay is answered as the first was: acknowledged or not.
      const ack = await db
        .selectFrom("outbox")
        .select("id")
        .where("refId", "=", first.id)
        .where("kind", "in", ackKinds)
        .executeTakeFirst();
      return {
        id: first.id,
        createdAt: Number(first.createdAt),
        created: false,
        conflict,
        acknowledged: ack !== undefined,
      };
    }
    const person = record.email;
    let kept = mails;
    const ackKind = mails.find((m) => ackKinds.includes(m.kind))?.kind;
    if (ackKind) {
      if (ctx.dialect === "postgres") {
        // Serialises the acknowledgement check per address across transactions (SQLite writes are serial).
        await sql`select pg_advisory_xact_lock(hashtext(${lower(person)}))`.execute(db);
      }
      const since = record.createdAt - ackIntervalMs;
      if ((await recentAck(db, ctx, { person, kind: ackKind, since })).rows.length > 0)
        kept = mails.filter((m) => !ackKinds.includes(m.kind));
    }
    // One statement for all of the submission's jobs.
    if (kept.length > 0) {
      const jobs: Job[] = kept.map((mail, position) => ({
        id: randomUUID(),
        refId: record.id,
        personEmail: person,
        position,
        kind: mail.kind,
        toAddr: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        textBody: mail.text ?? null,
        htmlBody: mail.html ?? null,
        data: mail.data ?? null,
        nextAttemptAt: record.createdAt,
        createdAt: record.createdAt,
      }));
      await insertJobs(db, ctx, { jobs }, String(jobs.length));
    }
    const acknowledged = kept.some((m) => ackKinds.includes(m.kind));
    return { id: record.id, createdAt: record.createdAt, created: true, conflict: false, acknowledged };
  };
}

/** The outbox columns as the OutboxRow interface names them. */
export const outboxSelection = [
  "id",
  "refId",
  "personEmail",
  "kind",
  "toAddr as to",
  "replyTo",
  "subject",
  "textBody as text",
  "htmlBody as html",
  "data",
  "status",
  "attempts",
  "nextAttemptAt",
  "lastError",
  "createdAt",
  "sentAt",
] as const;

/** Claims up to `limit` pending mails due by `dueBy` (default `now`) whose lease, if any, has ended. */
const claimMails: Unit<{ now: number; limit: number; leaseMs: number; dueBy?: number }, OutboxRow[]> = async (
  db,
  { now, limit, leaseMs, dueBy = now },
  ctx,
) =>
  db
    .updateTable("outbox")
    .set((eb) => ({ lockedUntil: now + leaseMs, attempts: eb("attempts", "+", 1) }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("outbox")
        .select("id")
        .where("status", "=", "pending")
        .where("nextAttemptAt", "<=", dueBy)
        .where((w) => w.or([w("lockedUntil", "is", null), w("lockedUntil", "<=", now)]))
        .orderBy("nextAttemptAt")
        .orderBy("createdAt")
        .orderBy("position")
        .limit(limit)
        .$if(ctx.dialect === "postgres", (q) => q.forUpdate().skipLocked()),
    )
    .returning(outboxSelection)
    .execute();

/** Records a send; false when the row is gone (the person was erased while it was sent). */
const markSent: Unit<{ id: string; now: number }, boolean> = async (db, { id, now }) => {
  const result = await db
    .updateTable("outbox")
    .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

const markAttemptFailed: Unit<{ id: string; error: string; retryAt: number | null }, void> = async (
  db,
  { id, error, retryAt },
) => {
  await db
    .updateTable("outbox")
    .set(
      retryAt === null
        ? { status: "failed", lockedUntil: null, lastError: error }
        : { nextAttemptAt: retryAt, lockedUntil: null, lastError: error },
    )
    .where("id", "=", id)
    .execute();
};

/** Failed e-mails (all, or one by id) become pending again, due now, with a fresh attempt count. */
const requeueMails: Unit<{ id?: string; now: number }, number> = async (db, { id, now }) => {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where("status", "=", "failed")
    .$if(id !== undefined, (q) => q.where("id", "=", id!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

const deleteByEmail: Unit<
  { email: string; record?: ErasureRecord },
  { leads: number; messages: number; mails: number }
> = async (db, { email, record }) => {
  // sql.ref names pass through the CamelCasePlugin like any other column.
  const isPerson = (column: "email" | "personEmail") =>
    sql<boolean>`lower(${sql.ref(column)}) = ${lower(email)}`;
  const mails = await db
    .deleteFrom("outbox")
    .where((eb) =>
      eb.or([
        isPerson("personEmail"),
        eb("refId", "in", eb.selectFrom("leads").select("id").where(isPerson("email"))),
        eb("refId", "in", eb.selectFrom("messages").select("id").where(isPerson("email"))),
      ]),
    )
    .executeTakeFirst();
  // The inbox's history of those leads and messages (notes may hold personal data).
  await db
    .deleteFrom("leadEvents")
    .where((eb) =>
      eb.or([
        eb("refId", "in", eb.selectFrom("leads").select("id").where(isPerson("email"))),
        eb("refId", "in", eb.selectFrom("messages").select("id").where(isPerson("email"))),
      ]),
    )
    .execute();
  const leads = await db.deleteFrom("leads").where(isPerson("email")).executeTakeFirst();
  const messages = await db.deleteFrom("messages").where(isPerson("email")).executeTakeFirst();
  const counts = {
    leads: Number(leads.numDeletedRows),
    messages: Number(messages.numDeletedRows),
    mails: Number(mails.numDeletedRows),
  };
  // The anonymous record commits with the erasure or not at all; the files come after (erase.ts).
  // An erasure that found no row records nothing here (its files, if any, record it then).
  if (record && counts.leads + counts.messages + counts.mails > 0)
    await db
      .insertInto("erasures")
      .values({ ...record, ...counts, files: 0 })
      .execute();
  return counts;
};

/** Counts the step unless this quiz opening already sent it; returns whether it counted. */
const recordFunnelStep: Unit<FunnelStepInput, boolean> = async (
  db,
  { session, step, source, language, day, at },
) => {
  const inserted = await db
    .insertInto("funnelSessions")
    .values({ sessionId: session, step, at })
    .onConflict((oc) => oc.columns(["sessionId", "step"]).doNothing())
    .returning("step")
    .execute();
  if (inserted.length === 0) return false;
  await db
    .insertInto("funnelDaily")
    .values({ day, step, source, language, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(["day", "step", "source", "language"])
        .doUpdateSet({ count: sql<number>`${sql.ref("funnelDaily.count")} + 1` }),
    )
    .execute();
  return true;
};

/** Forgets the quiz openings seen before `before` (their counts stay); returns how many. */
const pruneFunnelSessions: Unit<{ before: number }, number> = async (db, { before }) => {
  const result = await db.deleteFrom("funnelSessions").where("at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
};

/**
 * Sets status, owner and lost reason of a lead or message and records each
 * change (who, when) in its history. Returns false when there is no such item.
 */
const changeWorkflow: Unit<WorkflowInput, boolean> = async (
  db,
  { id, actor, status, owner, lostReason: givenReason, at },
) => {
  const table = (await db.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst())
    ? "leads"
    : "messages";
  const current = await db
    .selectFrom(table)
    .select(["status", "owner", "lostReason"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current) return false;
  const events: Pick<LeadEventsTable, "type" | "detail">[] = [];
  const lostReason = status === "lost" ? givenReason : null;
  if (current.status !== status || (status === "lost" && current.lostReason !== lostReason)) {
    events.push({
      type: "status",
      detail: JSON.stringify({ from: current.status, to: status, reason: lostReason }),
    });
  }
  if (current.owner !== owner) {
    events.push({ type: "owner", detail: JSON.stringify({ from: current.owner, to: owner }) });
  }
  if (events.length === 0) return true;
  await db.updateTable(table).set({ status, owner, lostReason }).where("id", "=", id).execute();
  await db
    .insertInto("leadEvents")
    .values(events.map((event) => ({ id: randomUUID(), refId: id, actor, at, ...event })))
    .execute();
  return true;
};

/** One history row of a lead or message (the inbox's lead page lists them). */
async function insertEvent(db: Kysely<Database>, event: Omit<LeadEventsTable, "id">) {
  await db
    .insertInto("leadEvents")
    .values({ id: randomUUID(), ...event })
    .execute();
}

/** Is there a lead or a message with this id? */
async function itemExists(db: Kysely<Database>, id: string) {
  for (const table of ["leads", "messages"] as const) {
    if (await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst()) return true;
  }
  return false;
}

/** A team member's note in the history of a lead or message; false when there is no such item. */
const addNote: Unit<NoteInput, boolean> = async (db, { id, actor, text, at }) => {
  if (!(await itemExists(db, id))) return false;
  await insertEvent(db, { refId: id, actor, at, type: "note", detail: JSON.stringify({ text }) });
  return true;
};

/**
 * A team member queues one failed e-mail of a lead or message again, and the
 * retry is recorded in its history in the same unit: never one without the other.
 */
const retryMail: Unit<RetryInput, RetryResult> = async (db, { id, mailId, actor, at }, ctx) => {
  const mail = await db
    .selectFrom("outbox")
    .select("id")
    .where("id", "=", mailId)
    .where("refId", "=", id)
    .executeTakeFirst();
  if (!mail) return { found: false, requeued: false };
  if ((await requeueMails(db, { id: mailId, now: at }, ctx)) === 0) return { found: true, requeued: false };
  await insertEvent(db, { refId: id, actor, at, type: "retry", detail: JSON.stringify({ mailId }) });
  return { found: true, requeued: true };
};

/**
 * A partner's strategy or reply, in one unit: the e-mail (its id derived from the
 * item's, so a second send finds it taken and stores nothing), the text in the
 * history, and the status: a quiz lead's becomes "strategy_sent" (its 24-hour
 * clock stops), a new message's "contacted" (docs/decisions/031).
 */
const sendAnswer: Unit<SendAnswerInput, SendOutcome> = async (db, { id, actor, at, mail, text }) => {
  const lead = await db
    .selectFrom("leads")
    .select(["email", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
  const item =
    lead ??
    (await db.selectFrom("messages").select(["email", "status"]).where("id", "=", id).executeTakeFirst());
  if (!item) return "gone";
  const mailId = answerMailId(id);
  const inserted = await db
    .insertInto("outbox")
    .values({
      id: mailId,
      refId: id,
      personEmail: item.email,
      position: 10,
      kind: mail.kind,
      toAddr: item.email,
      replyTo: mail.replyTo,
      subject: mail.subject,
      data: mail.data,
      nextAttemptAt: at,
      createdAt: at,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return "alreadySent";
  await insertEvent(db, {
    refId: id,
    actor,
    at,
    type: "sent",
    detail: JSON.stringify({ kind: mail.kind, mailId, subject: mail.subject, text }),
  });
  const next = lead
    ? openStatuses.includes(item.status)
      ? "strategy_sent"
      : null
    : item.status === "new"
      ? "contacted"
      : null;
  if (next) {
    await db
      .updateTable(lead ? "leads" : "messages")
      .set({ status: next })
      .where("id", "=", id)
      .execute();
    await insertEvent(db, {
      refId: id,
      actor,
      at,
      type: "status",
      detail: JSON.stringify({ from: item.status, to: next, reason: null }),
    });
  }
  return "sent";
};

/** The team's sign-in e-mail, due now, with bodies as they are sent (docs/decisions/019). */
const queueSignInMail: Unit<SignInMailInput, void> = async (db, { to, subject, text, html, at }) => {
  await db
    .insertInto("outbox")
    .values({
      id: randomUUID(),
      refId: `team-signin:${randomUUID()}`,
      personEmail: to,
      position: 0,
      kind: "team-signin",
      toAddr: to,
      replyTo: null,
      subject,
      textBody: text,
      htmlBody: html,
      nextAttemptAt: at,
      createdAt: at,
    })
    .execute();
};

/**
 * How many .eml files an erasure removed, on its record. A unit of its own, after
 * the files: the rows are erased (with the record) first and committed, then the
 * files (server/leads/erase.ts); a file system cannot take part in the rows'
 * transaction, and a failure between the two leaves the record at 0 files, never
 * a person's rows without their record.
 */
const recordErasedFiles: Unit<{ record: ErasureRecord; files: number }, void> = async (
  db,
  { record, files },
) => {
  await db
    .insertInto("erasures")
    .values({ ...record, leads: 0, messages: 0, mails: 0, files })
    .onConflict((oc) => oc.column("id").doUpdateSet({ files }))
    .execute();
};

/**
 * /readyz's test of whether writes go through again after one could not be
 * stored (docs/decisions/034): a row larger than a lead and its e-mails (64 KiB
 * of random, incompressible text) inserted and deleted in the same unit, so it
 * is never committed; it needs room in the log and the tables as a lead does,
 * and a database that answers. `erasures` has no index on the text column.
 */
const probeWrite: Unit<Record<string, never>, void> = async (db) => {
  const id = `probe:${randomUUID()}`;
  const filler = randomBytes(32 * 1024).toString("hex");
  await db
    .insertInto("erasures")
    .values({ id, at: 0, actor: filler, leads: 0, messages: 0, mails: 0, files: 0 })
    .execute();
  await db.deleteFrom("erasures").where("id", "=", id).execute();
};

export const units = {
  saveLead: save("leads") as Unit<SaveInput<LeadRecord>, SaveResult>,
  saveMessage: save("messages") as Unit<SaveInput<MessageRecord>, SaveResult>,
  claimMails,
  markSent,
  markAttemptFailed,
  requeueMails,
  deleteByEmail,
  recordFunnelStep,
  pruneFunnelSessions,
  changeWorkflow,
  addNote,
  retryMail,
  sendAnswer,
  queueSignInMail,
  recordErasedFiles,
  probeWrite,
};

export type Units = typeof units;
export type UnitName = keyof Units;
export type UnitInput<N extends UnitName> = Parameters<Units[N]>[1];
export type UnitOutput<N extends UnitName> = Awaited<ReturnType<Units[N]>>;
