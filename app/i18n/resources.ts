import { languages, type Language } from "#domain/i18n/languages.ts";
import { locales, type Locale } from "./locales.ts";

/** The namespaces the public pages use (the inbox and the e-mails read theirs from app/i18n/locales.ts). */
export const namespaces = ["common", "pages", "forms", "quiz"] as const;
export type SiteResourcesOf = Pick<Locale, (typeof namespaces)[number]>;

/** Bundled translations (never fetched), per language. Spanish is the source of the key set. */
export const resources = Object.fromEntries(
  languages.map((lang) => {
    const { common, pages, forms, quiz } = locales[lang];
    return [lang, { common, pages, forms, quiz }];
  }),
) as Readonly<Record<Language, SiteResourcesOf>>;
