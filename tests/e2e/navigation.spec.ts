import { pathFor } from "../../domain/site/pages.ts";
import type { Page } from "@playwright/test";
import { common, expect, expectedH1, hydrateIsland, test } from "./fixtures.ts";

/** The scripts a page requests, by path, from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** React DOM, React Router, React Router's client entry or a route module (docs/decisions/103). */
const reactModule =
  /\/assets\/(framework-react|framework-router|entry\.client|root|home|funds|contact|quiz)-[^/]+\.js$/;

test.describe("a public page's HTML loads no script on load, and no React or router module until intent", () => {
  for (const path of [
    pathFor("home", "es"),
    pathFor("funds", "en"),
    pathFor("contact", "es"),
    pathFor("quiz", "en"),
  ]) {
    test(path, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain("window.__reactRouterContext");
      expect(html).not.toContain('rel="modulepreload"');
      const scripts = scriptsOf(page);
      await page.goto(path, { waitUntil: "networkidle" });
      // The inline bootstrap only (docs/decisions/103): the island loader comes with the first intent.
      expect(scripts, "scripts before intent").toEqual([]);
      await page.getByRole("heading", { level: 1 }).hover();
      await expect.poll(() => scripts.filter((script) => /\/assets\/islands-/.test(script))).not.toEqual([]);
      await page.waitForLoadState("networkidle");
      expect(scripts.filter((script) => reactModule.test(script))).toEqual([]);
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
      // The controls are there, as HTML.
      await expect(page.getByTestId("language-switcher").first()).toBeVisible();
    });
  }
});

test("an island hydrates on intent: React loads when the pointer reaches it, not before", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const scripts = scriptsOf(page);
  await page.goto("/es", { waitUntil: "networkidle" });
  const header = page.locator('[data-island="header"]');
  await expect(header).not.toHaveAttribute("data-hydrated");
  expect(scripts.filter((script) => reactModule.test(script))).toEqual([]);
  await page.getByTestId("menu-button").hover();
  await expect(header).toHaveAttribute("data-hydrated", "");
  expect(scripts.some((script) => /framework-react/.test(script))).toBe(true);
  // Hydrated, the menu button says whether its panel is open; the quiz island is still HTML.
  await expect(page.getByTestId("menu-button")).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator('[data-island="quiz"]')).not.toHaveAttribute("data-hydrated");
});

test.describe("the visit's landing page (a lead's attribution) is remembered on intent or as it is left, not during the load", () => {
  const landing = async (page: Page) =>
    JSON.parse((await page.evaluate(() => sessionStorage.getItem("pontas.landing"))) ?? "null") as unknown;

  test("on the first intent", async ({ page }) => {
    await page.goto(`${pathFor("services", "en")}?utm_source=e2e`, { waitUntil: "networkidle" });
    // The bootstrap's tasks after the first paint have run: the page view, not the landing.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
    expect(await landing(page)).toBeNull();
    await page.getByRole("heading", { level: 1 }).hover();
    await expect
      .poll(() => landing(page))
      .toMatchObject({ pagePath: pathFor("services", "en"), utm: { source: "e2e" } });
  });

  test("as the page is left without an intent; the next page keeps it", async ({ page }) => {
    await page.goto(`${pathFor("funds", "es")}?utm_campaign=otono`, { waitUntil: "networkidle" });
    await page.goto(pathFor("contact", "es"), { waitUntil: "networkidle" });
    const first = { pagePath: pathFor("funds", "es"), utm: { campaign: "otono" } };
    expect(await landing(page)).toMatchObject(first);
    const scripts = scriptsOf(page);
    await page.getByRole("heading", { level: 1 }).hover();
    await expect.poll(() => scripts.filter((script) => /\/assets\/islands-/.test(script))).not.toEqual([]);
    await page.waitForLoadState("networkidle");
    expect(await landing(page)).toMatchObject(first);
  });
});

test("navigation between public pages is a document load the speculation rules prefetch, added on the first intent (docs/decisions/103)", async ({
  page,
}) => {
  await page.goto("/es");
  const rules = page.locator('script[type="speculationrules"]');
  // A visitor who only reads: no rules to match against the page's links.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(rules).toHaveCount(0);
  const link = page.getByRole("banner").getByRole("link", { name: common("es").screenName.services });
  await hydrateIsland(page, "header");
  await expect(rules).toHaveCount(1);
  const parsed = JSON.parse((await rules.textContent()) ?? "{}") as {
    prefetch?: unknown[];
    prerender?: unknown[];
  };
  expect(parsed.prefetch?.length).toBeGreaterThan(0);
  expect(parsed.prerender?.length).toBeGreaterThan(0);
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  await link.hover();
  await link.click();
  await expect(page).toHaveURL(/\/es\/servicios$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1("services", "es"));
  // A new document: nothing of the previous page's window is left.
  expect(
    await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
  ).toBeUndefined();
});

test("every route change scrolls to the top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/en");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: common("en").screenName.funds })
    .click();
  await expect(page).toHaveURL(/\/en\/investment-funds$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1("funds", "en"));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: common("en").screenName.about })
    .click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a #hash link scrolls to its target instead of the top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(pathFor("quiz", "es"));
  await page.getByRole("link", { name: common("es").cta.viewStages }).click();
  await expect(page).toHaveURL(/\/es\/soluciones#etapas$/);
  const target = page.locator("#etapas");
  await expect(target).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test("the mobile menu opens, navigates and closes", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/es");
  const button = page.getByTestId("menu-button");
  await hydrateIsland(page, "header");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const menu = page.locator(`#${await button.getAttribute("aria-controls")}`);
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await button.click();
  await menu.getByRole("link", { name: common("es").screenName.about }).click();
  await expect(page).toHaveURL(/\/es\/nosotros$/);
  await expect(menu).toBeHidden();
  // The next page is a new document: its header island hydrates on intent too.
  await hydrateIsland(page, "header");
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("the skip link moves to the main content", async ({ page }) => {
  await page.goto("/en/services");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: common("en").skipToContent });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test.describe("an island whose code cannot load (offline, a new deploy)", () => {
  // The browser reports the refused requests itself; that is the fault under test.
  test.use({ allowedConsoleError: /net::ERR_FAILED|Failed to fetch dynamically imported module/ });

  test("the floating button is the link it is without JavaScript; the menu opens as HTML; nothing on screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/es/nosotros");
    await page.route(/\/assets\/(?!islands-)[^/]+\.js$/, (route) => route.abort("failed"));
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // The menu: the browser's popover, with or without its island.
    await page.getByTestId("menu-button").click();
    await expect(page.getByTestId("menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("menu")).toBeHidden();
    // The quiz's button: its island cannot load, so the tap follows the link.
    await page.getByTestId("quiz-fab").click();
    await expect(page).toHaveURL(new RegExp(`${pathFor("quiz", "es")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1("quiz", "es"));
    expect(errors).toEqual([]);
  });
});
