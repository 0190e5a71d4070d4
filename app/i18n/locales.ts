import type { Language } from "#domain/i18n/languages.ts";
import { localeFolders, type Locale } from "./locales/index.ts";

export type { Locale };

/**
 * Every language's words, by language code: the folders of app/i18n/locales
 * (their index is written by scripts/locale-index.ts). A language of
 * domain/i18n/languages.ts without its folder is a type error here ("Property
 * 'pt' is missing"); a folder without its entry fails app/i18n/locales.test.ts.
 */
export const locales: Readonly<Record<Language, Locale>> = localeFolders;
