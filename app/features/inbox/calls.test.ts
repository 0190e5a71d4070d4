import { describe, expect, it } from "vitest";
import type { Call } from "#domain/booking/model.ts";
import { clockTime } from "#domain/booking/format.ts";
import { zonedTime } from "#domain/booking/zones.ts";
import {
  groupCalls,
  isChangeable,
  meetingHref,
  moveChoices,
  parseCallPost,
  parseSettings,
  visitorClock,
} from "./calls.ts";

const city = "America/Mexico_City";
/** A Mexico City wall time as an instant. */
const at = (day: string, time: string) => zonedTime(day, time, city);

function call(overrides: Partial<Call> = {}): Call {
  const start = overrides.start ?? at("2026-03-10", "10:00");
  return {
    id: "c1",
    refId: "lead-1",
    refKind: "lead",
    member: "ana@pontas.test",
    memberName: "Ana",
    start,
    end: start + 30 * 60_000,
    minutes: 30,
    status: "booked",
    sequence: 0,
    name: "Carla",
    email: "carla@example.com",
    company: "Ruiz SA",
    topic: "",
    meetingKind: "video",
    meeting: "https://meet.example.com/abc",
    language: "es",
    timeZone: city,
    createdAt: 0,
    ...overrides,
  };
}

function form(entries: [string, string][]) {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}

describe("grouping the coming calls by Mexico City day", () => {
  it("puts today's calls first (by start), then each later day in order", () => {
    const now = at("2026-03-10", "08:00");
    const groups = groupCalls(
      [
        call({ id: "d", start: at("2026-03-12", "09:00") }),
        call({ id: "b", start: at("2026-03-10", "17:00") }),
        call({ id: "c", start: at("2026-03-11", "12:00") }),
        call({ id: "a", start: at("2026-03-10", "09:30") }),
        call({ id: "c2", start: at("2026-03-11", "10:00") }),
      ],
      now,
    );
    expect(groups.today.map((c) => c.id)).toEqual(["a", "b"]);
    expect(groups.coming.map((g) => [g.day, g.calls.map((c) => c.id)])).toEqual([
      ["2026-03-11", ["c2", "c"]],
      ["2026-03-12", ["d"]],
    ]);
  });

  it("uses Mexico City's day, not UTC's: 19:00 in Mexico City is the next day in UTC but still today", () => {
    const now = at("2026-03-10", "08:00");
    const evening = at("2026-03-10", "19:00");
    expect(new Date(evening).toISOString().slice(0, 10)).toBe("2026-03-11");
    const groups = groupCalls([call({ start: evening })], now);
    expect(groups.today).toHaveLength(1);
    expect(groups.coming).toEqual([]);
  });

  it("keeps a call still going from before midnight with today's", () => {
    const now = at("2026-03-11", "00:10");
    const groups = groupCalls([call({ start: at("2026-03-10", "23:45") })], now);
    expect(groups.today).toHaveLength(1);
  });

  it("is empty without calls", () => {
    expect(groupCalls([], Date.now())).toEqual({ today: [], coming: [] });
  });
});

describe("a call's times and place", () => {
  it("shows the visitor's clock only when it differs, with their day when that differs too", () => {
    expect(visitorClock(call(), "es")).toBeNull();
    // 10:00 in Mexico City (UTC-6 in March 2026) is 12:00 in New York (DST from 8 March).
    expect(visitorClock(call({ timeZone: "America/New_York" }), "en")).toBe("12:00 PM");
    // 19:00 in Mexico City is 10:00 the next morning in Tokyo.
    const late = call({ start: at("2026-03-10", "19:00"), timeZone: "Asia/Tokyo" });
    expect(visitorClock(late, "en")).toBe("Wednesday, March 11, 10:00 AM");
  });

  it("links a video call's https link and a phone call's number, nothing else", () => {
    expect(meetingHref(call())).toBe("https://meet.example.com/abc");
    expect(meetingHref(call({ meeting: "javascript:alert(1)" }))).toBeNull();
    expect(meetingHref(call({ meeting: "http://meet.example.com/abc" }))).toBeNull();
    expect(meetingHref(call({ meetingKind: "phone", meeting: "+52 (55) 1234-5678" }))).toBe(
      "tel:+525512345678",
    );
    expect(meetingHref(call({ meetingKind: "phone", meeting: "call me" }))).toBeNull();
  });

  it("lets the team change a booked call that has not begun", () => {
    const c = call();
    expect(isChangeable(c, c.start - 1)).toBe(true);
    expect(isChangeable(c, c.start)).toBe(false);
    expect(isChangeable(call({ status: "cancelled" }), c.start - 1)).toBe(false);
  });

  it("offers the open times by Mexico City day, without the call's own start and without empty days", () => {
    const first = at("2026-03-11", "09:00");
    const choices = moveChoices(
      [
        { day: "2026-03-11", times: [{ start: first, end: first + 1 }] },
        { day: "2026-03-12", times: [] },
        {
          day: "2026-03-13",
          times: [
            { start: at("2026-03-13", "09:00"), end: 0 },
            { start: at("2026-03-13", "15:30"), end: 0 },
          ],
        },
      ],
      "es",
      first,
    );
    expect(choices).toEqual([
      {
        label: "viernes, 13 de marzo",
        times: [
          {
            value: String(at("2026-03-13", "09:00")),
            label: clockTime(at("2026-03-13", "09:00"), city, "es"),
          },
          {
            value: String(at("2026-03-13", "15:30")),
            label: clockTime(at("2026-03-13", "15:30"), city, "es"),
          },
        ],
      },
    ]);
  });
});

