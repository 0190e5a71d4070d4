import type { Language } from "#domain/site/pages.ts";
import type { SiteSettings } from "#domain/site/settings.ts";

declare const __SITE_SETTINGS__: SiteSettings;

/** Site settings, fixed at build time from the environment (server/env.ts reads it). */
export const settings: SiteSettings = __SITE_SETTINGS__;

/** The firm's address as each language writes it. */
export function legalAddress(lang: Language, site: SiteSettings = settings): string {
  const byLanguage: Record<Language, string> = { es: site.legalAddress, en: site.legalAddressEn };
  return byLanguage[lang];
}
