import { parseCookie } from "cookie";
import Negotiator from "negotiator";
import { isLanguage, languages, type Language } from "./languages.ts";

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

/** At most this many entries of an `Accept-Language` header are considered (a long header is noise). */
const maxAcceptedEntries = 20;

/**
 * The first supported language of an `Accept-Language` header, ranked by the
 * `negotiator` package (quality, then specificity, then order). `en_US` is read
 * as `en-US`; a bare `*` accepts the default language.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const accept = header.split(",").slice(0, maxAcceptedEntries).join(",").replaceAll("_", "-");
  const negotiator = new Negotiator({ headers: { "accept-language": accept } });
  const [best] = negotiator.languages([...languages]);
  return isLanguage(best) ? best : undefined;
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

/** Name of the cookie and local-storage key that hold the visitor's language choice. */
export const preferenceKey = "preferredLanguage";
/** Key under which i18next's browser detector caches the language. */
export const detectorCacheKey = "i18nextLng";
