// Written by scripts/locale-index.ts from the folders of app/i18n/locales: do not edit.
// A language is its folder here and its entry in domain/i18n/languages.ts.
import { urls as en } from "./en/urls.ts";
import { urls as es } from "./es/urls.ts";

/** Each folder's URL words, by folder name. */
export const urlFolders = { en, es };
