import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { BookingsTable, Database, MailKind } from "../schema.ts";
import type { MessageRecord, OutgoingMail, Unit, UnitContext } from "../types.ts";
import { insertJobs, jobsOf } from "./outbox.ts";

/**
 * The writes of booked calls (docs/decisions/068): a booking with its e-mails
 * and reminders, a move, a cancel, and a member's settings. Each is a write unit
 * (../write-units.ts), so on SQLite it runs in the single writer: the re-check
 * below and the insert cannot interleave with another booking's. On PostgreSQL
 * the exclusion constraint `bookings_no_overlap` (migration 017) refuses an
 * overlapping pair whatever the code does; the advisory lock on the member makes
 * concurrent bookings of one member wait for each other, so the loser gets the
 * re-check's answer ("taken") instead of the constraint's error.
 */

/** A booking's row as stored (no generated columns: every value is given). */
export type BookingRow = Readonly<BookingsTable>;

/** An e-mail of a booking, due at `dueAt` (a reminder) or at once. */
export interface BookingMail extends OutgoingMail {
  readonly dueAt?: number;
}

/** The checks a new time must pass inside the unit. */
export interface TimeChecks {
  /** The member's Mexico City day of the call, as UTC bounds: the daily cap counts the calls in it. */
  readonly dayFrom: number;
  readonly dayTo: number;
  readonly dailyCap: number;
}

export interface BookCallInput extends TimeChecks {
  readonly booking: BookingRow;
  /** A contact message created for the booking when it joins no lead. */
  readonly message: MessageRecord | null;
  readonly mails: readonly BookingMail[];
  /** Coming calls one address may hold at once. */
  readonly maxComing: number;
  readonly now: number;
}

export type BookCallResult =
  | { readonly ok: true; readonly id: string; readonly replayed: boolean }
  | { readonly ok: false; readonly refusal: "taken" | "tooMany" | "conflict" };

const lower = (value: string) => sql<string>`lower(${value})`;

async function lockOn(db: Kysely<Database>, ctx: UnitContext, key: string) {
  // Serialises the checks per member (and per address) across PostgreSQL transactions; SQLite's writes are serial.
  if (ctx.dialect === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
}

/** Another booked call of the member whose blocked range meets this one's. */
async function overlaps(
  db: Kysely<Database>,
  member: string,
  from: number,
  to: number,
  except: string | null,
): Promise<boolean> {
  let query = db
    .selectFrom("bookings")
    .select("id")
    .where("member", "=", member)
    .where("status", "=", "booked")
    .where("blockedFrom", "<", to)
    .where("blockedTo", ">", from);
  if (except) query = query.where("id", "!=", except);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

async function overCap(db: Kysely<Database>, member: string, checks: TimeChecks, except: string | null) {
  let query = db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("member", "=", member)
    .where("status", "=", "booked")
    .where("startsAt", ">=", checks.dayFrom)
    .where("startsAt", "<", checks.dayTo);
  if (except) query = query.where("id", "!=", except);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count) >= checks.dailyCap;
}

async function queueMails(
  db: Kysely<Database>,
  ctx: UnitContext,
  booking: Pick<BookingRow, "id" | "email">,
  mails: readonly BookingMail[],
  now: number,
) {
  if (mails.length === 0) return;
  // The booking's jobs are found by its id: a move or cancel drops its pending reminders.
  const jobs = jobsOf(booking.id, booking.email, mails, now);
  await insertJobs(db, ctx, { jobs }, String(jobs.length));
}

const reminderKind: MailKind = "booking-reminder";

/** The reminders not sent yet of a call: dropped when it moves (new ones are queued) or is cancelled. */
async function dropReminders(db: Kysely<Database>, bookingId: string) {
  await db
    .deleteFrom("outbox")
    .where("refId", "=", bookingId)
    .where("kind", "=", reminderKind)
    .where("status", "!=", "sent")
    .execute();
}

async function historyLine(
  db: Kysely<Database>,
  booking: Pick<BookingRow, "id" | "refId" | "member">,
  change: "booked" | "moved" | "cancelled",
  start: number,
  actor: string,
  at: number,
) {
  await db
    .insertInto("leadEvents")
    .values({
      id: randomUUID(),
      refId: booking.refId,
      at,
      actor,
      type: "call",
      detail: JSON.stringify({ change, callId: booking.id, start, member: booking.member }),
    })
    .execute();
}

export const bookCall: Unit<BookCallInput, BookCallResult> = async (db, input, ctx) => {
  const { booking } = input;
  if (booking.idempotencyKey) {
    const first = await db
      .selectFrom("bookings")
      .select(["id", "fingerprint"])
      .where("idempotencyKey", "=", booking.idempotencyKey)
      .executeTakeFirst();
    if (first) {
      if (
        first.fingerprint !== null &&
        booking.fingerprint !== null &&
        first.fingerprint !== booking.fingerprint
      )
        return { ok: false, refusal: "conflict" };
      return { ok: true, id: first.id, replayed: true };
    }
  }
  await lockOn(db, ctx, `booking:${booking.member}`);
  await lockOn(db, ctx, `booking-person:${booking.email.toLowerCase()}`);
  if (await overlaps(db, booking.member, booking.blockedFrom, booking.blockedTo, null))
    return { ok: false, refusal: "taken" };
  if (await overCap(db, booking.member, input, null)) return { ok: false, refusal: "taken" };
  const coming = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where(sql<boolean>`lower(${sql.ref("email")}) = ${lower(booking.email)}`)
    .where("status", "=", "booked")
    .where("endsAt", ">", input.now)
    .executeTakeFirstOrThrow();
  if (Number(coming.count) >= input.maxComing) return { ok: false, refusal: "tooMany" };
  if (input.message) await db.insertInto("messages").values(input.message).execute();
  await db.insertInto("bookings").values(booking).execute();
  await queueMails(db, ctx, booking, input.mails, input.now);
  await historyLine(db, booking, "booked", booking.startsAt, booking.email, input.now);
  return { ok: true, id: booking.id, replayed: false };
};

export interface MoveCallInput extends TimeChecks {
  readonly id: string;
  /** The sequence the visitor's link was made for; null from the inbox (a member moves the current one). */
  readonly sequence: number | null;
  readonly member: string;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly blockedFrom: number;
  readonly blockedTo: number;
  readonly actor: string;
  readonly now: number;
  /** Built for the new sequence (the caller read the row): refused when the row moved meanwhile. */
  readonly expectSequence: number;
  readonly mails: readonly BookingMail[];
}

export type ChangeCallResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly refusal: "taken" | "cancelled" | "used" | "missing" };

