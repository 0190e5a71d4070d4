/**
 * The first load, tested on the real build. Public pages are HTML with islands and one
 * small loader (docs/decisions/103). (The first-load rewrite for a pre-rendered page that
 * hydrates whole, scripts/hydrate-after-paint.ts (removed with issue 55: no page used it),
 * and its tests are gone.)
 */
import { gzipSync } from "node:zlib";
import type { APIRequestContext } from "@playwright/test";
import { pathFor } from "../../domain/site/pages.ts";
import { expect, hydrateIsland, test } from "./fixtures.ts";

test.describe("a pre-rendered page as built: HTML, its bootstrap and its island loader (docs/decisions/103)", () => {
  for (const path of [pathFor("home", "es"), pathFor("contact", "en")]) {
    test(`${path}: no React Router bootstrap, no module preload; the loader comes on the first intent`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).not.toContain("window.__reactRouterContext");
      expect(html).not.toContain('<script type="module"');
      // The bootstrap: a classic inline script (it waits for the style sheet, so the page is
      // styled and laid out once: 052) naming the loader it imports on intent (053), and the
      // chunks the loader imports, which it fetches beside the loader (060).
      const [, loader, named] =
        /<script data-islands-loader="(\/assets\/islands-[^"]+\.js)" data-islands-imports="([^"]*)">[\s\S]*?<\/script>/.exec(
          html,
        ) ?? [];
      expect(loader, "the bootstrap and its loader").toBeDefined();
      const imports = named!.split(" ");
      const loaderGraph = await staticGraph(request, loader!);
      expect(imports.toSorted()).toEqual([...loaderGraph.keys()].filter((url) => url !== loader).toSorted());
      const scripts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
      });
      await page.goto(path); // resolves once the bootstrap has run (fixtures.ts)
      await page.evaluate(() => new Promise((shown) => requestAnimationFrame(() => setTimeout(shown, 500))));
      expect(scripts, "no script before intent").toEqual([]);
      await page.getByRole("heading", { level: 1 }).hover();
      await expect.poll(() => scripts).toContain(loader);
      for (const url of imports) await expect.poll(() => scripts).toContain(url);
      expect(scripts.some((url) => /framework-(react|router)|entry\.client/.test(url))).toBe(false);
    });
  }
});

test("a tap's intents ask for one frame to hydrate their island, and none once it is hydrated (docs/decisions/085)", async ({
  page,
}) => {
  await page.goto(pathFor("home", "es"));
  await hydrateIsland(page, "header"); // the loader is there, the quiz island not hydrated
  // What a tap on the quiz's button shows as intent, in one task; the frames asked for meanwhile.
  const framesAskedByATap = () =>
    page.getByTestId("quiz-fab").evaluate((fab) => {
      const ask = window.requestAnimationFrame;
      let asked = 0;
      window.requestAnimationFrame = (callback) => (asked++, ask.call(window, callback));
      try {
        for (const type of ["pointerover", "pointerdown", "touchstart"])
          fab.dispatchEvent(new Event(type, { bubbles: true }));
      } finally {
        window.requestAnimationFrame = ask;
      }
      return asked;
    });
  expect(await framesAskedByATap()).toBe(1);
  await page.locator('[data-island="quiz"][data-hydrated]').waitFor({ state: "attached" });
  expect(await framesAskedByATap()).toBe(0);
});

/** The budget for a public page's first-load JavaScript (docs/decisions/103; bench/lighthouse.ts measures it in Lighthouse). */
const jsBudgetBytes = 60 * 1024;

/** A module and every module it imports statically (`import … from "./x.js"`, `import "./x.js"`), by URL. */
async function staticGraph(request: APIRequestContext, entry: string): Promise<Map<string, Buffer>> {
  const seen = new Map<string, Buffer>();
  const queue = [entry];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const body = await (await request.get(url)).body();
    seen.set(url, body);
    // Dynamic imports (`import("./x.js")`) are what the islands load on intent: not followed.
    for (const [, spec] of body.toString("utf8").matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+)["']/g))
      queue.push(new URL(spec!, new URL(url, "http://x")).pathname);
  }
  return seen;
}

test.describe("first-load JavaScript, as built", () => {
  // One page of each kind whose modules differ; the contact page once carried zod (150 KB).
  const paths = [
    pathFor("home", "es"),
    pathFor("contact", "en"),
    pathFor("funds", "es"),
    pathFor("growthTransformation", "en"),
    pathFor("quiz", "es"),
  ];
  for (const path of paths) {
    test(`${path}: the loader and its static imports are within 60 KB gzip, without React`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const entry = /data-islands-loader="(\/assets\/islands-[^"]+\.js)"/.exec(html)?.[1];
      expect(entry, "the island loader").toBeDefined();
      const modules = await staticGraph(request, entry!);
      expect([...modules.keys()].filter((url) => /framework-(react|router)|entry\.client/.test(url))).toEqual(
        [],
      );
      let bytes = 0;
      for (const body of modules.values()) bytes += gzipSync(body).length;
      expect(bytes, `${(bytes / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(jsBudgetBytes);
    });
  }
});
