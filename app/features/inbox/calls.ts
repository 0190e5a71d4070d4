import { z } from "zod";
import {
  isCallLength,
  type Call,
  type MemberCallSettingsInput,
  type OpenDay,
  type TeamCalls,
} from "#domain/booking/model.ts";
import { clockTime, dateTime, dayTitle, differsFromOffice } from "#domain/booking/format.ts";
import { zonedParts } from "#domain/booking/zones.ts";
import { officeZone } from "#domain/site/firm-contact.ts";
import type { Language } from "#i18n/languages.ts";
import type { Weekday } from "#domain/site/firm-contact.ts";

/**
 * The inbox's calls (docs/decisions/068), the pure part: grouping by Mexico City
 * day, the times a call may move to, the visitor's clock beside the office's,
 * the move and cancel posts, and a member's settings form. The routes
 * (app/routes/inbox/calls.tsx, my-calls.tsx, lead.tsx) and the call card use it.
 */

/** The coming calls as the calls page shows them: today's (Mexico City), then the later ones by day. */
export interface CallGroups {
  readonly today: Call[];
  readonly coming: { readonly day: string; readonly calls: Call[] }[];
}

/** Today's calls (and any still going from before today's midnight) and the later ones by Mexico City day, each by start. */
export function groupCalls(calls: readonly Call[], now: number): CallGroups {
  const today = zonedParts(now, officeZone).day;
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const groups: CallGroups = { today: [], coming: [] };
  for (const call of sorted) {
    const day = zonedParts(call.start, officeZone).day;
    if (day <= today) {
      groups.today.push(call);
      continue;
    }
    const last = groups.coming.at(-1);
    if (last?.day === day) last.calls.push(call);
    else groups.coming.push({ day, calls: [call] });
  }
  return groups;
}

/** Whether the team may still move or cancel a call: booked and not yet begun. */
export const isChangeable = (call: Call, now: number) => call.status === "booked" && call.start > now;

/** The open times a call may move to, by its length (only the lengths of changeable calls are asked for). */
export type MoveTimes = Readonly<Partial<Record<number, readonly OpenDay[]>>>;

export async function moveTimes(calls: TeamCalls, list: readonly Call[], now: number): Promise<MoveTimes> {
  const lengths = [...new Set(list.filter((c) => isChangeable(c, now)).map((c) => c.minutes))].filter(
    isCallLength,
  );
  const found = await Promise.all(lengths.map(async (m) => [m, (await calls.openTimes(m)).days] as const));
  return Object.fromEntries(found);
}

/** The move form's choices: one group per Mexico City day, each time by its Mexico City clock; the call's own start left out. */
export function moveChoices(days: readonly OpenDay[], lang: Language, except?: number) {
  return days
    .map((d) => ({
      label: dayTitle(d.day, lang),
      times: d.times
        .filter((time) => time.start !== except)
        .map((time) => ({ value: String(time.start), label: clockTime(time.start, officeZone, lang) })),
    }))
    .filter((d) => d.times.length > 0);
}

/** The call's moment on Mexico City's clock: the time only when `dayShown` (a heading gives the day). */
export const officeWhen = (call: Call, lang: Language, dayShown = false) =>
  dayShown ? clockTime(call.start, officeZone, lang) : dateTime(call.start, officeZone, lang);

/**
 * The visitor's own clock when it differs from Mexico City's: the time, with the day
 * when their calendar day is another; null when they keep Mexico City's time.
 */
export function visitorClock(call: Call, lang: Language): string | null {
  if (!differsFromOffice(call.timeZone, call.start)) return null;
  const time = clockTime(call.start, call.timeZone, lang);
  const theirs = zonedParts(call.start, call.timeZone).day;
  return theirs === zonedParts(call.start, officeZone).day ? time : `${dayTitle(theirs, lang)}, ${time}`;
}

/** Where to meet as a link: the video link (https only) or the phone number to dial; null when it is neither. */
export function meetingHref(call: Pick<Call, "meetingKind" | "meeting">): string | null {
  if (call.meetingKind === "phone") {
    const digits = call.meeting.replace(/[^\d+]/g, "");
    return /^\+?\d{7,20}$/.test(digits) ? `tel:${digits}` : null;
  }
  return isHttps(call.meeting) ? call.meeting : null;
}

/** A move or a cancel, as the call card's forms post it; `lead`: the lead page it came from (its redirect goes back there). */
export type CallPost =
  | { readonly intent: "move"; readonly id: string; readonly start: number; readonly lead: string | null }
  | { readonly intent: "cancel"; readonly id: string; readonly lead: string | null };

const idPattern = /^[\w-]{1,100}$/;

