import { test as base, expect, type Browser, type Page } from "@playwright/test";
import { resources } from "#i18n/resources.ts";
import { parseSiteSettings } from "../../domain/site/settings.ts";
import { loadFirmProfile } from "../../scripts/firm-profile.ts";
import type { Language } from "#i18n/languages.ts";
import type { ScreenId } from "../../domain/site/screens.ts";

const settings = parseSiteSettings(process.env);
/** The firm's profile the build was made with (the repository's, unless FIRM_PROFILE names another). */
export const firm = loadFirmProfile(process.env).profile;
const brand = settings.brandName;
/** The site URL the build was made with (canonical links, sitemap). */
export const siteUrl = settings.siteUrl;

/** The heading a page must show, from the translations (the source of every visible string). */
export function expectedH1(screen: ScreenId | "notFound", lang: Language): string {
  return resources[lang].pages[screen].h1.replaceAll("{{brand}}", brand);
}

/** A translated string as the page shows it (`{{brand}}` filled in). */
export function shown(text: string): string {
  return text.replaceAll("{{brand}}", brand);
}

/** The site settings the build was made with. */
export { settings };

export function pages(lang: Language) {
  return resources[lang].pages;
}

export function common(lang: Language) {
  return resources[lang].common;
}

/**
 * Every test fails if the page logs a console error or throws (CSP violations
 * and hydration mismatches show up here).
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleError: RegExp | null }>({
  /**
   * `goto` and `reload` resolve once the page's script runs (<html data-hydrated>): on a
   * public page, the island loader, from which every intent is heard and an island
   * hydrates on it (app/islands/loader.ts, docs/decisions/103); on the inbox, React
   * Router's full hydration (root.tsx). Without JavaScript there is nothing to wait for.
   */
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const hydrated = () => page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (response?.headers()["content-type"]?.startsWith("text/html")) await hydrated();
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await hydrated();
        return response;
      };
    }
    await provide(page);
  },
  /** Console errors a test expects (and asserts itself), e.g. a logged failed submission. */
  allowedConsoleError: [null, { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleError }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The browser reports a 404 document as a failed resource: that is the not-found page working.
        const isDocument404 =
          message.text().includes("status of 404") && message.location().url === page.url();
        const allowed = allowedConsoleError?.test(message.text()) ?? false;
        if (!isDocument404 && !allowed) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // A CSP violation that the page's code catches (zod's probe for eval did) logs nothing by itself.
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(
            `CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`,
          ),
        ),
      );
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Shows intent on an island of a public page (docs/decisions/103): the pointer over it,
 * as a visitor's would be before a tap; resolves once the island marks itself hydrated.
 * The quiz island (its dialog, closed) hydrates on intent on its floating button, outside
 * it (docs/decisions/085).
 */
export async function hydrateIsland(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`);
  const target =
    name === "quiz" ? page.getByTestId("quiz-fab") : island.locator("a, button, input, textarea").first();
  const hydrated = island.and(page.locator("[data-hydrated]"));
  await target.hover({ force: true });
  // The loader listens once it runs, after the first paint: a pointer that reached the
  // island before then (or rests where the last page's click left it) shows no new intent.
  // Show it again, as a pointer moving over it would, until the island has hydrated.
  await expect(async () => {
    if ((await hydrated.count()) > 0) return;
    await target.dispatchEvent("pointerover");
    await hydrated.waitFor({ state: "attached", timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * The share of pixels that differ between two screenshots (PNG, base64) by more than 24 of 255
 * levels in a channel (anti-aliasing differs by less), compared in a page of their own.
 */
export async function differingShare(browser: Browser, a: string, b: string): Promise<number> {
  const compare = await browser.newPage();
  try {
    return await compare.evaluate(
      async ([a, b]) => {
        const pixels = async (png: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${png}`;
          await image.decode();
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext("2d")!;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height).data;
        };
        const [x, y] = [await pixels(a!), await pixels(b!)];
        if (x.length !== y.length) return 1;
        let count = 0;
        for (let i = 0; i < x.length; i += 4)
          if ([0, 1, 2].some((c) => Math.abs(x[i + c]! - y[i + c]!) > 24)) count++;
        return count / (x.length / 4);
      },
      [a, b],
    );
  } finally {
    await compare.close();
  }
}

export { expect };
