import { data, redirect, type RouterContextProvider } from "react-router";
import { bookedCallPath, bookingParams, bookingPath } from "#domain/booking/links.ts";
import {
  BookingFormSchema,
  keyRefusal,
  type Availability,
  type BookingRefusal,
  type Call,
  type CallLength,
  type LeadPrefill,
} from "#domain/booking/model.ts";
import { isTimeZone } from "#domain/booking/zones.ts";
import { officeZone } from "#domain/site/firm-contact.ts";
import { submissionTokenField } from "#domain/forms/contact-service.ts";
import { honeypotField } from "#domain/forms/honeypot.ts";
import { defaultLanguage, type Language } from "#i18n/languages.ts";
import { languageOfPath } from "#domain/site/pages.ts";
import { bookingServiceContext, cspNonceContext } from "../../../domain/site/router-context.ts";

/**
 * The booking pages' loaders and actions (docs/decisions/068): every step is a
 * page of its own and every change a plain form post, so the page books without
 * JavaScript; the times are rendered on the server in the zone asked for
 * (`tz`, Mexico City's by default), which the page's script sets to the browser's.
 */

export type BookingField = "name" | "email" | "company" | "topic" | "meeting" | "phone";
export type BookingValues = Partial<Record<BookingField, string>>;

export interface BookingPageData {
  readonly lang: Language;
  readonly minutes: CallLength;
  readonly zone: string;
  /** Null when the site takes no bookings (no team). */
  readonly availability: Availability | null;
  /** The chosen start (the form's step), if it is one of the open times. */
  readonly chosen: number | null;
  readonly leadKey: string | null;
  readonly prefill: LeadPrefill | null;
  /** Moving a booked call: its key and the call. */
  readonly moving: { readonly key: string; readonly call: Call } | null;
  readonly notice: BookingRefusal | null;
  /** A fresh idempotency key for the form (the same one on a post that comes back with errors). */
  readonly token: string;
  readonly now: number;
  /** This response's CSP nonce for the page's one inline script (null in development: every inline script is allowed). */
  readonly nonce: string | null;
}

export interface BookingActionData {
  readonly errors?: Partial<Record<BookingField, string>>;
  readonly values?: BookingValues;
  readonly refusal?: BookingRefusal;
}

function pageOf(url: URL) {
  const lang = languageOfPath(url.pathname) ?? defaultLanguage;
  const minutes: CallLength = url.searchParams.get(bookingParams.minutes) === "20" ? 20 : 30;
  const asked = url.searchParams.get(bookingParams.zone);
  const zone = asked && isTimeZone(asked) ? asked : officeZone;
  const zoneRefused = asked !== null && asked !== "" && zone !== asked;
  return { lang, minutes, zone, zoneRefused };
}