/** The post of a call card, or null when it is not one. */
export function parseCallPost(form: FormData): CallPost | null {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const id = text("id");
  const lead = text("lead");
  if (!idPattern.test(id) || (lead !== "" && !idPattern.test(lead))) return null;
  const from = lead || null;
  switch (text("intent")) {
    case "cancel":
      return { intent: "cancel", id, lead: from };
    case "move": {
      const start = Number(text("start"));
      if (!/^\d{1,15}$/.test(text("start")) || !Number.isSafeInteger(start)) return null;
      return { intent: "move", id, start, lead: from };
    }
    default:
      return null;
  }
}

// ——— A member's settings ———

/** The days a member may choose: the office's (Monday to Friday). */
export const officeDays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
] as const satisfies readonly Weekday[];

function isHttps(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A calendar feed's address: https, or webcal(s) (its https). */
function isFeed(value: string): boolean {
  if (/\s/.test(value)) return false;
  return /^webcals?:\/\//i.test(value)
    ? isHttps(value.replace(/^webcals?:\/\//i, "https://"))
    : /^https:\/\//i.test(value) && isHttps(value);
}

const timePattern = /^([01]\d|2[0-3]):[0-5]\d(:00)?$/;

/** The settings form's fields whose error is shown beside them. */
export type SettingsField = "hours" | "meetingLink" | "feedUrl";
/** Keys under `calls.settings` of the inbox's words. */
export type SettingsError = "invalidHours" | "invalidDays" | "invalidLink" | "invalidFeed";

/**
 * The settings form as posted (messages: keys of `calls.settings`). Hours: no day and
 * no time is the office's; otherwise days and both times, closing after opening.
 * The feed: empty keeps the stored address, the box removes it.
 */
export const SettingsFormSchema = z
  .object({
    takesCalls: z.boolean(),
    days: z.array(z.enum(officeDays, "invalidDays")).max(officeDays.length, "invalidDays"),
    opens: z.string().trim(),
    closes: z.string().trim(),
    meetingLink: z
      .string()
      .trim()
      .max(500, "invalidLink")
      .refine((v) => v === "" || isHttps(v), "invalidLink"),
    feedUrl: z
      .string()
      .trim()
      .max(2000, "invalidFeed")
      .refine((v) => v === "" || isFeed(v), "invalidFeed"),
    feedRemove: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.days.length === 0 && !v.opens && !v.closes) return;
    if (v.days.length === 0) ctx.addIssue({ code: "custom", path: ["hours"], message: "invalidDays" });
    const opens = v.opens.slice(0, 5);
    const closes = v.closes.slice(0, 5);
    if (!timePattern.test(v.opens) || !timePattern.test(v.closes) || closes <= opens)
      ctx.addIssue({ code: "custom", path: ["hours"], message: "invalidHours" });
  })
  .transform((v): MemberCallSettingsInput => ({
    takesCalls: v.takesCalls,
    hours:
      v.days.length === 0
        ? null
        : {
            days: officeDays.filter((d) => v.days.includes(d)),
            opens: v.opens.slice(0, 5),
            closes: v.closes.slice(0, 5),
          },
    meetingLink: v.meetingLink || null,
    ...(v.feedRemove ? { feedUrl: null } : v.feedUrl ? { feedUrl: v.feedUrl } : {}),
  }));

/** What the form shows again after a refused post: everything but the feed's address. */
export interface SettingsValues {
  readonly takesCalls: boolean;
  readonly days: readonly string[];
  readonly opens: string;
  readonly closes: string;
  readonly meetingLink: string;
}

export type SettingsOutcome =
  | { readonly ok: true; readonly input: MemberCallSettingsInput }
  | {
      readonly ok: false;
      readonly errors: Partial<Record<SettingsField, SettingsError>>;
      readonly values: SettingsValues;
    };

const settingsErrors = new Set<string>(["invalidHours", "invalidDays", "invalidLink", "invalidFeed"]);

/** The posted settings, checked: the input to save, or each field's first error (and the values to show again). */
export function parseSettings(form: FormData): SettingsOutcome {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const raw = {
    takesCalls: form.get("takesCalls") === "yes",
    days: form.getAll("days").map(String),
    opens: text("opens"),
    closes: text("closes"),
    meetingLink: text("meetingLink"),
    feedUrl: text("feedUrl"),
    feedRemove: form.get("feedRemove") === "yes",
  };
  const parsed = SettingsFormSchema.safeParse(raw);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<SettingsField, SettingsError>> = {};
  for (const issue of parsed.error.issues) {
    const head = String(issue.path[0] ?? "");
    const field: SettingsField = head === "meetingLink" || head === "feedUrl" ? head : "hours";
    const message = settingsErrors.has(issue.message) ? (issue.message as SettingsError) : "invalidHours";
    errors[field] ??= message;
  }
  const { takesCalls, days, opens, closes, meetingLink } = raw;
  return { ok: false, errors, values: { takesCalls, days, opens, closes, meetingLink } };
}
