/**
 * The strategy end to end (docs/decisions/096), on SQLite and, when
 * TEST_DATABASE_URL is set (CI), on PostgreSQL; with JavaScript and without.
 * Each case starts its own production server with its own database and a real
 * SMTP server: a quiz lead arrives → a partner signs in with the e-mailed link →
 * opens the lead → the draft is a letter in the lead's language that names the stage
 * and the services → edits a line → previews → sends → one e-mail
 * reaches the lead with Reply-To the partner, the edited line and a PDF whose
 * extracted text holds the line → the status is "strategy sent", the history
 * holds the text, the due time is gone. Screenshots of the composer and the
 * preview go to test-results/strategy-screenshots.
 */
import { expect, test, type Page } from "@playwright/test";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inbox as es } from "#i18n/locales/es/inbox.ts";
import { quiz as enQuiz } from "#i18n/locales/en/quiz.ts";
import { serviceNames as enServices } from "#i18n/locales/en/service-names.ts";
import { leadPayload, startServer, waitForExit } from "../../scripts/server-process.ts";
import { SmtpSink } from "../support/smtp.ts";

const member = "ana@pontas.test";
const partner = "Ana Pérez";
const shots = path.resolve("test-results", "strategy-screenshots");
const postgresUrl = process.env.TEST_DATABASE_URL ?? "";
const basePort = Number(process.env.E2E_PORT ?? 4173) + 40;

async function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile("pdftotext", ["-", "-"], { encoding: "buffer" }, (error, stdout) =>
      error ? reject(error) : resolve(stdout.toString("utf8").replace(/\s+/g, " ")),
    );
    child.stdin!.end(pdf);
  });
}

const cases = [
  { db: "sqlite", js: true },
  { db: "sqlite", js: false },
  ...(postgresUrl
    ? [
        { db: "postgres", js: true },
        { db: "postgres", js: false },
      ]
    : []),
] as const;

test.describe.configure({ mode: "serial" });

