/**
 * Writes the two files that name the languages' folders, one import per folder of
 * app/i18n/locales (each has an index.ts and a urls.ts): app/i18n/locales/index.ts
 * (the words) and app/i18n/locales/urls.ts (the slugs, which the browser needs
 * without the words). A language is then its folder and its entry in
 * domain/i18n/languages.ts (docs/decisions/050). The server, the CLI and the scripts run the TypeScript
 * as it is, without Vite, so a static index rather than `import.meta.glob`.
 *
 * Run by `npm run locales` and, so that it is never stale, before the type
 * check, the build, the dev server and the unit tests (vite.config.ts); the unit
 * test app/i18n/locales.test.ts fails if the committed file differs.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defaultLanguage } from "../domain/i18n/languages.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const localesDir = path.join(root, "app/i18n/locales");
export const indexFile = path.join(localesDir, "index.ts");
export const urlIndexFile = path.join(localesDir, "urls.ts");

/** The language folders: every directory of app/i18n/locales with an index.ts. */
export function localeFolders(dir = localesDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(dir, e.name, "index.ts")))
    .map((e) => e.name)
    .sort();
}

const identifier = (code: string) => code.replace(/[^a-zA-Z0-9_$]/g, "_");

/** The index's text for these folders: every word of each language. */
export function localeIndex(folders: readonly string[], source: string = defaultLanguage): string {
  return [
    header,
    ...folders.map((code) => `import { locale as ${identifier(code)} } from "./${code}/index.ts";`),
    "",
    "/** The source language's shape, which every folder fills. */",
    `export type { Locale } from "./${source}/index.ts";`,
    "",
    "/** Each folder's words, by folder name. */",
    `export const localeFolders = { ${entries(folders)} };`,
    "",
  ].join("\n");
}

/**
 * The URLs' index: each language's slugs, anchors and files, apart from its
 * words, so that the route table (domain/site/pages.ts), which the browser runs
 * too, loads no translation.
 */
export function urlIndex(folders: readonly string[]): string {
  return [
    header,
    ...folders.map((code) => `import { urls as ${identifier(code)} } from "./${code}/urls.ts";`),
    "",
    "/** Each folder's URL words, by folder name. */",
    `export const urlFolders = { ${entries(folders)} };`,
    "",
  ].join("\n");
}

const header = [
  "// Written by scripts/locale-index.ts from the folders of app/i18n/locales: do not edit.",
  "// A language is its folder here and its entry in domain/i18n/languages.ts.",
].join("\n");

const entries = (folders: readonly string[]) =>
  folders.map((code) => (identifier(code) === code ? code : `"${code}": ${identifier(code)}`)).join(", ");

/** The generated files and their text for the folders there are now. */
export function generatedIndexes(): [file: string, text: string][] {
  const folders = localeFolders();
  return [
    [indexFile, localeIndex(folders)],
    [urlIndexFile, urlIndex(folders)],
  ];
}

/** Writes each index that differs; the files written. */
export function writeLocaleIndex(): string[] {
  return generatedIndexes().flatMap(([file, text]) => {
    if (existsSync(file) && readFileSync(file, "utf8") === text) return [];
    writeFileSync(file, text);
    return [file];
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (writeLocaleIndex())
    console.log(`locales: wrote ${path.relative(root, indexFile)} (${localeFolders().join(", ")})`);
}
