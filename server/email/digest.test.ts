import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseSiteSettings } from "#domain/site/settings.ts";
import type { LeadRecord, MessageRecord, Storage } from "../db/storage.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { testLogger } from "../../tests/support/app.ts";
import { mexicoCityClock } from "../mexico-city.ts";
import { DigestScheduler } from "./digest.ts";
import { OutboxWorker } from "./outbox.ts";
import { digestBodies } from "./templates.ts";
import { SmtpSink } from "../../tests/support/smtp.ts";
import { smtpTransport } from "./transport.ts";

const hour = 60 * 60 * 1000;
/** 08:00 in Mexico City (UTC−6, no daylight saving time since 2022) on 23 November 2026. */
const eight = Date.UTC(2026, 10, 23, 14, 0, 0);
const team = ["ana@pontas.test", "bo@pontas.test"];
const site = parseSiteSettings({ SITE_URL: "https://pontas.example" });
const mail = { site, leadsTo: ["team@pontas.test"] };

/** The fields a lead and a message share. */
const submission = (name: string, createdAt: number) => ({
  id: crypto.randomUUID(),
  idempotencyKey: null,
  createdAt,
  name,
  email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
  language: "es" as const,
  userAgent: "ua",
});

const lead = (name: string, createdAt: number): LeadRecord => ({
  ...submission(name, createdAt),
  company: `${name} SA`,
  score: 12,
  stage: "scaling",
  requestCall: false,
  quizSource: "fab",
  pagePath: "/es",
  referrer: "",
  utm: "{}",
  payload: "{}",
});

const message = (name: string, createdAt: number): MessageRecord => ({
  ...submission(name, createdAt),
  company: "",
  message: "Hola",
  pagePath: "/es/contacto",
});

describe("the Mexico City clock", () => {
  it("gives the local date and hour", () => {
    expect(mexicoCityClock(eight)).toEqual({ day: "2026-11-23", hour: 8 });
    expect(mexicoCityClock(eight - 9 * hour)).toEqual({ day: "2026-11-22", hour: 23 });
  });
});

