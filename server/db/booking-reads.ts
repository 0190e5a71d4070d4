import { sql, type Kysely } from "kysely";
import type { Call } from "#domain/booking/model.ts";
import type { BookingMembersTable, Database } from "./schema.ts";

/**
 * Every read of booked calls and members' booking settings (docs/decisions/068):
 * the booking page's busy times, a call by id, a lead's calls, the inbox's coming
 * calls. Writes are the units of writes/bookings.ts.
 */

const callColumns = [
  "id",
  "refId",
  "refKind",
  "member",
  "startsAt",
  "endsAt",
  "minutes",
  "status",
  "sequence",
  "name",
  "email",
  "company",
  "topic",
  "meetingKind",
  "meeting",
  "language",
  "timeZone",
  "createdAt",
] as const;

type CallRow = Pick<Database["bookings"], (typeof callColumns)[number]>;

/** A stored call as the pages show it; `names` gives the member's display name. */
function toCall(row: CallRow, names: ReadonlyMap<string, string>): Call {
  return {
    id: row.id,
    refId: row.refId,
    refKind: row.refKind,
    member: row.member,
    memberName: names.get(row.member) || row.member,
    start: Number(row.startsAt),
    end: Number(row.endsAt),
    minutes: Number(row.minutes),
    status: row.status,
    sequence: Number(row.sequence),
    name: row.name,
    email: row.email,
    company: row.company,
    topic: row.topic,
    meetingKind: row.meetingKind,
    meeting: row.meeting,
    language: row.language,
    timeZone: row.timeZone,
    createdAt: Number(row.createdAt),
  };
}

/** Booked calls of any member meeting [from, to): what the open times leave out. */
export async function bookedBetween(db: Kysely<Database>, from: number, to: number) {
  const rows = await db
    .selectFrom("bookings")
    .select(["member", "startsAt", "endsAt"])
    .where("status", "=", "booked")
    .where("startsAt", "<", to)
    .where("endsAt", ">", from)
    .execute();
  return rows.map((r) => ({ member: r.member, start: Number(r.startsAt), end: Number(r.endsAt) }));
}

export async function callById(db: Kysely<Database>, id: string, names: ReadonlyMap<string, string>) {
  const row = await db.selectFrom("bookings").select(callColumns).where("id", "=", id).executeTakeFirst();
  return row ? toCall(row, names) : undefined;
}

/** The booking an idempotency key made, and the fingerprint of its request. */
export async function callByKey(db: Kysely<Database>, key: string, names: ReadonlyMap<string, string>) {
  const row = await db
    .selectFrom("bookings")
    .select([...callColumns, "fingerprint"])
    .where("idempotencyKey", "=", key)
    .executeTakeFirst();
  return row ? { call: toCall(row, names), fingerprint: row.fingerprint } : undefined;
}

/** A lead's or message's calls, the latest first. */
export async function callsOf(db: Kysely<Database>, refId: string, names: ReadonlyMap<string, string>) {
  const rows = await db
    .selectFrom("bookings")
    .select(callColumns)
    .where("refId", "=", refId)
    .orderBy("startsAt", "desc")
    .execute();
  return rows.map((r) => toCall(r, names));
}

/** Booked calls ending after `from`, soonest first: the inbox's today and coming calls. */
export async function comingCalls(
  db: Kysely<Database>,
  from: number,
  names: ReadonlyMap<string, string>,
  limit = 200,
) {
  const rows = await db
    .selectFrom("bookings")
    .select(callColumns)
    .where("status", "=", "booked")
    .where("endsAt", ">", from)
    .orderBy("startsAt")
    .limit(limit)
    .execute();
  return rows.map((r) => toCall(r, names));
}

/** Booked calls starting in [from, to), soonest first: the digest's calls of the day. */
export async function callsStarting(db: Kysely<Database>, from: number, to: number) {
  const rows = await db
    .selectFrom("bookings")
    .select(["refId", "member", "startsAt", "name", "company", "minutes"])
    .where("status", "=", "booked")
    .where("startsAt", ">=", from)
    .where("startsAt", "<", to)
    .orderBy("startsAt")
    .execute();
  return rows.map((r) => ({ ...r, startsAt: Number(r.startsAt), minutes: Number(r.minutes) }));
}

/** A person's coming booked calls: made with the address, or of their leads and messages (an erasure cancels them). */
export async function comingCallsOfPerson(
  db: Kysely<Database>,
  email: string,
  now: number,
  names: ReadonlyMap<string, string>,
) {
  const isPerson = sql<boolean>`lower(${sql.ref("email")}) = lower(${email})`;
  const rows = await db
    .selectFrom("bookings")
    .select(callColumns)
    .where("status", "=", "booked")
    .where("endsAt", ">", now)
    .where((eb) =>
      eb.or([
        isPerson,
        eb("refId", "in", eb.selectFrom("leads").select("id").where(isPerson)),
        eb("refId", "in", eb.selectFrom("messages").select("id").where(isPerson)),
      ]),
    )
    .execute();
  return rows.map((r) => toCall(r, names));
}

/** Calls per member whose start lies in [from, to): "fewest calls this week". */
export async function callsPerMember(db: Kysely<Database>, from: number, to: number) {
  const rows = await db
    .selectFrom("bookings")
    .select((eb) => ["member", eb.fn.countAll<number | string>().as("count")])
    .where("status", "=", "booked")
    .where("startsAt", ">=", from)
    .where("startsAt", "<", to)
    .groupBy("member")
    .execute();
  return new Map(rows.map((r) => [r.member, Number(r.count)]));
}

export type MemberSettingsRow = Readonly<Omit<BookingMembersTable, "takesCalls"> & { takesCalls: boolean }>;

export async function memberSettings(db: Kysely<Database>): Promise<MemberSettingsRow[]> {
  const rows = await db.selectFrom("bookingMembers").selectAll().execute();
  return rows.map((r) => ({ ...r, takesCalls: Boolean(r.takesCalls), updatedAt: Number(r.updatedAt) }));
}

/** The lead or message a booking key names: who, and its owner. */
export async function bookingLead(db: Kysely<Database>, kind: "lead" | "message", id: string) {
  const table = kind === "lead" ? "leads" : "messages";
  return db
    .selectFrom(table)
    .select(["id", "name", "email", "company", "owner", "language"])
    .where("id", "=", id)
    .executeTakeFirst();
}
