import { parseCookie } from "cookie";

/**
 * The languages of the site, as data. Every place that needs to know which
 * languages exist or how one of them is written for a given audience (URL
 * segment, `<html lang>`, hreflang, Open Graph, the switcher's label, PDF
 * metadata) derives it from this list; nothing else names a language. A
 * language is an entry here and its folder i18n/locales/{code}/ (its words
 * and its URLs: a copy of another language's folder, translated); `npm test`
 * names whatever the folder lacks or still holds untranslated (docs/decisions/100).
 */
export interface LanguageInfo<Code extends string = string> {
  /** URL segment, translation key and stored preference: `es`. */
  readonly code: Code;
  /** The `lang` attribute of the page's `<html>` element. */
  readonly htmlLang: string;
  /** The `hreflang` of alternate links and the sitemap. */
  readonly hreflang: string;
  /** Open Graph locale (`og:locale`, `og:locale:alternate`). */
  readonly ogLocale: string;
  /** The language's name in itself: the switcher's label. */
  readonly endonym: string;
  /** Language tag written into generated documents (the checklist PDF). */
  readonly documentLang: string;
}

/** The site's languages; the first is the default (`/`, `x-default`, the team's e-mails). */
export const languageList = [
  {
    code: "es",
    htmlLang: "es",
    hreflang: "es",
    ogLocale: "es_MX",
    endonym: "Español",
    documentLang: "es-MX",
  },
  { code: "en", htmlLang: "en", hreflang: "en", ogLocale: "en_US", endonym: "English", documentLang: "en" },
] as const satisfies readonly LanguageInfo[];

export type Language = (typeof languageList)[number]["code"];
export const languages: readonly Language[] = languageList.map((l) => l.code);
export const defaultLanguage: Language = languageList[0].code;
/** The default language's code as a type: a text every language falls back to must have it. */
export type DefaultLanguage = (typeof languageList)[0]["code"];

const byCode = new Map<string, LanguageInfo<Language>>(languageList.map((l) => [l.code, l]));

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && byCode.has(value);
}

/** The locale data of a language. */
export function languageInfo(lang: Language): LanguageInfo<Language> {
  return byCode.get(lang)!;
}

/**
 * A language's name as another language writes it, from the runtime's CLDR data
 * (Intl.DisplayNames): "inglés" in Spanish, "Spanish" in English. No language's
 * folder lists the others, so a new language is named in every language at once.
 * `capitalized` for a label standing alone ("Inglés").
 */
export function languageName(code: Language, inLanguage: Language, capitalized = false): string {
  const locale = languageInfo(inLanguage).htmlLang;
  const name = new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? languageInfo(code).endonym;
  return capitalized ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : name;
}

/** A BCP 47-like tag: letters, then optional letter/digit subtags. Nothing else passes. */
const languageTag = /^[a-z]{2,3}(?:[-_][a-z0-9]{1,8})*$/i;

/**
 * Turns a detected or stored language value into a supported language, or
 * undefined. Anything that is not a plain language tag (markup, quotes,
 * `javascript:`, over-long strings) is discarded, never echoed.
 */
export function sanitizeLanguage(value: unknown): Language | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > 35 || !languageTag.test(trimmed)) return undefined;
  const base = trimmed.split(/[-_]/)[0]!.toLowerCase();
  return isLanguage(base) ? base : undefined;
}

/** Name of the cookie and local-storage key that hold the visitor's language choice. */
export const preferenceKey = "preferredLanguage";
/** Key under which i18next's browser detector caches the language. */
export const detectorCacheKey = "i18nextLng";

/**
 * The query parameter that names a language: first in the detection order of `/`
 * (docs/product.md, "Pages and languages"), and the language switcher's marker on a page's URL, which
 * the server turns into the preference cookie (docs/decisions/087).
 */
export const languageChoiceParam = "lng";

/** The preference cookie (read by the server for `/` and by the browser's detection), valid a year. */
export function preferenceCookie(lang: Language, secure: boolean): string {
  return `${preferenceKey}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Reads one cookie from a `Cookie` header (the `cookie` package); a value that does not decode is ignored. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parseCookie(header, { decode: decodeOrSkip })[name];
}

function decodeOrSkip(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