describe("the move and cancel posts", () => {
  it("reads a move, a cancel and the lead page it came from", () => {
    expect(
      parseCallPost(
        form([
          ["intent", "move"],
          ["id", "abc-1"],
          ["start", "1773158400000"],
        ]),
      ),
    ).toEqual({
      intent: "move",
      id: "abc-1",
      start: 1773158400000,
      lead: null,
    });
    expect(
      parseCallPost(
        form([
          ["intent", "cancel"],
          ["id", "abc-1"],
          ["lead", "lead-9"],
        ]),
      ),
    ).toEqual({
      intent: "cancel",
      id: "abc-1",
      lead: "lead-9",
    });
  });

  it("refuses anything else", () => {
    for (const entries of [
      [
        ["intent", "delete"],
        ["id", "abc"],
      ],
      [["intent", "cancel"]],
      [
        ["intent", "cancel"],
        ["id", "../x"],
      ],
      [
        ["intent", "cancel"],
        ["id", "abc"],
        ["lead", "a/b"],
      ],
      [
        ["intent", "move"],
        ["id", "abc"],
        ["start", "soon"],
      ],
      [
        ["intent", "move"],
        ["id", "abc"],
        ["start", "-5"],
      ],
      [
        ["intent", "move"],
        ["id", "abc"],
      ],
    ] as [string, string][][])
      expect(parseCallPost(form(entries)), JSON.stringify(entries)).toBeNull();
  });
});

describe("a member's settings form", () => {
  const valid: [string, string][] = [
    ["takesCalls", "yes"],
    ["days", "Wednesday"],
    ["days", "Monday"],
    ["opens", "10:00"],
    ["closes", "14:30"],
    ["meetingLink", " https://meet.google.com/abc-defg-hij "],
    ["feedUrl", "webcal://calendar.example.com/private/secret/basic.ics"],
  ];

  it("reads hours (days in the week's order), the link and a new feed address", () => {
    expect(parseSettings(form(valid))).toEqual({
      ok: true,
      input: {
        takesCalls: true,
        hours: { days: ["Monday", "Wednesday"], opens: "10:00", closes: "14:30" },
        meetingLink: "https://meet.google.com/abc-defg-hij",
        feedUrl: "webcal://calendar.example.com/private/secret/basic.ics",
      },
    });
  });

  it("empty hours are the office's, an empty link none, an empty feed keeps the stored one, the box removes it", () => {
    const empty = parseSettings(form([]));
    expect(empty).toEqual({ ok: true, input: { takesCalls: false, hours: null, meetingLink: null } });
    expect(empty.ok && "feedUrl" in empty.input).toBe(false);
    const removed = parseSettings(
      form([
        ["feedRemove", "yes"],
        ["feedUrl", ""],
      ]),
    );
    expect(removed.ok && removed.input.feedUrl).toBeNull();
  });

  it("gives each field its translated error's key, and never the feed's address back", () => {
    const outcome = parseSettings(
      form([
        ["days", "Saturday"],
        ["opens", "14:00"],
        ["closes", "10:00"],
        ["meetingLink", "http://meet.example.com/x"],
        ["feedUrl", "ftp://calendar.example.com/secret.ics"],
      ]),
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toEqual({
      hours: "invalidDays",
      meetingLink: "invalidLink",
      feedUrl: "invalidFeed",
    });
    expect(JSON.stringify(outcome.values)).not.toContain("secret");
    expect(outcome.values.meetingLink).toBe("http://meet.example.com/x");
  });

  it("refuses hours without days, without both times, or closing before opening", () => {
    const errorOf = (entries: [string, string][]) => {
      const outcome = parseSettings(form(entries));
      return outcome.ok ? null : outcome.errors.hours;
    };
    expect(
      errorOf([
        ["opens", "09:00"],
        ["closes", "12:00"],
      ]),
    ).toBe("invalidDays");
    expect(
      errorOf([
        ["days", "Monday"],
        ["opens", "09:00"],
      ]),
    ).toBe("invalidHours");
    expect(
      errorOf([
        ["days", "Monday"],
        ["opens", "12:00"],
        ["closes", "12:00"],
      ]),
    ).toBe("invalidHours");
    expect(
      errorOf([
        ["days", "Monday"],
        ["opens", "25:00"],
        ["closes", "26:00"],
      ]),
    ).toBe("invalidHours");
    expect(
      errorOf([
        ["days", "Friday"],
        ["opens", "09:00"],
        ["closes", "12:00"],
      ]),
    ).toBeNull();
  });

  it("takes https and webcal feeds only, and https meeting links only", () => {
    const ok = (name: string, value: string) => parseSettings(form([[name, value]])).ok;
    expect(ok("feedUrl", "https://calendar.google.com/calendar/ical/x/private-y/basic.ics")).toBe(true);
    expect(ok("feedUrl", "webcals://outlook.office365.com/owa/calendar/x/calendar.ics")).toBe(true);
    expect(ok("feedUrl", "http://calendar.example.com/a.ics")).toBe(false);
    expect(ok("feedUrl", "https://user:pw@calendar.example.com/a.ics")).toBe(false);
    expect(ok("meetingLink", "https://zoom.us/j/123")).toBe(true);
    expect(ok("meetingLink", "javascript:alert(1)")).toBe(false);
    expect(ok("meetingLink", "meet.google.com/abc")).toBe(false);
  });
});
