/**
 * The bands a public page renders late (content-visibility: auto, app.css `lazy-render`,
 * docs/decisions/085): they are skipped at first, rendered once near the viewport, and no
 * band is taller than the height its placeholder holds, at any width from a small phone's
 * to a desktop's. A taller band's content, laid out while the band is skipped, would reach
 * over the next one, where axe (and Lighthouse's accessibility audit) reads its contrast.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { canonicalPaths, pathFor } from "../../domain/site/pages.ts";
import { renderLateBands } from "../support/late-bands.ts";
import { expect, test } from "./fixtures.ts";

const assets = path.resolve("build/client/assets");
const css = readdirSync(assets)
  .filter((file) => /^app-.+\.css$/.test(file))
  .map((file) => readFileSync(path.join(assets, file), "utf8"))
  .join("\n");
/** The placeholder's height, as built. */
const placeholder = Number(/\.lazy-render\{[^}]*contain-intrinsic-size:auto (\d+)px/.exec(css)?.[1]);

test("the built style sheet gives the lazy bands a placeholder height", () => {
  expect(placeholder).toBeGreaterThan(0);
});

for (const width of [320, 1440]) {
  test(`no lazy band outgrows its placeholder at ${width} px`, async ({ page }) => {
    test.slow(); // every page of both languages
    await page.setViewportSize({ width, height: 800 });
    let bands = 0;
    for (const pagePath of canonicalPaths()) {
      await page.goto(pagePath);
      const heights = await renderLateBands(page);
      bands += heights.length;
      for (const [index, height] of heights.entries())
        expect(height, `${pagePath}: lazy band ${index + 1} is ${height} px tall`).toBeLessThanOrEqual(
          placeholder,
        );
    }
    expect(bands, "late bands on the site's pages").toBeGreaterThan(0);
  });
}

test("a band below the first screen is skipped until it nears the viewport, then rendered", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(pathFor("solutions", "es"));
  const last = page.locator("#main > section").last();
  // Skipped: its content is not laid out, so the band holds the placeholder's height.
  await expect
    .poll(() => last.evaluate((band) => Math.round(band.getBoundingClientRect().height)))
    .toBe(placeholder);
  await last.scrollIntoViewIfNeeded();
  await expect
    .poll(() => last.evaluate((band) => Math.round(band.getBoundingClientRect().height)))
    .toBeLessThan(placeholder);
  await expect(last.getByRole("heading").first()).toBeVisible();
});
