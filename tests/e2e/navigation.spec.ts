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

test("a client navigation renders the next page once its copy has downloaded", async ({ page }) => {
  await page.goto("/es");
  // From here on every script goes through the test, a little later than the browser would
  // get it: the next page's copy arrives while React renders it, and React replays that
  // render (this caught React error 467: hooks called differently in the replay).
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await route.continue();
  });
  await page
    .getByRole("navigation", { name: common("es").nav.label })
    .first()
    .getByRole("link", { name: common("es").screenName.about })
    .click();
  await expect(page).toHaveURL(/\/es\/nosotros$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1("about", "es"));
});
