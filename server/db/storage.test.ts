import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { LeadRecord, MessageRecord, OutgoingMail, Storage } from "./storage.ts";
import { testBackends } from "../../tests/support/backends.ts";

let n = 0;
function lead(overrides: Partial<LeadRecord> = {}): LeadRecord {
  n++;
  return {
    id: `lead-${n}-${Math.random()}`,
    idempotencyKey: null,
    createdAt: 1_700_000_000_000 + n,
    name: "Ana Pérez",
    email: "ana@example.com",
    company: "Acme",
    language: "es",
    score: 12,
    stage: "scaling",
    requestCall: true,
    quizSource: "fab",
    pagePath: "/es",
    referrer: "",
    utm: "{}",
    userAgent: "test",
    payload: "{}",
    ...overrides,
  };
}

function message(overrides: Partial<MessageRecord> = {}): MessageRecord {
  n++;
  return {
    id: `msg-${n}-${Math.random()}`,
    idempotencyKey: null,
    createdAt: 1_700_000_000_000 + n,
    name: "Bo",
    email: "bo@example.com",
    company: "",
    message: "Hello there, world",
    language: "en",
    pagePath: "/en/contact",
    userAgent: "test",
    ...overrides,
  };
}

const mails = (to: string): OutgoingMail[] => [
  { kind: "lead-team", to: "team@pontas.test", replyTo: to, subject: "s", text: "t", html: "<p>h</p>" },
  { kind: "lead-ack", to, replyTo: "team@pontas.test", subject: "s", text: "t", html: "<p>h</p>" },
];

