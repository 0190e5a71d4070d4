import { officeZone } from "#domain/site/firm-contact.ts";

/**
 * The firm's clock: Mexico City's calendar day and hour, whatever the server's
 * time zone (the funnel counts per day, the digest goes out at 08:00).
 */
const clock = new Intl.DateTimeFormat("en-CA", {
  timeZone: officeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
});

/** The Mexico City date (YYYY-MM-DD) and hour (0–23) of a time. */
export function mexicoCityClock(at: number) {
  const parts = Object.fromEntries(clock.formatToParts(at).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** The Mexico City calendar day of a time, as YYYY-MM-DD. */
export const mexicoCityDay = (at: number) => mexicoCityClock(at).day;

const local = new Intl.DateTimeFormat("en-CA", {
  timeZone: officeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Mexico City's local date and time of a time, "YYYY-MM-DD HH:MM" (what a spreadsheet reads as a date). */
export function mexicoCityDateTime(at: number): string {
  const parts = Object.fromEntries(local.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
