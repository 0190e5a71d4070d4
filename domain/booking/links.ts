import type { Language } from "#i18n/languages.ts";
import { pathFor } from "../site/pages.ts";
import type { SiteSettings } from "../site/settings.ts";
import type { CompanySegment } from "../quiz/profile.ts";
import type { CallLength } from "./model.ts";

/**
 * Where a call to action that promises a call goes (docs/decisions/068): the
 * firm's external scheduler when it set one for that length of call, else the
 * site's own booking page. No address the firm did not give is ever linked.
 */

/** The booking pages' query parameters: technical, the same in every language. */
/** The call a visitor is offered: a fund the funds page's 20 minutes, anyone else 30. */
export const callLengthFor = (segment: CompanySegment | null | undefined): CallLength =>
  segment === "fund" ? 20 : 30;

export const bookingParams = {
  /** The call's length in minutes (20 on the funds page; absent: 30). */
  minutes: "min",
  /** A signed key naming the lead the booking joins (never personal data). */
  lead: "l",
  /** The chosen start, UTC milliseconds. */
  start: "t",
  /** The visitor's IANA time zone. */
  zone: "tz",
  /** A signed key naming a booked call (the visitor's move and cancel links). */
  call: "k",
  /** The confirmation right after booking or moving. */
  done: "ok",
} as const;

type SchedulerSettings = Pick<SiteSettings, "schedulingUrl" | "fundsSchedulingUrl">;

/** The firm's external scheduler for a length of call, if it set one. */
export function externalScheduler(site: SchedulerSettings, minutes: CallLength): string | undefined {
  return minutes === 20 ? (site.fundsSchedulingUrl ?? site.schedulingUrl) : site.schedulingUrl;
}

/** The booking page's path with its parameters (a site-relative URL). */
export function bookingPath(
  lang: Language,
  options: { minutes?: CallLength; leadKey?: string } = {},
): string {
  const query = new URLSearchParams();
  if (options.minutes === 20) query.set(bookingParams.minutes, "20");
  if (options.leadKey) query.set(bookingParams.lead, options.leadKey);
  const search = query.toString();
  return `${pathFor("booking", lang)}${search ? `?${search}` : ""}`;
}

/** A call to action's href on a page: the external scheduler, or the booking page. */
export function callHref(
  site: SchedulerSettings,
  lang: Language,
  options: { minutes?: CallLength; leadKey?: string } = {},
): string {
  return externalScheduler(site, options.minutes ?? 30) ?? bookingPath(lang, options);
}

/** The same as an absolute URL, for e-mails and PDFs. */
export function callUrl(
  site: SchedulerSettings & Pick<SiteSettings, "siteUrl">,
  lang: Language,
  options: { minutes?: CallLength; leadKey?: string } = {},
): string {
  return new URL(callHref(site, lang, options), site.siteUrl).href;
}

/** The page of a booked call (confirmation, move, cancel), from the visitor's key. */
export function bookedCallPath(lang: Language, key: string, done = false): string {
  const query = new URLSearchParams({ [bookingParams.call]: key });
  if (done) query.set(bookingParams.done, "1");
  return `${pathFor("bookedCall", lang)}?${query}`;
}
