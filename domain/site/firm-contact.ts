import { defaultLanguage, type DefaultLanguage, type Language } from "#i18n/languages.ts";

/**
 * What the browser needs of the firm's profile: its links and words, without the
 * profile's schema (domain/site/firm-profile.ts, which the build runs and which
 * would bring zod into every page's first load).
 */

/** The four partner areas of the About page (their role, bio and industries are copy). */
export const partnerAreas = ["operations", "finance", "growth", "legal"] as const;
export type PartnerArea = (typeof partnerAreas)[number];

/** The office's zone: its hours, its calendar days and its holidays are Mexico City's (domain/booking/zones.ts reads its clock). */
export const officeZone = "America/Mexico_City";

/** Days as schema.org writes them (`dayOfWeek`), Monday first. */
export const weekdays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

/**
 * A text for every language, or one per language: the default language's at
 * least; a language without its own shows the default language's (and the build
 * warns: domain/site/firm-profile.ts, `missingFacts`).
 */
export type Localized =
  string | (Readonly<Partial<Record<Language, string>>> & Readonly<Record<DefaultLanguage, string>>);

/** A text in a language. */
export function localize(value: Localized, lang: Language): string;
export function localize(value: Localized | undefined, lang: Language): string | undefined;
export function localize(value: Localized | undefined, lang: Language): string | undefined {
  if (value === undefined || typeof value === "string") return value;
  return value[lang] ?? (value as Readonly<Partial<Record<Language, string>>>)[defaultLanguage];
}

export function digitsOf(phone: string): string {
  return phone.replace(/\D/g, "");
}

/** A number as a link shows it: it never breaks across lines (non-breaking spaces and hyphens). */
export function phoneText(phone: string): string {
  return phone.replaceAll(" ", "\u00a0").replaceAll("-", "\u2011");
}

/** The `tel:` link of a number: "tel:+525512345678". */
export function telHref(phone: string): string {
  return `tel:+${digitsOf(phone)}`;
}

/** WhatsApp's click-to-chat link with a prefilled message: https://wa.me/525512345678?text=… */
export function whatsappHref(phone: string, message: string): string {
  return `https://wa.me/${digitsOf(phone)}?text=${encodeURIComponent(message)}`;
}
