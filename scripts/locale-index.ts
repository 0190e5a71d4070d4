/**
 * Writes the file that names the languages' folders, i18n/locales/index.ts: two
 * imports per folder of i18n/locales (its index.ts, the words, and its urls.ts,
 * the slugs). A language is then its folder and its entry in i18n/languages.ts
 * (docs/decisions/100). The server, the CLI and the scripts run the TypeScript as it
 * is, without Vite, so a static index rather than `import.meta.glob`.
 *
 * The browser runs the route table (domain/site/pages.ts), which reads the slugs here;
 * the build leaves the words out of its scripts because vite.config.ts declares the
 * folders free of side effects (i18n/client-words.test.ts checks the build).
 *
 * Run by `npm run locales` and, so that it is never stale, before the type
 * check, the build and the dev server; the unit test i18n/words.test.ts
 * fails if the committed file differs.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defaultLanguage } from "#i18n/languages.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const localesDir = path.join(root, "i18n/locales");
export const indexFile = path.join(localesDir, "index.ts");

/** The language folders: every directory of i18n/locales with an index.ts. */
export function localeFolders(dir = localesDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(dir, e.name, "index.ts")))
    .map((e) => e.name)
    .sort();
}

const identifier = (code: string) => code.replace(/[^a-zA-Z0-9_$]/g, "_");

/** The index's text for these folders: each one's words and URL words. */
export function localeIndex(folders: readonly string[], source: string = defaultLanguage): string {
  return [
    header,
    ...folders.flatMap((code) => [
      `import { locale as ${identifier(code)} } from "./${code}/index.ts";`,
      `import { urls as ${identifier(code)}Urls } from "./${code}/urls.ts";`,
    ]),
    "",
    "/** The source language's shape, which every folder fills. */",
    `export type { Locale } from "./${source}/index.ts";`,
    "",
    "/** Each folder's words, by folder name. */",
    `export const localeFolders = { ${entries(folders)} };`,
    "",
    "/** Each folder's URL words (slugs, anchors, files, parameters), by folder name: the route table's. */",
    `export const urlFolders = { ${entries(folders, "Urls")} };`,
    "",
  ].join("\n");
}

const header = [
  "// Written by scripts/locale-index.ts from the folders of i18n/locales: do not edit.",
  "// A language is its folder here and its entry in i18n/languages.ts.",
].join("\n");

/** An object literal's entries: each folder's name, and its import's name if that differs. */
const entries = (folders: readonly string[], suffix = "") =>
  folders
    .map((code) => {
      const key = identifier(code) === code ? code : `"${code}"`;
      const value = identifier(code) + suffix;
      return key === value ? key : `${key}: ${value}`;
    })
    .join(", ");

/** The generated file and its text for the folders there are now. */
export function generatedIndex(): [file: string, text: string] {
  return [indexFile, localeIndex(localeFolders())];
}

/** Writes the index if it differs; whether it did. */
export function writeLocaleIndex(): boolean {
  const [file, text] = generatedIndex();
  if (existsSync(file) && readFileSync(file, "utf8") === text) return false;
  writeFileSync(file, text);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (writeLocaleIndex())
    console.log(`locales: wrote ${path.relative(root, indexFile)} (${localeFolders().join(", ")})`);
}
