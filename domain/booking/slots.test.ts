import { describe, expect, it } from "vitest";
import { defaultOfficeWeek, type OfficeCalendar } from "./calendar.ts";
import {
  chooseMember,
  defaultRules,
  memberFree,
  openSlots,
  slotsByDay,
  type BookingRules,
  type MemberCalendar,
  type Slot,
} from "./slots.ts";
import { zonedParts } from "./zones.ts";

/** A moment given as Mexico City's wall clock (UTC−6, no daylight saving since 2022). */
const mx = (local: string) => Date.parse(`${local}:00-06:00`);
/** A slot's start as Mexico City's wall clock, "YYYY-MM-DDTHH:MM". */
const mxText = (at: number) => {
  const { day, time } = zonedParts(at, "America/Mexico_City");
  return `${day}T${time}`;
};
const span = (from: string, to: string) => ({ start: mx(from), end: mx(to) });

const office: OfficeCalendar = { week: defaultOfficeWeek, closedDays: [] };
const ana: MemberCalendar = { id: "ana@pontas.mx", busy: [], booked: [] };
const beto: MemberCalendar = { id: "beto@pontas.mx", busy: [], booked: [] };

const starts = (slots: readonly Slot[]) => slots.map((s) => mxText(s.start));
const startsOn = (slots: readonly Slot[], day: string) => starts(slots).filter((s) => s.startsWith(day));

function slots(
  now: number,
  members: readonly MemberCalendar[],
  rules: Partial<BookingRules> = {},
  minutes = 30,
) {
  return openSlots({ now, minutes, rules: { ...defaultRules, ...rules }, office, members });
}

describe("openSlots", () => {
  it("offers the :00/:30 grid of office hours after four office hours of notice", () => {
    // Wednesday 08:00, before opening: the notice counts from 09:00, so 13:00.
    const open = slots(mx("2027-01-27T08:00"), [ana]);
    expect(startsOn(open, "2027-01-27")).toEqual([
      "2027-01-27T13:00",
      "2027-01-27T13:30",
      "2027-01-27T14:00",
      "2027-01-27T14:30",
      "2027-01-27T15:00",
      "2027-01-27T15:30",
      "2027-01-27T16:00",
      "2027-01-27T16:30",
      "2027-01-27T17:00",
      "2027-01-27T17:30",
    ]);
    expect(startsOn(open, "2027-01-28")).toHaveLength(18);
    expect(open[0]).toEqual({
      start: mx("2027-01-27T13:00"),
      end: mx("2027-01-27T13:30"),
      members: [ana.id],
    });
  });

  it("fits 20-minute calls on the 30-minute grid, the last one ending by closing", () => {
    const open = slots(mx("2027-01-27T08:00"), [ana], {}, 20);
    expect(startsOn(open, "2027-01-28").at(-1)).toBe("2027-01-28T17:30");
    expect(open[0]!.end - open[0]!.start).toBe(20 * 60 * 1000);
  });

  it("counts the notice across a weekend and a holiday (Monday 2027-02-01)", () => {
    // Friday 16:00: two hours on Friday, two on Tuesday (Monday is a rest day).
    const open = slots(mx("2027-01-29T16:00"), [ana]);
    expect(starts(open)[0]).toBe("2027-02-02T11:00");
    expect(startsOn(open, "2027-01-30")).toEqual([]);
    expect(startsOn(open, "2027-02-01")).toEqual([]);
  });

  it("keeps the buffer around booked calls but not around calendar events", () => {
    const now = mx("2027-01-27T08:00");
    const booked = slots(now, [{ ...ana, booked: [span("2027-01-28T14:00", "2027-01-28T14:30")] }]);
    // Blocked: [13:45, 14:45).
    expect(startsOn(booked, "2027-01-28T1")).toEqual([
      "2027-01-28T10:00",
      "2027-01-28T10:30",
      "2027-01-28T11:00",
      "2027-01-28T11:30",
      "2027-01-28T12:00",
      "2027-01-28T12:30",
      "2027-01-28T13:00",
      "2027-01-28T15:00",
      "2027-01-28T15:30",
      "2027-01-28T16:00",
      "2027-01-28T16:30",
      "2027-01-28T17:00",
      "2027-01-28T17:30",
    ]);
    const busy = slots(now, [{ ...ana, busy: [span("2027-01-28T14:00", "2027-01-28T14:30")] }]);
    expect(startsOn(busy, "2027-01-28T1")).toContain("2027-01-28T13:30");
    expect(startsOn(busy, "2027-01-28T1")).toContain("2027-01-28T14:30");
    expect(startsOn(busy, "2027-01-28T1")).not.toContain("2027-01-28T14:00");
    // An event partly overlapping a slot blocks it.
    const partial = slots(now, [{ ...ana, busy: [span("2027-01-28T10:10", "2027-01-28T10:20")] }]);
    expect(startsOn(partial, "2027-01-28T10")).toEqual(["2027-01-28T10:30"]);
  });

  it("stops offering a member's day once their daily cap is reached", () => {
    const member = {
      ...ana,
      booked: [span("2027-01-28T09:00", "2027-01-28T09:30"), span("2027-01-28T11:00", "2027-01-28T11:30")],
    };
    const now = mx("2027-01-27T08:00");
    expect(startsOn(slots(now, [member], { dailyCap: 2 }), "2027-01-28")).toEqual([]);
    expect(startsOn(slots(now, [member], { dailyCap: 2 }), "2027-01-29")).toHaveLength(18);
    expect(startsOn(slots(now, [member], { dailyCap: 3 }), "2027-01-28")).not.toEqual([]);
  });

  it("narrows to a member's own hours, never beyond the office's", () => {
    const member: MemberCalendar = {
      ...ana,
      hours: [
        { days: ["Thursday"], opens: "07:00", closes: "10:00" },
        { days: ["Thursday"], opens: "16:00", closes: "17:00" },
      ],
    };
    const open = slots(mx("2027-01-27T08:00"), [member]);
    expect(startsOn(open, "2027-01-2")).toEqual([
      "2027-01-28T09:00",
      "2027-01-28T09:30",
      "2027-01-28T16:00",
      "2027-01-28T16:30",
    ]);
  });

  it("offers nothing for an unavailable member, and lists the free members of each slot in input order", () => {
    const now = mx("2027-01-27T08:00");
    expect(slots(now, [{ ...ana, unavailable: true }])).toEqual([]);
    const open = slots(now, [
      { ...beto, busy: [span("2027-01-28T09:00", "2027-01-28T10:00")] },
      { ...ana, unavailable: true },
      ana,
    ]);
    const at = (t: string) => open.find((s) => s.start === mx(t))?.members;
    expect(at("2027-01-28T09:00")).toEqual([ana.id]);
    expect(at("2027-01-28T10:00")).toEqual([beto.id, ana.id]);
  });

  it("shows the window's calendar days from today in Mexico City, and nothing after", () => {
    // Wednesday: 14 days are 2027-01-27 to 2027-02-09.
    const open = slots(mx("2027-01-27T08:00"), [ana]);
    expect(startsOn(open, "2027-02-09")).toHaveLength(18);
    expect(startsOn(open, "2027-02-10")).toEqual([]);
    expect(open.at(-1)!.start).toBe(mx("2027-02-09T17:30"));
    expect(starts(slots(mx("2027-01-27T08:00"), [ana], { windowDays: 1 }))).toHaveLength(10);
    // Late Thursday evening in Mexico City (Friday in UTC): the window still starts on Thursday.
    const late = slots(mx("2027-01-28T23:00"), [ana], { windowDays: 2 });
    expect(starts(late)[0]).toBe("2027-01-29T13:00");
    expect(startsOn(late, "2027-01-30")).toEqual([]);
  });

  it("skips the firm's closed days", () => {
    const open = openSlots({
      now: mx("2027-01-27T08:00"),
      minutes: 30,
      rules: defaultRules,
      office: { ...office, closedDays: ["2027-01-28"] },
      members: [ana],
    });
    expect(startsOn(open, "2027-01-28")).toEqual([]);
    expect(startsOn(open, "2027-01-29")).toHaveLength(18);
  });

  it("refuses a call of no length or a grid without a step", () => {
    expect(() => slots(mx("2027-01-27T08:00"), [ana], {}, 0)).toThrow(RangeError);
    expect(() => slots(mx("2027-01-27T08:00"), [ana], { stepMinutes: 0 })).toThrow(RangeError);
  });
});

