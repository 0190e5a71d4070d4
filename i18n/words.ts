import type { Language } from "./languages.ts";
import { localeFolders, type Locale } from "./locales/index.ts";

export type { Locale };

/**
 * Every language's words, by language code: the folders of i18n/locales
 * (their index is written by scripts/locale-index.ts). A language of
 * i18n/languages.ts without its folder is a type error here ("Property
 * 'pt' is missing"); a folder without its entry fails i18n/words.test.ts.
 */
export const locales: Readonly<Record<Language, Locale>> = localeFolders;
