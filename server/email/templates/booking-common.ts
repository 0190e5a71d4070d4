import { isTimeZone } from "#domain/booking/zones.ts";
import { officeZone } from "#domain/site/firm-contact.ts";
import { languageInfo, type Language } from "#i18n/languages.ts";
import { interpolate } from "#i18n/translate.ts";
import { locales } from "#i18n/words.ts";

/**
 * The e-mails of a call booked on the site: the invitation (or its change, or
 * its cancellation) to the visitor and to the team member the call is with,
 * each with the calendar invitation; a notice to the team; reminders to the
 * visitor. Like every template, the builders give the envelope and `data`;
 * the bodies and the .ics are made from `data` when the outbox sends them.
 */

export type BookingChange = "booked" | "moved" | "cancelled";

export type Person = { readonly name: string; readonly email: string };
export type Meeting =
  { readonly kind: "video"; readonly link: string } | { readonly kind: "phone"; readonly number: string };

export interface BookingMailInput {
  readonly change: BookingChange;
  readonly bookingId: string;
  /** The invitation's UID, stable for the booking's life. */
  readonly uid: string;
  /** 0 at booking, +1 per reschedule; a cancellation carries the latest + 1. */
  readonly sequence: number;
  readonly start: number;
  readonly end: number;
  readonly minutes: number;
  readonly visitor: Person & {
    readonly company: string;
    readonly language: Language;
    /** IANA zone the visitor booked from. */
    readonly timeZone: string;
  };
  readonly member: Person;
  readonly meeting: Meeting;
  /** One line, may be "". */
  readonly topic: string;
  /** The signed link to reschedule or cancel (visitor only). */
  readonly manageUrl: string;
  /** The lead's page in the team inbox (team and member). */
  readonly leadUrl: string;
  /** When the change was made: the invitation's DTSTAMP. */
  readonly stamp: number;
}

/** The visitor's zone, or Mexico City's if it is not one Intl knows: an unknown zone would fail every attempt to send. */
export function zoneOf(timeZone: string): string {
  return isTimeZone(timeZone) ? timeZone : officeZone;
}

// Building a DateTimeFormat costs far more than formatting with one: each kept, by its options.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** "lunes, 15 de marzo, 11:00 a.m. GMT-4", "Monday, March 15 at 11:00 AM EDT"; the time alone with `date: false`. */
export function moment(at: number, lang: Language, timeZone: string, { date = true } = {}): string {
  return formatter(languageInfo(lang).documentLang, {
    timeZone,
    ...(date ? { weekday: "long", day: "numeric", month: "long" } : {}),
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  })
    .format(at)
    .replace(/\u202f|\u00a0/g, " ");
}

/** A zone's calendar day and wall clock, to compare two zones by. */
const clock = (at: number, timeZone: string) => {
  const [day, time] = formatter("en-CA", {
    timeZone,
    dateStyle: "short",
    timeStyle: "short",
    hourCycle: "h23",
  })
    .format(at)
    .split(", ");
  return { day, time };
};

/** Whether Mexico City's clock reads the same as the zone's at that moment (then one time says it all). */
export function onMexicoClock(at: number, timeZone: string): boolean {
  const there = clock(at, timeZone);
  const mexico = clock(at, officeZone);
  return there.day === mexico.day && there.time === mexico.time;
}

/** The moment on the visitor's clock, with Mexico City's beside it when the clocks differ (its date too when the day does). */
export function visitorMoment(at: number, lang: Language, timeZone: string): string {
  const zone = zoneOf(timeZone);
  const when = moment(at, lang, zone);
  if (onMexicoClock(at, zone)) return when;
  return interpolate(locales[lang].bookingMail.whenBeside, {
    when,
    mexico: moment(at, lang, officeZone, { date: clock(at, zone).day !== clock(at, officeZone).day }),
  });
}

export const location = (meeting: Meeting) => (meeting.kind === "video" ? meeting.link : meeting.number);
export const method = (change: BookingChange) => (change === "cancelled" ? "CANCEL" : "REQUEST");
