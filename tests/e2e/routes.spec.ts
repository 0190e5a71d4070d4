import { canonicalPaths, matchPage, pathFor, routeEntries } from "../../domain/site/pages.ts";
import { languages } from "#i18n/languages.ts";
import { expect, expectedH1, siteUrl, test } from "./fixtures.ts";

test.describe("every page of both languages", () => {
  for (const path of canonicalPaths()) {
    test(`${path} answers 200 with its heading, language and SEO tags`, async ({ page, baseURL }) => {
      const { lang, screen } = matchPage(path)!;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).toBeNull();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1(screen, lang));
      await expect(page.locator("h1")).toHaveCount(1);

      const title = await page.title();
      expect(title.length).toBeGreaterThan(10);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      const site = siteUrl;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site}${path}`);
      for (const alt of languages) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${alt}"]`)).toHaveAttribute(
          "href",
          `${site}${pathFor(screen, alt)}`,
        );
      }
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        "href",
        `${site}${pathFor(screen, "es")}`,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${site}${path}`);
      expect(baseURL).toBeTruthy();
    });
  }

  test("titles and descriptions are unique per page", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of canonicalPaths()) {
      const html = await (await request.get(path)).text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)![1]!);
      descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)![1]!);
    }
    expect(titles.size).toBe(canonicalPaths().length);
    expect(descriptions.size).toBe(canonicalPaths().length);
  });

  const alternates = routeEntries().filter((entry) => !entry.canonical);
  test("the other language's slugs are routes too", () => {
    expect(alternates.length).toBeGreaterThan(10);
  });
  for (const entry of alternates) {
    test(`/${entry.path} renders in the URL's language, canonical to its own slug`, async ({ page }) => {
      const response = await page.goto(`/${entry.path}`);
      expect(response?.status(), entry.path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", entry.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1(entry.screen, entry.lang));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${siteUrl}${pathFor(entry.screen, entry.lang)}`,
      );
    });
  }
});

test("pre-rendered HTML has the heading and navigation without JavaScript", async ({ request }) => {
  const response = await request.get("/es");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<html lang="es"`);
  expect(html).toContain(expectedH1("home", "es"));
  for (const screen of ["solutions", "services", "about", "contact"] as const) {
    expect(html).toContain(`href="${pathFor(screen, "es")}"`);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("English pages read fully", async ({ page }) => {
    await page.goto("/en/services/ai-integration");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1("aiIntegration", "en"));
    await expect(page.getByRole("navigation", { name: "Main navigation" }).first()).toBeAttached();
  });
});
