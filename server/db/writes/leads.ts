import { randomUUID } from "node:crypto";
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { answerMailId, openStatuses, type SendOutcome } from "#domain/inbox/model.ts";
import { prepared } from "../prepared.ts";
import type { Database, LeadEventsTable, MailKind } from "../schema.ts";
import type {
  ErasureRecord,
  LeadRecord,
  MessageRecord,
  NoteInput,
  OutgoingMail,
  RetryInput,
  RetryResult,
  SaveResult,
  SendAnswerInput,
  Unit,
  UnitContext,
  WorkflowInput,
} from "../types.ts";
import { mailboxOf } from "#domain/forms/mailbox.ts";
import { insertJobs, jobsOf, recentAck, requeueMails } from "./outbox.ts";

/**
 * The writes of leads and contact messages (docs/decisions/092): a submission
 * saved with its e-mails, its follow-up (status, owner, notes, a retried e-mail,
 * a partner's answer) with its history, and a person's erasure. With the read
 * model (../read-model.ts), the only code that queries the `leads` and
 * `messages` tables. Each is a write unit (../write-units.ts).
 */

/**
 * At most one acknowledgement of each kind (quiz, contact) per recipient address per
 * hour (docs/decisions/094, 095): a quiz's acknowledgement never holds back the
 * contact form's, nor the other way round.
 */
const ackIntervalMs = 60 * 60 * 1000;
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

export function save(table: "leads" | "messages"): Unit<SaveInput<LeadRecord | MessageRecord>, SaveResult> {
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
      // One mailbox, however the address is written: `ana+1@`, `Ana@` and, at Gmail, `a.na@` are Ana's.
      const mailbox = mailboxOf(person);
      if (ctx.dialect === "postgres") {
        // Serialises the acknowledgement check per mailbox across transactions (SQLite writes are serial).
        await sql`select pg_advisory_xact_lock(hashtext(${mailbox}))`.execute(db);
      }
      const since = record.createdAt - ackIntervalMs;
      if ((await recentAck(db, ctx, { mailbox, kind: ackKind, since })).rows.length > 0)
        kept = mails.filter((m) => !ackKinds.includes(m.kind));
    }
    // One statement for all of the submission's jobs.
    if (kept.length > 0) {
      const jobs = jobsOf(record.id, person, kept, record.createdAt);
      await insertJobs(db, ctx, { jobs }, String(jobs.length));
    }
    const acknowledged = kept.some((m) => ackKinds.includes(m.kind));
    return { id: record.id, createdAt: record.createdAt, created: true, conflict: false, acknowledged };
  };
}

export const deleteByEmail: Unit<
  { email: string; record?: ErasureRecord; cancels?: readonly OutgoingMail[]; at?: number },
  { leads: number; messages: number; mails: number }
> = async (db, { email, record, cancels = [], at = Date.now() }, ctx) => {
  // sql.ref names pass through the CamelCasePlugin like any other column.
  const isPerson = (column: "email" | "personEmail") =>
    sql<boolean>`lower(${sql.ref(column)}) = ${lower(email)}`;
  // Their booked calls (docs/decisions/068): those made with the address, and those of their
  // leads and messages; with the calls' e-mails and reminders, below.
  const ofPerson = (eb: ExpressionBuilder<Database, "bookings">) =>
    eb.or([
      isPerson("email"),
      eb("refId", "in", eb.selectFrom("leads").select("id").where(isPerson("email"))),
      eb("refId", "in", eb.selectFrom("messages").select("id").where(isPerson("email"))),
    ]);
  if (ctx.dialect === "postgres") {
    // First, the person's leads and messages are locked (SQLite's writes are serial): a unit that
    // writes of one of them (a strategy sent, a note) and locked it before either commits first
    // and its outbox and history rows are seen and deleted below, or waits and finds it gone.
    for (const table of ["leads", "messages"] as const)
      // In one order, so that two erasures of the same person wait for each other, never deadlock.
      await db.selectFrom(table).select("id").where(isPerson("email")).orderBy("id").forUpdate().execute();
  }
  const mails = await db
    .deleteFrom("outbox")
    .where((eb) =>
      eb.or([
        isPerson("personEmail"),
        eb("refId", "in", eb.selectFrom("bookings").select("id").where(ofPerson)),
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
  await db.deleteFrom("bookings").where(ofPerson).execute();
  // Their coming calls' cancellations to the members (nothing of the person in them: booking/erasure.ts).
  for (const cancel of cancels) {
    const jobs = jobsOf(`erased-call:${randomUUID()}`, cancel.to, [cancel], at);
    await insertJobs(db, ctx, { jobs }, "1");
  }
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

/**
 * How many .eml files an erasure removed, on its record. A unit of its own, after
 * the files: the rows are erased (with the record) first and committed, then the
 * files (server/leads/erase.ts); a file system cannot take part in the rows'
 * transaction, and a failure between the two leaves the record at 0 files, never
 * a person's rows without their record.
 */
export const recordErasedFiles: Unit<{ record: ErasureRecord; files: number }, void> = async (
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
 * The lead or message `id` (its table, email and status), locked until the unit ends on
 * PostgreSQL (SQLite's writes are serial): what the unit then writes of it (an e-mail, its
 * history) commits before an erasure of its person reads those tables, or the erasure came
 * first and it is gone (deleteByEmail locks the person's rows first). Undefined when there is none.
 */
async function lockedItem(db: Kysely<Database>, id: string, ctx: UnitContext) {
  for (const table of ["leads", "messages"] as const) {
    const row = await db
      .selectFrom(table)
      .select(["email", "status", "owner", "lostReason"])
      .where("id", "=", id)
      .$if(ctx.dialect === "postgres", (query) => query.forUpdate())
      .executeTakeFirst();
    if (row) return { table, ...row };
  }
  return undefined;
}

/**
 * Sets status, owner and lost reason of a lead or message and records each
 * change (who, when) in its history. Returns false when there is no such item.
 */
export const changeWorkflow: Unit<WorkflowInput, boolean> = async (
  db,
  { id, actor, status, owner, lostReason: givenReason, at },
  ctx,
) => {
  const current = await lockedItem(db, id, ctx);
  if (!current) return false;
  const { table } = current;
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

/** A team member's note in the history of a lead or message; false when there is no such item. */
export const addNote: Unit<NoteInput, boolean> = async (db, { id, actor, text, at }, ctx) => {
  if (!(await lockedItem(db, id, ctx))) return false;
  await insertEvent(db, { refId: id, actor, at, type: "note", detail: JSON.stringify({ text }) });
  return true;
};

/**
 * A team member queues one failed e-mail of a lead or message again, and the
 * retry is recorded in its history in the same unit: never one without the other.
 */
export const retryMail: Unit<RetryInput, RetryResult> = async (db, { id, mailId, actor, at }, ctx) => {
  if (!(await lockedItem(db, id, ctx))) return { found: false, requeued: false };
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
 * clock stops), a new message's "contacted" (docs/decisions/096).
 */
export const sendAnswer: Unit<SendAnswerInput, SendOutcome> = async (
  db,
  { id, actor, at, mail, text },
  ctx,
) => {
  const item = await lockedItem(db, id, ctx);
  if (!item) return "gone";
  const lead = item.table === "leads";
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
    await db.updateTable(item.table).set({ status: next }).where("id", "=", id).execute();
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