for (const backend of testBackends) {
  describe(`daily digest on ${backend.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    let smtp: SmtpSink;
    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
      smtp = await new SmtpSink().start(0);
    });
    afterEach(async () => {
      await smtp.stop();
      await dispose();
    });

    const scheduler = () =>
      new DigestScheduler({ storage, team, logger: testLogger, onCommitted() {}, now: () => eight });
    const digests = async () => (await storage.listMails()).filter((m) => m.kind === "digest");

    it("two instances at 08:00 send one digest per team address; before 08:00 nothing; later that day nothing more", async () => {
      await storage.saveMessage(message("Memo Mensaje", eight - hour), []);
      const [a, b] = [scheduler(), scheduler()];
      expect(await Promise.all([a.runOnce(eight - 60_000), b.runOnce(eight - 60_000)])).toEqual([
        false,
        false,
      ]);
      expect(await digests()).toEqual([]);

      const won = await Promise.all([a.runOnce(eight), b.runOnce(eight)]);
      expect(won.filter(Boolean)).toHaveLength(1);
      expect((await digests()).map((m) => m.to).sort()).toEqual(team);

      // A third instance (nothing in memory) coming up at 11:00 finds the day claimed.
      expect(await scheduler().runOnce(eight + 3 * hour)).toBe(false);
      expect(await b.runOnce(eight + 3 * hour)).toBe(false);
      expect(await digests()).toHaveLength(2);

      // The next day: nothing at 07:00; the server was down at 08:00 and comes up at 15:30: sent then.
      await storage.saveMessage(message("Rita Mensaje", eight + 20 * hour), []);
      const late = scheduler();
      expect(await late.runOnce(eight + 23 * hour)).toBe(false);
      expect(await late.runOnce(eight + 31.5 * hour)).toBe(true);
      const rows = await digests();
      expect(rows).toHaveLength(4);
      expect(new Set(rows.map((m) => m.refId))).toEqual(new Set(["digest:2026-11-23", "digest:2026-11-24"]));
    });

    it("a first start sends nothing for the day before the product ran, and a day with nothing to tell gets no e-mail", async () => {
      // The product's first start, at 09:00 (pinned): no digest was ever sent, nothing has arrived.
      const first = scheduler();
      expect(await first.runOnce(eight + hour)).toBe(false);
      expect(await digests()).toEqual([]);
      // The day is claimed all the same: another instance, or a restart, sends nothing either.
      expect(await scheduler().runOnce(eight + 2 * hour)).toBe(false);
      expect(await storage.db.selectFrom("digests").select(["day", "since"]).execute()).toEqual([
        { day: "2026-11-23", since: expect.any(Number) as number },
      ]);

      // The next morning, with nothing arrived in between: no e-mail.
      expect(await first.runOnce(eight + 24 * hour)).toBe(false);
      expect(await digests()).toEqual([]);

      // A message on the third day: the fourth day's digest lists it, its window from the second day's check on.
      const note = message("Memo Mensaje", eight + 60 * hour);
      await storage.saveMessage(note, []);
      expect(await scheduler().runOnce(eight + 72 * hour)).toBe(true);
      const sent = await digests();
      expect(sent.map((m) => m.to).sort()).toEqual(team);
      expect(sent.map((m) => m.refId)).toEqual(["digest:2026-11-26", "digest:2026-11-26"]);
      const data = JSON.parse(sent[0]!.data!) as { since: number; newIds: string[] };
      expect(data.newIds).toEqual([note.id]);
      expect(data.since).toBe(eight + 24 * hour);
    });

    it("lists the new leads, and those waiting for their strategy oldest first with links to their composer, read when it is sent", async () => {
      const fresh = {
        ...lead("Nora Nueva", eight - 2 * hour),
        payload: JSON.stringify({
          segment: "family-business",
          industry: "food-beverage",
          goal: "Abrir una planta en el Bajío",
        }),
      };
      const overdue = lead("Olga Vencida", eight - 30 * hour);
      const handled = lead("Sara Enviada", eight - 30 * hour);
      const erased = lead("Elena Borrada", eight - 3 * hour);
      for (const record of [fresh, overdue, handled, erased]) await storage.saveLead(record, []);
      const note = message("Memo Mensaje", eight - hour);
      await storage.saveMessage(note, []);
      await storage.db
        .updateTable("leads")
        .set({ status: "strategy_sent" })
        .where("id", "=", handled.id)
        .execute();

      expect(await scheduler().runOnce(eight)).toBe(true);
      // Erased after the digest was queued: the digest no longer names her.
      await storage.deleteByEmail(erased.email);

      const worker = new OutboxWorker({
        storage,
        transport: smtpTransport(smtp.url, '"Pontàs" <hola@pontas.example>'),
        mail,
        logger: testLogger,
        maxAttempts: 3,
        retryBaseMs: 60_000,
        pollMs: 60_000,
      });
      expect(await worker.runOnce(eight)).toBe(2);
      await worker.stop();
      expect(smtp.received.map((m) => m.rcptTo).sort()).toEqual([[team[0]], [team[1]]]);
      const { parsed } = smtp.received[0]!;
      expect(parsed.subject).toBe("Resumen diario: 3 nuevos, 3 esperan estrategia (1 vencidos)");
      const text = parsed.text!;
      const [news, late = ""] = text.split("Esperan su estrategia");
      expect(news).toContain("Resumen del lunes, 23 de noviembre de 2026");
      // The subject counted at 08:00; the body lists what is still there when it is sent.
      expect(news).toContain("Nuevos desde el 22 nov 2026, 8:00 a.m. (2)");
      expect(news).toContain(`Nora Nueva https://pontas.example/admin/leads/${fresh.id} · `);
      // The lead form's profile answers, in words, when the lead gave them.
      expect(news).toContain(
        "Nora Nueva SA · Escalamiento, 12 puntos · Empresa familiar o pyme · Alimentos y bebidas · Abrir una planta en el Bajío · nora@example.com",
      );
      expect(late).toContain("Olga Vencida SA · Escalamiento, 12 puntos · olga@example.com");
      expect(news).toContain(`Memo Mensaje https://pontas.example/admin/leads/${note.id} · `);
      expect(news).toContain("mensaje de contacto");
      expect(late).toContain(`Olga Vencida https://pontas.example/admin/leads/${overdue.id} · `);
      expect(late).toContain("vencido hace 6 h");
      expect(late).toContain(`Redactar https://pontas.example/admin/leads/${overdue.id}/answer`);
      // Oldest first: Olga (30 h ago), then Nora (2 h ago, 22 h left).
      expect(late.indexOf("Olga Vencida")).toBeLessThan(late.indexOf("Nora Nueva"));
      expect(late).toContain("vence en 22 h");
      expect(text).not.toContain("Sara Enviada");
      expect(text).not.toContain("Elena");
      expect(parsed.html).toContain(`href="https://pontas.example/admin/leads/${fresh.id}"`);
      // The stored row holds ids only, no names.
      expect((await digests())[0]!.data).not.toMatch(/Nora|Olga|Memo/);
    });
  });
}

describe("the digest's words", () => {
  it("exist in English too", () => {
    const { text } = digestBodies(mail, {
      language: "en",
      at: eight,
      since: eight - 24 * hour,
      newItems: [],
      waiting: [],
    });
    expect(text).toContain("Digest of Monday, November 23, 2026");
    expect(text).toContain("New since Nov 22, 2026, 8:00 AM (0)");
    expect(text).toContain("None.");
    expect(text).toContain("Open the inbox https://pontas.example/admin");
  });
});