describe("memberFree", () => {
  const now = mx("2027-01-27T08:00");
  const free = (start: string, member: MemberCalendar = ana, rules: Partial<BookingRules> = {}) =>
    memberFree({ now, start: mx(start), minutes: 30, rules: { ...defaultRules, ...rules }, office, member });

  it("applies the same rules as openSlots", () => {
    expect(free("2027-01-27T13:00")).toBe(true);
    expect(free("2027-01-27T12:30")).toBe(false); // inside the notice
    expect(free("2027-01-28T09:15")).toBe(false); // off the grid
    expect(free("2027-01-28T17:45")).toBe(false); // off the grid and past closing
    expect(free("2027-01-28T18:00")).toBe(false); // closed
    expect(free("2027-01-30T10:00")).toBe(false); // Saturday
    expect(free("2027-02-01T10:00")).toBe(false); // rest day
    expect(free("2027-02-09T17:30")).toBe(true); // last day of the window
    expect(free("2027-02-10T09:00")).toBe(false); // after the window
    expect(free("2027-01-28T10:00", { ...ana, unavailable: true })).toBe(false);
    const booked = { ...ana, booked: [span("2027-01-28T14:00", "2027-01-28T14:30")] };
    expect(free("2027-01-28T14:30", booked)).toBe(false); // in the buffer
    expect(free("2027-01-28T15:00", booked)).toBe(true);
    expect(free("2027-01-28T15:00", booked, { dailyCap: 1 })).toBe(false);
    expect(
      free("2027-01-28T16:00", { ...ana, hours: [{ days: ["Thursday"], opens: "09:00", closes: "12:00" }] }),
    ).toBe(false);
  });
});

