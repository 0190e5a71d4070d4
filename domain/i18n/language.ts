import { isLanguage, type Language } from "../site/pages.ts";

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

/** The first supported language of an `Accept-Language` header, by quality. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const lang = sanitizeLanguage(entry.tag);
    if (lang) return lang;
  }
  return undefined;
}

/** Reads one cookie from a `Cookie` header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Name of the cookie and local-storage key that hold the visitor's language choice. */
export const preferenceKey = "preferredLanguage";
/**
 * The query parameter that names a language: first in the detection order of `/`
 * (SPEC.md section 4), and the language switcher's marker on a page's URL, which
 * the server turns into the preference cookie (docs/decisions/016).
 */
export const languageChoiceParam = "lng";
/** Key under which i18next's browser detector caches the language. */
export const detectorCacheKey = "i18nextLng";

/** The preference cookie (read by the server for `/` and by the browser's detection), valid a year. */
export function preferenceCookie(lang: Language, secure: boolean): string {
  return `${preferenceKey}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
