/**
 * The first-load rewrite of the pre-rendered pages (scripts/hydrate-after-paint.ts,
 * docs/decisions/007), tested on the real build: React Router's own output, never a
 * copy of it. A page React Router renders at request time (the 404 page) keeps its
 * default bootstrap and scroll restoration script: the rewrite must still recognise
 * them, so a React Router or React upgrade that changes them fails here, naming
 * what changed (the build fails the same way on the pre-rendered pages).
 */
import { gzipSync } from "node:zlib";
import type { APIRequestContext } from "@playwright/test";
import { pathFor } from "../../domain/site/pages.ts";
import {
  hydrateAfterFirstPaint,
  skipScrollLookupOnNewEntry,
  stageChunks,
} from "../../scripts/hydrate-after-paint.ts";
import { expect, test } from "./fixtures.ts";

/** React Router's document for a path it renders at request time: its output as it is. */
async function reactRouterOutput(request: APIRequestContext): Promise<string> {
  const response = await request.get("/es/no-existe");
  expect(response.status()).toBe(404);
  return response.text();
}

test.describe("React Router's output still has what the rewrite expects", () => {
  test("its bootstrap: static imports of the route modules and a modulepreload for each shared chunk", async ({
    request,
  }) => {
    const html = await reactRouterOutput(request);
    const rewritten = hydrateAfterFirstPaint(html);
    expect(rewritten).not.toContain('<link rel="modulepreload"');
    const script = rewritten.slice(rewritten.indexOf('<script type="module" async="">'));
    expect(script).not.toMatch(/^import \* as/m);
    // Waits for the first paint before anything else, then evaluates the shared chunks in order.
    const paint = script.indexOf('getEntriesByName("first-contentful-paint")');
    // The loop that imports the shared chunks (the modulepreload loop before it lists them too).
    const stages = script.search(/^for \(const href of \[[^\]]*\]\) \{ await import\(href\);/m);
    expect(paint).toBeGreaterThan(0);
    expect(stages).toBeGreaterThan(paint);
    const order = stageChunks.map((name) => script.indexOf(`/assets/${name}-`, stages));
    expect(order.every((at, i) => at > stages && (i === 0 || at > order[i - 1]!))).toBe(true);
    // One modulepreload link per task, the shared chunks asked for first.
    const preloadLoop =
      /^for \(const href of (\[[^\]]*\])\) \{ document\.head\.append\(.*\); await yieldToPage\(\); \}$/m.exec(
        script,
      );
    expect(preloadLoop, "the modulepreload links are added one per task").not.toBeNull();
    const preloads = JSON.parse(preloadLoop![1]!) as string[];
    const shared = (href: string) => stageChunks.find((name) => href.startsWith(`/assets/${name}-`)) ?? href;
    expect(preloads.slice(0, stageChunks.length).map(shared)).toEqual([...stageChunks]);
    expect(script).toContain("window.__reactRouterRouteModules");
  });

  test("its scroll restoration script: on a new history entry, no session-storage read", async ({
    request,
  }) => {
    const html = skipScrollLookupOnNewEntry(await reactRouterOutput(request));
    const start = html.indexOf("<script>((storageKey, restoreKey) => {");
    const body = html.slice(start + "<script>".length, html.indexOf("</script>", start));
    // Runs React Router's script, rewritten, against a recording history and session storage.
    const run = (state: { key?: string } | null, stored: Record<string, number>, restoreKey = "null") => {
      const reads: string[] = [];
      const scrolled: number[] = [];
      const window = {
        history: { state, replaceState: (next: { key: string }) => (window.history.state = next) },
        scrollTo: (_x: number, y: number) => scrolled.push(y),
      };
      const sessionStorage = {
        getItem: (key: string) => (reads.push(key), JSON.stringify(stored)),
        removeItem: () => {},
      };
      const script = body.replace(/, null\)$/, `, ${restoreKey})`);
      new Function("window", "sessionStorage", script)(window, sessionStorage);
      return { reads, scrolled, key: window.history.state?.key };
    };
    const fresh = run(null, {});
    expect(fresh.key).toMatch(/^\w+$/);
    expect(fresh.reads).toEqual([]);
    // Reload, back and forward (an entry with a key) still restore; so does a restore key.
    expect(run({ key: "abc" }, { abc: 640 }).scrolled).toEqual([640]);
    expect(run(null, { "/es": 320 }, '"/es"').scrolled).toEqual([320]);
  });

  test("a page it does not recognise is refused, with the reason", () => {
    expect(() => hydrateAfterFirstPaint("<html></html>")).toThrow(/bootstrap script was not found/);
    expect(() =>
      hydrateAfterFirstPaint('<script type="module" async="">import("/assets/x.js");</script>'),
    ).toThrow(/bootstrap script changed/);
    expect(() => skipScrollLookupOnNewEntry("<body><script>other()</script></body>")).toThrow(
      /scroll restoration script changed/,
    );
  });
});

test.describe("a pre-rendered page as built", () => {
  for (const path of [pathFor("home", "es"), pathFor("contact", "en")]) {
    test(`${path}: no script before the first paint; then it hydrates`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).toContain("if (!restoreKey) return;");
      await page.goto(path); // resolves once hydrated (fixtures.ts)
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime),
      }));
      expect(paint).not.toBeNull();
      expect(scripts.length).toBeGreaterThan(0);
      expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint!);
    });
  }
});

/** The budget for a page's first-load JavaScript (docs/decisions/007; bench/lighthouse.ts measures it in Lighthouse). */
const jsBudgetBytes = 130 * 1024;

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
    test(`${path}: the modules its bootstrap loads are within 130 KB gzip`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const preloads = /for \(const href of (\[[^\]]*\])\)/.exec(html)?.[1];
      expect(preloads, "the rewritten bootstrap lists the page's modules").toBeDefined();
      const modules = JSON.parse(preloads!) as string[];
      let bytes = 0;
      for (const href of modules) bytes += gzipSync(await (await request.get(href)).body()).length;
      expect(bytes).toBeGreaterThan(100 * 1024); // React, React Router and the shell at least
      expect(bytes, `${(bytes / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(jsBudgetBytes);
    });
  }
});
