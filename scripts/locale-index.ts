/**
 * Writes app/i18n/locales/index.ts, the one file that names the languages'
 * folders: one import per folder of app/i18n/locales (each has an index.ts), so
 * that a language is its folder and its entry in domain/i18n/languages.ts
 * (docs/decisions/050). The server, the CLI and the scripts run the TypeScript
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

/** The language folders: every directory of app/i18n/locales with an index.ts. */
export function localeFolders(dir = localesDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(dir, e.name, "index.ts")))
    .map((e) => e.name)
    .sort();
}

const identifier = (code: string) => code.replace(/[^a-zA-Z0-9_$]/g, "_");

/** The index's text for these folders. */
export function localeIndex(folders: readonly string[], source: string = defaultLanguage): string {
  const lines = [
    "// Written by scripts/locale-index.ts from the folders of app/i18n/locales: do not edit.",
    "// A language is its folder here and its entry in domain/i18n/languages.ts.",
    ...folders.map((code) => `import * as ${identifier(code)} from "./${code}/index.ts";`),
    "",
    "/** The source language's shape, which every folder fills. */",
    `export type { Locale } from "./${source}/index.ts";`,
    "",
    "/** Each folder's exports (`locale`: every word; `urls`: slugs, anchors, files), by folder name. */",
    `export const localeFolders = { ${folders.map((code) => (identifier(code) === code ? code : `"${code}": ${identifier(code)}`)).join(", ")} };`,
    "",
  ];
  return lines.join("\n");
}

/** Writes the index if it differs; true when it changed. */
export function writeLocaleIndex(): boolean {
  const text = localeIndex(localeFolders());
  const current = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : "";
  if (current === text) return false;
  writeFileSync(indexFile, text);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (writeLocaleIndex())
    console.log(`locales: wrote ${path.relative(root, indexFile)} (${localeFolders().join(", ")})`);
}
