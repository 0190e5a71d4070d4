import type { DetectorOptions } from "i18next-browser-languagedetector";
import {
  detectorCacheKey,
  languageChoiceParam,
  preferenceCookie,
  preferenceKey,
  readCookie,
  sanitizeLanguage,
} from "#i18n/languages.ts";
import { defaultLanguage, languages, type Language } from "#i18n/languages.ts";

/**
 * Browser language detection in the order of docs/product.md ("Pages and languages"): query
 * parameter `lng`, cookie, local storage, session storage, browser language,
 * page language. Every detected value goes through sanitizeLanguage, so a value
 * that looks like script injection is discarded rather than used or cached.
 */
export const detectionOptions: DetectorOptions = {
  order: ["querystring", "cookie", "localStorage", "sessionStorage", "navigator", "htmlTag"],
  lookupQuerystring: languageChoiceParam,
  lookupCookie: preferenceKey,
  lookupLocalStorage: detectorCacheKey,
  lookupSessionStorage: detectorCacheKey,
  caches: ["localStorage"],
  convertDetectedLanguage: (value: string) => sanitizeLanguage(value) ?? "",
};

/**
 * The language for `/` in the browser (a static host; the Node server answers `/`
 * itself, in the same order: domain/site/redirects.ts): the `lng` query parameter,
 * then the stored preference (cookie, then local storage), then detection, then Spanish.
 */
export async function detectLanguage(): Promise<Language> {
  const query = sanitizeLanguage(new URLSearchParams(window.location.search).get(languageChoiceParam));
  const stored = query
    ? undefined
    : (sanitizeLanguage(readCookie(document.cookie, preferenceKey)) ??
      sanitizeLanguage(readStorage(preferenceKey)));
  if (stored) return stored;
  const [{ createInstance }, detector] = await Promise.all([import("i18next"), loadDetector()]);
  const instance = createInstance();
  await instance.use(detector).init({
    supportedLngs: [...languages],
    fallbackLng: defaultLanguage,
    load: "languageOnly",
    nonExplicitSupportedLngs: true,
    detection: detectionOptions,
    resources: {},
  });
  // No resources are loaded here, so `resolvedLanguage` stays unset: read the detected language.
  return sanitizeLanguage(instance.resolvedLanguage ?? instance.language) ?? defaultLanguage;
}

/** i18next and its detector are needed only to answer `/`: chunks of their own, out of the first load. */
async function loadDetector() {
  return (await import("i18next-browser-languagedetector")).default;
}

/**
 * Caches the page's language where i18next's detector looks for it (`i18nextLng`
 * in local storage, its only cache here), without loading the detector: that is
 * needed only to answer `/`, so it stays out of the first load.
 */
export function cacheLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(detectorCacheKey, lang);
  } catch {
    // Storage can be disabled: nothing to cache then.
  }
}

/** Stores the visitor's explicit choice: local storage and a cookie the server reads for `/`. */
export function storePreference(lang: Language): void {
  try {
    window.localStorage.setItem(preferenceKey, lang);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  document.cookie = preferenceCookie(lang, window.location.protocol === "https:");
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
