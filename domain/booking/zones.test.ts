import { describe, expect, it } from "vitest";
import { addDays, isTimeZone, weekdayOf, zonedParts, zonedTime } from "./zones.ts";
import { officeZone } from "../site/firm-contact.ts";

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe("isTimeZone", () => {
  it.each(["America/Mexico_City", "America/New_York", "Europe/Madrid", "America/Tijuana", "UTC"])(
    "accepts %s",
    (zone) => expect(isTimeZone(zone)).toBe(true),
  );
  it.each(["", "Foo/Bar", "+05:00", "-06:00", "Mexico City"])("refuses %j", (zone) =>
    expect(isTimeZone(zone)).toBe(false),
  );
});

describe("zonedParts", () => {
  it("reads Mexico City at UTC−6 all year (no daylight saving since 2022)", () => {
    expect(zonedParts(utc("2027-01-15T15:00:00"), officeZone)).toEqual({
      day: "2027-01-15",
      time: "09:00",
      weekday: "Friday",
    });
    expect(zonedParts(utc("2027-07-15T15:00:00"), officeZone).time).toBe("09:00");
    // 03:00 UTC on Saturday is still Friday evening in Mexico City.
    expect(zonedParts(utc("2027-01-16T03:00:00"), officeZone)).toEqual({
      day: "2027-01-15",
      time: "21:00",
      weekday: "Friday",
    });
  });

  it("follows New York and Tijuana across the US spring change (2027-03-14, 02:00 → 03:00)", () => {
    expect(zonedParts(utc("2027-03-14T06:59:00"), "America/New_York").time).toBe("01:59");
    expect(zonedParts(utc("2027-03-14T07:00:00"), "America/New_York").time).toBe("03:00");
    expect(zonedParts(utc("2027-03-14T09:59:00"), "America/Tijuana").time).toBe("01:59");
    expect(zonedParts(utc("2027-03-14T10:00:00"), "America/Tijuana").time).toBe("03:00");
  });

  it("follows Madrid across the European change (2027-03-28, 02:00 → 03:00)", () => {
    expect(zonedParts(utc("2027-03-28T00:59:00"), "Europe/Madrid").time).toBe("01:59");
    expect(zonedParts(utc("2027-03-28T01:00:00"), "Europe/Madrid").time).toBe("03:00");
  });

  it("shows the repeated hour twice when New York's clocks go back (2027-11-07)", () => {
    expect(zonedParts(utc("2027-11-07T05:30:00"), "America/New_York").time).toBe("01:30");
    expect(zonedParts(utc("2027-11-07T06:30:00"), "America/New_York").time).toBe("01:30");
  });
});

describe("zonedTime", () => {
  it("is the inverse of zonedParts outside changes", () => {
    expect(zonedTime("2027-01-15", "09:00", officeZone)).toBe(utc("2027-01-15T15:00:00"));
    expect(zonedTime("2027-07-15", "09:00", officeZone)).toBe(utc("2027-07-15T15:00:00"));
    expect(zonedTime("2027-03-13", "09:00", "America/New_York")).toBe(utc("2027-03-13T14:00:00"));
    expect(zonedTime("2027-03-15", "09:00", "America/New_York")).toBe(utc("2027-03-15T13:00:00"));
    expect(zonedTime("2027-03-27", "09:00", "Europe/Madrid")).toBe(utc("2027-03-27T08:00:00"));
    expect(zonedTime("2027-03-29", "09:00", "Europe/Madrid")).toBe(utc("2027-03-29T07:00:00"));
    expect(zonedTime("2027-03-13", "09:00", "America/Tijuana")).toBe(utc("2027-03-13T17:00:00"));
    expect(zonedTime("2027-03-15", "09:00", "America/Tijuana")).toBe(utc("2027-03-15T16:00:00"));
  });

  it("reads the same day's times on either side of the change with each offset", () => {
    expect(zonedTime("2027-03-14", "01:59", "America/New_York")).toBe(utc("2027-03-14T06:59:00"));
    expect(zonedTime("2027-03-14", "03:00", "America/New_York")).toBe(utc("2027-03-14T07:00:00"));
    expect(zonedTime("2027-03-28", "03:00", "Europe/Madrid")).toBe(utc("2027-03-28T01:00:00"));
  });

  it.each([
    ["America/New_York", "2027-03-14", "2027-03-14T07:30:00"],
    ["America/Tijuana", "2027-03-14", "2027-03-14T10:30:00"],
    ["Europe/Madrid", "2027-03-28", "2027-03-28T01:30:00"],
  ])("in %s's gap, 02:30 on %s is the instant the clocks show as 03:30", (zone, d, expected) => {
    const at = zonedTime(d, "02:30", zone);
    expect(at).toBe(utc(expected));
    expect(zonedParts(at, zone).time).toBe("03:30");
  });

  it("in New York's overlap (2027-11-07), 01:30 is the earlier instant (still daylight time)", () => {
    expect(zonedTime("2027-11-07", "01:30", "America/New_York")).toBe(utc("2027-11-07T05:30:00"));
    expect(zonedTime("2027-11-07", "02:30", "America/New_York")).toBe(utc("2027-11-07T07:30:00"));
  });

  it("refuses what is not a day and a time", () => {
    expect(() => zonedTime("2027-13-40", "09:00", officeZone)).toThrow(RangeError);
  });
});

describe("calendar days", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2027-01-31", 1)).toBe("2027-02-01");
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDays("2027-03-14", 0)).toBe("2027-03-14");
  });

  it("names weekdays", () => {
    expect(weekdayOf("2027-02-01")).toBe("Monday");
    expect(weekdayOf("2027-03-14")).toBe("Sunday");
  });
});
