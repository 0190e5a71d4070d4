import { CalendarDays, Clock, Globe } from "lucide-react";
import { bookingParams } from "#domain/booking/links.ts";
import { clockTime, commonZones, dayTitle, differsFromOffice, zoneName } from "#domain/booking/format.ts";
import type { BookingRefusal } from "#domain/booking/model.ts";
import { officeZone } from "#domain/site/firm-contact.ts";
import { submissionTokenField } from "#domain/forms/contact-service.ts";
import { pathFor } from "#domain/site/pages.ts";
import type { Locale } from "#i18n/words.ts";
import { interpolate } from "#i18n/translate.ts";
import { buttonClass } from "../../components/ui/button.ts";
import { InputField } from "../../components/ui/field.tsx";
import { HoneypotField } from "../../components/ui/honeypot-field.tsx";
import type { BookingActionData, BookingPageData } from "./booking-route.ts";
import { localTimesScript } from "./local-times.ts";

type Copy = Locale["pages"]["booking"];
type Forms = Locale["forms"];

/** The page's words, given by its loader (the page hydrates nothing: no client copy). */
export interface BookingCopy {
  readonly booking: Copy;
  readonly call: Locale["pages"]["bookedCall"];
  readonly forms: Forms;
}

/** The open times' list: its links' and their Mexico City time's look (local-times.ts writes the same list). */
export const timesClass =
  "mt-2 flex flex-wrap gap-2 [&_a]:inline-flex [&_a]:min-h-11 [&_a]:flex-col [&_a]:items-center [&_a]:justify-center [&_a]:rounded-lg [&_a]:px-3 [&_a]:py-1 [&_a]:text-center [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:ring-1 [&_a]:ring-brand-700/30 [&_a:hover]:bg-brand-50 [&_span]:text-xs [&_span]:font-normal [&_span]:text-ink/60";

/**
 * A day with times: laid out only when near the screen (content-visibility), so the first
 * screen costs a phone the days it shows, not the fourteen (local-times.ts writes the same).
 */
export const dayClass = "py-4 [content-visibility:auto] [contain-intrinsic-size:auto_8rem]";

export const linkClass =
  "font-semibold text-brand-700 underline decoration-brand-700/40 underline-offset-4 hover:decoration-brand-700";

/** The page's query for a next step: the length, the zone, the lead's or the call's key. */
function stepQuery(page: BookingPageData, extra: Record<string, string> = {}) {
  const query = new URLSearchParams();
  if (page.minutes === 20 && !page.moving) query.set(bookingParams.minutes, "20");
  if (page.leadKey) query.set(bookingParams.lead, page.leadKey);
  if (page.moving) query.set(bookingParams.call, page.moving.key);
  for (const [k, v] of Object.entries(extra)) query.set(k, v);
  return query;
}

export function Notice({ refusal, copy }: { refusal: BookingRefusal; copy: Pick<Copy, "refusals"> }) {
  return (
    <p
      role="alert"
      className="rounded-lg bg-amber-50 p-4 font-medium text-ink ring-1 ring-amber-600/30"
      data-testid="booking-notice"
    >
      {copy.refusals[refusal]}
    </p>
  );
}

