import ICAL from "ical.js";
import { mergeIntervals, type Interval } from "#domain/booking/interval.ts";
import { isTimeZone, zonedTime } from "#domain/booking/zones.ts";
import { officeZone } from "#domain/site/firm-contact.ts";

/**
 * When a team member is busy, from their private iCal address (Google Calendar's
 * "secret address in iCal format", Outlook's published calendar). A feed that cannot
 * be read says so ({ ok: false }) and the caller offers none of that member's times:
 * a missed meeting costs more than a missed slot. The address is a secret (anyone
 * holding it reads the calendar): it never appears in errors, and the inbox shows it
 * masked (maskFeedUrl).
 */

export type FeedResult =
  { readonly ok: true; readonly busy: Interval[] } | { readonly ok: false; readonly error: string };

export interface FeedReader {
  /** The busy intervals overlapping [from, to), sorted and merged. */
  busy(url: string, from: number, to: number): Promise<FeedResult>;
}

export interface FeedReaderOptions {
  /** How long a read feed is reused, default 5 minutes. */
  readonly ttlMs?: number;
  /** The whole download's limit, default 5 s. */
  readonly timeoutMs?: number;
  /** The largest feed read, default 2 MiB. */
  readonly maxBytes?: number;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
}

/** A failure is retried sooner than a success is refreshed: a flaky feed should not hide a member for long. */
const failureTtlMs = 30 * 1000;
/** Occurrences in one window, for all of a feed's events: beyond, the feed is refused (fail closed). */
const maxOccurrences = 5000;
/** Steps of one recurring event from its first occurrence to the window's end (a daily event of 50 years). */
const maxSteps = 20_000;

class FeedError extends Error {}

/** The address fetched: webcal:// is https://; anything but http(s) is refused. */
function feedAddress(url: string): URL {
  let address: URL;
  try {
    address = new URL(url.trim().replace(/^webcals?:\/\//i, "https://"));
  } catch {
    throw new FeedError("not a web address");
  }
  if (address.protocol !== "https:" && address.protocol !== "http:")
    throw new FeedError("not an http(s) address");
  return address;
}

/**
 * A feed's address as the inbox may show it: the scheme and host, the path's secret
 * segments as "…", the last segment only when it is a plain file name (Google's
 * "basic.ics") and else its extension, no query, no credentials.
 */
export function maskFeedUrl(url: string): string {
  let address: URL;
  try {
    address = feedAddress(url);
  } catch {
    return "…";
  }
  const segments = address.pathname.split("/").filter(Boolean);
  const last = segments.at(-1) ?? "";
  const extension = /\.[a-z0-9]{1,5}$/i.exec(last)?.[0] ?? "";
  // A short name of letters is a file name; anything longer or with digits may be the secret itself.
  const shown = /^[a-z_-]{1,20}\.[a-z0-9]{1,5}$/i.test(last) ? last : `…${extension}`;
  const path = segments.length === 0 ? "/" : segments.length === 1 ? `/${shown}` : `/…/${shown}`;
  return `${address.protocol}//${address.host}${path}`;
}

async function download(address: URL, options: Required<Omit<FeedReaderOptions, "now">>): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await options.fetch(address, {
      signal,
      redirect: "follow",
      headers: { accept: "text/calendar, */*;q=0.5" },
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new FeedError(`answered ${response.status}`);
    }
    if (Number(response.headers.get("content-length")) > options.maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw new FeedError("too large");
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > options.maxBytes) {
          await reader.cancel().catch(() => {});
          throw new FeedError("too large");
        }
        chunks.push(value);
      }
    }
    return new TextDecoder().decode(Buffer.concat(chunks));
  } catch (error) {
    if (error instanceof FeedError) throw error;
    // Never the platform's message: some quote the address.
    throw new FeedError(signal.aborted ? "timed out" : "could not be reached");
  }
}

