import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { BookingForm, BookingRequest } from "#domain/booking/model.ts";
import { defaultOfficeWeek } from "#domain/booking/calendar.ts";
import { parseSiteSettings } from "#domain/site/settings.ts";
import { PostgresStorage } from "#server/db/postgres.ts";
import type { Storage } from "#server/db/storage.ts";
import type { Logger } from "#server/log.ts";
import { testBackends } from "../../tests/support/backends.ts";
import type { FeedReader } from "./feeds.ts";
import { bookingKeys } from "./keys.ts";
import { bookingSystem, callUid, type BookingSystem } from "./service.ts";
import { erasureCancels } from "./erasure.ts";
import { erasePerson } from "../leads/erase.ts";
import { renderMail } from "../email/templates.ts";
import ICAL from "ical.js";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Booking on both databases (docs/decisions/068): one booking of many requests for
 * the same or overlapping times of a member, the database's own refusal of an
 * overlap, a move and a cancel with their invitations and reminders, the refusals,
 * and an erasure that leaves no booking behind. The clock is pinned: Wednesday
 * 2027-03-10, 09:00 in Mexico City.
 */

const now = Date.parse("2027-03-10T15:00:00Z");
const quiet: Logger = { info() {}, error() {} };
const noFeeds: FeedReader = { busy: async () => ({ ok: true, busy: [] }) };
const secret = "booking-test-secret-booking-test-secret";

function system(
  storage: Storage,
  members = [{ email: "ana@pontas.test", name: "Ana Pérez" }],
): BookingSystem {
  return bookingSystem({
    storage,
    mail: { site: parseSiteSettings({ SITE_URL: "https://pontas.test" }), leadsTo: ["equipo@pontas.test"] },
    keys: bookingKeys(secret),
    feeds: noFeeds,
    logger: quiet,
    onCommitted: () => {},
    config: {
      members,
      office: { week: defaultOfficeWeek, closedDays: [] },
      rules: { noticeMinutes: 240, bufferMinutes: 15, windowDays: 14, dailyCap: 6, stepMinutes: 30 },
      maxComing: 2,
    },
  });
}

const form = (n: number, overrides: Partial<BookingForm> = {}): BookingForm => ({
  name: `Visitante ${n}`,
  email: `visitante${n}@example.com`,
  company: "",
  topic: "",
  meeting: "phone",
  phone: "+52 81 1234 5678",
  ...overrides,
});

const request = (start: number, n: number, overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  form: form(n),
  start,
  minutes: 30,
  zone: "America/New_York",
  language: "en",
  leadKey: null,
  idempotencyKey: `key-${n}-${start}`,
  pagePath: "/en/book-a-call",
  userAgent: "test",
  ...overrides,
});

async function firstTimes(s: BookingSystem, count = 2) {
  const availability = await s.availability({ minutes: 30, zone: "America/Mexico_City", now });
  return availability.days.flatMap((d) => d.times.map((t) => t.start)).slice(0, count);
}

