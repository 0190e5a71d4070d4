/**
 * What a public page renders late (content-visibility: auto): the bands after the first
 * (app.css `lazy-render`, docs/decisions/052) and the footer (`lazy-render-footer`, 062).
 * Each is skipped at first and rendered once near the viewport, and none is taller than
 * the height its placeholder holds, at any width from a small phone's to a desktop's. A
 * taller band's content, laid out while the band is skipped, would reach over the next one,
 * where axe (and Lighthouse's accessibility audit) reads its contrast.
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
/** A placeholder's height, as built: the bands' (`lazy-render`) and the footer's. */
const placeholderOf = (utility: string) =>
  Number(new RegExp(`\\.${utility}\\{[^}]*contain-intrinsic-size:auto (\\d+)px`).exec(css)?.[1]);
const placeholders: Record<string, number> = {
  section: placeholderOf("lazy-render"),
  footer: placeholderOf("lazy-render-footer"),
};

test("the built style sheet gives the lazy bands and the footer a placeholder height", () => {
  expect(placeholders.section).toBeGreaterThan(0);
  expect(placeholders.footer).toBeGreaterThan(0);
});

for (const width of [320, 1440]) {
  test(`no lazy band outgrows its placeholder at ${width} px`, async ({ page }) => {
    test.slow(); // every page of both languages
    await page.setViewportSize({ width, height: 800 });
    let bands = 0;
    for (const pagePath of canonicalPaths()) {
      await page.goto(pagePath);
      const late = await renderLateBands(page);
      bands += late.filter(({ tag }) => tag === "section").length;
      expect(
        late.filter(({ tag }) => tag === "footer"),
        `${pagePath}: one late footer`,
      ).toHaveLength(1);
      for (const [index, { tag, height }] of late.entries())
        expect(height, `${pagePath}: late ${tag} ${index + 1} is ${height} px tall`).toBeLessThanOrEqual(
          placeholders[tag]!,
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
    .toBe(placeholders.section);
  await last.scrollIntoViewIfNeeded();
  await expect
    .poll(() => last.evaluate((band) => Math.round(band.getBoundingClientRect().height)))
    .toBeLessThan(placeholders.section!);
  await expect(last.getByRole("heading").first()).toBeVisible();
});

test("the footer is skipped until it nears the viewport, then rendered", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(pathFor("home", "es"));
  const footer = page.locator("footer");
  const height = () => footer.evaluate((element) => Math.round(element.getBoundingClientRect().height));
  await expect.poll(height).toBe(placeholders.footer);
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(height).toBeLessThan(placeholders.footer!);
  await expect(footer.getByTestId("language-switcher")).toBeVisible();
});
