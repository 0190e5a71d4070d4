import { pathFor } from "../../domain/site/pages.ts";
import { screenIds } from "../../domain/site/screens.ts";
import { languages } from "#i18n/languages.ts";
import { common, expect, expectedH1, test } from "./fixtures.ts";

test.describe("the language switcher goes to the equivalent page", () => {
  for (const lang of ["es", "en"] as const) {
    test(`from every ${lang} screen`, async ({ page }) => {
      // 17 pages and 17 client navigations in one test: room for a loaded machine.
      test.slow();
      const target = languages.find((other) => other !== lang)!;
      for (const screen of screenIds) {
        await page.goto(pathFor(screen, lang));
        const switcher = page.getByTestId("language-switcher").first();
        // The link carries the choice (the server stores it without JavaScript: decision 087).
        await expect(switcher).toHaveAttribute("href", `${pathFor(screen, target)}?lng=${target}`);
        await switcher.click();
        await expect(page).toHaveURL(new RegExp(`${pathFor(screen, target)}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", target);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1(screen, target));
      }
    });
  }

  test("stores the choice in local storage and a cookie, which / then honours", async ({
    page,
    context,
    request,
  }) => {
    await page.goto("/es/servicios/integracion-ia");
    await page.getByTestId("language-switcher").first().click();
    await expect(page).toHaveURL(/\/en\/services\/ai-integration$/);
    expect(await page.evaluate(() => localStorage.getItem("preferredLanguage"))).toBe("en");
    // The page's language is cached by the island loader, which comes with the first intent
    // on the English page (docs/decisions/103).
    await page.getByRole("heading", { level: 1 }).hover();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "preferredLanguage")?.value).toBe("en");

    const response = await request.get("/", { maxRedirects: 0, headers: { cookie: "preferredLanguage=en" } });
    expect(response.headers()["location"]).toBe("/en");
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
  });

  test("the whole page changes language, header and footer included", async ({ page }) => {
    await page.goto("/es/contacto");
    await page.getByTestId("language-switcher").first().click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.getByRole("contentinfo")).toContainText(common("en").footer.tagline);
    await expect(page.getByRole("banner")).toContainText(common("en").screenName.services);
  });
});
