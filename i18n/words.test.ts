import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultLanguage, languages } from "./languages.ts";
import { generatedIndex, localeFolders } from "../scripts/locale-index.ts";
import { locales } from "./words.ts";
import { sameOnPurpose } from "./same-on-purpose.ts";

/**
 * A language is its folder (i18n/locales/{code}/) and its entry in
 * i18n/languages.ts (docs/decisions/100). These checks say what is
 * missing, and which copy a new language's folder still holds untranslated.
 */

/** Every string of a tree as [key path, text]; arrays by index (`sections.2.title`). */
function strings(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  if (tree !== null && typeof tree === "object") {
    return Object.entries(tree).flatMap(([key, value]) => strings(value, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

/** A string with letters besides its placeholders: one that can be left untranslated. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ""));

describe("the languages' folders", () => {
  it("are exactly the languages of i18n/languages.ts", () => {
    const folders = localeFolders();
    for (const lang of languages) {
      expect(folders, `i18n/languages.ts lists "${lang}": add its folder i18n/locales/${lang}/`).toContain(
        lang,
      );
    }
    for (const folder of folders) {
      expect(
        languages,
        `i18n/locales/${folder}/ has no entry in i18n/languages.ts: add one (code, html lang, hreflang, Open Graph locale, name)`,
      ).toContain(folder);
    }
  });

  it("have an index that is up to date (npm run locales writes it)", () => {
    const [file, text] = generatedIndex();
    expect(readFileSync(file, "utf8"), `${file} is stale: run \`npm run locales\``).toBe(text);
  });
});

describe.each(languages.filter((lang) => lang !== defaultLanguage))("%s", (lang) => {
  const source = new Map(strings(locales[defaultLanguage]));
  const own = strings(locales[lang]);

  it(`has every key of the source language (${defaultLanguage}) and no other`, () => {
    expect(own.map(([key]) => key).sort()).toEqual([...source.keys()].sort());
  });

  it("has no copy left untranslated (identical to another language's, names and brands aside)", () => {
    // Copy flows from a language listed earlier: the later one is the one left untranslated.
    const others = languages
      .slice(0, languages.indexOf(lang))
      .map((other) => [other, new Map(strings(locales[other]))] as const);
    const untranslated = own.flatMap(([key, text]) => {
      if (!hasWords(text) || Object.hasOwn(sameOnPurpose, key)) return [];
      const same = others.filter(([, texts]) => texts.get(key) === text).map(([other]) => other);
      return same.length ? [`${key}: ${JSON.stringify(text)} (as in ${same.join(", ")})`] : [];
    });
    expect(
      untranslated,
      `i18n/locales/${lang}/ still holds copy of another language: translate it, or, if it is a name, brand or shared word, list its key in i18n/same-on-purpose.ts`,
    ).toEqual([]);
  });
});

describe("the list of copy the same on purpose", () => {
  it("names only keys that exist", () => {
    const keys = new Set(strings(locales[defaultLanguage]).map(([key]) => key));
    expect(Object.keys(sameOnPurpose).filter((key) => !keys.has(key))).toEqual([]);
  });
});