cases.forEach(({ db, js }, index) => {
  test.describe(`the strategy on ${db}, ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js, locale: "es-MX" });
    const port = basePort + index;
    const base = `http://127.0.0.1:${port}`;
    const schema = `e2e_strategy_${process.pid}_${index}`;
    let dataDir = "";
    let smtp: SmtpSink;
    let server: Awaited<ReturnType<typeof startServer>>;

    test.beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), "pontas-strategy-"));
      smtp = await new SmtpSink().start(0);
      let databaseUrl = "";
      if (db === "postgres") {
        const client = new pg.Client({ connectionString: postgresUrl });
        await client.connect();
        await client.query(`CREATE SCHEMA ${schema}`);
        await client.end();
        const url = new URL(postgresUrl);
        url.searchParams.set("options", `-c search_path=${schema}`);
        databaseUrl = url.href;
      }
      server = await startServer(port, {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SMTP_URL: smtp.url,
        SITE_URL: base,
        RATE_LIMIT_PER_MINUTE: "600",
        ACKS_PER_CLIENT_PER_HOUR: "100000",
        TEAM_EMAILS: `${partner} <${member}>, bruno@pontas.test`,
        AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
      });
    });

    test.afterAll(async () => {
      server.kill("SIGTERM");
      await waitForExit(server);
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (db === "postgres") {
        const client = new pg.Client({ connectionString: postgresUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      }
    });

    const mailTo = (to: string) => smtp.received.filter((m) => m.rcptTo.includes(to));

    async function signIn(page: Page) {
      // The sign-in e-mail (the team also gets the daily digest when the server starts after 08:00).
      const links = () =>
        mailTo(member).flatMap(
          (m) => /https?:\/\/\S+\/admin\/login\/code\?\S+/.exec(m.parsed.text ?? "")?.[0] ?? [],
        );
      const before = links().length;
      await page.goto(`${base}/admin/login`);
      await page.getByLabel(es.login.email).fill(member);
      await page.getByRole("button", { name: es.login.send }).click();
      await expect.poll(() => links().length, { timeout: 20_000 }).toBeGreaterThan(before);
      const link = links().at(-1)!;
      const url = new URL(link);
      await page.goto(`${base}${url.pathname}${url.search}`);
      await page.getByRole("button", { name: es.login.signIn }).click();
      await expect(page).toHaveURL(/\/admin\/leads$/);
    }

    test("a quiz lead gets its strategy from the composer, once, with its PDF", async ({ page }) => {
      test.setTimeout(120_000);
      const email = `strategy-${db}-${js ? "js" : "nojs"}@example.com`;
      const payload = leadPayload(email);
      const lead = {
        ...payload,
        nombre: "Lucía Fernández",
        empresa: "Fernández Alimentos",
        attribution: { ...payload.attribution, language: "en", quizSource: "hero", pagePath: "/en" },
      };
      const response = await fetch(`${base}/functions/v1/send-contact-email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify(lead),
      });
      expect(response.status).toBe(200);

      await signIn(page);
      await page.getByRole("link", { name: "Lucía Fernández" }).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lucía Fernández");
      await expect(page.getByText(/^Estrategia en \d+ h/)).toBeVisible();
      await page.getByRole("link", { name: es.compose.openStrategy }).click();

      // The draft: a letter in English (the lead's language) that names the stage and the services on their words.
      const text = page.getByLabel(es.compose.text, { exact: true });
      const draft = await text.inputValue();
      expect(draft.split("\n")[0]).toBe("Dear Lucía,");
      expect(draft).toContain(enQuiz.stages.scaling.name);
      expect(draft).toContain(`[${enServices.growthTransformation}](`);
      expect(draft).toContain(enServices.digitalTransformation);
      const line = `We meet your team in León on Monday (${db}, ${js ? "js" : "no js"}).`;
      await text.fill(`${draft}\n\n${line}`);

      await page.getByRole("button", { name: es.compose.preview }).click();
      const preview = page.frameLocator(`iframe[title="${es.compose.previewHeading}"]`);
      await expect(preview.locator("body")).toContainText(line);
      await expect(page.locator("main")).toContainText(`${partner} <${member}>`);
      if (db === "sqlite") {
        for (const width of [360, 1440]) {
          await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
          await page.screenshot({
            path: path.join(shots, `composer-preview-${js ? "js" : "nojs"}-${width}.png`),
            fullPage: true,
          });
          // The e-mail in its frame, as the partner scrolls to it (a full-page shot leaves frames blank).
          const frame = page.locator(`iframe[title="${es.compose.previewHeading}"]`);
          await frame.scrollIntoViewIfNeeded();
          await frame.screenshot({
            path: path.join(shots, `preview-mail-${js ? "js" : "nojs"}-${width}.png`),
          });
          // Nothing of the e-mail is cut at the frame's right edge (long links wrap).
          const fits = await preview.locator("html").evaluate((html) => html.scrollWidth <= html.clientWidth);
          expect(fits, `the e-mail fits its frame at ${width} px`).toBe(true);
        }
      }

      // Send twice (a double click): one e-mail.
      const send = page.getByRole("button", { name: es.compose.send });
      if (js) await send.dblclick();
      else await send.click();
      await expect(page.getByRole("status")).toHaveText(es.compose.sent);
      await expect(page.getByText(/^Estrategia en \d+ h/)).toHaveCount(0);
      await expect(page.getByText(es.statuses.strategy_sent).first()).toBeVisible();
      const history = page.locator("section", { has: page.getByRole("heading", { name: es.lead.history }) });
      await expect(history).toContainText(line);

      await expect
        .poll(() => mailTo(email).filter((m) => m.parsed.attachments.length > 0).length, {
          timeout: 20_000,
        })
        .toBe(1);
      const mail = mailTo(email).find((m) => m.parsed.attachments.length > 0)!.parsed;
      expect(mail.replyTo?.value[0]?.address).toBe(member);
      expect(mail.text).toContain(line);
      expect(mail.attachments[0]!.contentType).toBe("application/pdf");
      expect(await pdfText(mail.attachments[0]!.content)).toContain(line);
      // Another tab posting the same composer later: told, and still one e-mail.
      await page.goto(page.url().split("?")[0] + "/answer");
      await expect(page.getByRole("heading", { name: es.compose.sentHeading })).toBeVisible();
      await expect(page.locator("main")).toContainText(line);
      expect(mailTo(email).filter((m) => m.parsed.attachments.length > 0)).toHaveLength(1);
    });

    test("the text typed when the session ended survives the sign-in (with JavaScript)", async ({ page }) => {
      test.skip(!js, "without JavaScript the browser keeps a form's text on Back; nothing to keep here");
      test.setTimeout(120_000);
      const email = `expired-${db}@example.com`;
      const response = await fetch(`${base}/functions/v1/send-contact-email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ ...leadPayload(email), nombre: "Sesión Vencida" }),
      });
      expect(response.status).toBe(200);
      await signIn(page);
      await page.getByRole("link", { name: "Sesión Vencida" }).first().click();
      await page.getByRole("link", { name: es.compose.openStrategy }).click();
      const text = page.getByLabel(es.compose.text, { exact: true });
      const typed = `${await text.inputValue()}\n\nLínea escrita antes de que la sesión venciera.`;
      await text.fill(typed);
      const composer = page.url();
      // The session ends while the partner types: the send is refused, nothing goes out.
      await page.context().clearCookies();
      await page.getByRole("button", { name: es.compose.send }).click();
      await expect(page.getByText(es.login.signInFirst)).toBeVisible();
      await signIn(page);
      await page.goto(composer);
      await expect(page.getByRole("status")).toHaveText(es.compose.restored);
      await expect(text).toHaveValue(typed);
      await page.getByRole("button", { name: es.compose.send }).click();
      await expect(page.getByRole("status")).toHaveText(es.compose.sent);
      await expect
        .poll(() => mailTo(email).filter((m) => m.parsed.attachments.length > 0).length, {
          timeout: 20_000,
        })
        .toBe(1);
      expect(mailTo(email).find((m) => m.parsed.attachments.length > 0)!.parsed.text).toContain(
        "Línea escrita antes de que la sesión venciera.",
      );
      // Sent: the text kept in the browser is gone, so the composer shows what was sent.
      expect(
        await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("pontas-answer:"))),
      ).toEqual([]);
    });
  });
});
