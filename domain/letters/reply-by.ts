import { languageInfo, type Language } from "../i18n/languages.ts";
import { weekdays, type Weekday } from "../site/firm-contact.ts";

/**
 * By when a person answers a contact message (docs/decisions/041): the next office
 * day after the day the message arrived, on Mexico City's calendar. The office days
 * are those of the firm's office hours (its profile) when it gives them, else Monday
 * to Friday. Holidays are not known to the product: a message before one is promised
 * an answer on it. Pure.
 */

/** The default office days when the profile gives no office hours. */
export const defaultOfficeDays: readonly Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

const mexicoCityDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Mexico_City",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Mexico City calendar day of the reply, as YYYY-MM-DD. */
export function replyByDay(receivedAt: number, officeDays: readonly Weekday[] = defaultOfficeDays): string {
  const days = new Set(officeDays.length > 0 ? officeDays : defaultOfficeDays);
  // The day it arrived, as a UTC midnight: calendar arithmetic without the clock's offsets.
  let day = Date.parse(`${mexicoCityDate.format(receivedAt)}T00:00:00Z`);
  for (let i = 0; i < 7; i += 1) {
    day += 24 * 60 * 60 * 1000;
    // getUTCDay: 0 is Sunday; `weekdays` starts on Monday.
    if (days.has(weekdays[(new Date(day).getUTCDay() + 6) % 7]!)) break;
  }
  return new Date(day).toISOString().slice(0, 10);
}

/** A calendar day's weekday, day and month as a letter names them ("lunes", "30", "noviembre"). */
export function dayParts(day: string, lang: Language): { weekday: string; day: string; month: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat(languageInfo(lang).documentLang, {
      timeZone: "UTC",
      weekday: "long",
      day: "numeric",
      month: "long",
    })
      .formatToParts(Date.parse(`${day}T12:00:00Z`))
      .map((p) => [p.type, p.value]),
  );
  return { weekday: parts.weekday ?? "", day: parts.day ?? "", month: parts.month ?? "" };
}

/** The office days of a profile's office hours (none: the default). */
export function officeDaysOf(hours: readonly { readonly days: readonly Weekday[] }[] | undefined): Weekday[] {
  const days = new Set(hours?.flatMap((h) => h.days) ?? []);
  return days.size > 0 ? weekdays.filter((d) => days.has(d)) : [...defaultOfficeDays];
}
