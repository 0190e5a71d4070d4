import { describe, expect, it } from "vitest";
import { deadlineParts, strategyDeadline } from "./deadline.ts";

describe("the strategy's deadline", () => {
  // 25 November 2026, 15:47 in Mexico City (UTC−6 all year since 2022).
  const received = Date.UTC(2026, 10, 25, 21, 47);

  it("is 24 hours after the lead arrived", () => {
    expect(strategyDeadline(received) - received).toBe(24 * 60 * 60 * 1000);
  });

  it("names the day and the time on Mexico City's clock, in each language", () => {
    const due = strategyDeadline(received);
    expect(deadlineParts(due, "es")).toMatchObject({
      weekday: "jueves",
      day: "26",
      month: "noviembre",
      hour: 3,
    });
    expect(deadlineParts(due, "es").time).toBe("3:47 p.m.");
    expect(deadlineParts(due, "en")).toMatchObject({
      weekday: "Thursday",
      day: "26",
      month: "November",
      hour: 3,
    });
    expect(deadlineParts(due, "en").time).toBe("3:47 PM");
  });

  it("crosses midnight and the month on Mexico City's calendar, not the server's", () => {
    // 30 November 2026, 23:30 in Mexico City = 1 December 05:30 UTC.
    const due = strategyDeadline(Date.UTC(2026, 11, 1, 5, 30) - 24 * 60 * 60 * 1000);
    expect(deadlineParts(due, "es")).toMatchObject({
      weekday: "lunes",
      day: "30",
      month: "noviembre",
      hour: 11,
    });
  });
});
