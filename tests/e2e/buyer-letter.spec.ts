/**
 * The strategy hears the buyer (docs/decisions/096), end to end on the e2e server:
 * a foreign company that opens the quiz from the home page and says so in the lead
 * form is recommended Soft Landing on the confirmation, on the lead's page and in the
 * draft; the exporter's draft names the United States and his goal in its first
 * paragraph; a fund's lead from the funds page gets a letter about its portfolio,
 * naming Mexico and offering 20 minutes. No draft holds more than three priorities
 * or an address outside a link's words. Screenshots of the lead form at 360 and
 * 1440 px in both languages go to test-results/lead-form-screenshots.
 */
import type { Page } from "@playwright/test";
import path from "node:path";
import { inbox as esInbox } from "#i18n/locales/es/inbox.ts";
import { locales } from "#i18n/words.ts";
import { resources } from "#i18n/resources.ts";
import { languages } from "#i18n/languages.ts";
import { pathFor } from "../../domain/site/pages.ts";
import { parseStrategy } from "../../domain/strategy/document.ts";
import { expect, test } from "./fixtures.ts";
import { signInAs } from "./inbox-mail.ts";

const shots = path.resolve("test-results", "lead-form-screenshots");
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
// Not equipo@: admin.spec and booking.spec sign that member in at the same time, and each takes the newest e-mail.
const member = "bruno@pontas.test";

/** The composer's draft of the lead named `name`. */
async function draftOf(page: Page, name: string) {
  await page.goto("/admin/leads");
  await page.getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.getByRole("link", { name: esInbox.compose.openStrategy }).click();
  return page.getByLabel(esInbox.compose.text, { exact: true }).inputValue();
}

/** What every draft keeps to: at most three priorities, no address outside a link's words. */
function expectALetter(draft: string) {
  const lists = parseStrategy(draft).filter((b) => b.type === "list");
  expect(lists).toHaveLength(1);
  expect(lists[0]!.type === "list" && lists[0]!.items.length).toBeLessThanOrEqual(3);
  expect(draft.replace(/\]\(https?:\/\/[^)\s]+\)/g, "]")).not.toMatch(/https?:\/\//);
}

