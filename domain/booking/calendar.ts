import type { Weekday } from "../site/firm-contact.ts";
import { mergeIntervals, type Interval } from "./interval.ts";
import { addDays, weekdayOf, zonedParts, zonedTime } from "./zones.ts";
import { officeZone } from "../site/firm-contact.ts";

export type { Interval } from "./interval.ts";

/**
 * The office's calendar: its weekly hours, Mexico's statutory rest days and the
 * firm's own closed days, all on Mexico City's clock. Pure.
 */

/** Opening hours of some weekdays, Mexico City wall times ("HH:MM"; `closes` may be "24:00"). */
export interface WeekHours {
  readonly days: readonly Weekday[];
  readonly opens: string;
  readonly closes: string;
}

/** Monday to Friday, 09:00 to 18:00. */
export const defaultOfficeWeek: readonly WeekHours[] = [
  { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
];

export interface OfficeCalendar {
  readonly week: readonly WeekHours[];
  /** extra closed days of the firm, YYYY-MM-DD */
  readonly closedDays: readonly string[];
  /** default true */
  readonly statutoryHolidays?: boolean;
}

const minuteMs = 60 * 1000;

/** The nth Monday (1-based) of a month (1–12), YYYY-MM-DD. */
function nthMonday(year: number, month: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1));
  // getUTCDay: 0 is Sunday, 1 Monday.
  const firstMonday = 1 + ((8 - first.getUTCDay()) % 7);
  return new Date(Date.UTC(year, month - 1, firstMonday + 7 * (n - 1))).toISOString().slice(0, 10);
}

const restDaysByYear = new Map<number, readonly string[]>();

/**
 * Mexico's statutory rest days (Ley Federal del Trabajo, art. 74) of a year, YYYY-MM-DD
 * sorted: Jan 1; first Monday of February; third Monday of March; May 1; Sep 16; third
 * Monday of November; Oct 1 in years of the federal executive's transmission (every six
 * years: 2024, 2030, 2036 …); Dec 25. Election days (art. 74, VIII) are set by electoral
 * law year by year: the firm adds them to its closed days.
 */
export function statutoryRestDays(year: number): readonly string[] {
  let days = restDaysByYear.get(year);
  if (!days) {
    const y = String(year).padStart(4, "0");
    const list = [
      `${y}-01-01`,
      nthMonday(year, 2, 1),
      nthMonday(year, 3, 3),
      `${y}-05-01`,
      `${y}-09-16`,
      nthMonday(year, 11, 3),
      `${y}-12-25`,
    ];
    // The presidency changes hands every six years; since the 2024 transmission on October 1
    // (before, on December 1, which the law then named).
    if ((((year - 2024) % 6) + 6) % 6 === 0) list.push(year >= 2024 ? `${y}-10-01` : `${y}-12-01`);
    days = Object.freeze(list.sort());
    restDaysByYear.set(year, days);
  }
  return days;
}

/** Minutes since midnight of an "HH:MM" wall time (up to "24:00"). */
function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
  if (!match || Number(match[2]) > 59 || minutes > 24 * 60) throw new RangeError(`Not a wall time: ${time}`);
  return minutes;
}

/** The instant of a Mexico City day's wall time given in minutes since midnight (1440 is the next midnight). */
function officeInstant(day: string, minutes: number): number {
  const d = addDays(day, Math.floor(minutes / (24 * 60)));
  const m = minutes % (24 * 60);
  const time = `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  return zonedTime(d, time, officeZone);
}

/** The office's open intervals of one Mexico City day, as UTC ms, sorted and merged. */
export function officeIntervals(day: string, week: readonly WeekHours[]): Interval[] {
  const weekday = weekdayOf(day);
  const open: Interval[] = [];
  for (const hours of week) {
    if (!hours.days.includes(weekday)) continue;
    open.push({
      start: officeInstant(day, minutesOf(hours.opens)),
      end: officeInstant(day, minutesOf(hours.closes)),
    });
  }
  return mergeIntervals(open);
}

/** Whether the office is closed on a Mexico City day: a rest day, one of its closed days, or no hours that weekday. */
export function isClosedDay(day: string, office: OfficeCalendar): boolean {
  if (office.closedDays.includes(day)) return true;
  if (office.statutoryHolidays !== false && statutoryRestDays(Number(day.slice(0, 4))).includes(day)) {
    return true;
  }
  return officeIntervals(day, office.week).length === 0;
}

/** The open intervals of a Mexico City day, none when the office is closed. */
export function openIntervals(day: string, office: OfficeCalendar): Interval[] {
  return isClosedDay(day, office) ? [] : officeIntervals(day, office.week);
}

// An office that opens less than once a year is a mistake in its settings: stop looking.
const searchDays = 400;

/**
 * `from` plus `minutes` of open office time (counting only open hours of open days, in
 * Mexico City): the minimum notice. If `from` is outside hours, counting starts at the
 * next opening. Infinity when the office never opens.
 */
export function addOfficeMinutes(from: number, minutes: number, office: OfficeCalendar): number {
  let left = Math.max(0, minutes) * minuteMs;
  const today = zonedParts(from, officeZone).day;
  for (let i = 0; i < searchDays; i += 1) {
    for (const open of openIntervals(addDays(today, i), office)) {
      if (open.end <= from) continue;
      const start = Math.max(from, open.start);
      if (left <= open.end - start) return start + left;
      left -= open.end - start;
    }
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * The next office day strictly after `at`'s Mexico City day that is not closed,
 * YYYY-MM-DD (unlike domain/letters/reply-by.ts, it knows the holidays).
 */
export function nextOfficeDay(at: number, office: OfficeCalendar): string {
  const today = zonedParts(at, officeZone).day;
  for (let i = 1; i <= searchDays; i += 1) {
    const day = addDays(today, i);
    if (!isClosedDay(day, office)) return day;
  }
  throw new RangeError("The office calendar has no open day in a year");
}
