// Written by scripts/locale-index.ts from the folders of i18n/locales: do not edit.
// A language is its folder here and its entry in i18n/languages.ts.
import { locale as en } from "./en/index.ts";
import { urls as enUrls } from "./en/urls.ts";
import { locale as es } from "./es/index.ts";
import { urls as esUrls } from "./es/urls.ts";

/** The source language's shape, which every folder fills. */
export type { Locale } from "./es/index.ts";

/** Each folder's words, by folder name. */
export const localeFolders = { en, es };

/** Each folder's URL words (slugs, anchors, files, parameters), by folder name: the route table's. */
export const urlFolders = { en: enUrls, es: esUrls };
