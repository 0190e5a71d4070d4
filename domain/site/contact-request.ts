import type { Language } from "./pages.ts";

/**
 * A request another page sends to the contact page in its query string, e.g.
 * the funds page's "request a health snapshot": `/es/contacto?asunto=health-snapshot`,
 * `/en/contact?topic=health-snapshot`. The parameter name follows the page
 * language; both names are read in both languages, because the language
 * switcher keeps the query string.
 */
export const contactRequests = ["health-snapshot"] as const;
export type ContactRequest = (typeof contactRequests)[number];

export const contactRequestParam = { es: "asunto", en: "topic" } as const satisfies Record<Language, string>;

export function isContactRequest(value: unknown): value is ContactRequest {
  return (contactRequests as readonly unknown[]).includes(value);
}

/** The query string that names a request on the contact page, with its `?`. */
export function contactRequestSearch(request: ContactRequest, lang: Language): string {
  return `?${contactRequestParam[lang]}=${request}`;
}

/** The request a contact-page query string names, if any (`?asunto=…` or `?topic=…`). */
export function readContactRequest(search: string | URLSearchParams): ContactRequest | undefined {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  for (const name of Object.values(contactRequestParam)) {
    const value = params.get(name);
    if (isContactRequest(value)) return value;
  }
  return undefined;
}
