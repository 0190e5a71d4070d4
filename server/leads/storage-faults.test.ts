import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forms } from "#i18n/locales/es/forms.ts";
import { parseSiteSettings } from "#domain/site/settings.ts";
import { startTestServer } from "../../tests/support/app.ts";
import { storageFaults, type StorageFault } from "../../tests/support/faults.ts";
import { validPayload } from "../../tests/support/payload.ts";
import { SmtpSink } from "../../tests/support/smtp.ts";
import type { Logger } from "../log.ts";
import { leadPath } from "./lead-endpoint.ts";
import { contactService } from "./submit.ts";

/**
 * Issue 23, item 4: a full disk (SQLite) and a database that went down
 * (PostgreSQL) are what they are: the lead endpoint and the contact form answer
 * 503 with Retry-After (nothing stored, the same key may be sent again), and
 * /readyz answers 503 from the failed write until a write goes through again.
 */
const faults = storageFaults("test_faults");

const mail = {
  site: parseSiteSettings({ SITE_URL: "https://pontas.example" }),
  leadsTo: ["team@pontas.test"],
};

for (const fault of faults) {
  describe(`${fault.name}`, () => {
    let opened: Awaited<ReturnType<StorageFault["open"]>>;
    let smtp: SmtpSink;
    let app: Awaited<ReturnType<typeof startTestServer>>;
    const logged: string[] = [];
    const logger: Logger = { info() {}, error: (message) => void logged.push(message) };

    beforeEach(async () => {
      opened = await fault.open();
      smtp = await new SmtpSink().start(0);
      app = await startTestServer({ storage: opened.storage, smtpUrl: smtp.url, logger });
      logged.length = 0;
    });
    afterEach(async () => {
      await app.close();
      await smtp.stop();
      await opened.dispose();
    });

    const post = (key: string, email = "ana@example.com") =>
      fetch(`${app.base}${leadPath}`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key },
        body: JSON.stringify(validPayload({ email })),
      });
    const ready = async () => {
      const answer = await fetch(`${app.base}/readyz`);
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    };

    it("a lead is answered 503 with Retry-After, /readyz turns 503, and both recover when writes do", async () => {
      expect((await post(crypto.randomUUID())).status).toBe(200);
      expect((await ready()).status).toBe(200);

      await opened.fail();
      // SQLite: the first leads may still fit in the pages the file has; one soon needs another.
      let refused: Response | undefined;
      let key = "";
      for (let i = 0; i < 60 && !refused; i++) {
        key = crypto.randomUUID();
        const answer = await post(key, `p${i}@example.com`);
        if (answer.status !== 200) refused = answer;
      }
      expect(refused?.status).toBe(503);
      expect(refused?.headers.get("retry-after")).toBe("30");
      expect(await refused?.json()).toEqual({ ok: false, error: "storage_unavailable" });
      expect(logged).toContain("request failed");
      // Not ready, though reads may still work: the probe write fails too.
      expect(await ready()).toEqual({
        status: 503,
        body: { ok: false, storage: fault.kind, error: "storage_unwritable", since: expect.any(String) },
      });

      await opened.heal();
      // Ready again on its own (its probe write goes through), before any lead arrives.
      expect(await ready()).toMatchObject({ status: 200, body: { ok: true } });
      // The refused lead, sent again with its key, is stored once.
      expect((await post(key)).status).toBe(200);
      const leads = await opened.storage.listLeads();
      expect(leads.filter((l) => l.idempotencyKey === key)).toHaveLength(1);
    });

    it("/readyz stays 503 while the fault lasts, and a stored lead makes it ready again", async () => {
      await opened.fail();
      let status = 200;
      for (let i = 0; i < 60 && status === 200; i++)
        status = (await post(crypto.randomUUID(), `q${i}@example.com`)).status;
      expect(status).toBe(503);
      for (let i = 0; i < 3; i++) expect((await ready()).status).toBe(503);
      await opened.heal();
      expect(opened.storage.writeFault).not.toBeNull();
      expect((await post(crypto.randomUUID())).status).toBe(200);
      expect(opened.storage.writeFault).toBeNull();
      expect((await ready()).status).toBe(200);
    });

    it("the contact page answers 503 with Retry-After, the visitor's text and 'send it again in a moment'", async () => {
      // The built pages (npm run build), as the visitor gets them.
      await app.close();
      app = await startTestServer({ storage: opened.storage, smtpUrl: smtp.url, logger, pages: true });
      const form = (i: number) => ({
        name: "Ana Pérez",
        email: `ana${i}@example.com`,
        company: "Constructora Núñez",
        message: `Queremos crecer en Monterrey (intento ${i}). ${"Más detalle. ".repeat(300)}`,
        submissionToken: `token-${i}`,
      });
      await opened.fail();
      let answer: Response | undefined;
      let i = 0;
      while (i < 60) {
        answer = await fetch(`${app.base}/es/contacto`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: app.base },
          body: new URLSearchParams(form(++i)),
        });
        if (answer.status !== 200) break;
      }
      expect(answer!.status).toBe(503);
      expect(answer!.headers.get("retry-after")).toBe("30");
      const page = await answer!.text();
      // The form's alert says it (the page's translations are in it as data too).
      expect(page).toMatch(new RegExp(`role="alert"[^>]*>${forms.contact.unavailable}</p>`));
      expect(page).toContain(`value="ana${i}@example.com"`);
      expect(page).toContain("Constructora Núñez");
      expect(page).toContain(`Queremos crecer en Monterrey (intento ${i}).`);
    });

    it("the contact form's service answers 'not now' with the wait, and logs the fault once", async () => {
      const service = contactService({ storage: opened.storage, mail, onCommitted: () => {}, logger });
      const submission = (i: number) => ({
        contact: {
          name: "Ana Pérez",
          email: `ana${i}@example.com`,
          company: "Acme",
          message: "Hola. ".repeat(800),
        },
        language: "es" as const,
        idempotencyKey: `token-${i}`,
        pagePath: "/es/contacto",
        userAgent: "test",
      });
      await opened.fail();
      // SQLite: the first messages may still fit in the file's free pages.
      let outcome: Awaited<ReturnType<typeof service.submit>> = { id: "", acknowledged: false };
      let i = 0;
      while ("id" in outcome && i < 60) outcome = await service.submit(submission(++i));
      expect(outcome).toEqual({ retryAfterSeconds: 30 });
      expect(logged).toEqual(["contact message not stored"]);
      await opened.heal();
      expect(await service.submit(submission(i))).toEqual({ id: expect.any(String), acknowledged: true });
    });
  });
}