function ZonePicker({ page, copy }: { page: BookingPageData; copy: Copy }) {
  const zones: string[] = commonZones.includes(page.zone as (typeof commonZones)[number])
    ? [...commonZones]
    : [page.zone, ...commonZones];
  const hidden = [...stepQuery(page).entries()];
  return (
    <form method="get" className="flex items-end gap-2" data-testid="zone-form">
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-0 grow">
        <label htmlFor="booking-zone" className="block text-sm font-semibold text-ink/75">
          <Globe aria-hidden="true" className="mr-1 inline size-4" />
          {copy.zone.label}
        </label>
        <select
          id="booking-zone"
          name={bookingParams.zone}
          defaultValue={page.zone}
          className="mt-1 block min-h-11 w-full rounded-md border border-ink/25 bg-white px-3 py-2 text-ink"
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone === officeZone ? copy.zone.office : zoneName(zone, page.lang, page.now)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${buttonClass("secondary")} shrink-0 px-3`}>
        {copy.zone.show}
      </button>
    </form>
  );
}

function OpenTimes({ page, copy }: { page: BookingPageData; copy: Copy }) {
  const availability = page.availability!;
  const rootId = "open-times";
  const query = stepQuery(page).toString();
  const base = `?${query}${query ? "&" : ""}`;
  const starts = availability.days.flatMap((d) => d.times.map((t) => t.start));
  const shownIn = interpolate(copy.zone.shownIn, {
    zone: page.zone === officeZone ? copy.zone.office : zoneName(page.zone, page.lang, page.now),
  });
  const script = JSON.stringify({
    zone: page.zone,
    office: officeZone,
    lang: page.lang,
    days: availability.days.length,
    starts,
    href: base,
    none: copy.days.none,
    beside: copy.days.cdmx,
    shownIn: copy.zone.shownIn,
  }).replaceAll("<", "\\u003c");
  return (
    <div id={rootId} data-testid="open-times">
      <p className="text-sm text-ink/75" data-zone-shown="">
        {shownIn}
      </p>
      {starts.length === 0 ? (
        <p className="mt-4 font-medium text-ink">
          {interpolate(copy.days.noTimes, { days: availability.days.length })}{" "}
          <a href={pathFor("contact", page.lang)} className={linkClass}>
            {copy.days.write}
          </a>
        </p>
      ) : null}
      <ol className="mt-2 divide-y divide-ink/10" data-days="">
        {availability.days.map((day) => (
          <li key={day.day} className={day.times.length === 0 ? "py-2" : dayClass}>
            <h3
              className={
                day.times.length === 0 ? "inline text-sm font-semibold text-ink/75" : "font-semibold text-ink"
              }
            >
              {dayTitle(day.day, page.lang)}
            </h3>
            {day.times.length === 0 ? (
              <p className="inline text-sm text-ink/60"> · {copy.days.none}</p>
            ) : (
              // The links' look on the list, not on each of its ~200 links: a lighter page to parse.
              <ul className={timesClass}>
                {day.times.map((time) => {
                  const own = clockTime(time.start, page.zone, page.lang);
                  return (
                    <li key={time.start}>
                      <a
                        href={`${base}${bookingParams.start}=${time.start}&${bookingParams.zone}=${encodeURIComponent(page.zone)}`}
                      >
                        {own}
                        {differsFromOffice(page.zone, time.start) ? (
                          <span>
                            {interpolate(copy.days.cdmx, {
                              time: clockTime(time.start, officeZone, page.lang),
                            })}
                          </span>
                        ) : null}
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        ))}
      </ol>
      <script type="application/json" dangerouslySetInnerHTML={{ __html: script }} />
      <script
        nonce={page.nonce ?? undefined}
        dangerouslySetInnerHTML={{ __html: localTimesScript(rootId, timesClass, dayClass) }}
      />
    </div>
  );
}

function ChosenTime({ page, copy, start }: { page: BookingPageData; copy: Copy; start: number }) {
  const end = start + page.minutes * 60_000;
  return (
    <div className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-700/15" data-testid="chosen-time">
      <h2 className="text-lg font-bold text-ink">{copy.chosen.heading}</h2>
      <p className="mt-2 flex items-center gap-2 text-ink">
        <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
        <span>
          {dayTitle(new Intl.DateTimeFormat("en-CA", { timeZone: page.zone }).format(start), page.lang)},{" "}
          {clockTime(start, page.zone, page.lang)}–{clockTime(end, page.zone, page.lang)} (
          {page.zone === officeZone ? copy.zone.office : zoneName(page.zone, page.lang, start)})
        </span>
      </p>
      {differsFromOffice(page.zone, start) ? (
        <p className="mt-1 flex items-center gap-2 text-sm text-ink/70">
          <Clock aria-hidden="true" className="size-4" />
          {interpolate(copy.days.cdmx, { time: clockTime(start, officeZone, page.lang) })}
        </p>
      ) : null}
      <a
        href={`?${stepQuery(page, { [bookingParams.zone]: page.zone }).toString()}`}
        className={`mt-3 inline-flex min-h-11 items-center ${linkClass}`}
      >
        {copy.chosen.change}
      </a>
    </div>
  );
}

function BookingForm({
  page,
  copy,
  forms,
  start,
  action,
}: {
  page: BookingPageData;
  copy: Copy;
  forms: Forms;
  start: number;
  action: BookingActionData | undefined;
}) {
  const values = action?.values ?? {
    name: page.prefill?.name ?? "",
    email: page.prefill?.email ?? "",
    company: page.prefill?.company ?? "",
    meeting: page.availability?.video ? "video" : "phone",
  };
  const message = (key: string | undefined) => {
    if (!key) return undefined;
    const [, name] = key.split(".");
    return (copy.errors as Record<string, string>)[name!] ?? (forms.errors as Record<string, string>)[name!];
  };
  const errors = action?.errors ?? {};
  const meeting = values.meeting === "phone" || !page.availability?.video ? "phone" : "video";
  const hidden: [string, string][] = [
    [bookingParams.start, String(start)],
    [bookingParams.zone, page.zone],
    [submissionTokenField, page.token],
    ...(page.leadKey ? ([[bookingParams.lead, page.leadKey]] as [string, string][]) : []),
  ];
  return (
    <form method="post" noValidate className="relative mt-6 space-y-5" data-testid="booking-form">
      <h2 className="text-xl font-bold text-ink">{copy.form.heading}</h2>
      {page.prefill ? (
        <p className="text-sm text-ink/75">{interpolate(copy.forLead, { name: page.prefill.name })}</p>
      ) : null}
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="font-medium text-red-700">
          {copy.form.errorSummary}
        </p>
      ) : null}
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <HoneypotField id="booking-website" label={forms.fields.honeypot} />
      <InputField
        label={copy.form.name}
        name="name"
        type="text"
        autoComplete="name"
        required
        defaultValue={values.name}
        error={message(errors.name)}
      />
      <InputField
        label={copy.form.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={values.email}
        error={message(errors.email)}
      />
      <InputField
        label={copy.form.company}
        name="company"
        type="text"
        autoComplete="organization"
        defaultValue={values.company}
        error={message(errors.company)}
      />
      <InputField
        label={copy.form.topic}
        name="topic"
        type="text"
        maxLength={200}
        defaultValue={values.topic}
        error={message(errors.topic)}
      />
      <fieldset>
        <legend className="font-medium text-ink">{copy.form.meeting}</legend>
        <div className="mt-2 space-y-2">
          {page.availability?.video ? (
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="meeting"
                value="video"
                defaultChecked={meeting === "video"}
                className="size-5 accent-brand-700"
              />
              <span>{copy.form.video}</span>
            </label>
          ) : null}
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="meeting"
              value="phone"
              defaultChecked={meeting === "phone"}
              className="size-5 accent-brand-700"
            />
            <span>{copy.form.phone}</span>
          </label>
        </div>
        {errors.meeting ? (
          <p className="mt-1 text-sm font-medium text-red-700">{message(errors.meeting)}</p>
        ) : null}
      </fieldset>
      <InputField
        label={copy.form.phoneNumber}
        name="phone"
        type="tel"
        autoComplete="tel"
        defaultValue={values.phone}
        error={message(errors.phone)}
        aria-describedby="booking-phone-hint"
      />
      <p id="booking-phone-hint" className="-mt-4 text-sm text-ink/60">
        {copy.form.phoneHint}
      </p>
      <p className="text-sm text-ink/70">
        <a href={pathFor("privacy", page.lang)} className={linkClass}>
          {copy.form.privacy}
        </a>
      </p>
      <button type="submit" className={buttonClass("primary")}>
        {copy.form.submit}
      </button>
    </form>
  );
}

function MoveForm({ page, copy, start }: { page: BookingPageData; copy: Copy; start: number }) {
  return (
    <form method="post" className="mt-6" data-testid="move-form">
      <input type="hidden" name={bookingParams.start} value={String(start)} />
      <input type="hidden" name={bookingParams.zone} value={page.zone} />
      <input type="hidden" name={bookingParams.call} value={page.moving!.key} />
      <button type="submit" className={buttonClass("primary")}>
        {copy.form.move}
      </button>
    </form>
  );
}

/** The booking page: its compact head, then the open times (or the chosen time and the form). */
export function BookingPage({
  page,
  copy,
  action,
}: {
  page: BookingPageData;
  copy: BookingCopy;
  action: BookingActionData | undefined;
}) {
  const t = copy.booking;
  const refusal = action?.refusal ?? page.notice;
  const start = action?.refusal ? null : page.chosen;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-6 pb-14 sm:px-6 sm:pt-12 ">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700">
            {interpolate(t.eyebrow, { minutes: page.minutes })}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-4xl">
            {page.moving ? copy.call.move : t.h1}
          </h1>
          <p className="mt-2 text-pretty text-ink/75">{page.moving ? copy.call.moving : t.lead}</p>
          {refusal ? (
            <div className="mt-4">
              <Notice refusal={refusal} copy={t} />
            </div>
          ) : null}
          {!page.availability || page.availability.members === 0 ? (
            <p className="mt-6 font-medium text-ink" data-testid="booking-closed">
              {t.days.closed}{" "}
              <a href={pathFor("contact", page.lang)} className={linkClass}>
                {t.days.write}
              </a>
            </p>
          ) : start !== null ? (
            <div className="mt-6">
              <ChosenTime page={page} copy={t} start={start} />
              {page.moving ? (
                <MoveForm page={page} copy={t} start={start} />
              ) : (
                <BookingForm page={page} copy={t} forms={copy.forms} start={start} action={action} />
              )}
            </div>
          ) : (
            <div className="mt-4">
              <ZonePicker page={page} copy={t} />
              <h2 className="mt-4 text-lg font-bold text-ink">{t.days.heading}</h2>
              <OpenTimes page={page} copy={t} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
