import { defaultLanguage } from "#i18n/languages.ts";
import { inlineText } from "../strategy/document.ts";

/**
 * What a letter (an acknowledgement, a strategy, a reply) writes of a person or
 * a company it names: a first name to greet, and a name that ends a sentence
 * without doubling its stop. Pure; every e-mail, draft and PDF uses these.
 */

/** A token that reads as a courtesy title ("Lic.", "Ing.", "Dr.", "Mr."), skipped before the first name. */
const courtesyTitle = /^\p{L}{1,4}\.$/u;
/** A first name as a letter may repeat it: letters (with their marks), inner apostrophes, hyphens or dots, 1 to 40 characters. */
const nameToken = /^\p{L}[\p{L}\p{M}'’.-]{0,39}$/u;

/** A token typed all in capitals or all in lower case, in title case; a name typed with its own capitals stays as typed. */
function titleCase(token: string, locale: string): string {
  const lower = token.toLocaleLowerCase(locale);
  if (token !== lower && token !== token.toLocaleUpperCase(locale)) return token;
  return lower.charAt(0).toLocaleUpperCase(locale) + lower.slice(1);
}

/**
 * The first name to greet someone by ("Roberto" of "Lic. Roberto Garza
 * Treviño"), or null when the name does not start with something that reads as
 * a name (digits, a link, a symbol): the letter then greets without one, so a
 * letter never repeats arbitrary text a visitor typed.
 */
export function firstName(fullName: string, locale: string = defaultLanguage): string | null {
  const tokens = inlineText(fullName).split(" ").filter(Boolean);
  while (tokens.length > 1 && courtesyTitle.test(tokens[0]!)) tokens.shift();
  const first = tokens[0];
  // A dot inside the token ("www.example.com") reads as an address, not a name.
  if (!first || !nameToken.test(first) || /\.\p{L}/u.test(first)) return null;
  return titleCase(first.replace(/[.-]+$/u, ""), locale) || null;
}

/** Text that a sentence ends with, plus its stop unless it already ends in one ("S.A. de C.V." stays as it is). */
export function endSentence(text: string, stop = "."): string {
  return /[.!?…]$/u.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}${stop}`;
}
