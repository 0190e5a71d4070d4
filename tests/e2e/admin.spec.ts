/**
 * The team inbox end to end, in Chromium against the real server:
 * a lead sent through the real quiz appears after signing in with the link of
 * the sign-in e-mail (an .eml file of the e2e server); status, owner and a note
 * survive a reload and show in the history; an overdue fixture lead stands
 * out; the funnel counted the quiz (the composer: strategy.spec.ts); an erasure leaves only an anonymous
 * record; axe finds nothing on any inbox page at 360 and 1440 px in both
 * languages (screenshots in test-results/admin-screenshots); sign-out ends the
 * session.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import path from "node:path";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { resources } from "#i18n/resources.ts";
import { SqliteStorage } from "../../server/db/sqlite.ts";
import { inbox as en } from "#i18n/locales/en/inbox.ts";
import { inbox as es } from "#i18n/locales/es/inbox.ts";
import { email as esEmail } from "#i18n/locales/es/email.ts";
import { interpolate } from "#i18n/translate.ts";
import { languageName } from "#i18n/languages.ts";
import { signInLink } from "./inbox-mail.ts";

const member = "equipo@pontas.test";
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const shots = path.resolve("test-results", "admin-screenshots");
const viewports = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
];

async function expectNoViolations(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const readable = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(readable, `axe violations: ${state}`).toEqual([]);
}

// The inbox's language: the preference cookie, else Accept-Language (Spanish here, English after the switch).
test.use({ locale: "es-MX" });

test("a quiz lead reaches the inbox; its workflow is recorded; overdue leads stand out; sign-out ends it", async ({
  page,
}) => {
  // axe and two screenshots of seven pages in two languages: minutes on a busy machine.
  test.setTimeout(360_000);
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && !/status of 40[014]/.test(m.text())) errors.push(m.text());
  });

  // A lead through the real quiz (English, floating button).
  const q = resources.en.quiz;
  const f = resources.en.forms;
  const name = `Quiz Lead ${unique()}`;
  const email = `inbox-${unique()}@example.com`;
  await page.goto("/en/services?utm_source=inbox-e2e");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByTestId("quiz-fab").click();
  for (const value of ["5m-20m", "51-100", "scale", "national"])
    await page.getByTestId(`quiz-option-${value}`).click();
  await page.getByRole("button", { name: q.result.getStrategy }).click();
  await page.getByLabel(f.fields.name).fill(name);
  await page.getByLabel(f.fields.email).fill(email);
  await page.getByLabel(f.fields.requestCall).check();
  const [response] = await Promise.all([
    page.waitForResponse("**/functions/v1/send-contact-email"),
    page.getByRole("button", { name: f.lead.submit }).click(),
  ]);
  expect(response.status()).toBe(200);
  // A public page loads none of the inbox: no script, preload or request under /admin.
  const loaded = await page.evaluate(() => [
    ...performance.getEntriesByType("resource").map((e) => e.name),
    ...[...document.querySelectorAll("script[src], link[href]")].map(
      (e) => e.getAttribute("src") ?? e.getAttribute("href") ?? "",
    ),
  ]);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((url) => /\/admin|server\/admin/.test(url))).toEqual([]);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/admin");

  // A fixture lead that arrived 30 hours ago, still new: its strategy is overdue.
  const overdueName = `Overdue Fixture ${unique()}`;
  const storage = new SqliteStorage(path.join(e2eDataDir, "data.db"));
  try {
    await storage.saveLead(
      {
        id: crypto.randomUUID(),
        idempotencyKey: null,
        createdAt: Date.now() - 30 * 60 * 60 * 1000,
        name: overdueName,
        email: `overdue-${unique()}@example.com`,
        company: "Fixture SA",
        language: "es",
        score: 9,
        stage: "acceleration",
        requestCall: false,
        quizSource: "page",
        pagePath: "/es/diagnostico",
        referrer: "",
        utm: "{}",
        userAgent: "e2e",
        payload: JSON.stringify({ mensaje: "", quizData: {} }),
      },
      [],
    );
  } finally {
    await storage.close();
  }

  // /admin without a session: the sign-in page (Spanish by default).
  await page.context().clearCookies();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.login.title);
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expectNoViolations(page, `login es ${viewport.width}`);
    await page.screenshot({ path: path.join(shots, `login-es-${viewport.width}.png`), fullPage: true });
  }
  const since = Date.now() - 1000;
  await page.getByLabel(es.login.email).fill(member);
  await page.getByRole("button", { name: es.login.send }).click();
  await expect(page.getByRole("status")).toHaveText(es.login.sent);

  // The link of the e-mail (its path and query, on the test server's origin).
  const link = await signInLink(member, since);
  await page.goto(`${baseURL}${link.pathname}${link.search}`);
  await expect(page.getByLabel(es.login.code)).toHaveValue(link.searchParams.get("code")!);
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expectNoViolations(page, `code es ${viewport.width}`);
    await page.screenshot({ path: path.join(shots, `code-es-${viewport.width}.png`), fullPage: true });
  }
  await page.getByRole("button", { name: es.login.signIn }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);

  // The overdue fixture comes first and stands out.
  const overdue = page.getByRole("list", { name: es.list.overdue });
  await expect(overdue.getByRole("link", { name: overdueName })).toBeVisible();
  await expect(overdue.getByText(/^Vencido hace/).first()).toBeVisible();

  // The quiz lead is listed; search finds it with a GET form (behind the one "Filtros" control).
  await page.getByText(es.list.filters, { exact: true }).click();
  await page.getByLabel(es.list.search).fill(email);
  await page.getByRole("button", { name: es.list.apply }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, "\\.")}`));
  const card = page.getByRole("listitem").filter({ hasText: email });
  await expect(card).toContainText(es.sources.fab);
  await expect(card).toContainText(es.list.callRequested);
  await expect(card).toContainText("source=inbox-e2e");
  await card.getByRole("link", { name }).click();

  // Workflow: status, owner and a note survive a reload and show in the history.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.getByLabel(es.lead.status).selectOption("contacted");
  await page.getByLabel(es.lead.owner).selectOption("bruno@pontas.test");
  await page.getByRole("button", { name: es.lead.save }).click();
  await expect(page.getByRole("status")).toHaveText(es.lead.saved);
  await page.getByLabel(es.lead.note).fill("Llamada agendada para el jueves");
  await page.getByRole("button", { name: es.lead.addNote }).click();
  // The note is in the history before the reload (a reload at once could cut its post short).
  await expect(
    page.locator("section", { has: page.getByRole("heading", { name: es.lead.history }) }),
  ).toContainText("Llamada agendada para el jueves");
  await page.reload();
  await expect(page.getByLabel(es.lead.status)).toHaveValue("contacted");
  await expect(page.getByLabel(es.lead.owner)).toHaveValue("bruno@pontas.test");
  const history = page.locator("section", { has: page.getByRole("heading", { name: es.lead.history }) });
  await expect(history).toContainText("Estado: Nuevo → Contactado");
  await expect(history).toContainText("Responsable: Sin responsable → bruno@pontas.test");
  await expect(history).toContainText("Nota: Llamada agendada para el jueves");
  await expect(history).toContainText(member);
  const leadUrl = page.url().split("?")[0]!;

  // The funnel counted the quiz that sent this lead (other tests' quizzes may add to it).
  await page.getByRole("link", { name: es.nav.funnel }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.funnel.heading);
  const count = async (step: string) =>
    Number(await page.getByRole("row", { name: step }).getByRole("cell").first().textContent());
  await expect.poll(() => count(es.funnel.stepNames.lead)).toBeGreaterThanOrEqual(1);
  for (const step of ["open", "q1", "q2", "q3", "q4", "result"] as const)
    expect(await count(es.funnel.stepNames[step])).toBeGreaterThanOrEqual(1);
  const fab = page
    .getByRole("table", { name: es.funnel.bySource })
    .getByRole("row", { name: esEmail.team.quizSources.fab });
  await expect(fab).toBeVisible();
  await expect(page.getByRole("table", { name: es.funnel.byLanguage })).toContainText(
    languageName("en", "es", true),
  );

  // axe and screenshots: every inbox page, both languages, phone and desktop widths.
  for (const lang of ["es", "en"] as const) {
    if (lang === "en") {
      await page.getByRole("link", { name: "English" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    }
    for (const [label, url] of [
      ["inbox", "/admin"],
      ["lead", leadUrl],
      ["funnel", "/admin/funnel"],
      ["erase", `${leadUrl}/erase`],
      ["composer", `${leadUrl}/answer`],
      ["erasures", "/admin/erasures"],
      ["calls", "/admin/calls"],
      ["my-calls", "/admin/calls/mine"],
    ] as const) {
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        await page.goto(url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoViolations(page, `${label} ${lang} ${viewport.width}`);
        await page.screenshot({
          path: path.join(shots, `${label}-${lang}-${viewport.width}.png`),
          fullPage: true,
        });
      }
    }
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
  }

  // Erasure of the quiz lead's person: confirmation (a ticked box), then only an anonymous record.
  await page.goto(leadUrl);
  await page.getByRole("link", { name: en.erase.button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(interpolate(en.erase.heading, { email }));
  await page.getByLabel(en.erase.confirm).check();
  await page.getByRole("button", { name: en.erase.submit }).click();
  await expect(page).toHaveURL(/\/admin\/erasures\?erased=1$/);
  await expect(page.getByRole("status")).toHaveText(en.erasures.done);
  await expect(page.locator("main")).toContainText(member);
  await expect(page.locator("main")).not.toContainText(email);
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expectNoViolations(page, `erasures with a record en ${viewport.width}`);
    await page.screenshot({
      path: path.join(shots, `erasures-record-en-${viewport.width}.png`),
      fullPage: true,
    });
  }
  expect((await page.goto(leadUrl))?.status()).toBe(404);

  // Sign-out: /admin goes to the sign-in page again.
  await page.goto("/admin");
  await page.getByRole("button", { name: en.signOut }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expectNoViolations(page, `login en ${viewport.width}`);
    await page.screenshot({ path: path.join(shots, `login-en-${viewport.width}.png`), fullPage: true });
  }
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(errors, "console errors").toEqual([]);
});
