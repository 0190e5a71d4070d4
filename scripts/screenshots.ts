/**
 * Screenshots of every canonical page at 360 px and 1440 px, for looking at.
 * Usage: npm run screenshots -- [baseUrl] [outDir] [filter] (npm runs it with the project's Node 24;
 * a machine's older Node cannot run TypeScript).
 */
import { chromium } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import { canonicalPaths } from "../domain/site/pages.ts";
import { chromiumLaunchOptions } from "../tests/setup/browser.ts";
import { renderLateBands } from "../tests/support/late-bands.ts";

const [base = "http://localhost:3000", out = "screenshots", filter = ""] = process.argv.slice(2);
await mkdir(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [360, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of [...canonicalPaths(), "/es/no-existe"].filter((p) => p.includes(filter))) {
    await page.goto(base + path);
    // A full-page shot does not scroll: lazy images below the fold (partners' photos) would stay blank.
    await page.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].map((img) => {
          img.loading = "eager";
          return img.decode().catch(() => undefined);
        }),
      ),
    );
    // Nor does it render the bands the page renders late (content-visibility: auto,
    // docs/decisions/085): it would measure their placeholders' height.
    await renderLateBands(page);
    const name = `${width}${path.replaceAll("/", "_")}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots written to ${out}/`);
