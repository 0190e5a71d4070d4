import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LeadRecord, MessageRecord, OutgoingMail, Storage } from "./storage.ts";
import { testBackends } from "./test-backends.ts";

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

    it("migrations are versioned and run once", async () => {
      await storage.migrate();
      await storage.migrate();
      expect(await storage.listLeads()).toEqual([]);
    });

    it("stores a lead with its e-mails in one go and reads it back", async () => {
      const record = lead({ idempotencyKey: "k1" });
      const result = await storage.saveLead(record, mails(record.email));
      expect(result).toEqual({ id: record.id, created: true });
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
      await storage.saveMessage(message({ email: "ana@example.COM" }), mails("ana@example.COM"));
      const other = lead({ email: "other@example.com" });
      await storage.saveLead(other, mails(other.email));
      expect(await storage.deleteByEmail("ana@example.com")).toEqual({ leads: 1, messages: 1, mails: 4 });
      expect((await storage.listLeads()).map((l) => l.email)).toEqual(["other@example.com"]);
      expect(await storage.listMessages()).toEqual([]);
      expect((await storage.listMails()).every((m) => m.refId === other.id)).toBe(true);
    });
  });
}
