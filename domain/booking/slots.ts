import {
  officeIntervals,
  openIntervals,
  addOfficeMinutes,
  type OfficeCalendar,
  type WeekHours,
} from "./calendar.ts";
import { intersectIntervals, mergeIntervals, overlaps, type Interval } from "./interval.ts";
import { addDays, zonedParts } from "./zones.ts";
import { officeZone } from "../site/firm-contact.ts";

export type { Interval } from "./interval.ts";

/**
 * The open times of "book a call": start times on the office's grid, inside the
 * office's and the member's hours, after the minimum notice, within the window,
 * clear of the member's calendar and of their calls with a buffer around each, under
 * their daily cap. All days and grids are Mexico City's; a visitor's zone only
 * groups the result (slotsByDay). Pure: the clock is an input.
 */

export interface BookingRules {
  /** minimum notice in OFFICE minutes, default 240 */
  readonly noticeMinutes: number;
  /** default 15: between a member's calls, both sides */
  readonly bufferMinutes: number;
  /** default 14: calendar days from today (Mexico City) shown and bookable */
  readonly windowDays: number;
  /** default 6: a member's calls per Mexico City day */
  readonly dailyCap: number;
  /** default 30: start times on the :00/:30 grid (Mexico City) */
  readonly stepMinutes: number;
}

export const defaultRules: BookingRules = {
  noticeMinutes: 240,
  bufferMinutes: 15,
  windowDays: 14,
  dailyCap: 6,
  stepMinutes: 30,
};

export interface MemberCalendar {
  /** the member's e-mail */
  readonly id: string;
  /** their own hours; intersected with the office's; absent = the office's */
  readonly hours?: readonly WeekHours[];
  /** from their calendar feed (no buffer applied) */
  readonly busy: readonly Interval[];
  /** their calls already booked (buffer applied around these) */
  readonly booked: readonly Interval[];
  /** e.g. feed could not be read: fail closed, offers nothing */
  readonly unavailable?: boolean;
}

export interface Slot {
  readonly start: number;
  readonly end: number;
  /** members free for it, in input order */
  readonly members: readonly string[];
}

const minuteMs = 60 * 1000;

function checkInput(minutes: number, rules: BookingRules): void {
  // A zero step would never advance, a call of no length is a caller's mistake: say so.
  if (!(minutes > 0) || !(rules.stepMinutes > 0)) {
    throw new RangeError(`A call needs a length and a grid step (got ${minutes} and ${rules.stepMinutes})`);
  }
}

