import { languageInfo, type Language } from "#i18n/languages.ts";
import { nextOfficeDay } from "../booking/calendar.ts";
import { weekdays, type Weekday } from "../site/firm-contact.ts";

/**
 * By when a person answers a contact message (docs/decisions/095): the next office
 * day after the day the message arrived, on Mexico City's calendar. The office days
 * are those of the firm's office hours (its profile) when it gives them, else Monday
 * to Friday, less Mexico's statutory rest days. Pure.
 */

/** The default office days when the profile gives no office hours. */
export const defaultOfficeDays: readonly Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

/**
 * The Mexico City calendar day of the reply, as YYYY-MM-DD: the next office day
 * after the day it arrived, on the office calendar the booking page uses
 * (docs/decisions/068): Mexico's statutory rest days are not office days.
 */
export function replyByDay(receivedAt: number, officeDays: readonly Weekday[] = defaultOfficeDays): string {
  const days = officeDays.length > 0 ? officeDays : defaultOfficeDays;
  return nextOfficeDay(receivedAt, { week: [{ days, opens: "00:00", closes: "24:00" }], closedDays: [] });
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
