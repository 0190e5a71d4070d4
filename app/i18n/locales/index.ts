// Written by scripts/locale-index.ts from the folders of app/i18n/locales: do not edit.
// A language is its folder here and its entry in domain/i18n/languages.ts.
import * as en from "./en/index.ts";
import * as es from "./es/index.ts";

/** The source language's shape, which every folder fills. */
export type { Locale } from "./es/index.ts";

/** Each folder's exports (`locale`: every word; `urls`: slugs, anchors, files), by folder name. */
export const localeFolders = { en, es };
