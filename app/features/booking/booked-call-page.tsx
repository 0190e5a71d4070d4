import { CalendarCheck, Phone, User, Video } from "lucide-react";
import { bookingParams, bookingPath } from "#domain/booking/links.ts";
import { dateTime, differsFromOffice } from "#domain/booking/format.ts";
import { officeZone } from "#domain/site/firm-contact.ts";
import { pathFor } from "#domain/site/pages.ts";
import type { Locale } from "#i18n/words.ts";
import { interpolate } from "#i18n/translate.ts";
import { buttonClass } from "../../components/ui/button.ts";
import { linkClass, Notice } from "./booking-page.tsx";
import type { BookedCallActionData, BookedCallData } from "./booking-route.ts";

const termClass = "flex items-center gap-2 text-sm font-semibold text-ink/70";
const iconClass = "size-5 shrink-0 text-brand-700";

/** A booked call's page: the confirmation right after booking, and where the visitor's e-mail links to move or cancel it. */
export function BookedCallPage({
  page,
  copy,
  action,
}: {
  page: BookedCallData;
  copy: Locale["pages"]["bookedCall"] & Pick<Locale["pages"]["booking"], "refusals">;
  action: BookedCallActionData | undefined;
}) {
  const { call } = page;
  const cancelled = action?.cancelled === true || page.problem === "cancelled";
  const refusal = action?.refusal ?? (cancelled ? null : page.problem);
  const heading = cancelled ? copy.cancelled : page.done ? copy.booked : copy.h1;
  const moveHref = `${pathFor("booking", page.lang)}?${new URLSearchParams({ [bookingParams.call]: page.key, [bookingParams.zone]: page.zone })}`;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-14">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl" data-testid="call-heading">
          {heading}
        </h1>
        {refusal ? (
          <div className="mt-4">
            <Notice refusal={refusal} copy={copy} />
          </div>
        ) : null}
        {call ? (
          <div className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-ink/10 sm:p-6">
            {/* Each row a div of the list (its icon in the term), as a description list allows. */}
            <dl className="space-y-4" data-testid="call-details">
              <div>
                <dt className={termClass}>
                  <CalendarCheck aria-hidden="true" className={iconClass} />
                  {copy.when}
                </dt>
                <dd className="pl-7 font-medium text-ink" data-testid="call-when">
                  {dateTime(call.start, page.zone, page.lang)}
                </dd>
                {differsFromOffice(page.zone, call.start) ? (
                  <dd className="pl-7 text-sm text-ink/70" data-testid="call-when-office">
                    {interpolate(copy.officeTime, { when: dateTime(call.start, officeZone, page.lang) })}
                  </dd>
                ) : null}
              </div>
              <div>
                <dt className={termClass}>
                  <User aria-hidden="true" className={iconClass} />
                  {copy.with}
                </dt>
                <dd className="pl-7 font-medium text-ink">{call.memberName}</dd>
              </div>
              <div>
                <dt className={termClass}>
                  {call.meetingKind === "video" ? (
                    <Video aria-hidden="true" className={iconClass} />
                  ) : (
                    <Phone aria-hidden="true" className={iconClass} />
                  )}
                  {copy.how}
                </dt>
                <dd className="pl-7 font-medium [overflow-wrap:anywhere] text-ink">
                  {call.meetingKind === "video"
                    ? interpolate(copy.videoLink, { link: call.meeting })
                    : interpolate(copy.phoneCall, { number: call.meeting })}
                </dd>
              </div>
            </dl>
            {!cancelled ? (
              <p className="mt-4 text-sm text-ink/75">
                {interpolate(copy.invitation, { email: call.email })}
              </p>
            ) : null}
          </div>
        ) : null}
        {call && !cancelled && !refusal ? (
          <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start">
            <a href={moveHref} className={buttonClass("secondary")}>
              {copy.move}
            </a>
            <form method="post" data-testid="cancel-form">
              <input type="hidden" name={bookingParams.call} value={page.key} />
              <button type="submit" className={buttonClass("secondary")}>
                {copy.cancel}
              </button>
              <p className="mt-2 max-w-xs text-sm text-ink/60">{copy.cancelHint}</p>
            </form>
          </div>
        ) : null}
        {cancelled || (refusal && refusal !== "used") ? (
          <p className="mt-6">
            <a href={bookingPath(page.lang)} className={linkClass}>
              {copy.bookAgain}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
