import type { Language } from "./languages.ts";
import { locales, type Locale } from "./words.ts";

// The site's shell (app/i18n/i18n.ts) awaits this module on the server (a top-level
// `await import`): it must import nothing that lives in the shell (the language list
// included), or the shell would wait for itself and the server would never start.

/** The namespaces the public pages use (the inbox and the e-mails read theirs from i18n/words.ts). */
export const namespaces = ["common", "pages", "forms", "quiz"] as const;
export type SiteResourcesOf = Pick<Locale, (typeof namespaces)[number]>;

/** Bundled translations (never fetched), per language. Spanish is the source of the key set. */
export const resources = Object.fromEntries(
  Object.entries(locales).map(([lang, { common, pages, forms, quiz }]) => [
    lang,
    { common, pages, forms, quiz },
  ]),
) as Readonly<Record<Language, SiteResourcesOf>>;
