/**
 * Accessibility: axe-core with the WCAG 2.x A and AA rules finds no
 * violation on any page of either language, at a phone and a desktop width, and
 * in every state of the quiz (modal and full page) and of the contact form.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { resources } from "#i18n/resources.ts";
import type { QuizAnswers } from "../../domain/quiz/questions.ts";
import { canonicalPaths, pathFor } from "../../domain/site/pages.ts";
import { languages, type Language } from "#i18n/languages.ts";
import { renderLateBands } from "../support/late-bands.ts";
import { expect, hydrateIsland, test } from "./fixtures.ts";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const viewports = {
  mobile: { width: 360, height: 740 },
  desktop: { width: 1440, height: 900 },
} as const;

/**
 * Runs axe on the page as it is now; a violation fails with its rule, impact and elements.
 * The bands a page renders late (content-visibility: auto, docs/decisions/085) are rendered
 * first, as a visitor who scrolls to them sees them: while one is skipped, axe reads its
 * content's boxes and styles unreliably (a white button on a dark card measured against the
 * wrong background, on some runs and not others).
 */
async function expectNoViolations(page: Page, state: string) {
  await renderLateBands(page);
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const readable = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(readable, `axe violations: ${state}`).toEqual([]);
}

/** Toasts fade in: axe measures contrast through the fade, so wait until they are opaque. */
async function settleToasts(page: Page) {
  for (const toast of await page.locator("[data-sonner-toast]").all()) {
    await expect(toast).toHaveCSS("opacity", "1");
  }
}

