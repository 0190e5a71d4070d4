import { languages, type Language } from "#i18n/languages.ts";
import { paramFor } from "./pages.ts";

/**
 * A request another page sends to the contact page in its query string, e.g.
 * the funds page's "request a health snapshot": `/es/contacto?asunto=health-snapshot`,
 * `/en/contact?topic=health-snapshot`. The parameter name follows the page
 * language; both names are read in both languages, because the language
 * switcher keeps the query string.
 */
export const contactRequests = ["health-snapshot"] as const;
export type ContactRequest = (typeof contactRequests)[number];

/** The request's parameter in a language (i18n/locales/{code}/urls.ts). */
export const contactRequestParam = (lang: Language): string => paramFor("contactRequest", lang);

export function isContactRequest(value: unknown): value is ContactRequest {
  return (contactRequests as readonly unknown[]).includes(value);
}

/** The query string that names a request on the contact page, with its `?`. */
export function contactRequestSearch(request: ContactRequest, lang: Language): string {
  return `?${contactRequestParam(lang)}=${request}`;
}

/** The request a contact-page query string names, if any (`?asunto=…` or `?topic=…`). */
export function readContactRequest(search: string | URLSearchParams): ContactRequest | undefined {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  for (const name of new Set(languages.map(contactRequestParam))) {
    const value = params.get(name);
    if (isContactRequest(value)) return value;
  }
  return undefined;
}
