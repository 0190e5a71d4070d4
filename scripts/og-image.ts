/**
 * Makes the default Open Graph image of each language (public/og/{lang}.png,
 * 1200 × 630) with Chromium from the translations, and records what each one
 * says and its bytes' hash in scripts/og-image.json. Run it again when the brand
 * or the home page's heading changes, and commit the PNGs with the record
 * (scripts/og-image.test.ts fails while an image says what the copy no longer does):
 *   npm run og-image
 */
import { chromium } from "@playwright/test";
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { resources } from "#i18n/resources.ts";
import { languages } from "#i18n/languages.ts";
import { parseSiteSettings } from "../domain/site/settings.ts";
import { chromiumLaunchOptions } from "../tests/setup/browser.ts";
import { brandColors } from "../domain/site/brand.ts";

const { brandName } = parseSiteSettings(process.env);

/** What the image of a language says (scripts/og-image.test.ts compares it with the copy). */
export function ogText(lang: (typeof languages)[number], brand: string) {
  const { home } = resources[lang].pages;
  return { brand, eyebrow: home.eyebrow, title: home.h1, lead: resources[lang].common.meta.home.description };
}
const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replaceAll("{{brand}}", brandName);

function html(eyebrow: string, title: string, lead: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; font-family: "Inter", "Helvetica Neue", Arial, sans-serif;
    background: linear-gradient(135deg, ${brandColors.brandDark} 0%, ${brandColors.brand} 100%); color: #fff; position: relative; overflow: hidden; }
  .wrap { position: absolute; inset: 0; padding: 72px 80px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 18px; font-size: 40px; font-weight: 700; letter-spacing: -0.5px; }
  .eyebrow { margin-top: auto; font-size: 26px; font-weight: 600; color: ${brandColors.accentLight}; }
  h1 { margin-top: 14px; font-size: 66px; line-height: 1.08; font-weight: 800; letter-spacing: -1.5px; max-width: 860px; }
  p { margin-top: 22px; font-size: 26px; line-height: 1.35; color: rgba(255,255,255,.85); max-width: 820px; }
  .arch { position: absolute; right: -60px; bottom: -10px; width: 520px; opacity: .12; }
  </style></head><body>
  <svg class="arch" viewBox="0 0 400 300"><path d="M40 260V150a160 160 0 0 1 320 0v110h-70V150a90 90 0 0 0-180 0v110z" fill="#fff"/>
  <path d="M0 282c25 0 25-12 50-12s25 12 50 12 25-12 50-12 25 12 50 12 25-12 50-12 25 12 50 12 25-12 50-12 25 12 50 12" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/></svg>
  <div class="wrap">
    <div class="brand"><svg width="56" height="56" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#fff"/>
      <path d="M6 22V15a10 10 0 0 1 20 0v7h-5v-7a5 5 0 0 0-10 0v7z" fill="${brandColors.brand}"/>
      <path d="M5 25.5c2.2 0 2.2-1.5 4.4-1.5s2.2 1.5 4.4 1.5 2.2-1.5 4.4-1.5 2.2 1.5 4.4 1.5 2.2-1.5 4.4-1.5" fill="none" stroke="${brandColors.accent}" stroke-width="1.6" stroke-linecap="round"/></svg>
      ${escape(brandName)}</div>
    <div class="eyebrow">${escape(eyebrow)}</div>
    <h1>${escape(title)}</h1>
    <p>${escape(lead)}</p>
  </div></body></html>`;
}

if (import.meta.main) {
  await mkdir("public/og", { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  const record: Record<string, { text: ReturnType<typeof ogText>; sha256: string }> = {};
  for (const lang of languages) {
    const text = ogText(lang, brandName);
    await page.setContent(html(text.eyebrow, text.title, text.lead));
    const file = `public/og/${lang}.png`;
    await page.screenshot({ path: file });
    record[lang] = {
      text,
      sha256: createHash("sha256")
        .update(await readFile(file))
        .digest("hex"),
    };
  }
  await browser.close();
  await writeFile("scripts/og-image.json", `${JSON.stringify(record, null, 2)}\n`);
  console.log("Open Graph images written to public/og/, their record to scripts/og-image.json");
}