/** A lead as the quiz's endpoint takes it. */
async function postLead(baseURL: string, lead: Record<string, unknown>) {
  const response = await fetch(`${baseURL}/functions/v1/send-contact-email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL, "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify(lead),
  });
  expect(response.status).toBe(200);
}

function lead(overrides: Record<string, unknown>, attribution: Record<string, unknown>) {
  return {
    nombre: "",
    email: `${unique()}@example.com`,
    empresa: "",
    mensaje: "",
    quizData: {
      revenue: "20m-50m",
      teamSize: "101-500",
      challenge: "expand",
      markets: "national",
      calculatedStage: "Madurez",
      recommendedServices: [],
      score: 15,
    },
    requestCall: false,
    ...overrides,
    attribution: { quizSource: "fab", ...attribution },
  };
}

test.describe("the strategy hears the buyer", () => {
  // The team's inbox speaks the browser's language: the team's is Spanish.
  test.use({ locale: "es-MX" });
  // One after another: each signs the same member in and takes the newest sign-in e-mail.
  test.describe.configure({ mode: "serial" });
  test("a foreign company from the home page: Soft Landing on the confirmation, the lead's page and the draft", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const lang = "en";
    const q = resources[lang].quiz;
    const f = resources[lang].forms;
    const name = `Klaus Weber ${unique()}`;
    await page.goto(pathFor("home", lang));
    await page.getByTestId("quiz-fab").click();
    for (const value of ["5m-20m", "51-100", "expand", "multinational"])
      await page.getByTestId(`quiz-option-${value}`).click();
    // Before the form, the quiz's answers alone: no Soft Landing from the home page.
    await expect(page.getByTestId("quiz-result")).toBeVisible();
    await page.getByRole("button", { name: q.result.getStrategy }).click();
    const form = page.getByTestId("lead-form");
    await form.getByLabel(f.fields.name).fill(name);
    await form.getByLabel(f.fields.email).fill(`${unique()}@example.com`);
    await form.getByLabel(f.fields.companyOptional, { exact: true }).fill("Weber Antriebstechnik GmbH");
    // Where it stands in Mexico is asked only of a foreign company or a fund.
    await expect(form.getByLabel(q.profile.mexicoStance.label)).toHaveCount(0);
    await form.getByLabel(q.profile.segment.label).selectOption("foreign-company");
    await form.getByLabel(q.profile.mexicoStance.label).selectOption("not-yet");
    await form.getByLabel(q.profile.goal.label).fill("Open our first plant in Querétaro");
    await form.getByRole("button", { name: f.lead.submit }).click();

    const confirmed = page.getByTestId("quiz-confirmed-services");
    await expect(confirmed).toBeVisible();
    expect((await confirmed.getAttribute("data-services"))!.split(" ")[0]).toBe("softLanding");
    await expect(confirmed.getByRole("link").first()).toHaveText(locales.en.serviceNames.softLanding);

    await signInAs(page, member);
    await page.getByRole("link", { name }).first().click();
    const answers = page.locator("section[aria-labelledby=answers]");
    await expect(answers).toContainText(locales.es.serviceNames.softLanding);
    await expect(answers).toContainText("Open our first plant in Querétaro");
    await expect(answers).toContainText(locales.es.quiz.profile.mexicoStance.options["not-yet"]);
    const draft = await draftOf(page, name);
    expectALetter(draft);
    expect(draft).toContain(`The service that fits you best is [${locales.en.serviceNames.softLanding}]`);
    expect(draft).toContain("Open our first plant in Querétaro");
    expect(draft).not.toContain(locales.en.strategy.reasons.wideMarkets);
  });

  test("the exporter's draft names the United States and his goal in the first paragraph", async ({
    page,
    baseURL,
  }) => {
    const name = `Roberto Garza ${unique()}`;
    await postLead(
      baseURL!,
      lead(
        {
          nombre: name,
          empresa: "Aceros del Norte",
          segment: "family-business",
          industry: "manufacturing",
          goal: "Exportar a Estados Unidos",
        },
        { language: "es", pagePath: "/es", quizPage: "/es" },
      ),
    );
    await signInAs(page, member);
    const draft = await draftOf(page, name);
    expectALetter(draft);
    const [greeting, opening] = parseStrategy(draft);
    expect(greeting).toEqual({ type: "paragraph", text: "Buen día, Roberto:" });
    expect(opening!.type === "paragraph" && opening!.text).toContain("quieren exportar a Estados Unidos");
    expect(draft).toMatch(/T-MEC/);
    expect(draft).toContain("llamada de 30 minutos");
  });

  test("a fund's lead from the funds page gets a letter about its portfolio, naming Mexico, offering 20 minutes", async ({
    page,
    baseURL,
  }) => {
    const name = `Sarah Collins ${unique()}`;
    await postLead(
      baseURL!,
      lead(
        {
          nombre: name,
          empresa: "Harbor Ridge Partners",
          segment: "fund",
          mexicoStance: "not-yet",
          goal: "Help our four portfolio companies enter Mexico",
        },
        { language: "en", pagePath: "/en", quizPage: pathFor("funds", "en") },
      ),
    );
    await signInAs(page, member);
    const draft = await draftOf(page, name);
    expectALetter(draft);
    expect(draft).toContain("Mexico");
    expect(draft).toMatch(/3 to 5 companies a quarter/);
    expect(draft).toContain("[program for funds]");
    expect(draft).toContain("20-minute call");
    expect(draft).toMatch(/min=20/);
    expect(draft).not.toMatch(/established business|steady customers/);
  });

  for (const lang of languages) {
    test(`the lead form at 360 and 1440 px (${lang})`, async ({ page }) => {
      const q = resources[lang].quiz;
      await page.goto(pathFor("funds", lang));
      await page.getByTestId("quiz-fab").click();
      for (const value of ["1m-5m", "11-50", "expand", "regional"])
        await page.getByTestId(`quiz-option-${value}`).click();
      await page.getByRole("button", { name: q.result.getStrategy }).click();
      const form = page.getByTestId("lead-form");
      // Opened on the funds page: a fund, asked where its companies stand in Mexico.
      await expect(form.getByLabel(q.profile.segment.label)).toHaveValue("fund");
      await expect(form.getByLabel(q.profile.mexicoStance.labelFund)).toBeVisible();
      // …and offered the funds page's 20 minutes.
      await expect(form.getByLabel(resources[lang].forms.fields.requestCallFund)).toBeVisible();
      await form.getByLabel(q.profile.mexicoStance.labelFund).selectOption("not-yet");
      await form
        .getByLabel(q.profile.goal.label)
        .fill(lang === "es" ? "Llevar tres empresas a México" : "Bring three companies to Mexico");
      for (const width of [360, 1440]) {
        await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
        // The form's top, then its profile questions and goal.
        await form.getByLabel(resources[lang].forms.fields.name).scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shots, `lead-form-${lang}-${width}-top.png`) });
        await form.getByLabel(q.profile.goal.label).scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shots, `lead-form-${lang}-${width}-profile.png`) });
      }
    });
  }
});
