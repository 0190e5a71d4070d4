import { weekdays, type Weekday } from "../site/firm-contact.ts";

/**
 * Wall clocks of IANA time zones, with the platform's `Intl` (no date library).
 * Instants are UTC milliseconds; a calendar day is "YYYY-MM-DD" and a wall time
 * "HH:MM" (24 h). The office keeps Mexico City's clock; a visitor sees their own.
 * Pure.
 */

/** The office's zone: its hours, its calendar days and its holidays are Mexico City's. */
export const officeZone = "America/Mexico_City";

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

/** The wall clock of an instant in a zone, read as if it were UTC (ms): the zone's offset is the difference. */
function wallClock(at: number, zone: string): number {
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

/** The calendar day, wall time and weekday of an instant in a zone. */
export function zonedParts(at: number, zone: string): { day: string; time: string; weekday: Weekday } {
  const iso = new Date(wallClock(at, zone)).toISOString();
  const d = iso.slice(0, 10);
  return { day: d, time: iso.slice(11, 16), weekday: weekdayOf(d) };
}

/** A day and wall time as a UTC instant, as if the zone were UTC (the "wall clock" value). */
function wallValue(d: string, time: string): number {
  const value = Date.parse(`${d}T${time}:00Z`);
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
  const wall = wallValue(d, time);
  // Zones change offset at most a few times a year: a day either side gives the offsets
  // before and after any change that could touch this wall time.
  const before = wallClock(wall - day, zone) - (wall - day);
  const after = wallClock(wall + day, zone) - (wall + day);
  const candidates = [wall - before, wall - after].filter((t) => wallClock(t, zone) === wall);
  if (candidates.length > 0) return Math.min(...candidates);
  return wall - before;
}

/** Calendar arithmetic on a YYYY-MM-DD day. */
export function addDays(d: string, n: number): string {
  return new Date(wallValue(d, "00:00") + n * day).toISOString().slice(0, 10);
}

/** The weekday of a calendar day. */
export function weekdayOf(d: string): Weekday {
  // getUTCDay: 0 is Sunday; `weekdays` starts on Monday.
  return weekdays[(new Date(wallValue(d, "00:00")).getUTCDay() + 6) % 7]!;
}

let zoneList: readonly string[] | undefined;

/** Every IANA zone of Intl.supportedValuesOf("timeZone") plus "UTC", sorted, for a selector. */
export function timeZoneList(): readonly string[] {
  // supportedValuesOf gives canonical zones and leaves out "UTC", which many people pick.
  zoneList ??= Object.freeze([...new Set([...Intl.supportedValuesOf("timeZone"), "UTC"])].sort());
  return zoneList;
}
