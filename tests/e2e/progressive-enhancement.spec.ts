import type { Page } from "@playwright/test";
import { e2eDataDir } from "../../playwright.config.ts";
import { resources } from "#i18n/resources.ts";
import { pathFor } from "../../domain/site/pages.ts";
import { type Language } from "#i18n/languages.ts";
import { storedIn } from "../setup/stored.ts";
import { common, differingShare, expect, expectedH1, hydrateIsland, test } from "./fixtures.ts";

/**
 * docs/decisions/087: every control that starts something works before hydration and
 * without JavaScript, and does more once hydrated.
 */

const forms = (lang: Language) => resources[lang].forms;
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function storedMessages(email: string) {
  return (await storedIn(e2eDataDir)).messages.filter((m) => m.email === email);
}

async function fillContact(page: Page, lang: Language, values: Record<"name" | "email" | "message", string>) {
  const f = forms(lang).fields;
  await page.getByLabel(f.name, { exact: true }).fill(values.name);
  await page.getByLabel(f.email, { exact: true }).fill(values.email);
  await page.getByLabel(f.message, { exact: true }).fill(values.message);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["es", "en"] as const) {
    test(`the mobile menu opens and closes at 360 px, and its links work (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(pathFor("home", lang));
      const button = page.getByTestId("menu-button");
      const menu = page.getByTestId("menu");
      await expect(menu).toBeHidden();
      await expect(button).toHaveAccessibleName(common(lang).nav.openMenu);
      await button.click();
      await expect(menu).toBeVisible();
      await expect(button).toHaveAccessibleName(common(lang).nav.closeMenu);
      await button.click();
      await expect(menu).toBeHidden();
      // Keyboard: the button opens it, Escape closes it, Tab moves from the button into it.
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await menu.getByRole("link", { name: common(lang).screenName.about }).click();
      await expect(page).toHaveURL(new RegExp(`${pathFor("about", lang)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1("about", lang));
      await expect(page.getByTestId("menu")).toBeHidden();
    });
  }

  test("the floating button leads to the full-page quiz of the page's language", async ({ page }) => {
    for (const lang of ["es", "en"] as const) {
      await page.goto(pathFor("about", lang));
      const fab = page.getByTestId("quiz-fab");
      await expect(fab).toHaveText(resources[lang].quiz.fab.label);
      await expect(fab).toHaveAccessibleDescription(resources[lang].quiz.fab.tooltip);
      await fab.click();
      await expect(page).toHaveURL(new RegExp(`${pathFor("quiz", lang)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1("quiz", lang));
    }
  });

  test.describe("in a Spanish browser", () => {
    // Only the stored choice can send `/` to English.
    test.use({ locale: "es-MX" });

    test("the language switcher stores the choice, then / goes to English", async ({ page, context }) => {
      await page.goto("/es/servicios/integracion-ia");
      await page.getByTestId("language-switcher").first().click();
      // The marker is gone from the address: canonical URLs stay clean.
      await expect(page).toHaveURL(/\/en\/services\/ai-integration$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1("aiIntegration", "en"));
      const cookie = (await context.cookies()).find((c) => c.name === "preferredLanguage");
      expect(cookie).toMatchObject({ value: "en", path: "/", sameSite: "Lax" });
      await page.goto("/");
      await expect(page).toHaveURL(/\/en$/);
      // And back to Spanish the same way.
      await page.getByTestId("language-switcher").first().click();
      await expect(page).toHaveURL(/\/es$/);
      expect((await context.cookies()).find((c) => c.name === "preferredLanguage")?.value).toBe("es");
    });
  });

  test.describe("contact", () => {
    // A post with invalid values is answered 400 (the page with its messages), which the browser logs.
    test.use({ allowedConsoleError: /status of 400/ });

    test("the contact form sends, and shows its errors with the values kept", async ({ page }) => {
      await page.goto("/en/contact");
      const f = forms("en");
      await fillContact(page, "en", { name: "Jo", email: "not-an-email", message: "Hi" });
      await page.getByRole("button", { name: f.contact.submit }).click();
      await expect(page.getByText(f.errors.emailInvalid)).toBeVisible();
      await expect(page.getByLabel(f.fields.email, { exact: true })).toHaveValue("not-an-email");
      const email = `nojs-pe-${unique()}@example.com`;
      await fillContact(page, "en", {
        name: "Jo Park",
        email,
        message: "Sent without any JavaScript at all.",
      });
      await page.getByRole("button", { name: f.contact.submit }).click();
      await expect(page.getByRole("status")).toHaveText(f.contact.success);
      expect(await storedMessages(email)).toHaveLength(1);
    });
  });
});

test.describe("with JavaScript", () => {
  for (const lang of ["es", "en"] as const) {
    test.describe(`the contact form when the post fails (${lang})`, () => {
      // The browser reports the failed request itself; that is the failure under test.
      test.use({ allowedConsoleError: /net::ERR_FAILED|status of 50[03]/ });

      for (const failure of ["network", "server"] as const) {
        test(`keeps every value and shows the error (${failure})`, async ({ page }) => {
          const f = forms(lang);
          await page.goto(pathFor("contact", lang));
          await page.route(
            (url) => url.pathname.startsWith(pathFor("contact", lang)),
            (route) => {
              if (route.request().method() !== "POST") return route.fallback();
              return failure === "network"
                ? route.abort("failed")
                : route.fulfill({ status: 503, contentType: "text/html", body: "<h1>Bad gateway</h1>" });
            },
          );
          const values = {
            name: "Ana Pérez",
            email: `fail-${unique()}@example.com`,
            message: "Un mensaje largo.",
          };
          await fillContact(page, lang, values);
          await page.getByLabel(f.fields.companyOptional, { exact: true }).fill("Acme");
          await page.getByRole("button", { name: f.contact.submit }).click();
          await expect(page.getByRole("alert")).toHaveText(f.contact.error);
          await expect(page.getByLabel(f.fields.name, { exact: true })).toHaveValue(values.name);
          await expect(page.getByLabel(f.fields.email, { exact: true })).toHaveValue(values.email);
          await expect(page.getByLabel(f.fields.companyOptional, { exact: true })).toHaveValue("Acme");
          await expect(page.getByLabel(f.fields.message, { exact: true })).toHaveValue(values.message);
          // The page stays (no error boundary), and the form can be sent again once the network is back.
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1("contact", lang));
          await page.unrouteAll();
          await page.getByRole("button", { name: f.contact.submit }).click();
          await expect(page.getByRole("status")).toHaveText(f.contact.success);
          expect(await storedMessages(values.email)).toHaveLength(1);
        });
      }
    });
  }

  test("the hydrated mobile menu conveys its state and closes on navigation", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/en");
    const button = page.getByTestId("menu-button");
    const menu = page.getByTestId("menu");
    await hydrateIsland(page, "header");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: common("en").screenName.services }).click();
    await expect(page).toHaveURL(/\/en\/services$/);
    await expect(menu).toBeHidden();
    // The next page is a new document: its header island hydrates on intent too.
    await hydrateIsland(page, "header");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAccessibleName(common("en").nav.openMenu);
  });

  test("the hydrated language switcher stores the choice and goes to the clean URL", async ({
    page,
    context,
  }) => {
    await page.goto("/en/contact?topic=health-snapshot");
    const switcher = page.getByTestId("language-switcher").first();
    await expect(switcher).toHaveAttribute("href", /^\/es\/contacto\?.*lng=es/);
    // The pre-rendered link cannot know the query string; the hydrated click keeps it.
    await switcher.click();
    await expect(page).toHaveURL(/\/es\/contacto\?topic=health-snapshot$/);
    expect(await page.evaluate(() => localStorage.getItem("preferredLanguage"))).toBe("es");
    expect((await context.cookies()).find((c) => c.name === "preferredLanguage")?.value).toBe("es");
  });

  test("a page opened with the marker (a static host) stores the choice once hydrated and drops it", async ({
    page,
    context,
  }) => {
    // The Node server redirects this; a static host serves the page as it is: simulate that with the page's HTML.
    const html = await (await page.request.get("/en/about")).text();
    await page.route(
      (url) => url.pathname === "/en/about" && url.searchParams.has("lng"),
      (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }),
    );
    await page.goto("/en/about?lng=en");
    await expect(page).toHaveURL(/\/en\/about$/);
    expect(await page.evaluate(() => localStorage.getItem("preferredLanguage"))).toBe("en");
    expect((await context.cookies()).find((c) => c.name === "preferredLanguage")?.value).toBe("en");
  });

  for (const [path, width] of [
    ["/es", 360],
    ["/en/contact", 1440],
    ["/es/fondos-inversion", 360],
  ] as const) {
    test(`${path} at ${width} px looks the same before and after its islands hydrate`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      // Every band drawn in the full-page capture: content-visibility may skip one the capture does not wait for.
      await page.addStyleTag({ content: ".lazy-render { content-visibility: visible !important; }" });
      const islands = page.locator("[data-island]:not(:empty)");
      const hydrated = islands.and(page.locator("[data-hydrated]"));
      await expect(hydrated).toHaveCount(0);
      const capture = async () => (await page.screenshot({ fullPage: true })).toString("base64");
      const before = await capture();
      // Intent on every island without moving the mouse (a hover would restyle what it is over).
      await expect(async () => {
        await islands.evaluateAll((all) => {
          for (const island of all)
            island.firstElementChild!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
        });
        await expect(hydrated).toHaveCount(await islands.count(), { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      expect(await islands.count()).toBeGreaterThanOrEqual(2);
      await expect.poll(async () => differingShare(browser, before, await capture())).toBe(0);
    });
  }
});

test.describe("/ detection order on the server", () => {
  // A browser whose languages name neither English nor Spanish: only `lng` decides.
  test.use({ locale: "fr-FR" });

  test("/?lng=en goes to /en, before the cookie and the browser language", async ({ page, request }) => {
    const response = await request.get("/?lng=en&utm_source=x", {
      maxRedirects: 0,
      headers: { cookie: "preferredLanguage=es", "accept-language": "es-MX" },
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/en?utm_source=x");
    await page.goto("/?lng=en");
    await expect(page).toHaveURL(/\/en$/);
  });

  for (const value of [
    "<script>alert(1)</script>",
    "javascript:alert(1)",
    "en<svg/onload=alert(1)>",
    "x".repeat(300),
  ]) {
    test(`a hostile lng goes to /es: ${value.slice(0, 24)}`, async ({ page, request }) => {
      const response = await request.get(`/?lng=${encodeURIComponent(value)}`, { maxRedirects: 0 });
      expect(response.headers()["location"]).toBe("/es");
      await page.goto(`/?lng=${encodeURIComponent(value)}`);
      await expect(page).toHaveURL(/\/es$/);
    });
  }
});

test.describe("with JavaScript, when the island loader cannot load (offline, a new deploy: docs/decisions/103)", () => {
  // The browser reports the refused import itself; that is the fault under test.
  test.use({ allowedConsoleError: /net::ERR_FAILED|Failed to fetch dynamically imported module/ });

  test("a tap the bootstrap held follows its link: the quiz's button, then the language switcher", async ({
    page,
  }) => {
    await page.route(/\/assets\/islands-[^/]+\.js$/, (route) => route.abort("failed"));
    await page.goto(pathFor("about", "es"));
    await page.getByTestId("quiz-fab").click();
    await expect(page).toHaveURL(new RegExp(`${pathFor("quiz", "es")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1("quiz", "es"));
    await page.getByTestId("language-switcher").first().click();
    await expect(page).toHaveURL(new RegExp(`${pathFor("quiz", "en")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1("quiz", "en"));
  });

  test("a form the bootstrap held posts as HTML, and the message is stored once", async ({ page }) => {
    await page.route(/\/assets\/islands-[^/]+\.js$/, (route) => route.abort("failed"));
    await page.goto(pathFor("contact", "en"));
    const email = `held-${unique()}@example.com`;
    await fillContact(page, "en", {
      name: "Jo Park",
      email,
      message: "Sent while the loader could not load.",
    });
    await page.getByRole("button", { name: forms("en").contact.submit }).click();
    await expect(page.getByRole("status")).toHaveText(forms("en").contact.success);
    expect(await storedMessages(email)).toHaveLength(1);
  });
});
