import { languageInfo, type Language } from "#i18n/languages.ts";
import { officeZone } from "../site/firm-contact.ts";

/**
 * How the booking pages and the inbox write a time: the language's own clock
 * and names, in a zone (the platform's Intl; cached per language and zone).
 */

const cache = new Map<string, Intl.DateTimeFormat>();
function format(lang: Language, zone: string, options: Intl.DateTimeFormatOptions, key: string) {
  const id = `${lang}|${zone}|${key}`;
  let f = cache.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(languageInfo(lang).documentLang, { timeZone: zone, ...options });
    cache.set(id, f);
  }
  return f;
}

/** "10:30" (or "10:30 AM" in English) in a zone. */
export const clockTime = (at: number, zone: string, lang: Language) =>
  format(lang, zone, { hour: "numeric", minute: "2-digit" }, "time").format(at);

/** "lunes, 7 de diciembre" / "Monday, December 7" of a YYYY-MM-DD day. */
export const dayTitle = (day: string, lang: Language) =>
  format(lang, "UTC", { weekday: "long", day: "numeric", month: "long" }, "day").format(
    Date.parse(`${day}T12:00:00Z`),
  );

/** The whole moment: "lunes, 7 de diciembre, 10:30 EST". */
export const dateTime = (at: number, zone: string, lang: Language) =>
  format(
    lang,
    zone,
    {
      weekday: "long",
      day: "numeric",
      month: "long",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    },
    "full",
  ).format(at);

/** A zone as a person reads it: "America/New_York" → "New York (GMT-5)"; Mexico City's by its name. */
export function zoneName(zone: string, lang: Language, at: number): string {
  const offset =
    format(lang, zone, { timeZoneName: "shortOffset" }, "offset")
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value ?? "";
  const city = (zone.split("/").at(-1) ?? zone).replaceAll("_", " ");
  return offset ? `${city} (${offset})` : city;
}

/** Whether a zone shows another clock than Mexico City's at `at`. */
export const differsFromOffice = (zone: string, at: number) =>
  zone !== officeZone &&
  format("es", zone, { hour: "2-digit", minute: "2-digit", day: "2-digit", hourCycle: "h23" }, "cmp").format(
    at,
  ) !==
    format(
      "es",
      officeZone,
      { hour: "2-digit", minute: "2-digit", day: "2-digit", hourCycle: "h23" },
      "cmp",
    ).format(at);

/** The zones the selector offers: common ones for the firm's visitors, plus the one shown. */
export const commonZones = [
  officeZone,
  "America/Monterrey",
  "America/Cancun",
  "America/Chihuahua",
  "America/Hermosillo",
  "America/Mazatlan",
  "America/Tijuana",
  "America/Los_Angeles",
  "America/Denver",
  "America/Phoenix",
  "America/Chicago",
  "America/New_York",
  "America/Toronto",
  "America/Bogota",
  "America/Lima",
  "America/Santiago",
  "America/Argentina/Buenos_Aires",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Madrid",
  "Europe/Paris",
  "Europe/Berlin",
  "Asia/Dubai",
  "Asia/Singapore",
  "Asia/Shanghai",
  "Asia/Tokyo",
  "Australia/Sydney",
  "UTC",
] as const;