for (const backend of testBackends) {
  describe(`storage: ${backend.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;

    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
    });
    afterEach(async () => {
      await dispose();
    });

    if (backend.name === "sqlite") {
      it("SQLite runs durable WAL with a 10,000-page checkpoint interval (decision 090)", async () => {
        const pragma = async (name: string) =>
          Object.values((await sql.raw(`pragma ${name}`).execute(storage.db)).rows[0] as object)[0];
        expect(await pragma("journal_mode")).toBe("wal");
        expect(await pragma("synchronous")).toBe(2); // FULL
        expect(await pragma("wal_autocheckpoint")).toBe(10_000);
      });
    }

    it("migrations are versioned and run once", async () => {
      await storage.migrate();
      await storage.migrate();
      expect(await storage.listLeads()).toEqual([]);
    });

    it("stores a lead with its e-mails in one go and reads it back", async () => {
      const record = lead({ idempotencyKey: "k1" });
      const result = await storage.saveLead(record, mails(record.email));
      expect(result).toEqual({
        id: record.id,
        createdAt: record.createdAt,
        created: true,
        conflict: false,
        acknowledged: true,
      });
      expect(await storage.listLeads()).toEqual([record]);
      const outbox = await storage.listMails();
      expect(outbox.map((m) => [m.kind, m.refId, m.status, m.attempts])).toEqual([
        ["lead-team", record.id, "pending", 0],
        ["lead-ack", record.id, "pending", 0],
      ]);
    });

    it("a known idempotency key stores nothing and returns the first id, also concurrently", async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, () => storage.saveLead(lead({ idempotencyKey: "same" }), mails("a@b.co"))),
      );
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(await storage.listLeads()).toHaveLength(1);
      expect(await storage.listMails()).toHaveLength(2);
    });

    it("a failing transaction stores neither the lead nor its e-mails", async () => {
      const record = lead();
      const bad: OutgoingMail[] = [{ ...mails(record.email)[0]!, subject: null as unknown as string }];
      await expect(storage.saveLead(record, bad)).rejects.toThrow();
      expect(await storage.listLeads()).toEqual([]);
      expect(await storage.listMails()).toEqual([]);
    });

    it("messages: idempotent by key, listed since a date", async () => {
      const first = message({ idempotencyKey: "m1", createdAt: 1000 });
      await storage.saveMessage(first, []);
      expect((await storage.saveMessage(message({ idempotencyKey: "m1" }), [])).id).toBe(first.id);
      const later = message({ createdAt: 5000 });
      await storage.saveMessage(later, []);
      expect((await storage.listMessages()).map((m) => m.id)).toEqual([first.id, later.id]);
      expect((await storage.listMessages(2000)).map((m) => m.id)).toEqual([later.id]);
    });

    it("claims due mails once, retries later, marks failed or sent", async () => {
      const record = lead();
      await storage.saveLead(record, mails(record.email));
      const now = record.createdAt + 10;
      const claimed = await storage.claimMails(now, 10, 60_000);
      expect(claimed).toHaveLength(2);
      expect(claimed.every((m) => m.attempts === 1)).toBe(true);
      // Leased: a second worker gets nothing.
      expect(await storage.claimMails(now, 10, 60_000)).toEqual([]);
      await storage.markSent(claimed[0]!.id, now);
      await storage.markAttemptFailed(claimed[1]!.id, "smtp down", now + 1000);
      expect(await storage.claimMails(now + 500, 10, 60_000)).toEqual([]);
      const retry = await storage.claimMails(now + 1000, 10, 60_000);
      expect(retry.map((m) => [m.id, m.attempts])).toEqual([[claimed[1]!.id, 2]]);
      await storage.markAttemptFailed(retry[0]!.id, "still down", null);
      const all = await storage.listMails();
      expect(all.map((m) => m.status).sort()).toEqual(["failed", "sent"]);
      expect(all.find((m) => m.status === "failed")?.lastError).toBe("still down");
      expect(await storage.claimMails(now + 10_000_000, 10, 60_000)).toEqual([]);
    });

    it("concurrent claims never hand out the same mail twice", async () => {
      for (let i = 0; i < 10; i++) {
        const record = lead();
        await storage.saveLead(record, mails(record.email));
      }
      const now = Date.now() + 1_000_000_000;
      const batches = await Promise.all(Array.from({ length: 5 }, () => storage.claimMails(now, 3, 60_000)));
      const ids = batches.flat().map((m) => m.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it("erases every lead, message and outbox row of an address, case-insensitively", async () => {
      const mine = lead({ email: "Ana@Example.com" });
      await storage.saveLead(mine, mails(mine.email));
      // Two hours later: the acknowledgement limit (one an hour) does not apply.
      const later = mine.createdAt + 2 * 3_600_000;
      await storage.saveMessage(
        message({ email: "ana@example.COM", createdAt: later }),
        mails("ana@example.COM"),
      );
      const other = lead({ email: "other@example.com" });
      await storage.saveLead(other, mails(other.email));
      expect(await storage.deleteByEmail("ana@example.com")).toEqual({ leads: 1, messages: 1, mails: 4 });
      expect((await storage.listLeads()).map((l) => l.email)).toEqual(["other@example.com"]);
      expect(await storage.listMessages()).toEqual([]);
      expect((await storage.listMails()).every((m) => m.refId === other.id)).toBe(true);
    });

    it("records an erasure in the erasure's own transaction: both happen, or neither", async () => {
      const first = lead({ email: "uno@example.com" });
      await storage.saveLead(first, mails(first.email));
      const record = { id: "erasure-1", at: first.createdAt + 1, actor: "team@pontas.mx" };
      expect(await storage.deleteByEmail("uno@example.com", record)).toEqual({
        leads: 1,
        messages: 0,
        mails: 2,
      });
      const recorded = await storage.db.selectFrom("erasures").selectAll().execute();
      expect(recorded.map((r) => [r.id, r.actor, Number(r.leads), Number(r.mails), Number(r.files)])).toEqual(
        [["erasure-1", "team@pontas.mx", 1, 2, 0]],
      );
      // The record cannot be written (its id is taken): the person's rows stay, nothing half done.
      const second = lead({ email: "dos@example.com" });
      await storage.saveLead(second, mails(second.email));
      await expect(storage.deleteByEmail("dos@example.com", record)).rejects.toThrow();
      expect((await storage.listLeads()).map((l) => l.email)).toEqual(["dos@example.com"]);
      expect(await storage.db.selectFrom("erasures").select("id").execute()).toHaveLength(1);
    });

    it("one acknowledgement of a kind per address per hour; the lead and the team's e-mail are never skipped", async () => {
      const first = lead({ email: "Repeat@Example.com" });
      expect(await storage.saveLead(first, mails(first.email))).toMatchObject({ acknowledged: true });
      const second = lead({ email: "repeat@example.com", createdAt: first.createdAt + 59 * 60_000 });
      expect(await storage.saveLead(second, mails(second.email))).toMatchObject({ acknowledged: false });
      // A contact message's acknowledgement is its own kind: the quiz's does not hold it back (decision 095).
      const contactMails = (to: string): OutgoingMail[] => [
        { kind: "contact-team", to: "team@pontas.test", replyTo: to, subject: "s", data: "{}" },
        { kind: "contact-ack", to, replyTo: "team@pontas.test", subject: "s", data: "{}" },
      ];
      const note = message({ email: "REPEAT@example.com", createdAt: first.createdAt + 30 * 60_000 });
      expect(await storage.saveMessage(note, contactMails(note.email))).toMatchObject({ acknowledged: true });
      const again = message({ email: "repeat@example.com", createdAt: first.createdAt + 40 * 60_000 });
      expect(await storage.saveMessage(again, contactMails(again.email))).toMatchObject({
        acknowledged: false,
      });
      const third = lead({ email: "repeat@example.com", createdAt: first.createdAt + 61 * 60_000 });
      await storage.saveLead(third, mails(third.email));
      expect(await storage.listLeads()).toHaveLength(3);
      const kinds = (refId: string) =>
        storage.listMails().then((all) => all.filter((m) => m.refId === refId).map((m) => m.kind));
      expect(await kinds(first.id)).toEqual(["lead-team", "lead-ack"]);
      expect(await kinds(second.id)).toEqual(["lead-team"]);
      expect(await kinds(third.id)).toEqual(["lead-team", "lead-ack"]);
      expect(await kinds(note.id)).toEqual(["contact-team", "contact-ack"]);
      expect(await kinds(again.id)).toEqual(["contact-team"]);
      expect((await storage.listMails()).filter((m) => m.kind === "lead-team")).toHaveLength(3);
    });

    it("the hour's acknowledgement is per mailbox: sub-addresses and Gmail's dots are one person (issue 56)", async () => {
      const first = lead({ email: "victim+1@example.com" });
      expect(await storage.saveLead(first, mails(first.email))).toMatchObject({ acknowledged: true });
      for (const [i, email] of [
        "victim+2@example.com",
        "Victim@EXAMPLE.com",
        "victim+40@example.com",
      ].entries()) {
        const next = lead({ email, createdAt: first.createdAt + (i + 1) * 60_000 });
        expect(await storage.saveLead(next, mails(email)), email).toMatchObject({ acknowledged: false });
      }
      const gmail = lead({ email: "v.ictim@gmail.com", createdAt: first.createdAt });
      expect(await storage.saveLead(gmail, mails(gmail.email))).toMatchObject({ acknowledged: true });
      const dots = lead({ email: "vic.tim+x@googlemail.com", createdAt: first.createdAt + 60_000 });
      expect(await storage.saveLead(dots, mails(dots.email))).toMatchObject({ acknowledged: false });
      // Another person at the same domain is not held back.
      const other = lead({ email: "other@example.com", createdAt: first.createdAt + 60_000 });
      expect(await storage.saveLead(other, mails(other.email))).toMatchObject({ acknowledged: true });
    });

    it("same key and same fingerprint: the first answer; another fingerprint: a conflict, nothing stored", async () => {
      const first = lead({ idempotencyKey: "fp" });
      expect(await storage.saveLead(first, mails(first.email), "aaa")).toEqual({
        id: first.id,
        createdAt: first.createdAt,
        created: true,
        conflict: false,
        acknowledged: true,
      });
      // A retry gets the first answer, with the first lead's time (the deadline the visitor was told).
      const retry = lead({ idempotencyKey: "fp", createdAt: first.createdAt + 5_000 });
      expect(await storage.saveLead(retry, mails(first.email), "aaa")).toEqual({
        id: first.id,
        createdAt: first.createdAt,
        created: false,
        conflict: false,
        acknowledged: true,
      });
      const other = await storage.saveLead(
        lead({ idempotencyKey: "fp", name: "Zoe" }),
        mails("z@x.co"),
        "bbb",
      );
      expect(other).toMatchObject({ created: false, conflict: true });
      expect(await storage.listLeads()).toHaveLength(1);
      expect(await storage.listMails()).toHaveLength(2);
      // A row stored without a fingerprint (before migration 002) still answers its retries.
      const old = lead({ idempotencyKey: "old" });
      await storage.saveLead(old, []);
      expect(await storage.saveLead(lead({ idempotencyKey: "old" }), [], "ccc")).toMatchObject({
        id: old.id,
        conflict: false,
      });
    });

    it("failed e-mails are requeued (all, or one by id), counted by outboxHealth", async () => {
      const a = lead();
      await storage.saveLead(a, mails(a.email));
      const now = a.createdAt + 10;
      expect(await storage.outboxHealth(now + 5_000)).toEqual({
        pending: 2,
        oldestPendingSeconds: 5,
        failed: 0,
      });
      const [m1, m2] = await storage.claimMails(now, 10, 60_000);
      await storage.markAttemptFailed(m1!.id, "550 no", null);
      await storage.markAttemptFailed(m2!.id, "550 no", null);
      expect(await storage.outboxHealth(now)).toEqual({ pending: 0, oldestPendingSeconds: 0, failed: 2 });
      expect(await storage.requeueFailedMails({ id: m1!.id, now })).toBe(1);
      expect(await storage.outboxHealth(now)).toMatchObject({ pending: 1, failed: 1 });
      expect(await storage.requeueFailedMails({ now })).toBe(1);
      expect(await storage.requeueFailedMails({ now })).toBe(0);
      const again = await storage.claimMails(now, 10, 60_000);
      expect(again.map((m) => [m.status, m.attempts])).toEqual([
        ["pending", 1],
        ["pending", 1],
      ]);
    });

    it("writes that arrive together: a failing one rolls back alone", async () => {
      const records = Array.from({ length: 20 }, (_, i) => lead({ email: `batch${i}@example.com` }));
      const results = await Promise.allSettled(
        records.map((record, i) =>
          storage.saveLead(
            record,
            i === 7
              ? [{ ...mails(record.email)[0]!, subject: null as unknown as string }]
              : mails(record.email),
          ),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(
        records.map((_, i) => (i === 7 ? "rejected" : "fulfilled")),
      );
      const stored = new Set((await storage.listLeads()).map((l) => l.id));
      expect(stored).toEqual(new Set(records.filter((_, i) => i !== 7).map((r) => r.id)));
      expect(await storage.listMails()).toHaveLength(38);
    });

    it("the inbox's follow-up change: updated with one history row per change, in one unit", async () => {
      const record = lead();
      const note = message();
      await storage.saveLead(record, []);
      await storage.saveMessage(note, []);
      const change = { actor: "ana@pontas.test", owner: "bruno@pontas.test", lostReason: null, at: 5 };
      expect(await storage.changeWorkflow({ ...change, id: record.id, status: "contacted" })).toBe(true);
      expect(await storage.changeWorkflow({ ...change, id: note.id, status: "won" })).toBe(true);
      expect(await storage.changeWorkflow({ ...change, id: "nobody", status: "won" })).toBe(false);
      // The same again changes nothing and records nothing; a reason is kept only when lost.
      expect(await storage.changeWorkflow({ ...change, id: record.id, status: "contacted" })).toBe(true);
      await storage.changeWorkflow({ ...change, id: record.id, status: "lost", lostReason: "budget", at: 6 });
      await storage.changeWorkflow({
        ...change,
        id: note.id,
        status: "contacted",
        lostReason: "ignored",
        at: 6,
      });

      const rows = async (table: "leads" | "messages", id: string) =>
        storage.db
          .selectFrom(table)
          .select(["status", "owner", "lostReason"])
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
      expect(await rows("leads", record.id)).toEqual({
        status: "lost",
        owner: "bruno@pontas.test",
        lostReason: "budget",
      });
      expect(await rows("messages", note.id)).toEqual({
        status: "contacted",
        owner: "bruno@pontas.test",
        lostReason: null,
      });
      const events = await storage.db
        .selectFrom("leadEvents")
        .select(["refId", "type", "detail", "actor", "at"])
        .execute();
      const line = (refId: string, type: string, detail: unknown, at: number) =>
        JSON.stringify([refId, type, detail, "ana@pontas.test", at]);
      expect(events.map((e) => line(e.refId, e.type, JSON.parse(e.detail), Number(e.at))).sort()).toEqual(
        [
          line(record.id, "owner", { from: null, to: "bruno@pontas.test" }, 5),
          line(record.id, "status", { from: "new", to: "contacted", reason: null }, 5),
          line(note.id, "owner", { from: null, to: "bruno@pontas.test" }, 5),
          line(note.id, "status", { from: "new", to: "won", reason: null }, 5),
          line(record.id, "status", { from: "contacted", to: "lost", reason: "budget" }, 6),
          line(note.id, "status", { from: "won", to: "contacted", reason: null }, 6),
        ].sort(),
      );
    });

    it("a note is a unit: stored in the history of a lead or message, refused for no such item", async () => {
      const record = lead();
      const note = message();
      await storage.saveLead(record, []);
      await storage.saveMessage(note, []);
      const actor = "ana@pontas.test";
      expect(await storage.addNote({ id: record.id, actor, text: "Llamó", at: 7 })).toBe(true);
      expect(await storage.addNote({ id: note.id, actor, text: "Answered", at: 8 })).toBe(true);
      expect(await storage.addNote({ id: "nobody", actor, text: "lost", at: 9 })).toBe(false);
      const events = await storage.db
        .selectFrom("leadEvents")
        .select(["refId", "type", "detail", "actor", "at"])
        .orderBy("at")
        .execute();
      expect(events.map((e) => [e.refId, e.type, JSON.parse(e.detail), e.actor, Number(e.at)])).toEqual([
        [record.id, "note", { text: "Llamó" }, actor, 7],
        [note.id, "note", { text: "Answered" }, actor, 8],
      ]);
    });

    it("a retry requeues the failed e-mail and records it in one unit: both, or neither", async () => {
      const a = lead();
      const b = lead({ email: "other@example.com" });
      await storage.saveLead(a, mails(a.email));
      await storage.saveLead(b, mails(b.email));
      const now = b.createdAt + 10;
      const claimed = await storage.claimMails(now, 10, 60_000);
      const [failed, sent] = claimed.filter((m) => m.refId === a.id);
      await storage.markAttemptFailed(failed!.id, "550 no", null);
      await storage.markSent(sent!.id, now);
      const otherMail = claimed.find((m) => m.refId === b.id)!;
      await storage.markAttemptFailed(otherMail.id, "550 no", null);
      const retry = { id: a.id, actor: "ana@pontas.test", at: now + 1 };
      const retries = () =>
        storage.db.selectFrom("leadEvents").select(["refId", "type", "detail", "actor", "at"]).execute();

      // Another lead's e-mail, or no such e-mail: nothing requeued, nothing recorded.
      expect(await storage.retryMail({ ...retry, mailId: otherMail.id })).toEqual({
        found: false,
        requeued: false,
      });
      expect(await storage.retryMail({ ...retry, mailId: "nothing" })).toEqual({
        found: false,
        requeued: false,
      });
      // A sent e-mail is the lead's but is not queued again.
      expect(await storage.retryMail({ ...retry, mailId: sent!.id })).toEqual({
        found: true,
        requeued: false,
      });
      expect(await retries()).toEqual([]);
      expect(await storage.outboxHealth(now)).toMatchObject({ failed: 2 });

      expect(await storage.retryMail({ ...retry, mailId: failed!.id })).toEqual({
        found: true,
        requeued: true,
      });
      expect(
        (await retries()).map((e) => [e.refId, e.type, JSON.parse(e.detail), e.actor, Number(e.at)]),
      ).toEqual([[a.id, "retry", { mailId: failed!.id }, "ana@pontas.test", now + 1]]);
      const mail = (await storage.listMails()).find((m) => m.id === failed!.id)!;
      expect([mail.status, mail.attempts, mail.nextAttemptAt]).toEqual(["pending", 0, now + 1]);
      // Queued already: a second retry requeues and records nothing.
      expect(await storage.retryMail({ ...retry, mailId: failed!.id })).toEqual({
        found: true,
        requeued: false,
      });
      expect(await retries()).toHaveLength(1);

      // The history row cannot be written (no actor, a NOT NULL column): the requeue is undone with it.
      await storage.markAttemptFailed(failed!.id, "550 again", null);
      await expect(
        storage.retryMail({ ...retry, actor: null as unknown as string, mailId: failed!.id }),
      ).rejects.toThrow();
      expect((await storage.listMails()).find((m) => m.id === failed!.id)!.status).toBe("failed");
      expect(await retries()).toHaveLength(1);
    });

    it("the team's sign-in e-mail is a unit: one outbox row, due at once, bodies as given", async () => {
      await storage.queueSignInMail({
        to: "ana@pontas.test",
        subject: "Código / Code",
        text: "123456\n",
        html: "<pre>123456</pre>",
        at: 42,
      });
      const [row, ...rest] = await storage.listMails();
      expect(rest).toEqual([]);
      expect(row).toMatchObject({
        kind: "team-signin",
        to: "ana@pontas.test",
        personEmail: "ana@pontas.test",
        replyTo: null,
        subject: "Código / Code",
        text: "123456\n",
        html: "<pre>123456</pre>",
        data: null,
        status: "pending",
        attempts: 0,
        nextAttemptAt: 42,
        createdAt: 42,
      });
      expect(row!.refId).toMatch(/^team-signin:/);
      expect(await storage.claimMails(42, 10, 60_000)).toHaveLength(1);
    });

    it("an erasure's file count is recorded on its record; one that found nothing is not recorded", async () => {
      const record = { id: "erasure-files", at: 1, actor: "cli" };
      await storage.saveLead({ ...lead(), email: "someone@example.com" }, []);
      await storage.deleteByEmail("someone@example.com", record);
      await storage.recordErasedFiles(record, 3);
      const rows = await storage.db.selectFrom("erasures").select(["id", "leads", "files"]).execute();
      expect(rows.map((r) => [r.id, Number(r.leads), Number(r.files)])).toEqual([["erasure-files", 1, 3]]);
      // No row of the address: nothing recorded; only files of it: recorded with them.
      await storage.deleteByEmail("nobody@example.com", { id: "nothing", at: 2, actor: "cli" });
      expect(
        await storage.db.selectFrom("erasures").select("id").where("id", "=", "nothing").execute(),
      ).toEqual([]);
      const filesOnly = { id: "files-only", at: 3, actor: "cli" };
      await storage.deleteByEmail("mailonly@example.com", filesOnly);
      await storage.recordErasedFiles(filesOnly, 2);
      const [only] = await storage.db
        .selectFrom("erasures")
        .select(["leads", "files"])
        .where("id", "=", "files-only")
        .execute();
      expect([Number(only!.leads), Number(only!.files)]).toEqual([0, 2]);
    });

    it("exposes a typed Kysely on the same database", async () => {
      const record = lead();
      await storage.saveLead(record, []);
      const row = await storage.db.selectFrom("leads").select(["id", "quizSource"]).executeTakeFirstOrThrow();
      expect(row).toEqual({ id: record.id, quizSource: "fab" });
      const count = await storage.db.transaction().execute(async (trx) => {
        await trx.updateTable("leads").set({ stage: "x" }).execute();
        return trx
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("stage", "=", "x")
          .executeTakeFirstOrThrow();
      });
      expect(Number(count.n)).toBe(1);
    });

    if (backend.name === "postgres") {
      it("a connection lost in a transaction: the error is its own, not the failed ROLLBACK's", async () => {
        await expect(
          storage.db.transaction().execute(async (trx) => {
            await sql`select pg_terminate_backend(pg_backend_pid())`.execute(trx);
          }),
        ).rejects.toThrow(/terminating connection|Connection terminated unexpectedly/);
        // The pool goes on with a new connection.
        expect(await storage.listLeads()).toEqual([]);
      });
    }

    if (backend.name === "sqlite") {
      it("disk full: each failed write reports SQLite's own error, never a rollback error", async () => {
        const pages = await sql<{ pageCount: number }>`PRAGMA page_count`.execute(storage.db);
        await sql.raw(`PRAGMA max_page_count = ${pages.rows[0]!.pageCount + 2}`).execute(storage.db);
        const big = "x".repeat(8_000);
        const results = await Promise.allSettled(
          Array.from({ length: 10 }, () =>
            storage.saveLead(lead({ payload: big }), mails("full@example.com")),
          ),
        );
        const errors = results.flatMap((r) => (r.status === "rejected" ? [String(r.reason)] : []));
        expect(errors.length).toBeGreaterThan(0);
        for (const error of errors) {
          expect(error).toMatch(/database or disk is full/);
          expect(error).not.toMatch(/rollback|no transaction/i);
        }
        const stored = results.filter((r) => r.status === "fulfilled").length;
        expect(await storage.listLeads()).toHaveLength(stored);
      });
    }
  });
}
