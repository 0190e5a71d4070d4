/**
 * Makes the site's raster icons from public/favicon.svg with Chromium: public/favicon.png
 * (48 × 48, the tab's icon) and public/apple-touch-icon.png (180 × 180, a phone's home
 * screen). Run it again when the mark changes, and commit the PNGs:
 *   npm run favicons
 *
 * Why not the SVG itself (docs/decisions/085): Chromium renders an SVG favicon as a
 * document of its own on the page's main thread, a task of 11–22 ms there after the
 * first paint, which a phone's CPU stretches 4–8 times; a PNG this small decodes in
 * microseconds. The SVG stays the mark (the Organization's logo in the pages' JSON-LD).
 */
import { chromium } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { chromiumLaunchOptions } from "../tests/setup/browser.ts";

/** The PNGs this script writes, by their size in pixels. */
export const rasterIcons = [
  { file: "public/favicon.png", size: 48 },
  // Square: the phone rounds its corners itself, and fills transparent ones with black.
  { file: "public/apple-touch-icon.png", size: 180, square: true },
] as const;

if (import.meta.main) {
  const svg = await readFile("public/favicon.svg", "utf8");
  const browser = await chromium.launch(chromiumLaunchOptions());
  for (const icon of rasterIcons) {
    const { file, size } = icon;
    const mark = "square" in icon ? svg.replace(/ rx="[\d.]+"/, "") : svg;
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<!doctype html><style>*{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${mark}`,
    );
    await page.screenshot({ path: file, omitBackground: true });
    await page.close();
  }
  await browser.close();
  console.log(`Icons written: ${rasterIcons.map((icon) => icon.file).join(", ")}`);
}
