import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inbox as esInbox } from "#i18n/locales/es/inbox.ts";
import type { Logger } from "../log.ts";
import { startTestServer } from "../../tests/support/app.ts";
import { storageFaults, type StorageFault } from "../../tests/support/faults.ts";
import { Client, member, secret } from "../../tests/support/inbox.ts";
import { SmtpSink } from "../../tests/support/smtp.ts";

/**
 * Issue 31, item 7: while the storage cannot be used (PostgreSQL down, SQLite's disk
 * full), the inbox's pages and exports answer 503 with Retry-After and the inbox's
 * translated page, the fault logged once as itself; asking for a sign-in code does not
 * say "sent" when the code could not be stored, for a team address and any other alike
 * (decision 089: its time tells nothing). The built pages (`npm run build` first).
 */
const faults = storageFaults("test_inbox_down");

for (const fault of faults) {
  describe(`${fault.name}`, () => {
    let opened: Awaited<ReturnType<StorageFault["open"]>>;
    let smtp: SmtpSink;
    let app: Awaited<ReturnType<typeof startTestServer>>;
    const logged: { message: string; error: unknown }[] = [];
    const logger: Logger = { info() {}, error: (message, error) => void logged.push({ message, error }) };

    beforeEach(async () => {
      opened = await fault.open();
      smtp = await new SmtpSink().start(0);
      app = await startTestServer({
        storage: opened.storage,
        smtpUrl: smtp.url,
        env: { TEAM_EMAILS: `${member}, bruno@pontas.test`, AUTH_SECRET: secret },
        pages: true,
        logger,
      });
      logged.length = 0;
    });
    afterEach(async () => {
      await app.close();
      await smtp.stop();
      await opened.dispose();
    });

    const signInMails = async () =>
      (await opened.storage.listMails()).filter((m) => m.kind === "team-signin");

    it("asking for a code answers 503 and the translated page, not 'sent', for a team address and any other", async () => {
      const client = new Client(app.base);
      // The form as a visitor has it before the storage fails (while it is down, the sign-in
      // page itself may answer 503: the session cannot be checked).
      const _csrf = await client.token("/admin/login");
      await opened.fail();
      for (const email of [member, "nadie@example.com"]) {
        const { res, body } = await client.request("/admin/login", { form: { email, _csrf } });
        expect(res.status, email).toBe(503);
        expect(res.headers.get("retry-after")).toBe("30");
        // The inbox's page says so (its words are in the page as data too: the alert is what shows).
        expect(body).toMatch(new RegExp(`role="alert"[^>]*>${esInbox.unavailable}</p>`));
        expect(body).not.toMatch(/name="code"/);
      }
      // Each refusal logged once by the inbox, as the storage's fault; nothing logged as a 500.
      // (On PostgreSQL the shared rate limit also says it let the post through: decision 094.)
      expect(logged.filter((l) => l.message === "team inbox: storage unavailable")).toHaveLength(2);
      for (const line of logged) expect((line.error as Error).name).toBe("StorageUnavailableError");
      await opened.heal();
      // Back: "sent", and the code is stored.
      const { res, body } = await client.post("/admin/login", { email: member }, "/admin/login");
      expect(res.status).toBe(200);
      expect(body).toMatch(/name="code"/);
      await vi.waitFor(async () => expect(await signInMails()).toHaveLength(1));
    });

    it.skipIf(!fault.name.startsWith("SQLite"))(
      "a change the storage cannot take is answered 503 with Retry-After and the inbox's page, logged once",
      async () => {
        const id = crypto.randomUUID();
        await opened.storage.saveLead(
          {
            id,
            idempotencyKey: null,
            createdAt: Date.now(),
            name: "Carla Ruiz",
            email: "carla@example.com",
            company: "Ruiz SA",
            language: "es",
            score: 12,
            stage: "scaling",
            requestCall: true,
            quizSource: "fab",
            pagePath: "/es/servicios",
            referrer: "",
            utm: "{}",
            userAgent: "test",
            payload: "{}",
          },
          [],
        );
        const client = new Client(app.base);
        await client.post("/admin/login", { email: member }, "/admin/login");
        await vi.waitFor(async () => expect(await signInMails()).toHaveLength(1));
        const code = /(\d{6})/.exec((await signInMails())[0]!.text!)![1]!;
        expect(
          (await client.post("/admin/login/code", { email: member, code }, "/admin/login")).res.status,
        ).toBe(303);
        const _csrf = await client.token(`/admin/leads/${id}`);
        logged.length = 0;

        await opened.fail();
        // The first notes may still fit in the file's free pages; one soon needs another.
        let answer: Awaited<ReturnType<Client["request"]>> | undefined;
        for (let i = 0; i < 60; i++) {
          answer = await client.request(`/admin/leads/${id}`, {
            form: { intent: "note", note: `Nota ${i}: ${"llamar el lunes. ".repeat(250)}`, _csrf },
          });
          if (answer.res.status !== 303) break;
        }
        expect(answer!.res.status).toBe(503);
        expect(answer!.res.headers.get("retry-after")).toBe("30");
        expect(answer!.body).toMatch(new RegExp(`role="alert"[^>]*>${esInbox.unavailable}</p>`));
        expect(logged).toHaveLength(1);
        expect(logged[0]).toMatchObject({
          message: "team inbox: storage unavailable",
          error: expect.objectContaining({ name: "StorageUnavailableError" }),
        });
      },
    );

    it.skipIf(fault.name.startsWith("SQLite"))(
      "the inbox's pages and exports answer 503 with Retry-After and the translated page, logged once each",
      async () => {
        const client = new Client(app.base);
        await client.post("/admin/login", { email: member }, "/admin/login");
        await vi.waitFor(async () => expect(await signInMails()).toHaveLength(1));
        const code = /(\d{6})/.exec((await signInMails())[0]!.text!)![1]!;
        const signedIn = await client.post("/admin/login/code", { email: member, code }, "/admin/login");
        expect(signedIn.res.status).toBe(303);
        expect((await client.request("/admin/leads")).res.status).toBe(200);
        logged.length = 0;

        await opened.fail();
        for (const path of ["/admin/leads", "/admin/funnel", "/admin/erasures"]) {
          const { res, body } = await client.request(path);
          expect(res.status, path).toBe(503);
          expect(res.headers.get("retry-after"), path).toBe("30");
          expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
          expect(body, path).toMatch(new RegExp(`role="alert"[^>]*>${esInbox.unavailable}</p>`));
        }
        const exported = await client.request("/admin/export/csv");
        expect(exported.res.status).toBe(503);
        expect(exported.res.headers.get("retry-after")).toBe("30");
        // One line per request, each the storage's own fault, never a 500's.
        expect(logged).toHaveLength(4);
        for (const line of logged) expect((line.error as Error).name).toBe("StorageUnavailableError");

        await opened.heal();
        expect((await client.request("/admin/leads")).res.status).toBe(200);
      },
    );
  });
}