describe.each(testBackends)("booking on $name", (backend) => {
  let disposers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const dispose of disposers.reverse()) await dispose();
    disposers = [];
  });
  const open = async () => {
    const opened = await backend.open();
    disposers.push(opened.dispose);
    return opened.storage;
  };

  it("twenty requests for one free time make one booking; the others are told it was just taken", async () => {
    const storage = await open();
    const s = system(storage);
    const [start] = await firstTimes(s);
    // 14:00 Mexico City on Wednesday: 4 office hours after 09:00.
    expect(new Date(start!).toISOString()).toBe("2027-03-10T19:00:00.000Z");
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => s.book(request(start!, i), now)));
    const booked = outcomes.filter((o) => "ok" in o && o.ok);
    expect(booked).toHaveLength(1);
    expect(outcomes.filter((o) => "ok" in o && !o.ok && o.refusal === "taken")).toHaveLength(19);
    const rows = await storage.db.selectFrom("bookings").selectAll().execute();
    expect(rows).toHaveLength(1);
    // The time is no longer offered.
    expect(await firstTimes(s, 1)).not.toContain(start);
  });

  it("overlapping requests (a time and the next, closer than the buffer) make one booking", async () => {
    const storage = await open();
    const s = system(storage);
    const [a, b] = await firstTimes(s);
    expect(b! - a!).toBe(30 * 60_000);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => s.book(request(i % 2 ? b! : a!, i), now)),
    );
    expect(outcomes.filter((o) => "ok" in o && o.ok)).toHaveLength(1);
    expect(await storage.db.selectFrom("bookings").selectAll().execute()).toHaveLength(1);
  });

  it("a retry with the same idempotency key answers the first booking", async () => {
    const storage = await open();
    const s = system(storage);
    const [start] = await firstTimes(s);
    const first = await s.book(request(start!, 1), now);
    const again = await s.book(request(start!, 1), now);
    expect(first).toMatchObject({ ok: true, replayed: false });
    expect(again).toMatchObject({ ok: true, replayed: true });
    if (!("ok" in first && first.ok && "ok" in again && again.ok)) throw new Error("not booked");
    expect(again.call.id).toBe(first.call.id);
    expect(await storage.db.selectFrom("bookings").selectAll().execute()).toHaveLength(1);
  });

  it("refuses, changing nothing: a past time, one not offered, an unknown zone, a forged or expired key, a third coming call", async () => {
    const storage = await open();
    const s = system(storage);
    const [start] = await firstTimes(s);
    const refusal = async (r: BookingRequest) => {
      const o = await s.book(r, now);
      return "ok" in o && !o.ok ? o.refusal : "booked";
    };
    expect(await refusal(request(now - 60_000, 1))).toBe("past");
    expect(await refusal(request(start! + 10 * 60_000, 1))).toBe("notOffered");
    expect(await refusal(request(now + 60 * 60_000, 1))).toBe("notOffered");
    expect(await refusal(request(start!, 1, { zone: "Mars/Olympus" }))).toBe("zone");
    expect(await refusal(request(start!, 1, { leadKey: "abc.def" }))).toBe("token");
    const expired = bookingKeys(secret).leadKey("lead", "x", now - 40 * 24 * 60 * 60_000);
    expect(await refusal(request(start!, 1, { leadKey: expired }))).toBe("expired");
    expect(await storage.db.selectFrom("bookings").selectAll().execute()).toHaveLength(0);
    const times = (await s.availability({ minutes: 30, zone: "UTC", now })).days.flatMap((d) =>
      d.times.map((t) => t.start),
    );
    const same = { form: form(7) };
    expect(await refusal(request(times[0]!, 7, same))).toBe("booked");
    expect(await refusal(request(times[4]!, 8, same))).toBe("booked");
    expect(await refusal(request(times[8]!, 9, same))).toBe("tooMany");
    expect(await storage.db.selectFrom("bookings").selectAll().execute()).toHaveLength(2);
  });

  it("a move keeps the invitation's UID with a higher SEQUENCE and queues the reminders anew; the old link is used; a cancel frees the time", async () => {
    const storage = await open();
    const s = system(storage);
    const times = (await s.availability({ minutes: 30, zone: "UTC", now })).days.flatMap((d) =>
      d.times.map((t) => t.start),
    );
    // Two days ahead and more: both reminders are still to come.
    const later = times.filter((t) => t > now + 48 * 3_600_000);
    const booked = await s.book(request(later[0]!, 1), now);
    if (!("ok" in booked && booked.ok)) throw new Error("not booked");
    const jobs = async () =>
      storage.db
        .selectFrom("outbox")
        .select(["kind", "nextAttemptAt", "data"])
        .where("refId", "=", booked.call.id)
        .orderBy("createdAt")
        .orderBy("position")
        .execute();
    const initial = await jobs();
    expect(initial.map((j) => j.kind).sort()).toEqual([
      "booking-member",
      "booking-reminder",
      "booking-reminder",
      "booking-team",
      "booking-visitor",
    ]);
    // Reminders due days from now are not a backlog: /readyz counts only what is due.
    expect(await storage.outboxHealth(now)).toMatchObject({ pending: 3, oldestPendingSeconds: 0 });
    expect((await storage.outboxHealth(later[0]!)).pending).toBe(5);
    const reminders = initial
      .filter((j) => j.kind === "booking-reminder")
      .map((j) => Number(j.nextAttemptAt));
    expect(reminders.sort()).toEqual([later[0]! - 24 * 3_600_000, later[0]! - 3_600_000]);

    const moved = await s.move(booked.manageKey, later[10]!, now + 1000);
    if (!("ok" in moved && moved.ok)) throw new Error(`not moved: ${JSON.stringify(moved)}`);
    expect(moved.call.sequence).toBe(1);
    expect(moved.call.start).toBe(later[10]);
    const after = await jobs();
    const invitations = after
      .filter((j) => j.kind === "booking-visitor")
      .map((j) => JSON.parse(j.data!) as { uid: string; sequence: number });
    expect(invitations.map((i) => i.sequence)).toEqual([0, 1]);
    expect(new Set(invitations.map((i) => i.uid)).size).toBe(1);
    const pendingReminders = after
      .filter((j) => j.kind === "booking-reminder")
      .map((j) => Number(j.nextAttemptAt));
    expect(pendingReminders.sort()).toEqual([later[10]! - 24 * 3_600_000, later[10]! - 3_600_000]);

    // The first link was made for SEQUENCE 0: used.
    expect(await s.cancel(booked.manageKey, now + 2000)).toEqual({ ok: false, refusal: "used" });
    const cancelled = await s.cancel(moved.manageKey, now + 3000);
    expect(cancelled.ok).toBe(true);
    const last = await jobs();
    expect(last.filter((j) => j.kind === "booking-reminder")).toHaveLength(0);
    const cancels = last.filter(
      (j) => (JSON.parse(j.data!) as { change?: string }).change === "cancelled" && j.kind !== "booking-team",
    );
    expect(cancels.map((j) => j.kind).sort()).toEqual(["booking-member", "booking-visitor"]);
    expect(await s.move(moved.manageKey, later[20]!, now + 4000)).toEqual({
      ok: false,
      refusal: "cancelled",
    });
    const offered = (await s.availability({ minutes: 30, zone: "UTC", now })).days.flatMap((d) =>
      d.times.map((t) => t.start),
    );
    expect(offered).toContain(later[10]);
  });

  it("erasing a person removes their bookings, e-mails and reminders, and cancels the member's event with nothing of them", async () => {
    const storage = await open();
    const s = system(storage);
    const [start] = await firstTimes(s);
    const booked = await s.book(request(start!, 3, { form: form(3, { company: "Aceros del Norte" }) }), now);
    if (!("ok" in booked && booked.ok)) throw new Error("not booked");
    expect(await storage.db.selectFrom("outbox").selectAll().execute()).not.toHaveLength(0);
    const mail = { site: parseSiteSettings({ SITE_URL: "https://pontas.test" }), leadsTo: [] };
    const cancels = erasureCancels({ storage, mail, names: s.names });
    await erasePerson(
      storage,
      mkdtempSync(path.join(tmpdir(), "erase-mail-")),
      "VISITANTE3@example.com",
      {
        id: "e1",
        at: now,
        actor: "ana@pontas.test",
      },
      cancels,
    );
    expect(await storage.db.selectFrom("bookings").selectAll().execute()).toHaveLength(0);
    expect(await storage.db.selectFrom("messages").selectAll().execute()).toHaveLength(0);
    const left = await storage.db.selectFrom("outbox").selectAll().execute();
    // One e-mail stays: the member's cancellation, which names nobody.
    expect(left.map((m) => [m.kind, m.toAddr, m.personEmail])).toEqual([
      ["booking-member", "ana@pontas.test", "ana@pontas.test"],
    ]);
    const row = JSON.stringify(left[0]);
    for (const trace of ["visitante3", "Visitante 3", "Aceros", "1234 5678"])
      expect(row).not.toContain(trace);
    const rendered = await renderMail(mail, {
      kind: "booking-member",
      data: left[0]!.data,
      text: null,
      html: null,
    });
    const ics = new ICAL.Component(ICAL.parse(rendered.calendar!.content));
    const event = ics.getFirstSubcomponent("vevent")!;
    expect(ics.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("uid")).toBe(callUid(booked.call.id));
    expect(event.getFirstPropertyValue("sequence")).toBe(1);
    expect(event.getAllProperties("attendee")).toHaveLength(0);
  });

  if (backend.name === "postgres") {
    it("PostgreSQL itself refuses two overlapping calls of one member (the exclusion constraint)", async () => {
      const storage = await open();
      const row = (id: string, from: number, to: number) => ({
        id,
        idempotencyKey: null,
        fingerprint: null,
        refId: "r",
        refKind: "message" as const,
        member: "ana@pontas.test",
        startsAt: from,
        endsAt: to,
        blockedFrom: from,
        blockedTo: to,
        minutes: 30,
        status: "booked" as const,
        sequence: 0,
        name: "n",
        email: "e@example.com",
        company: "",
        topic: "",
        meetingKind: "phone" as const,
        meeting: "1",
        language: "es" as const,
        timeZone: "UTC",
        createdAt: now,
        updatedAt: now,
        cancelledBy: null,
      });
      await storage.db
        .insertInto("bookings")
        .values(row("a", 1000, 2000))
        .execute();
      await expect(
        storage.db
          .insertInto("bookings")
          .values(row("b", 1500, 2500))
          .execute(),
      ).rejects.toMatchObject({
        code: "23P01",
      });
      // Another member, or a cancelled call, takes the same time.
      await storage.db
        .insertInto("bookings")
        .values({ ...row("c", 1500, 2500), member: "bruno@pontas.test" })
        .execute();
      await storage.db
        .insertInto("bookings")
        .values({ ...row("d", 1500, 2500), status: "cancelled" })
        .execute();
      await sql`select 1`.execute(storage.db);
    });

    it("twenty requests for one time across two instances on one PostgreSQL make one booking", async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const schema = `test_two_${process.pid}_${Date.now()}`;
      const a = new PostgresStorage({ connectionString: url, schema, max: 10 });
      await a.migrate();
      const b = new PostgresStorage({ connectionString: url, schema, max: 10 });
      disposers.push(async () => {
        await b.close();
        await a.dropSchema();
        await a.close();
      });
      const [sa, sb] = [system(a), system(b)];
      const [start] = await firstTimes(sa);
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? sb : sa).book(request(start!, i), now)),
      );
      expect(outcomes.filter((o) => "ok" in o && o.ok)).toHaveLength(1);
      expect(outcomes.filter((o) => "ok" in o && !o.ok && o.refusal === "taken")).toHaveLength(19);
      expect(await a.db.selectFrom("bookings").selectAll().execute()).toHaveLength(1);
    });
  }
});
