import { describe, expect, it } from "vitest";
import { dayParts, officeDaysOf, replyByDay } from "./reply-by.ts";

/** A moment given as Mexico City's wall clock (UTC−6, no daylight saving since 2022). */
const mx = (local: string) => Date.parse(`${local}-06:00`);

describe("replyByDay", () => {
  it.each([
    ["Thursday morning: Friday", "2026-11-26T09:00:00", "2026-11-27"],
    ["Friday afternoon: Monday", "2026-11-27T17:30:00", "2026-11-30"],
    ["Saturday: Monday", "2026-11-28T10:00:00", "2026-11-30"],
    ["Sunday just before midnight: Monday", "2026-11-29T23:59:00", "2026-11-30"],
    ["Monday just after midnight: Tuesday", "2026-11-30T00:01:00", "2026-12-01"],
  ])("by default, Monday to Friday: %s", (_case, at, expected) => {
    expect(replyByDay(mx(at))).toBe(expected);
  });

  it("counts the day in Mexico City, not in UTC (Friday 8 p.m. there is Saturday in UTC)", () => {
    expect(replyByDay(mx("2026-11-27T20:00:00"))).toBe("2026-11-30");
  });

  it("follows the office days of the profile when it gives them", () => {
    const hours = [
      { days: ["Monday", "Tuesday", "Wednesday"] as const, opens: "09:00", closes: "14:00" },
      { days: ["Saturday"] as const, opens: "10:00", closes: "13:00" },
    ];
    const days = officeDaysOf(hours);
    expect(days).toEqual(["Monday", "Tuesday", "Wednesday", "Saturday"]);
    expect(replyByDay(mx("2026-11-25T11:00:00"), days)).toBe("2026-11-28"); // Wednesday → Saturday
    expect(replyByDay(mx("2026-11-28T11:00:00"), days)).toBe("2026-11-30"); // Saturday → Monday
    expect(officeDaysOf(undefined)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    expect(replyByDay(mx("2026-11-27T11:00:00"), [])).toBe("2026-11-30");
  });

  it("skips Mexico's statutory rest days (LFT art. 74), as the booking page does", () => {
    // Friday 2027-01-29 → Monday 2027-02-01 is the first Monday of February: Tuesday.
    expect(replyByDay(mx("2027-01-29T12:00:00"))).toBe("2027-02-02");
    // Christmas Eve 2026 (Thursday) → Friday 25 is a rest day → Monday 28.
    expect(replyByDay(mx("2026-12-24T12:00:00"))).toBe("2026-12-28");
  });

  it("names the day in each language", () => {
    expect(dayParts("2026-11-30", "es")).toEqual({ weekday: "lunes", day: "30", month: "noviembre" });
    expect(dayParts("2026-11-30", "en")).toEqual({ weekday: "Monday", day: "30", month: "November" });
  });
});
