import { Form, Link, useNavigation } from "react-router";
import type { BookingRefusal, Call, OpenDay } from "#domain/booking/model.ts";
import { zoneName } from "#domain/booking/format.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";
import { badgeClass } from "../../components/ui/badge.ts";
import { buttonClass } from "../../components/ui/button.ts";
import { cardClass } from "../../components/ui/card.ts";
import { useInboxLayout } from "../../i18n/inbox.ts";
import { isChangeable, meetingHref, moveChoices, officeWhen, visitorClock } from "./calls.ts";
import { CsrfField } from "./csrf-field.tsx";
import { Facts } from "./facts.tsx";

const linkClass = "text-brand-700 underline underline-offset-4";
const selectClass =
  "mt-1 block min-h-11 w-full rounded-md border border-ink/25 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700";

interface CallCardProps {
  call: Call;
  now: number;
  /** The open times of the call's length; absent when it cannot be moved. */
  times: readonly OpenDay[] | undefined;
  /** The heading's level, under the section's or the day's heading. */
  heading?: "h2" | "h3" | "h4";
  /** A heading above gives the day: the card shows the time only. */
  dayShown?: boolean;
  /** On the lead's page: its forms come back there, and it shows the call's status instead of a link to the lead. */
  lead?: string;
  /** The refusal of this call's last move or cancel (the page shows it; the move form stays open). */
  refusal?: BookingRefusal | undefined;
}

/** Whether this card's form is being sent. */
function useBusy(id: string, intent: string) {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("id") === id &&
    navigation.formData.get("intent") === intent
  );
}

function CallForm({
  call,
  intent,
  lead,
  children,
}: {
  call: Call;
  intent: "move" | "cancel";
  lead?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action={inboxPath("calls")} className="space-y-3" preventScrollReset>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={call.id} />
      {lead ? <input type="hidden" name="lead" value={lead} /> : null}
      {children}
    </Form>
  );
}

function Submit({
  id,
  intent,
  danger = false,
  children,
}: {
  id: string;
  intent: string;
  danger?: boolean;
  children: React.ReactNode;
}) {
  const busy = useBusy(id, intent);
  const { t } = useInboxLayout();
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className={
        danger ? `${buttonClass()} bg-red-700 hover:bg-red-800 focus-visible:outline-red-700` : buttonClass()
      }
    >
      {busy ? t("pending") : children}
    </button>
  );
}

/** One call: when (Mexico City, and the visitor's clock when it differs), who, what, how; and, while it is to come, its move and cancel forms. */
export function CallCard({
  call,
  now,
  times,
  heading: Heading = "h3",
  dayShown = false,
  lead,
  refusal,
}: CallCardProps) {
  const { t, lang } = useInboxLayout();
  const theirs = visitorClock(call, lang);
  const href = meetingHref(call);
  const changeable = isChangeable(call, now);
  const choices = changeable && times ? moveChoices(times, lang, call.start) : [];
  const moveId = `move-${call.id}`;
  const headingId = `call-${call.id}`;
  return (
    <article aria-labelledby={headingId} className={cardClass({ className: "space-y-3 p-4 sm:p-6" })}>
      <header className="space-y-1">
        <Heading id={headingId} className="text-lg font-semibold break-words text-ink">
          <time dateTime={new Date(call.start).toISOString()}>{officeWhen(call, lang, dayShown)}</time>
          {" · "}
          {call.name}
        </Heading>
        {theirs ? (
          <p className="text-sm text-ink/70">
            {t("calls.visitorTime", { time: theirs, zone: zoneName(call.timeZone, lang, call.start) })}
          </p>
        ) : null}
        {lead ? (
          <p>
            <span className={badgeClass(call.status === "booked" ? "brand" : "neutral")}>
              {t(`calls.status.${call.status}`)}
            </span>
          </p>
        ) : null}
      </header>
      <Facts
        rows={[
          [t("calls.member"), call.memberName],
          [t("calls.visitor"), `${call.name} · ${call.email}`],
          [t("calls.company"), call.company || "—"],
          [t("calls.topic"), call.topic || "—"],
          [
            t("calls.how"),
            <span key="how">
              {t(`calls.kinds.${call.meetingKind}`)}
              {" · "}
              {href ? (
                <a
                  href={href}
                  className={linkClass}
                  rel="noreferrer"
                  target={call.meetingKind === "video" ? "_blank" : undefined}
                >
                  {call.meeting}
                </a>
              ) : (
                call.meeting || "—"
              )}
              {" · "}
              {t("calls.minutes", { minutes: call.minutes })}
            </span>,
          ],
        ]}
      />
      {lead ? null : (
        <p>
          <Link to={inboxPath("lead", { id: call.refId })} className={linkClass}>
            {t("calls.lead")}
          </Link>
        </p>
      )}
      {changeable ? (
        <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
          <details
            className="rounded-lg border border-ink/10 p-3"
            open={refusal !== undefined && refusal !== "cancelled"}
          >
            <summary className="cursor-pointer font-medium text-brand-700">{t("calls.move")}</summary>
            {choices.length === 0 ? (
              <p className="mt-2">{t("calls.noTimes")}</p>
            ) : (
              <div className="mt-2">
                <CallForm call={call} intent="move" lead={lead}>
                  <div>
                    <label htmlFor={moveId} className="block font-medium text-ink">
                      {t("calls.moveTo")}
                    </label>
                    <select id={moveId} name="start" required className={selectClass}>
                      {choices.map((day) => (
                        <optgroup key={day.label} label={day.label}>
                          {day.times.map((time) => (
                            <option key={time.value} value={time.value}>
                              {`${day.label}, ${time.label}`}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </select>
                  </div>
                  <Submit id={call.id} intent="move">
                    {t("calls.moveSubmit")}
                  </Submit>
                </CallForm>
              </div>
            )}
          </details>
          <details className="rounded-lg border border-ink/10 p-3">
            <summary className="cursor-pointer font-medium text-red-800">{t("calls.cancelSubmit")}</summary>
            <div className="mt-2">
              <CallForm call={call} intent="cancel" lead={lead}>
                <Submit id={call.id} intent="cancel" danger>
                  {t("calls.cancel")}
                </Submit>
              </CallForm>
            </div>
          </details>
        </div>
      ) : null}
    </article>
  );
}
