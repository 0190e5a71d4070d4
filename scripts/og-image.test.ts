import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { languages } from "#i18n/languages.ts";
import { parseSiteSettings } from "../domain/site/settings.ts";
import { ogText } from "./og-image.ts";

/** The committed Open Graph images say what the copy says (made by `npm run og-image`, recorded beside it). */
const record = JSON.parse(readFileSync("scripts/og-image.json", "utf8")) as Record<
  string,
  { text: ReturnType<typeof ogText>; sha256: string }
>;

describe("the Open Graph images", () => {
  for (const lang of languages) {
    it(`of ${lang} say the home page's current words (else: npm run og-image, and commit)`, () => {
      expect(record[lang]?.text).toEqual(ogText(lang, parseSiteSettings({}).brandName));
    });
    it(`of ${lang} is the image that record was made with`, () => {
      const file = `public/og/${lang}.png`;
      expect(existsSync(file), `${file} has not been made: npm run og-image, and commit`).toBe(true);
      const png = readFileSync(file);
      expect(createHash("sha256").update(png).digest("hex")).toBe(record[lang]?.sha256);
    });
  }
});
