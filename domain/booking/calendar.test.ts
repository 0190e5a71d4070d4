import { describe, expect, it } from "vitest";
import {
  addOfficeMinutes,
  defaultOfficeWeek,
  isClosedDay,
  nextOfficeDay,
  officeIntervals,
  statutoryRestDays,
  type OfficeCalendar,
} from "./calendar.ts";

/** A moment given as Mexico City's wall clock (UTC−6, no daylight saving since 2022). */
const mx = (local: string) => Date.parse(`${local}:00-06:00`);

const office: OfficeCalendar = { week: defaultOfficeWeek, closedDays: [] };

describe("statutoryRestDays", () => {
  it("lists the rest days of 2027, Mondays moved as the law says", () => {
    expect(statutoryRestDays(2027)).toEqual([
      "2027-01-01",
      "2027-02-01", // first Monday of February
      "2027-03-15", // third Monday of March
      "2027-05-01",
      "2027-09-16",
      "2027-11-15", // third Monday of November
      "2027-12-25",
    ]);
  });

  it("adds October 1 in the years the presidency changes hands", () => {
    expect(statutoryRestDays(2024)).toEqual([
      "2024-01-01",
      "2024-02-05",
      "2024-03-18",
      "2024-05-01",
      "2024-09-16",
      "2024-10-01",
      "2024-11-18",
      "2024-12-25",
    ]);
    expect(statutoryRestDays(2030)).toContain("2030-10-01");
    expect(statutoryRestDays(2036)).toContain("2036-10-01");
    expect(statutoryRestDays(2029)).not.toContain("2029-10-01");
    expect(statutoryRestDays(2026)).toHaveLength(7);
  });
});

describe("officeIntervals", () => {
  it("gives a weekday's hours as instants", () => {
    expect(officeIntervals("2027-01-27", defaultOfficeWeek)).toEqual([
      { start: mx("2027-01-27T09:00"), end: mx("2027-01-27T18:00") },
    ]);
    expect(officeIntervals("2027-01-30", defaultOfficeWeek)).toEqual([]);
  });

  it("sorts and merges hours that overlap, keeps a lunch break", () => {
    const week = [
      { days: ["Monday"] as const, opens: "16:00", closes: "19:00" },
      { days: ["Monday"] as const, opens: "09:00", closes: "12:00" },
      { days: ["Monday"] as const, opens: "11:00", closes: "14:00" },
    ];
    expect(officeIntervals("2027-01-25", week)).toEqual([
      { start: mx("2027-01-25T09:00"), end: mx("2027-01-25T14:00") },
      { start: mx("2027-01-25T16:00"), end: mx("2027-01-25T19:00") },
    ]);
  });

  it("takes 24:00 as the next midnight", () => {
    expect(officeIntervals("2027-01-25", [{ days: ["Monday"], opens: "20:00", closes: "24:00" }])).toEqual([
      { start: mx("2027-01-25T20:00"), end: mx("2027-01-26T00:00") },
    ]);
  });

  it("refuses a malformed wall time", () => {
    expect(() =>
      officeIntervals("2027-01-25", [{ days: ["Monday"], opens: "9am", closes: "18:00" }]),
    ).toThrow(RangeError);
    for (const [opens, closes] of [
      ["09:00", "24:30"],
      ["09:60", "18:00"],
    ]) {
      expect(() =>
        officeIntervals("2027-01-25", [{ days: ["Monday"], opens: opens!, closes: closes! }]),
      ).toThrow(RangeError);
    }
  });
});

describe("isClosedDay", () => {
  it("closes weekends, statutory rest days and the firm's own days", () => {
    expect(isClosedDay("2027-01-29", office)).toBe(false); // Friday
    expect(isClosedDay("2027-01-30", office)).toBe(true); // Saturday
    expect(isClosedDay("2027-02-01", office)).toBe(true); // first Monday of February
    expect(isClosedDay("2027-02-01", { ...office, statutoryHolidays: false })).toBe(false);
    expect(isClosedDay("2027-12-24", { ...office, closedDays: ["2027-12-24"] })).toBe(true);
  });
});

describe("addOfficeMinutes", () => {
  it("counts within one open day", () => {
    expect(addOfficeMinutes(mx("2027-01-27T10:00"), 240, office)).toBe(mx("2027-01-27T14:00"));
    expect(addOfficeMinutes(mx("2027-01-27T14:00"), 240, office)).toBe(mx("2027-01-27T18:00"));
  });

  it("skips the night, the weekend and a holiday (Monday 2027-02-01)", () => {
    // Friday 16:00: two hours on Friday, the weekend and Monday closed, two hours on Tuesday.
    expect(addOfficeMinutes(mx("2027-01-29T16:00"), 240, office)).toBe(mx("2027-02-02T11:00"));
    // Without the statutory days, Monday counts.
    expect(addOfficeMinutes(mx("2027-01-29T16:00"), 240, { ...office, statutoryHolidays: false })).toBe(
      mx("2027-02-01T11:00"),
    );
  });

  it("starts counting at the next opening when outside hours", () => {
    expect(addOfficeMinutes(mx("2027-01-30T12:00"), 240, office)).toBe(mx("2027-02-02T13:00"));
    expect(addOfficeMinutes(mx("2027-01-27T07:00"), 60, office)).toBe(mx("2027-01-27T10:00"));
    expect(addOfficeMinutes(mx("2027-01-27T20:00"), 0, office)).toBe(mx("2027-01-28T09:00"));
  });

  it("skips a lunch break and the firm's closed days", () => {
    const split: OfficeCalendar = {
      week: [
        { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "14:00" },
        { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "16:00", closes: "19:00" },
      ],
      closedDays: ["2027-01-28"],
    };
    expect(addOfficeMinutes(mx("2027-01-27T13:00"), 120, split)).toBe(mx("2027-01-27T17:00"));
    expect(addOfficeMinutes(mx("2027-01-27T18:00"), 120, split)).toBe(mx("2027-01-29T10:00"));
  });

  it("is never when the office never opens", () => {
    expect(addOfficeMinutes(mx("2027-01-27T10:00"), 30, { week: [], closedDays: [] })).toBe(Infinity);
  });
});

describe("nextOfficeDay", () => {
  it("is the next open day after the Mexico City day, holidays skipped", () => {
    expect(nextOfficeDay(mx("2027-01-27T10:00"), office)).toBe("2027-01-28");
    expect(nextOfficeDay(mx("2027-01-29T10:00"), office)).toBe("2027-02-02");
    expect(nextOfficeDay(mx("2026-12-24T10:00"), office)).toBe("2026-12-28");
    // 23:30 on Thursday in Mexico City is Friday in UTC: the next day is still Friday.
    expect(nextOfficeDay(mx("2027-01-28T23:30"), office)).toBe("2027-01-29");
  });

  it("throws for an office that never opens", () => {
    expect(() => nextOfficeDay(mx("2027-01-27T10:00"), { week: [], closedDays: [] })).toThrow(RangeError);
  });
});
