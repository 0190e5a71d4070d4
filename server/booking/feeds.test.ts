import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedReader, maskFeedUrl } from "./feeds.ts";

/** A moment given as Mexico City's wall clock (UTC−6, no daylight saving since 2022). */
const mx = (local: string) => Date.parse(`${local}:00-06:00`);
const utc = (iso: string) => Date.parse(`${iso}:00Z`);
const span = (start: number, end: number) => ({ start, end });

const calendar = (...lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//feeds//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");

const feeds: Record<string, string> = {
  // Mondays at 10:00 in Mexico City, six times from 2027-03-01: the 8th taken off (EXDATE), the 22nd
  // moved to Tuesday 12:00, the 29th cancelled, the last (April 5) moved back to March 17.
  "/weekly.ics": calendar(
    "BEGIN:VEVENT",
    "UID:weekly@test",
    "DTSTART;TZID=America/Mexico_City:20270301T100000",
    "DTEND;TZID=America/Mexico_City:20270301T110000",
    "RRULE:FREQ=WEEKLY;COUNT=6",
    "EXDATE;TZID=America/Mexico_City:20270308T100000",
    "SUMMARY:Weekly",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:weekly@test",
    "RECURRENCE-ID;TZID=America/Mexico_City:20270322T100000",
    "DTSTART;TZID=America/Mexico_City:20270323T120000",
    "DTEND;TZID=America/Mexico_City:20270323T130000",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:weekly@test",
    "RECURRENCE-ID;TZID=America/Mexico_City:20270329T100000",
    "DTSTART;TZID=America/Mexico_City:20270329T100000",
    "DTEND;TZID=America/Mexico_City:20270329T110000",
    "STATUS:CANCELLED",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:weekly@test",
    "RECURRENCE-ID;TZID=America/Mexico_City:20270405T100000",
    "DTSTART;TZID=America/Mexico_City:20270317T160000",
    "DTEND;TZID=America/Mexico_City:20270317T170000",
    "END:VEVENT",
    // Another series whose override has the same RECURRENCE-ID time: it must not touch the first.
    "BEGIN:VEVENT",
    "UID:other@test",
    "DTSTART;TZID=America/Mexico_City:20270322T100000",
    "DTEND;TZID=America/Mexico_City:20270322T103000",
    "RRULE:FREQ=DAILY;COUNT=1",
    "END:VEVENT",
  ),
  // Fridays at 09:00 in New York, across the US change of 2027-03-14; and a night spanning it.
  "/new-york.ics": calendar(
    "BEGIN:VEVENT",
    "UID:ny@test",
    "DTSTART;TZID=America/New_York:20270305T090000",
    "DTEND;TZID=America/New_York:20270305T100000",
    "RRULE:FREQ=WEEKLY;COUNT=3",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:night@test",
    "DTSTART;TZID=America/New_York:20270314T010000",
    "DTEND;TZID=America/New_York:20270314T040000",
    "END:VEVENT",
  ),
  // Outlook's style: a Windows zone name defined by the feed's VTIMEZONE.
  "/outlook.ics": calendar(
    "BEGIN:VTIMEZONE",
    "TZID:Eastern Standard Time",
    "BEGIN:STANDARD",
    "DTSTART:16010101T020000",
    "TZOFFSETFROM:-0400",
    "TZOFFSETTO:-0500",
    "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11",
    "END:STANDARD",
    "BEGIN:DAYLIGHT",
    "DTSTART:16010101T020000",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0400",
    "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3",
    "END:DAYLIGHT",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    "UID:outlook@test",
    "DTSTART;TZID=Eastern Standard Time:20270312T090000",
    "DTEND;TZID=Eastern Standard Time:20270312T100000",
    "RRULE:FREQ=DAILY;INTERVAL=3;COUNT=2",
    "END:VEVENT",
  ),
  // All-day, free ("transparent"), cancelled, floating and UTC events.
  "/mixed.ics": calendar(
    "BEGIN:VEVENT",
    "UID:all-day@test",
    "DTSTART;VALUE=DATE:20270310",
    "DTEND;VALUE=DATE:20270311",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:free@test",
    "DTSTART:20270312T110000Z",
    "DTEND:20270312T120000Z",
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:cancelled@test",
    "DTSTART:20270312T170000Z",
    "DTEND:20270312T180000Z",
    "STATUS:CANCELLED",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:floating@test",
    "DTSTART:20270312T090000",
    "DTEND:20270312T100000",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:utc@test",
    "DTSTART:20270312T200000Z",
    "DURATION:PT1H",
    "END:VEVENT",
  ),
  // Mexico City's zone as a feed defined it before 2022 (summer time from April to October), and a
  // prefixed TZID: the platform's current zone data wins, so 10:00 in July is 16:00 UTC.
  "/stale-zone.ics": calendar(
    "BEGIN:VTIMEZONE",
    "TZID:America/Mexico_City",
    "BEGIN:STANDARD",
    "DTSTART:19701025T020000",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0600",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "BEGIN:DAYLIGHT",
    "DTSTART:19700405T020000",
    "TZOFFSETFROM:-0600",
    "TZOFFSETTO:-0500",
    "RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU",
    "END:DAYLIGHT",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    "UID:summer@test",
    "DTSTART;TZID=America/Mexico_City:20270701T100000",
    "DTEND;TZID=America/Mexico_City:20270701T110000",
    "RRULE:FREQ=WEEKLY;COUNT=2",
    "EXDATE;TZID=America/Mexico_City:20270708T100000",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:prefixed@test",
    "DTSTART;TZID=/mozilla.org/20050126_1/America/New_York:20270702T090000",
    "DTEND;TZID=/mozilla.org/20050126_1/America/New_York:20270702T100000",
    "END:VEVENT",
  ),
  "/garbage.ics": "<html><body>Sign in to see this calendar</body></html>",
  "/broken.ics": "BEGIN:VCALENDAR\r\nthis is not a property\r\nEND:VCALENDAR\r\n",
  "/big.ics": calendar(...Array.from({ length: 2000 }, (_, i) => `X-FILLER:${String(i).padStart(60, "x")}`)),
};

const requests = new Map<string, number>();
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname.replace(/^\/private-s3cr3t/, "");
    requests.set(path, (requests.get(path) ?? 0) + 1);
    if (path === "/hang.ics") return; // never answers
    if (path === "/error.ics") {
      response.writeHead(500, { "content-type": "text/plain" }).end("oops");
      return;
    }
    const body = feeds[path];
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/private-s3cr3t`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const march = { from: mx("2027-03-01T00:00"), to: mx("2027-04-10T00:00") };

describe("feedReader", () => {
  it("expands a weekly series with an EXDATE, moved and cancelled occurrences", async () => {
    const result = await feedReader().busy(`${base}/weekly.ics`, march.from, march.to);
    expect(result).toEqual({
      ok: true,
      busy: [
        span(mx("2027-03-01T10:00"), mx("2027-03-01T11:00")),
        span(mx("2027-03-15T10:00"), mx("2027-03-15T11:00")),
        span(mx("2027-03-17T16:00"), mx("2027-03-17T17:00")),
        span(mx("2027-03-22T10:00"), mx("2027-03-22T10:30")), // the other series
        span(mx("2027-03-23T12:00"), mx("2027-03-23T13:00")),
      ],
    });
  });

  it("stops at the window's end but finds an occurrence moved into it from after", async () => {
    const result = await feedReader().busy(
      `${base}/weekly.ics`,
      mx("2027-03-10T00:00"),
      mx("2027-03-20T00:00"),
    );
    expect(result).toEqual({
      ok: true,
      busy: [
        span(mx("2027-03-15T10:00"), mx("2027-03-15T11:00")),
        span(mx("2027-03-17T16:00"), mx("2027-03-17T17:00")),
      ],
    });
  });

  it("reads New York's times across its change of 2027-03-14", async () => {
    const result = await feedReader().busy(`${base}/new-york.ics`, march.from, march.to);
    expect(result).toEqual({
      ok: true,
      busy: [
        span(utc("2027-03-05T14:00"), utc("2027-03-05T15:00")), // EST, UTC−5
        span(utc("2027-03-12T14:00"), utc("2027-03-12T15:00")),
        span(utc("2027-03-14T06:00"), utc("2027-03-14T08:00")), // 01:00 EST to 04:00 EDT: two hours
        span(utc("2027-03-19T13:00"), utc("2027-03-19T14:00")), // EDT, UTC−4
      ],
    });
  });

  it("reads a zone the feed defines itself (VTIMEZONE), as Outlook writes them", async () => {
    const result = await feedReader().busy(`${base}/outlook.ics`, march.from, march.to);
    expect(result).toEqual({
      ok: true,
      busy: [
        span(utc("2027-03-12T14:00"), utc("2027-03-12T15:00")),
        span(utc("2027-03-15T13:00"), utc("2027-03-15T14:00")),
      ],
    });
  });

  it("reads IANA zones with the platform's data, even when the feed carries an outdated definition", async () => {
    const result = await feedReader().busy(
      `${base}/stale-zone.ics`,
      mx("2027-06-01T00:00"),
      mx("2027-08-01T00:00"),
    );
    expect(result).toEqual({
      ok: true,
      busy: [
        span(utc("2027-07-01T16:00"), utc("2027-07-01T17:00")),
        span(utc("2027-07-02T13:00"), utc("2027-07-02T14:00")),
      ],
    });
  });

  it("takes an all-day event as Mexico City's whole day, skips free and cancelled events, reads floating times in Mexico City", async () => {
    const result = await feedReader().busy(`${base}/mixed.ics`, march.from, march.to);
    expect(result).toEqual({
      ok: true,
      busy: [
        span(mx("2027-03-10T00:00"), mx("2027-03-11T00:00")),
        span(mx("2027-03-12T09:00"), mx("2027-03-12T10:00")),
        span(utc("2027-03-12T20:00"), utc("2027-03-12T21:00")),
      ],
    });
  });

  it("gives only the events overlapping the window", async () => {
    const result = await feedReader().busy(
      `${base}/mixed.ics`,
      mx("2027-03-10T23:00"),
      mx("2027-03-12T09:30"),
    );
    expect(result).toEqual({
      ok: true,
      busy: [
        span(mx("2027-03-10T00:00"), mx("2027-03-11T00:00")),
        span(mx("2027-03-12T09:00"), mx("2027-03-12T10:00")),
      ],
    });
  });

  it.each([
    ["/error.ics", {}, "answered 500"],
    ["/missing.ics", {}, "answered 404"],
    ["/hang.ics", { timeoutMs: 200 }, "timed out"],
    ["/garbage.ics", {}, "not a calendar"],
    ["/broken.ics", {}, "not a calendar"],
    ["/big.ics", { maxBytes: 10_000 }, "too large"],
  ])("fails closed on %s, never quoting the address", async (path, options, error) => {
    const url = `${base}${path}`;
    const result = await feedReader(options).busy(url, march.from, march.to);
    expect(result).toEqual({ ok: false, error });
    const text = JSON.stringify(result);
    expect(text).not.toContain("s3cr3t");
    expect(text).not.toContain("127.0.0.1");
  });

  it("refuses addresses other than http(s), and an unreachable host, without quoting them", async () => {
    const reader = feedReader({ timeoutMs: 1000 });
    expect(await reader.busy("file:///etc/s3cr3t.ics", march.from, march.to)).toEqual({
      ok: false,
      error: "not an http(s) address",
    });
    expect(await reader.busy("not a url s3cr3t", march.from, march.to)).toEqual({
      ok: false,
      error: "not a web address",
    });
    // A port nobody listens on (the server's, closed): connection refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await reader.busy(
      `http://127.0.0.1:${port}/private-s3cr3t/basic.ics`,
      march.from,
      march.to,
    );
    expect(refused).toEqual({ ok: false, error: "could not be reached" });
  });

  it("reads webcal:// addresses over https", async () => {
    const fetched: string[] = [];
    const fake: typeof fetch = async (input) => {
      fetched.push(String(input));
      return new Response(feeds["/mixed.ics"], { status: 200 });
    };
    const result = await feedReader({ fetch: fake }).busy(
      "webcal://calendar.example.com/s3cr3t/basic.ics",
      march.from,
      march.to,
    );
    expect(result.ok).toBe(true);
    expect(fetched).toEqual(["https://calendar.example.com/s3cr3t/basic.ics"]);
  });

  it("reads a feed once per ttl, for any window; a failure for 30 seconds", async () => {
    let clock = 0;
    const reader = feedReader({ ttlMs: 60_000, now: () => clock });
    const count = (path: string) => requests.get(path) ?? 0;
    const before = count("/new-york.ics");
    const [first, concurrent] = await Promise.all([
      reader.busy(`${base}/new-york.ics`, march.from, march.to),
      reader.busy(`${base}/new-york.ics`, march.from, march.to),
    ]);
    expect(concurrent).toEqual(first);
    // Another window: the occurrences already read.
    clock += 59_000;
    const later = await reader.busy(`${base}/new-york.ics`, utc("2027-03-14T00:00"), utc("2027-06-01T00:00"));
    expect(later).toEqual({
      ok: true,
      busy: [
        span(utc("2027-03-14T06:00"), utc("2027-03-14T08:00")),
        span(utc("2027-03-19T13:00"), utc("2027-03-19T14:00")),
      ],
    });
    expect(count("/new-york.ics")).toBe(before + 1);
    clock += 2_000;
    await reader.busy(`${base}/new-york.ics`, march.from, march.to);
    expect(count("/new-york.ics")).toBe(before + 2);

    const failures = count("/error.ics");
    await reader.busy(`${base}/error.ics`, march.from, march.to);
    clock += 29_000;
    await reader.busy(`${base}/error.ics`, march.from, march.to);
    expect(count("/error.ics")).toBe(failures + 1);
    clock += 2_000;
    await reader.busy(`${base}/error.ics`, march.from, march.to);
    expect(count("/error.ics")).toBe(failures + 2);
  });
});

describe("maskFeedUrl", () => {
  it.each([
    [
      "https://calendar.google.com/calendar/ical/ana%40pontas.mx/private-0123456789abcdef/basic.ics",
      "https://calendar.google.com/…/basic.ics",
    ],
    [
      "https://outlook.office365.com/owa/calendar/0123abcd@pontas.mx/4567efab89/calendar.ics",
      "https://outlook.office365.com/…/calendar.ics",
    ],
    ["webcal://p42-caldav.icloud.com/published/2/MTIzNDU2Nzg5MA", "https://p42-caldav.icloud.com/…/…"],
    ["https://example.com/feeds/8f3a9c1d2e.ics?token=s3cr3t", "https://example.com/…/….ics"],
    ["https://user:s3cr3t@example.com/basic.ics", "https://example.com/basic.ics"],
    ["not a url s3cr3t", "…"],
    ["ftp://example.com/s3cr3t/basic.ics", "…"],
  ])("masks %s", (url, masked) => {
    expect(maskFeedUrl(url)).toBe(masked);
  });
});