describe("chooseMember", () => {
  const counts = new Map([
    ["ana@pontas.mx", 3],
    ["beto@pontas.mx", 1],
    ["carla@pontas.mx", 1],
  ]);

  it("gives the call to its owner when they are free", () => {
    expect(chooseMember(["beto@pontas.mx", "ana@pontas.mx"], "ana@pontas.mx", counts)).toBe("ana@pontas.mx");
  });

  it("else to the free member with the fewest calls this week, ties in input order", () => {
    const free = ["ana@pontas.mx", "carla@pontas.mx", "beto@pontas.mx"];
    expect(chooseMember(free, "dora@pontas.mx", counts)).toBe("carla@pontas.mx");
    expect(chooseMember(free, null, counts)).toBe("carla@pontas.mx");
    // A member without calls counts zero.
    expect(chooseMember([...free, "eva@pontas.mx"], null, counts)).toBe("eva@pontas.mx");
    expect(chooseMember([], "ana@pontas.mx", counts)).toBeUndefined();
  });
});

describe("slotsByDay", () => {
  const wall = (at: number, zone: string) => zonedParts(at, zone).time;

  it("groups by New York's days across its spring change (2027-03-14), every day listed", () => {
    const now = mx("2027-03-12T08:00"); // Friday
    const days = slotsByDay(slots(now, [ana]), "America/New_York", now, 14);
    expect(days.map((d) => d.day)).toEqual([
      "2027-03-12",
      "2027-03-13",
      "2027-03-14",
      "2027-03-15",
      "2027-03-16",
      "2027-03-17",
      "2027-03-18",
      "2027-03-19",
      "2027-03-20",
      "2027-03-21",
      "2027-03-22",
      "2027-03-23",
      "2027-03-24",
      "2027-03-25",
    ]);
    // 13:00 in Mexico City is 14:00 in New York before the change, 15:00 after.
    expect(wall(days[0]!.slots[0]!.start, "America/New_York")).toBe("14:00");
    expect(days[1]!.slots).toEqual([]);
    expect(days[2]!.slots).toEqual([]);
    // Monday 2027-03-15 is a rest day in Mexico (third Monday of March).
    expect(days[3]!.slots).toEqual([]);
    expect(wall(days[4]!.slots[0]!.start, "America/New_York")).toBe("11:00");
    expect(days[4]!.slots).toHaveLength(18);
  });

  it("lists Tijuana's days from its own today (the day before Mexico City's) to the window's last slots", () => {
    // 01:00 in Mexico City on Friday is 23:00 on Thursday in Tijuana.
    const now = mx("2027-03-12T01:00");
    const open = slots(now, [ana]);
    const days = slotsByDay(open, "America/Tijuana", now, 14);
    expect(days[0]).toEqual({ day: "2027-03-11", slots: [] });
    expect(days.at(-1)!.day).toBe("2027-03-25");
    expect(days).toHaveLength(15);
    // 13:00 (after the notice) in Mexico City is 11:00 in Tijuana before the US change;
    // 09:00 is 08:00 after it.
    expect(wall(days[1]!.slots[0]!.start, "America/Tijuana")).toBe("11:00");
    expect(wall(days.at(-1)!.slots[0]!.start, "America/Tijuana")).toBe("08:00");
    expect(days.flatMap((d) => d.slots)).toEqual(open);
  });
});

describe("openSlots at size", () => {
  it("agrees with memberFree for 4 members with 500 calendar events each over 14 days", () => {
    // A fixed pseudo-random sequence: the same events every run.
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const now = mx("2027-01-27T08:00");
    const windowMs = 14 * 24 * 60 * 60 * 1000;
    const members: MemberCalendar[] = ["a", "b", "c", "d"].map((id) => ({
      id: `${id}@pontas.mx`,
      busy: Array.from({ length: 500 }, () => {
        const start = now + Math.floor(random() * windowMs);
        return { start, end: start + Math.floor(5 + random() * 25) * 60 * 1000 };
      }),
      booked: Array.from({ length: 6 }, () => {
        const start = now + Math.floor(random() * 28) * 12 * 60 * 60 * 1000;
        return { start, end: start + 30 * 60 * 1000 };
      }),
      ...(id === "c"
        ? { hours: [{ days: ["Monday", "Wednesday"] as const, opens: "12:00", closes: "16:00" }] }
        : {}),
    }));
    const rules = { ...defaultRules, dailyCap: 1 };
    const began = performance.now();
    const open = openSlots({ now, minutes: 30, rules, office, members });
    const took = performance.now() - began;
    console.log(`openSlots, 4 members × 500 events, 14 days: ${took.toFixed(2)} ms, ${open.length} slots`);

    // Every grid start of the window, checked one by one.
    const expected: Slot[] = [];
    for (let t = mx("2027-01-27T00:00"); t < mx("2027-02-10T00:00"); t += 30 * 60 * 1000) {
      const free = members
        .filter((member) => memberFree({ now, start: t, minutes: 30, rules, office, member }))
        .map((m) => m.id);
      if (free.length > 0) expected.push({ start: t, end: t + 30 * 60 * 1000, members: free });
    }
    expect(open.length).toBeGreaterThan(0);
    expect(open).toEqual(expected);
  });
});