/** A property's TZID parameter. */
function tzidOf(component: ICAL.Component, property: string): string | undefined {
  const tzid = component.getFirstProperty(property)?.getParameter("tzid");
  return typeof tzid === "string" && tzid !== "" ? tzid : undefined;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The IANA zone a TZID names: itself, or the end of a prefixed one ("/mozilla.org/20050126_1/America/New_York"). */
function ianaZoneOf(tzid: string): string | undefined {
  if (isTimeZone(tzid)) return tzid;
  const tail = /(?:^|\/)([A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/.exec(tzid)?.[1];
  return tail !== undefined && isTimeZone(tail) ? tail : undefined;
}

/**
 * The instant of an iCal time. A date is its Mexico City midnight (all-day events
 * take the office's day). A TZID that names an IANA zone is read with the platform's
 * zone data (kept current, unlike a feed's copy); other TZIDs (Outlook's "Central
 * Standard Time (Mexico)") with the feed's VTIMEZONE; floating times, and TZIDs
 * neither knows, in Mexico City.
 */
function instantOf(
  time: ICAL.Time,
  tzid: string | undefined,
  zones: ReadonlyMap<string, ICAL.Timezone>,
): number {
  const day = `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return zonedTime(day, "00:00", officeZone);
  if (time.zone?.tzid === "UTC") return time.toUnixTime() * 1000;
  const wall = `${pad(time.hour)}:${pad(time.minute)}`;
  const iana = tzid === undefined ? undefined : ianaZoneOf(tzid);
  if (iana !== undefined) return zonedTime(day, wall, iana) + time.second * 1000;
  const zone = tzid === undefined ? undefined : zones.get(tzid);
  if (zone) {
    const zoned = new ICAL.Time(
      {
        year: time.year,
        month: time.month,
        day: time.day,
        hour: time.hour,
        minute: time.minute,
        second: time.second,
      },
      zone,
    );
    return zoned.toUnixTime() * 1000;
  }
  return zonedTime(day, wall, officeZone) + time.second * 1000;
}

/** Whether an event (or one occurrence's override) takes no time: free ("show as available") or cancelled. */
function takesNoTime(component: ICAL.Component): boolean {
  const transp = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transp === "TRANSPARENT" || status === "CANCELLED";
}

/** A read feed: its events, expanded for a window on demand. */
interface ParsedFeed {
  readonly zones: ReadonlyMap<string, ICAL.Timezone>;
  /** Events without recurrence (and overrides whose series is not in the feed), as intervals. */
  readonly single: readonly Interval[];
  readonly recurring: readonly ICAL.Event[];
}

function parseFeed(text: string): ParsedFeed {
  let root: ICAL.Component;
  try {
    if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, ""))) throw new FeedError("not a calendar");
    const jcal: unknown = ICAL.parse(text);
    if (!Array.isArray(jcal) || jcal[0] !== "vcalendar") throw new FeedError("not a calendar");
    root = new ICAL.Component(jcal);
  } catch {
    throw new FeedError("not a calendar");
  }
  const zones = new Map<string, ICAL.Timezone>();
  for (const vtimezone of root.getAllSubcomponents("vtimezone")) {
    const tzid = vtimezone.getFirstPropertyValue("tzid");
    if (typeof tzid === "string") zones.set(tzid, new ICAL.Timezone(vtimezone));
  }
  const vevents = root.getAllSubcomponents("vevent");
  // Overrides by series: ical.js would otherwise relate every RECURRENCE-ID of the file to every series.
  const overrides = new Map<string, ICAL.Component[]>();
  for (const vevent of vevents) {
    if (!vevent.hasProperty("recurrence-id")) continue;
    const uid = String(vevent.getFirstPropertyValue("uid") ?? "");
    overrides.set(uid, [...(overrides.get(uid) ?? []), vevent]);
  }
  const single: Interval[] = [];
  const recurring: ICAL.Event[] = [];
  const masters = new Set<string>();
  for (const vevent of vevents) {
    if (vevent.hasProperty("recurrence-id") || !vevent.hasProperty("dtstart")) continue;
    const uid = String(vevent.getFirstPropertyValue("uid") ?? "");
    masters.add(uid);
    const event = new ICAL.Event(vevent, { strictExceptions: true, exceptions: overrides.get(uid) ?? [] });
    if (event.isRecurring()) recurring.push(event);
    else if (!takesNoTime(vevent)) single.push(intervalOf(vevent, zones));
  }
  // An override without its series in the feed (an invitation to one occurrence) is an event of its own.
  for (const [uid, list] of overrides) {
    if (masters.has(uid)) continue;
    for (const vevent of list) if (!takesNoTime(vevent)) single.push(intervalOf(vevent, zones));
  }
  return { zones, single: mergeIntervals(single), recurring };
}

/** The interval of a VEVENT's own DTSTART and end (DTEND, DURATION, or a date's whole day). */
function intervalOf(vevent: ICAL.Component, zones: ReadonlyMap<string, ICAL.Timezone>): Interval {
  const event = new ICAL.Event(vevent, { exceptions: [] });
  return {
    start: instantOf(event.startDate, tzidOf(vevent, "dtstart"), zones),
    end: instantOf(event.endDate, tzidOf(vevent, "dtend") ?? tzidOf(vevent, "dtstart"), zones),
  };
}

/** The busy intervals of a feed overlapping [from, to), sorted and merged. */
function expand(feed: ParsedFeed, from: number, to: number): Interval[] {
  const busy: Interval[] = feed.single.filter((i) => i.start < to && i.end > from);
  let occurrences = busy.length;
  const add = (interval: Interval) => {
    if (interval.start >= to || interval.end <= from || interval.end <= interval.start) return;
    occurrences += 1;
    if (occurrences > maxOccurrences) throw new FeedError("too many events");
    busy.push(interval);
  };
  for (const event of feed.recurring) {
    const tzid = tzidOf(event.component, "dtstart");
    const first = instantOf(event.startDate, tzid, feed.zones);
    // Occurrences last as long as the first (its DTEND or DURATION), in real time.
    const length = instantOf(event.endDate, tzidOf(event.component, "dtend") ?? tzid, feed.zones) - first;
    const seen = new Set<ICAL.Event>();
    const iterator = event.iterator();
    for (let step = 0; ; step += 1) {
      if (step > maxSteps) throw new FeedError("a recurring event too long to expand");
      const occurrence = iterator.next();
      if (!occurrence) break;
      const start = instantOf(occurrence, tzid, feed.zones);
      if (start >= to) break;
      const details = event.getOccurrenceDetails(occurrence);
      if (details.item === event) {
        if (!takesNoTime(event.component)) add({ start, end: start + length });
        continue;
      }
      // An override (RECURRENCE-ID): moved, shortened or cancelled; ical.js shifts the
      // occurrences a RANGE=THISANDFUTURE override moves, hence its details' dates.
      const override = details.item.component;
      seen.add(details.item);
      if (takesNoTime(override)) continue;
      const overrideTzid = tzidOf(override, "dtstart");
      add({
        start: instantOf(details.startDate, overrideTzid, feed.zones),
        end: instantOf(details.endDate, tzidOf(override, "dtend") ?? overrideTzid, feed.zones),
      });
    }
    // Overrides the expansion did not reach: an occurrence after the window moved into it.
    for (const override of Object.values(event.exceptions)) {
      if (!seen.has(override) && !takesNoTime(override.component))
        add(intervalOf(override.component, feed.zones));
    }
  }
  return mergeIntervals(busy);
}

type Loaded =
  { readonly ok: true; readonly feed: ParsedFeed } | { readonly ok: false; readonly error: string };

interface CacheEntry {
  /** Infinity while the download runs: callers meanwhile share it. */
  expires: number;
  readonly loaded: Promise<Loaded>;
  /** The last window expanded, reused by windows inside it. */
  window?: { readonly from: number; readonly to: number; readonly busy: Interval[] };
}

/** Reads members' feeds, each at most once per `ttlMs` (the page asks for every visitor). */
export function feedReader(options: FeedReaderOptions = {}): FeedReader {
  const settings = {
    ttlMs: options.ttlMs ?? 5 * 60 * 1000,
    timeoutMs: options.timeoutMs ?? 5000,
    maxBytes: options.maxBytes ?? 2 * 1024 * 1024,
    fetch: options.fetch ?? globalThis.fetch,
  };
  const now = options.now ?? Date.now;
  const cache = new Map<string, CacheEntry>();

  async function load(address: URL): Promise<Loaded> {
    try {
      return { ok: true, feed: parseFeed(await download(address, settings)) };
    } catch (error) {
      return { ok: false, error: error instanceof FeedError ? error.message : "could not be read" };
    }
  }

  function entryOf(address: URL): CacheEntry {
    const key = address.href;
    const at = now();
    for (const [k, e] of cache) if (e.expires <= at) cache.delete(k);
    let entry = cache.get(key);
    if (!entry) {
      const loaded = load(address);
      const created: CacheEntry = { expires: Number.POSITIVE_INFINITY, loaded };
      void loaded.then((l) => {
        created.expires = now() + (l.ok ? settings.ttlMs : failureTtlMs);
      });
      cache.set(key, created);
      entry = created;
    }
    return entry;
  }

  return {
    async busy(url, from, to) {
      let address: URL;
      try {
        address = feedAddress(url);
      } catch (error) {
        return { ok: false, error: error instanceof FeedError ? error.message : "not a web address" };
      }
      const entry = entryOf(address);
      const loaded = await entry.loaded;
      if (!loaded.ok) return loaded;
      const window = entry.window;
      if (window && window.from <= from && to <= window.to) {
        return { ok: true, busy: window.busy.filter((i) => i.start < to && i.end > from) };
      }
      try {
        // Widen the window kept to cover this one too: the next visitor's window barely moves.
        const wide = { from: Math.min(from, window?.from ?? from), to: Math.max(to, window?.to ?? to) };
        const busy = expand(loaded.feed, wide.from, wide.to);
        entry.window = { ...wide, busy };
        return { ok: true, busy: busy.filter((i) => i.start < to && i.end > from) };
      } catch (error) {
        return { ok: false, error: error instanceof FeedError ? error.message : "could not be read" };
      }
    },
  };
}