// ------------------------------------------------------------------ every page

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`axe, every page at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport });
    for (const path of canonicalPaths()) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await expectNoViolations(page, `${path} at ${viewport.width} px`);
      });
    }
  });
}

test.describe("axe, the open mobile menu", () => {
  test.use({ viewport: viewports.mobile });
  for (const lang of languages) {
    test(lang, async ({ page }) => {
      await page.goto(pathFor("home", lang));
      await page.getByTestId("menu-button").click();
      await expect(page.getByTestId("menu-button")).toHaveAttribute("aria-expanded", "true");
      await expectNoViolations(page, `open menu (${lang})`);
    });
  }
});

// ------------------------------------------------------------------ the quiz

const scaling: QuizAnswers = {
  revenue: "5m-20m",
  teamSize: "11-50",
  challenge: "scale",
  markets: "national",
};
const leadEndpoint = "**/functions/v1/send-contact-email";

/** Walks the quiz (already on screen) through every state, checking each. */
async function checkEveryQuizState(page: Page, lang: Language, where: string) {
  const q = resources[lang].quiz;
  const f = resources[lang].forms;
  await page.route(leadEndpoint, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true,"id":"lead_1"}' }),
  );

  const values = Object.values(scaling);
  for (const [i, value] of values.entries()) {
    await expect(
      page.getByText(q.progress.replace("{{n}}", `${i + 1}`).replace("{{total}}", "4")),
    ).toBeVisible();
    await expectNoViolations(page, `${where}: question ${i + 1}`);
    // An answered question too (the chosen option highlighted), on the way back from the next one.
    await page.getByTestId(`quiz-option-${value}`).click();
  }

  await expect(page.getByTestId("quiz-result")).toBeVisible();
  await expectNoViolations(page, `${where}: result`);

  await page.getByRole("button", { name: q.result.getStrategy }).click();
  await expect(page.getByRole("heading", { name: q.lead.title })).toBeVisible();
  await expectNoViolations(page, `${where}: lead form`);

  await page.getByRole("button", { name: f.lead.submit }).click();
  await expect(page.getByTestId("lead-name-error")).toHaveText(f.errors.nameMin);
  await expectNoViolations(page, `${where}: lead form with errors`);

  await page.getByLabel(f.fields.name).fill("Ana López");
  await page.getByLabel(f.fields.email).fill("ana@empresa.mx");
  await page.getByRole("button", { name: f.lead.submit }).click();
  await expect(page.getByTestId("quiz-confirmation")).toBeVisible();
  await expect(page.getByText(f.lead.successTitle)).toBeVisible();
  await settleToasts(page);
  await expectNoViolations(page, `${where}: confirmation (with the success toast)`);
}

for (const lang of languages) {
  test.describe(`axe, every state of the quiz (${lang})`, () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      test(`in the modal at ${name} width`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(pathFor("services", lang));
        await page.getByTestId("quiz-fab").click();
        await expect(page.getByTestId("quiz-modal")).toBeVisible();
        await checkEveryQuizState(page, lang, `quiz modal, ${name}`);
      });

      test(`in the full page at ${name} width`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(pathFor("quiz", lang));
        await expect(page.getByTestId("quiz-page")).toBeVisible();
        await checkEveryQuizState(page, lang, `quiz page, ${name}`);
      });
    }

    test.describe(() => {
      test.use({ allowedConsoleError: /Lead submission failed|status of 500|ERR_FAILED|Failed to fetch/ });
      test("the lead form after a failed submission (error toast)", async ({ page }) => {
        const f = resources[lang].forms;
        await page.route(leadEndpoint, (route) =>
          route.fulfill({ status: 500, contentType: "application/json", body: '{"ok":false}' }),
        );
        await page.goto(pathFor("quiz", lang));
        for (const value of Object.values(scaling)) await page.getByTestId(`quiz-option-${value}`).click();
        await page.getByRole("button", { name: resources[lang].quiz.result.getStrategy }).click();
        await page.getByLabel(f.fields.name).fill("Ana López");
        await page.getByLabel(f.fields.email).fill("ana@empresa.mx");
        await page.getByRole("button", { name: f.lead.submit }).click();
        await expect(page.getByText(f.lead.errorTitle)).toBeVisible();
        await settleToasts(page);
        await expectNoViolations(page, `quiz page: failed lead submission (${lang})`);
      });
    });
  });
}

// ------------------------------------------------------------------ the contact form

const contactForm = 'form[data-testid="contact-form"]';

test.describe("contact form", () => {
  // Invalid values are answered 400 with the page and its messages, which the browser logs.
  test.use({ allowedConsoleError: /status of 400/ });
  for (const lang of languages) {
    test(`axe, every state of the contact form (${lang})`, async ({ page }) => {
      const f = resources[lang].forms;
      await page.goto(pathFor("contact", lang));
      const form = page.locator(contactForm);
      // Hydrated (on intent: docs/decisions/103): the form's duplicate-submission token is set in the browser.
      await hydrateIsland(page, "contact");
      await expect(form.locator('input[name="submissionToken"]')).not.toHaveValue("");
      await expectNoViolations(page, `contact form, empty (${lang})`);

      // Invalid values, so the form's own messages show (not the browser's bubbles).
      await form.getByLabel(f.fields.name).fill("A");
      await form.getByLabel(f.fields.email).fill("not-an-email");
      await form.getByLabel(f.fields.message).fill("Short");
      await form.getByRole("button", { name: f.contact.submit }).click();
      await expect(form.getByText(f.errors.nameMin)).toBeVisible();
      await expectNoViolations(page, `contact form with errors (${lang})`);

      await form.getByLabel(f.fields.name).fill("Ana López");
      // An address of its own per run: a second contact message within the hour gets no new
      // acknowledgement, and the page says so instead (decision 095).
      await form.getByLabel(f.fields.email).fill(`ana-${lang}-${Date.now()}@empresa.mx`);
      await form.getByLabel(f.fields.company).fill("Acme");
      await form.getByLabel(f.fields.message).fill("We would like to talk about entering Mexico next year.");
      await form.getByRole("button", { name: f.contact.submit }).click();
      await expect(page.getByText(f.contact.success)).toBeVisible();
      await settleToasts(page);
      await expectNoViolations(page, `contact form sent (${lang})`);
    });
  }
});
