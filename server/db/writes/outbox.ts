import { randomUUID } from "node:crypto";
import { mailboxOf } from "#domain/forms/mailbox.ts";
import { prepared } from "../prepared.ts";
import type { MailKind } from "../schema.ts";
import type { OutboxRow, OutgoingMail, SignInMailInput, Unit } from "../types.ts";

/**
 * The writes of the outbox (docs/decisions/094, 092): a submission's jobs and
 * the acknowledgement check (for writes/leads.ts), the worker's claim and
 * outcomes, a failed e-mail queued again, and the team's sign-in e-mail (the
 * one e-mail a session asks for). Each is a write unit (../write-units.ts).
 */

/** An acknowledgement of this kind to this mailbox (domain/forms/mailbox.ts) since `since`? */
export const recentAck = prepared<{ mailbox: string; kind: MailKind; since: number }, { id: string }>(
  (db, slot) =>
    db
      .selectFrom("outbox")
      .select("id")
      .where("mailbox", "=", slot("mailbox"))
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
  "mailbox",
] as const;
export type Job = Record<(typeof jobColumns)[number], unknown>;

/** The outbox jobs of e-mails caused by one row (`refId`) of a person, in their order; each due at `dueAt` or at `at`. */
export function jobsOf(
  refId: string,
  personEmail: string,
  mails: readonly (OutgoingMail & { readonly dueAt?: number })[],
  at: number,
): Job[] {
  return mails.map((mail, position) => ({
    id: randomUUID(),
    refId,
    personEmail,
    position,
    kind: mail.kind,
    toAddr: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    textBody: mail.text ?? null,
    htmlBody: mail.html ?? null,
    data: mail.data ?? null,
    nextAttemptAt: mail.dueAt ?? at,
    createdAt: at,
    mailbox: mailboxOf(personEmail),
  }));
}

/** A submission's outbox jobs in one statement; its shape is the number of jobs. */
export const insertJobs = prepared<{ jobs: readonly Job[] }, never>((db, slot, { jobs }) =>
  db
    .insertInto("outbox")
    .values(
      jobs.map((_, i) =>
        Object.fromEntries(jobColumns.map((column) => [column, slot((v) => v.jobs[i]![column])])),
      ) as never,
    ),
);

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
export const claimMails: Unit<
  { now: number; limit: number; leaseMs: number; dueBy?: number },
  OutboxRow[]
> = async (db, { now, limit, leaseMs, dueBy = now }, ctx) =>
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
export const markSent: Unit<{ id: string; now: number }, boolean> = async (db, { id, now }) => {
  const result = await db
    .updateTable("outbox")
    .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

export const markAttemptFailed: Unit<{ id: string; error: string; retryAt: number | null }, void> = async (
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
export const requeueMails: Unit<{ id?: string; now: number }, number> = async (db, { id, now }) => {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where("status", "=", "failed")
    .$if(id !== undefined, (q) => q.where("id", "=", id!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** The team's sign-in e-mail, due now, with bodies as they are sent (docs/decisions/089). */
export const queueSignInMail: Unit<SignInMailInput, void> = async (db, { to, subject, text, html, at }) => {
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