/** Minutes since Mexico City's midnight of an instant. */
function officeMinuteOfDay(at: number): number {
  const { time } = zonedParts(at, officeZone);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Whether an instant is on the office's start grid (whole minutes, a multiple of the step since midnight). */
function onGrid(at: number, stepMinutes: number): boolean {
  return at % minuteMs === 0 && officeMinuteOfDay(at) % stepMinutes === 0;
}

/** The grid's start times whose call fits entirely in one of the intervals, ascending. */
function gridStarts(open: readonly Interval[], minutes: number, stepMinutes: number): number[] {
  const starts: number[] = [];
  for (const { start, end } of open) {
    const skew = officeMinuteOfDay(start) % stepMinutes;
    for (let t = start + ((stepMinutes - skew) % stepMinutes) * minuteMs; t + minutes * minuteMs <= end;) {
      starts.push(t);
      t += stepMinutes * minuteMs;
    }
  }
  return starts;
}

/** A member's open intervals of a Mexico City day: the office's, narrowed by their own hours. */
function memberIntervals(day: string, office: readonly Interval[], member: MemberCalendar): Interval[] {
  return member.hours ? intersectIntervals(office, officeIntervals(day, member.hours)) : [...office];
}

/** What keeps a member from a call: their calendar, and their calls widened by the buffer; sorted, merged. */
function blockersOf(member: MemberCalendar, bufferMinutes: number): Interval[] {
  const buffer = Math.max(0, bufferMinutes) * minuteMs;
  return mergeIntervals([
    ...member.busy,
    ...member.booked.map((b) => ({ start: b.start - buffer, end: b.end + buffer })),
  ]);
}

/** A member's booked calls per Mexico City day (of the call's start). */
function callsPerDay(member: MemberCalendar): Map<string, number> {
  const calls = new Map<string, number>();
  for (const b of member.booked) {
    const day = zonedParts(b.start, officeZone).day;
    calls.set(day, (calls.get(day) ?? 0) + 1);
  }
  return calls;
}

/** The open slots of the window, ascending, each with the members free for it. */
export function openSlots(input: {
  now: number;
  minutes: number;
  rules: BookingRules;
  office: OfficeCalendar;
  members: readonly MemberCalendar[];
}): Slot[] {
  const { now, minutes, rules, office } = input;
  checkInput(minutes, rules);
  const length = minutes * minuteMs;
  const earliest = addOfficeMinutes(now, rules.noticeMinutes, office);
  const today = zonedParts(now, officeZone).day;
  const members = input.members
    .filter((m) => !m.unavailable)
    .map((member) => ({
      member,
      blockers: blockersOf(member, rules.bufferMinutes),
      calls: callsPerDay(member),
      // The days come in order, so each member's blockers are swept once across the window.
      next: 0,
    }));
  const slots: Slot[] = [];
  for (let i = 0; i < rules.windowDays; i += 1) {
    const day = addDays(today, i);
    const open = openIntervals(day, office);
    const starts = gridStarts(open, minutes, rules.stepMinutes).filter((t) => t >= earliest);
    if (starts.length === 0) continue;
    const free: string[][] = starts.map(() => []);
    for (const m of members) {
      if ((m.calls.get(day) ?? 0) >= rules.dailyCap) continue;
      const hours = memberIntervals(day, open, m.member);
      let h = 0;
      for (let k = 0; k < starts.length; k += 1) {
        const start = starts[k]!;
        const end = start + length;
        // Later starts end later: an interval ending before this call ends holds none of them.
        while (h < hours.length && hours[h]!.end < end) h += 1;
        const within = h < hours.length && hours[h]!.start <= start;
        while (m.next < m.blockers.length && m.blockers[m.next]!.end <= start) m.next += 1;
        const blocked = m.next < m.blockers.length && m.blockers[m.next]!.start < end;
        if (within && !blocked) free[k]!.push(m.member.id);
      }
    }
    starts.forEach((start, k) => {
      if (free[k]!.length > 0) slots.push({ start, end: start + length, members: free[k]! });
    });
  }
  return slots;
}

/**
 * Whether one member can take [start, start+minutes): the same rules as openSlots (used
 * inside the booking transaction to re-check; `member.booked` is without the call being
 * booked).
 */
export function memberFree(input: {
  now: number;
  start: number;
  minutes: number;
  rules: BookingRules;
  office: OfficeCalendar;
  member: MemberCalendar;
}): boolean {
  const { now, start, minutes, rules, office, member } = input;
  checkInput(minutes, rules);
  if (member.unavailable || !onGrid(start, rules.stepMinutes)) return false;
  if (start < addOfficeMinutes(now, rules.noticeMinutes, office)) return false;
  const today = zonedParts(now, officeZone).day;
  const day = zonedParts(start, officeZone).day;
  if (day < today || day > addDays(today, rules.windowDays - 1)) return false;
  const call = { start, end: start + minutes * minuteMs };
  const hours = memberIntervals(day, openIntervals(day, office), member);
  if (!hours.some((h) => h.start <= call.start && call.end <= h.end)) return false;
  if ((callsPerDay(member).get(day) ?? 0) >= rules.dailyCap) return false;
  return !blockersOf(member, rules.bufferMinutes).some((b) => overlaps(b, call));
}

/** Which member takes a call: the owner when free; else the free member with the fewest calls in `weekCounts` (ties: input order). */
export function chooseMember(
  free: readonly string[],
  owner: string | null,
  weekCounts: ReadonlyMap<string, number>,
): string | undefined {
  if (owner !== null && free.includes(owner)) return owner;
  let chosen: string | undefined;
  let fewest = Number.POSITIVE_INFINITY;
  for (const id of free) {
    const count = weekCounts.get(id) ?? 0;
    if (count < fewest) {
      chosen = id;
      fewest = count;
    }
  }
  return chosen;
}

/**
 * The slots grouped by the visitor's calendar day in `zone`, every day of the window
 * listed (days without a slot have an empty list), from today in that zone. A visitor
 * far from Mexico City may see the window's last slots fall on the day after: those
 * days are listed too.
 */
export function slotsByDay(
  slots: readonly Slot[],
  zone: string,
  now: number,
  windowDays: number,
): { day: string; slots: Slot[] }[] {
  const byDay = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => a.start - b.start)) {
    const day = zonedParts(slot.start, zone).day;
    const list = byDay.get(day);
    if (list) list.push(slot);
    else byDay.set(day, [slot]);
  }
  const today = zonedParts(now, zone).day;
  let last = addDays(today, windowDays - 1);
  for (const day of byDay.keys()) if (day > last) last = day;
  const days: { day: string; slots: Slot[] }[] = [];
  for (let day = today; day <= last; day = addDays(day, 1)) days.push({ day, slots: byDay.get(day) ?? [] });
  return days;
}
