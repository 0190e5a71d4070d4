import { pathFor } from "../../domain/site/pages.ts";
import { common, expect, expectedH1, test } from "./fixtures.ts";

test("a spinner shows while a lazily loaded page is loading", async ({ page }) => {
  await page.goto("/es");
  // Hold back the Solutions route module until the spinner has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/solutions-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole("banner")
    .getByRole("link", { name: common("es").screenName.solutions })
    .click();
  const spinner = page.getByTestId("route-spinner");
  await expect(spinner).toBeVisible();
  await expect(spinner).toHaveText(common("es").loading);
  await expect(page).toHaveURL(/\/es$/);
  release();
  await expect(page).toHaveURL(/\/es\/soluciones$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1("solutions", "es"));
  await expect(spinner).toBeHidden();
});

test("a page's copy comes through the router: the spinner shows while it loads", async ({ page }) => {
  await page.goto("/en");
  // Hold back the About page's data (its copy, from its route loader) until the spinner has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/en\/about\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: common("en").screenName.about })
    .click();
  const spinner = page.getByTestId("route-spinner");
  await expect(spinner).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  release();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1("about", "en"));
  await expect(spinner).toBeHidden();
});

test("intent prefetch fetches the next page's copy before the click", async ({ page }) => {
  await page.goto("/es");
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".data")) dataRequests.push(pathname);
  });
  const link = page.getByRole("banner").getByRole("link", { name: common("es").screenName.services });
  await link.hover();
  await expect.poll(() => dataRequests).toContain(`${pathFor("services", "es")}.data`);
  // The prefetched response serves the navigation, with the page's copy in it.
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1("services", "es"));
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
