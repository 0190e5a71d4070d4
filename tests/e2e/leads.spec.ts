import type { Page } from "@playwright/test";
import { e2eDataDir } from "../../playwright.config.ts";
import { storedIn } from "../setup/stored.ts";
import { resources } from "#i18n/resources.ts";
import { expect, hydrateIsland, test as base } from "./fixtures.ts";

/**
 * A form post with invalid values is answered 400 (with the page and its
 * messages), which the browser reports on the console: expected here, and
 * only for the page's own address.
 */
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const own = new URL(message.location().url || page.url()).pathname.replace(/\.data$/, "");
      const expected = message.text().includes("status of 400") && own === new URL(page.url()).pathname;
      if (!expected) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await provide(errors);
    expect(errors, "console errors").toEqual([]);
  },
});

/** The e2e server's own database. */
const stored = () => storedIn(e2eDataDir);

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test("the quiz, walked in the browser to the lead form, stores the lead with the server's score and stage", async ({
  page,
}) => {
  const q = resources.en.quiz;
  const f = resources.en.forms;
  await page.goto("/en/services?utm_source=e2e");
  await page.getByTestId("quiz-fab").click();
  for (const value of ["20m-50m", "101-500", "optimize", "multinational"]) {
    await page.getByTestId(`quiz-option-${value}`).click();
  }
  await expect(page.getByTestId("quiz-result")).toHaveAttribute("data-stage", "maturity");
  await page.getByRole("button", { name: q.result.getStrategy }).click();
  // The simplified privacy notice stands beside the lead form, with a link to the full one.
  const note = page.locator('[data-privacy-note="lead"]');
  await expect(note).toBeVisible();
  await expect(note).toContainText(f.privacy.label);
  await expect(note.getByRole("link", { name: f.privacy.link })).toHaveAttribute(
    "href",
    "/en/privacy-notice",
  );
  const email = `lead-${unique()}@example.com`;
  await page.getByLabel(f.fields.name).fill("Ana Pérez");
  await page.getByLabel(f.fields.email).fill(email);
  await page.getByLabel(f.fields.companyOptional, { exact: true }).fill("Acme");
  await page.getByLabel(f.fields.requestCall).check();
  const [response] = await Promise.all([
    page.waitForResponse("**/functions/v1/send-contact-email"),
    page.getByRole("button", { name: f.lead.submit }).click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(page.getByTestId("quiz-confirmation")).toBeVisible();
  const lead = (await stored()).leads.find((l) => l.email === email);
  expect(lead).toMatchObject({
    score: 16,
    stage: "maturity",
    language: "en",
    requestCall: true,
    quizSource: "fab",
    pagePath: "/en/services",
    utm: expect.stringContaining('"source":"e2e"'),
  });
});

async function fillContact(page: Page, values: { name: string; email: string; message: string }) {
  await page.getByLabel(resources.es.forms.fields.name, { exact: true }).fill(values.name);
  await page.getByLabel(resources.es.forms.fields.email, { exact: true }).fill(values.email);
  await page.getByLabel(resources.es.forms.fields.message, { exact: true }).fill(values.message);
}

test.describe("contact form with JavaScript", () => {
  test("shows translated errors, keeps the values, then sends and stores the message", async ({ page }) => {
    await page.goto("/es/contacto");
    // Hydrated (on intent: docs/decisions/103): the form's token is set in the browser.
    await hydrateIsland(page, "contact");
    await expect(page.locator('input[name="submissionToken"]')).not.toHaveValue("", { timeout: 15_000 });
    // The simplified privacy notice stands beside the form, with a link to the full one.
    const note = page.locator('[data-privacy-note="contact"]');
    await expect(note).toContainText(resources.es.forms.privacy.label);
    await expect(note.getByRole("link", { name: resources.es.forms.privacy.link })).toHaveAttribute(
      "href",
      "/es/aviso-de-privacidad",
    );
    const email = `js-${unique()}@example.com`;
    await fillContact(page, { name: "A", email, message: "corto" });
    await page.getByRole("button", { name: resources.es.forms.contact.submit }).click();
    await expect(page.getByText(resources.es.forms.errors.nameMin)).toBeVisible();
    await expect(page.getByText(resources.es.forms.errors.messageMin)).toBeVisible();
    await expect(page.getByLabel(resources.es.forms.fields.email, { exact: true })).toHaveValue(email);

    await fillContact(page, { name: "Ana Pérez", email, message: "Queremos crecer en Estados Unidos." });
    await page.getByRole("button", { name: resources.es.forms.contact.submit }).click();
    await expect(page.getByRole("status")).toHaveText(resources.es.forms.contact.success);
    await expect(page.getByLabel(resources.es.forms.fields.message, { exact: true })).toHaveValue("");
    await expect(page).toHaveURL(/\/es\/contacto$/);
    const messages = (await stored()).messages.filter((m) => m.email === email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ name: "Ana Pérez", language: "es", pagePath: "/es/contacto" });
  });

  test("the English page answers in English", async ({ page }) => {
    await page.goto("/en/contact");
    await hydrateIsland(page, "contact");
    await expect(page.locator('input[name="submissionToken"]')).not.toHaveValue("", { timeout: 15_000 });
    const en = resources.en.forms;
    await page.getByLabel(en.fields.name, { exact: true }).fill("Bo Díaz");
    await page.getByLabel(en.fields.email, { exact: true }).fill(`en-${unique()}@example.com`);
    await page.getByLabel(en.fields.message, { exact: true }).fill("We would like to talk about expansion.");
    await page.getByRole("button", { name: en.contact.submit }).click();
    await expect(page.getByRole("status")).toHaveText(en.contact.success);
    expect(en.contact.success).toMatch(/^Message sent!/);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain HTML post gets a server-rendered page with the success message, stored once", async ({
    page,
  }) => {
    await page.goto("/es/contacto");
    const email = `nojs-${unique()}@example.com`;
    const values = { name: "Carla Ruiz", email, message: "Sin JavaScript también funciona." };
    await fillContact(page, values);
    await page.getByRole("button", { name: resources.es.forms.contact.submit }).click();
    await expect(page.getByRole("status")).toHaveText(resources.es.forms.contact.success);

    // The same post again (a double submit): still one message.
    await page.goto("/es/contacto");
    await fillContact(page, values);
    await page.getByRole("button", { name: resources.es.forms.contact.submit }).click();
    await expect(page.getByRole("status")).toBeVisible();
    expect((await stored()).messages.filter((m) => m.email === email)).toHaveLength(1);
  });

  test("a plain HTML post with errors gets the page back with messages and values", async ({ page }) => {
    await page.goto("/es/contacto");
    await fillContact(page, { name: "Carla Ruiz", email: "no-es-correo", message: "Hola" });
    await page.getByRole("button", { name: resources.es.forms.contact.submit }).click();
    await expect(page.getByText(resources.es.forms.errors.emailInvalid)).toBeVisible();
    await expect(page.getByText(resources.es.forms.errors.messageMin)).toBeVisible();
    await expect(page.getByLabel(resources.es.forms.fields.name, { exact: true })).toHaveValue("Carla Ruiz");
  });
});
