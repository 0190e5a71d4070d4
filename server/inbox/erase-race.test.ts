import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Storage } from "../db/storage.ts";
import { mailText } from "../email/mail-text.ts";
import { startTestServer } from "../../tests/support/app.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { Client, member, secret } from "../../tests/support/inbox.ts";

/**
 * Issue 56, item 1: a strategy sent from the inbox and its lead erased 0–50 ms later,
 * through the inbox's own forms over HTTP, on a server whose worker writes .eml files
 * and is woken by each commit (as a server without SMTP_URL). 30 tries: no file and no
 * row of the erased people is left (before the fix, on PostgreSQL: 5 files, 5 outbox
 * rows and 4 history rows).
 */
const tries = 30;
const person = /race\d+@example\.com|Persona Race \d+|Empresa Race \d+/;

/** Every file of the mail folder whose decoded text or bytes name one of the people. */
function holding(dir: string): string[] {
  return readdirSync(dir).filter((name) => {
    const bytes = readFileSync(path.join(dir, name));
    return person.test(bytes.toString("utf8")) || person.test(mailText(bytes));
  });
}

for (const backend of testBackends) {
  describe(`the inbox's send and erase forms at once, on ${backend.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    let dataDir: string;
    let mailDir: string;
    let app: Awaited<ReturnType<typeof startTestServer>>;
    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
      dataDir = mkdtempSync(path.join(tmpdir(), "pontas-erase-race-"));
      mailDir = path.join(dataDir, "mail");
      app = await startTestServer({
        storage,
        smtpUrl: "smtp://127.0.0.1:9",
        mailDir,
        env: { TEAM_EMAILS: member, AUTH_SECRET: secret, DATA_DIR: dataDir },
        pages: true,
      });
    });
    afterEach(async () => {
      await app.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    });

    async function signIn() {
      const client = new Client(app.base);
      const { res } = await client.post("/admin/login", { email: member }, "/admin/login");
      expect(res.status).toBe(200);
      const code = await vi.waitFor(async () => {
        const mail = (await storage.listMails()).find((m) => m.kind === "team-signin");
        return /\b(\d{6})\b/.exec(mail!.text!)![1]!;
      });
      expect(
        (await client.post("/admin/login/code", { email: member, code }, "/admin/login")).res.status,
      ).toBe(303);
      return client;
    }

    async function seedLead(i: number) {
      const id = crypto.randomUUID();
      await storage.saveLead(
        {
          id,
          idempotencyKey: null,
          createdAt: Date.now(),
          name: `Persona Race ${i}`,
          email: `race${i}@example.com`,
          company: `Empresa Race ${i}`,
          language: "es",
          score: 12,
          stage: "scaling",
          requestCall: true,
          quizSource: "fab",
          pagePath: "/es/servicios",
          referrer: "",
          utm: "{}",
          userAgent: "test",
          payload: JSON.stringify({
            quizData: { revenue: "5m-20m", teamSize: "51-100", challenge: "scale", markets: "national" },
          }),
        },
        [],
      );
      return id;
    }

    it(`a strategy sent and its lead erased 0–50 ms later, ${tries} times: no file, no row of them left`, async () => {
      const client = await signIn();
      const ids: string[] = [];
      for (let i = 0; i < tries; i++) {
        const id = await seedLead(i);
        ids.push(id);
        const answer = `/admin/leads/${id}/answer`;
        const erase = `/admin/leads/${id}/erase`;
        const composer = await client.request(answer);
        const text = /<textarea[^>]*name="text"[^>]*>([\s\S]*?)<\/textarea>/.exec(composer.body)![1]!;
        const sendToken = /name="_csrf" value="([^"]+)"/.exec(composer.body)![1]!;
        const eraseToken = await client.token(erase);
        // The partner sends; the erasure is confirmed 0–50 ms after, both in flight at once.
        const delay = Math.round((i * 50) / (tries - 1));
        const [sent, erased] = await Promise.all([
          client.request(answer, { form: { intent: "send", text: decode(text), _csrf: sendToken } }),
          sleep(delay).then(() => client.request(erase, { form: { confirm: "yes", _csrf: eraseToken } })),
        ]);
        expect([303, 404, 410], `send ${i}`).toContain(sent.res.status);
        expect(erased.res.status, `erase ${i}`).toBe(303);
      }
      // The worker has written whatever it was given (and removed what it wrote for a row gone).
      await vi.waitFor(async () => expect(await app.worker.runOnce()).toBe(0), { timeout: 30_000 });
      await app.worker.stop();

      const rows = async (table: "leads" | "outbox" | "lead_events", where: ReturnType<typeof sql>) =>
        Number(
          (
            await sql<{
              n: number | string;
            }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(storage.db)
          ).rows[0]!.n,
        );
      const left = {
        files: holding(mailDir).length,
        leads: await rows("leads", sql`email like 'race%@example.com'`),
        outbox: await rows(
          "outbox",
          sql`person_email like 'race%@example.com' or to_addr like 'race%@example.com' or ref_id in (${sql.join(ids)})`,
        ),
        leadEvents: await rows("lead_events", sql`ref_id in (${sql.join(ids)})`),
      };
      console.info(`${backend.name}: left of ${tries} erased people: ${JSON.stringify(left)}`);
      expect(left).toEqual({ files: 0, leads: 0, outbox: 0, leadEvents: 0 });
    }, 300_000);
  });
}

/** The textarea's text as the browser would post it. */
function decode(html: string) {
  return html
    .replace(/^\n/, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
}