export async function bookingLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<BookingPageData> {
  const url = new URL(request.url);
  const { lang, minutes: asked, zone, zoneRefused } = pageOf(url);
  const service = context.get(bookingServiceContext);
  const now = Date.now();
  let notice: BookingRefusal | null = zoneRefused ? "zone" : null;
  let prefill: LeadPrefill | null = null;
  let moving: BookingPageData["moving"] = null;
  const leadKey = url.searchParams.get(bookingParams.lead);
  const callKey = url.searchParams.get(bookingParams.call);
  if (service && leadKey) {
    const lead = await service.lead(leadKey, now);
    if ("problem" in lead) notice = keyRefusal(lead.problem);
    else prefill = lead;
  }
  if (service && callKey) {
    const opened = await service.call(callKey, now);
    if ("problem" in opened) notice = keyRefusal(opened.problem);
    else moving = { key: callKey, call: opened.call };
  }
  const minutes = (moving?.call.minutes as CallLength | undefined) ?? asked;
  const availability = service
    ? await service.availability({ minutes, zone, now, owner: prefill?.owner ?? null })
    : null;
  const start = Number(url.searchParams.get(bookingParams.start));
  const offered = availability?.days.some((d) => d.times.some((t) => t.start === start)) ?? false;
  if (url.searchParams.has(bookingParams.start) && !offered) notice ??= start <= now ? "past" : "taken";
  return {
    lang,
    minutes,
    zone,
    availability,
    chosen: offered ? start : null,
    leadKey: prefill ? leadKey : null,
    prefill,
    moving,
    notice,
    token: crypto.randomUUID(),
    now,
    nonce: context.get(cspNonceContext),
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The booking form's post (book a time, or move a booked call to it). */
export async function bookingAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const url = new URL(request.url);
  const { lang, minutes } = pageOf(url);
  const form = await request.formData().catch(() => new FormData());
  const service = context.get(bookingServiceContext);
  if (!service) return data<BookingActionData>({ refusal: "closed" }, { status: 503 });
  const now = Date.now();
  const start = Number(text(form, bookingParams.start));
  const zone = text(form, bookingParams.zone) || officeZone;
  if (!isTimeZone(zone)) return data<BookingActionData>({ refusal: "zone" }, { status: 400 });

  const callKey = text(form, bookingParams.call);
  if (callKey) {
    const moved = await service.move(callKey, start, now);
    if ("retryAfterSeconds" in moved)
      return data<BookingActionData>(
        { refusal: "closed" },
        { status: 503, headers: { "Retry-After": String(moved.retryAfterSeconds) } },
      );
    if (!moved.ok) return data<BookingActionData>({ refusal: moved.refusal }, { status: 409 });
    return redirect(bookedCallPath(lang, moved.manageKey, true), 303);
  }

  const values: BookingValues = {
    name: text(form, "name"),
    email: text(form, "email"),
    company: text(form, "company"),
    topic: text(form, "topic"),
    meeting: text(form, "meeting"),
    phone: text(form, "phone"),
  };
  const parsed = BookingFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<BookingField, string>> = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as BookingField] ??= issue.message;
    return data<BookingActionData>({ errors, values }, { status: 400 });
  }
  // A bot that filled the honeypot: answered as a refusal, nothing stored.
  if (text(form, honeypotField).trim()) return data<BookingActionData>({ refusal: "taken" }, { status: 409 });
  const outcome = await service.book(
    {
      form: parsed.data,
      start,
      minutes,
      zone,
      language: lang,
      leadKey: text(form, bookingParams.lead) || null,
      idempotencyKey: text(form, submissionTokenField).slice(0, 200) || crypto.randomUUID(),
      pagePath: bookingPath(lang, { minutes }),
      userAgent: request.headers.get("user-agent") ?? "",
    },
    now,
  );
  if ("retryAfterSeconds" in outcome)
    return data<BookingActionData>(
      { refusal: "closed", values },
      { status: 503, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  if (!outcome.ok) return data<BookingActionData>({ refusal: outcome.refusal, values }, { status: 409 });
  return redirect(bookedCallPath(lang, outcome.manageKey, true), 303);
}

export interface BookedCallData {
  readonly lang: Language;
  readonly call: Call | null;
  readonly key: string;
  readonly problem: BookingRefusal | null;
  readonly done: boolean;
  readonly zone: string;
}

export async function bookedCallLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<BookedCallData> {
  const url = new URL(request.url);
  const lang = languageOfPath(url.pathname) ?? defaultLanguage;
  const key = url.searchParams.get(bookingParams.call) ?? "";
  const service = context.get(bookingServiceContext);
  const done = url.searchParams.get(bookingParams.done) === "1";
  if (!service || !key) return { lang, call: null, key, problem: "token", done, zone: officeZone };
  const opened = await service.call(key, Date.now());
  const call = opened.call ?? null;
  const asked = url.searchParams.get(bookingParams.zone);
  const zone = asked && isTimeZone(asked) ? asked : (call?.timeZone ?? officeZone);
  return {
    lang,
    call,
    key,
    problem: "problem" in opened ? keyRefusal(opened.problem) : null,
    done,
    zone,
  };
}

export interface BookedCallActionData {
  readonly cancelled?: boolean;
  readonly refusal?: BookingRefusal;
}

/** The visitor's cancel, from the call's page. */
export async function bookedCallAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const form = await request.formData().catch(() => new FormData());
  const service = context.get(bookingServiceContext);
  if (!service) return data<BookedCallActionData>({ refusal: "closed" }, { status: 503 });
  const outcome = await service.cancel(text(form, bookingParams.call), Date.now());
  if (!outcome.ok) return data<BookedCallActionData>({ refusal: outcome.refusal }, { status: 409 });
  return data<BookedCallActionData>({ cancelled: true });
}
