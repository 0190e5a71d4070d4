import { weekdays, type Weekday } from "../site/firm-contact.ts";

/**
 * Wall clocks of IANA time zones, with the platform's `Intl` (no date library).
 * Instants are UTC milliseconds; a calendar day is "YYYY-MM-DD" and a wall time
 * "HH:MM" (24 h). The office keeps Mexico City's clock (`officeZone`, domain/site/firm-contact.ts); a visitor sees their own.
 * Pure.
 */

const minute = 60 * 1000;
const day = 24 * 60 * minute;

// Building a DateTimeFormat costs far more than formatting with one: one per zone, kept.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formats.set(zone, format);
  }
  return format;
}

/** Whether `zone` names an IANA time zone the platform knows ("UTC" too; offsets such as "+05:00" are not zones). */
export function isTimeZone(zone: string): boolean {
  // Intl accepts "+05:00" as a zone since ES2024; a visitor's zone is a place, so refuse offsets.
  if (!/^[A-Za-z]/.test(zone)) return false;
  try {
    formatOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of an instant in a zone, read as Intl gives it (as if it were UTC, ms). */
function wallClockOf(at: number, zone: string): number {
  const parts: Record<string, string> = {};
  for (const p of formatOf(zone).formatToParts(at)) parts[p.type] = p.value;
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

// formatToParts is most of a booking's CPU time (it ran thousands of times per open-times
// computation): the offset of each zone's quarter hour is kept, when it is the same at
// both ends of the quarter (offsets change on the hour or the half hour, never twice in one).
const quarter = 15 * minute;
const offsets = new Map<string, number>();

/** The wall clock of an instant in a zone, read as if it were UTC (ms): the zone's offset is the difference. */
function wallClock(at: number, zone: string): number {
  const start = Math.floor(at / quarter) * quarter;
  const key = `${zone}|${start}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const first = wallClockOf(start, zone) - start;
    const last = wallClockOf(start + quarter - 1000, zone) - (start + quarter - 1000);
    if (first !== last) return wallClockOf(at, zone);
    offset = first;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  // Intl gives whole seconds: the instant's own milliseconds are dropped, as formatToParts drops them.
  return Math.floor(at / 1000) * 1000 + offset;
}

/** The calendar day, wall time and weekday of an instant in a zone. */
export function zonedParts(at: number, zone: string): { day: string; time: string; weekday: Weekday } {
  const iso = new Date(wallClock(at, zone)).toISOString();
  const d = iso.slice(0, 10);
  return { day: d, time: iso.slice(11, 16), weekday: weekdayOf(d) };
}

const dayTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A day and wall time as a UTC instant, as if the zone were UTC (the "wall clock" value). */
function wallValue(d: string, time: string): number {
  const m = dayTime.exec(`${d}T${time}`);
  const [month, date, hour, minutes] = m ? [2, 3, 4, 5].map((i) => Number(m[i])) : [];
  const value =
    m && month! >= 1 && month! <= 12 && date! >= 1 && date! <= 31 && hour! <= 24 && minutes! <= 59
      ? Date.UTC(Number(m[1]), month! - 1, date!, hour!, minutes!)
      : Number.NaN;
  if (Number.isNaN(value)) throw new RangeError(`Not a day and time: ${d} ${time}`);
  return value;
}

/**
 * The instant (UTC ms) at which a zone's clocks show `time` on `day`. In a gap (clocks
 * jump forward) the wall time does not exist: the instant read with the offset before
 * the jump, which the clocks show as that much later (02:30 → 03:30), as a person whose
 * clock moved forward would understand it. In an overlap (clocks go back) the earlier
 * of the two instants.
 */
export function zonedTime(d: string, time: string, zone: string): number {
  const key = `${d}|${time}|${zone}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  const instant = instantOf(d, time, zone);
  if (instants.size > 50_000) instants.clear();
  instants.set(key, instant);
  return instant;
}

/** The same days' office hours come back for every member and every booking: each instant computed once. */
const instants = new Map<string, number>();

function instantOf(d: string, time: string, zone: string): number {
  const wall = wallValue(d, time);
  // Zones change offset at most a few times a year: a day either side gives the offsets
  // before and after any change that could touch this wall time.
  const before = wallClock(wall - day, zone) - (wall - day);
  const after = wallClock(wall + day, zone) - (wall + day);
  const candidates = [wall - before, wall - after].filter((t) => wallClock(t, zone) === wall);
  if (candidates.length > 0) return Math.min(...candidates);
  return wall - before;
}

// Calendar arithmetic runs for every member, day and booking: each answer kept.
const dayMath = new Map<string, string>();

/** Calendar arithmetic on a YYYY-MM-DD day. */
export function addDays(d: string, n: number): string {
  const key = `${d}|${n}`;
  let result = dayMath.get(key);
  if (result === undefined) {
    result = new Date(wallValue(d, "00:00") + n * day).toISOString().slice(0, 10);
    if (dayMath.size > 50_000) dayMath.clear();
    dayMath.set(key, result);
  }
  return result;
}

/** The weekday of a calendar day. */
export function weekdayOf(d: string): Weekday {
  // getUTCDay: 0 is Sunday; `weekdays` starts on Monday.
  return weekdays[(new Date(wallValue(d, "00:00")).getUTCDay() + 6) % 7]!;
}
