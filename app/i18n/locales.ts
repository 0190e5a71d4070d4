import { languages, type Language } from "#domain/i18n/languages.ts";
import { localeFolders, type Locale } from "./locales/index.ts";

export type { Locale };

/**
 * The language folders of app/i18n/locales (their index is written by
 * scripts/locale-index.ts) as the language list needs them: a language of
 * domain/i18n/languages.ts without its folder is a type error here ("Property
 * 'pt' is missing"); a folder without its entry fails app/i18n/locales.test.ts.
 */
const folders: { readonly [L in Language]: { readonly locale: Locale } } = localeFolders;

/** Every language's words, by language code. */
export const locales = Object.fromEntries(languages.map((lang) => [lang, folders[lang].locale])) as Readonly<
  Record<Language, Locale>
>;