/**
 * The call a move or a cancel changes, or why it cannot: gone, cancelled already, or
 * changed since the link (or the page) was made for its SEQUENCE.
 */
async function changeable(
  db: Kysely<Database>,
  input: { readonly id: string; readonly sequence: number | null; readonly expectSequence: number },
) {
  const row = await db
    .selectFrom("bookings")
    .select(["id", "refId", "member", "email", "status", "sequence", "startsAt"])
    .where("id", "=", input.id)
    .executeTakeFirst();
  if (!row) return { ok: false, refusal: "missing" } as const;
  if (row.status === "cancelled") return { ok: false, refusal: "cancelled" } as const;
  const moved = input.sequence !== null && row.sequence !== input.sequence;
  if (moved || row.sequence + 1 !== input.expectSequence) return { ok: false, refusal: "used" } as const;
  return { ok: true, row } as const;
}

export const moveCall: Unit<MoveCallInput, ChangeCallResult> = async (db, input, ctx) => {
  await lockOn(db, ctx, `booking:${input.member}`);
  const found = await changeable(db, input);
  if (!found.ok) return found;
  const { row } = found;
  if (await overlaps(db, input.member, input.blockedFrom, input.blockedTo, row.id))
    return { ok: false, refusal: "taken" };
  if (await overCap(db, input.member, input, row.id)) return { ok: false, refusal: "taken" };
  await db
    .updateTable("bookings")
    .set({
      member: input.member,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      blockedFrom: input.blockedFrom,
      blockedTo: input.blockedTo,
      sequence: input.expectSequence,
      updatedAt: input.now,
    })
    .where("id", "=", row.id)
    .execute();
  await dropReminders(db, row.id);
  await queueMails(db, ctx, row, input.mails, input.now);
  await historyLine(db, { ...row, member: input.member }, "moved", input.startsAt, input.actor, input.now);
  return { ok: true };
};

export interface CancelCallInput {
  readonly id: string;
  readonly sequence: number | null;
  readonly expectSequence: number;
  /** "visitor", or the member's address. */
  readonly by: string;
  readonly now: number;
  readonly mails: readonly BookingMail[];
}

export const cancelCall: Unit<CancelCallInput, ChangeCallResult> = async (db, input, ctx) => {
  const found = await changeable(db, input);
  if (!found.ok) return found;
  const { row } = found;
  await db
    .updateTable("bookings")
    .set({ status: "cancelled", sequence: input.expectSequence, cancelledBy: input.by, updatedAt: input.now })
    .where("id", "=", row.id)
    .where("status", "=", "booked")
    .execute();
  await dropReminders(db, row.id);
  await queueMails(db, ctx, row, input.mails, input.now);
  await historyLine(
    db,
    row,
    "cancelled",
    row.startsAt,
    input.by === "visitor" ? row.email : input.by,
    input.now,
  );
  return { ok: true };
};

export interface MemberSettingsInput {
  readonly email: string;
  readonly takesCalls: boolean;
  readonly hours: string | null;
  readonly meetingLink: string | null;
  /** Undefined: keep the stored address (the page never shows it back in full). */
  readonly feedUrl?: string | null;
  readonly now: number;
}

export const saveMemberSettings: Unit<MemberSettingsInput, void> = async (db, input) => {
  const values = {
    email: input.email,
    takesCalls: input.takesCalls,
    hours: input.hours,
    meetingLink: input.meetingLink,
    ...(input.feedUrl !== undefined ? { feedUrl: input.feedUrl } : {}),
    updatedAt: input.now,
  };
  await db
    .insertInto("bookingMembers")
    .values({ feedUrl: null, ...values })
    .onConflict((oc) => oc.column("email").doUpdateSet(values))
    .execute();
};
