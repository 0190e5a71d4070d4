import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/my-calls";
import { inboxPath } from "#domain/site/inbox-paths.ts";
import { buttonClass } from "../../components/ui/button.ts";
import { cardClass } from "../../components/ui/card.ts";
import { InputField } from "../../components/ui/field.tsx";
import { officeDays, parseSettings, type SettingsOutcome } from "../../features/inbox/calls.ts";
import { CsrfField } from "../../features/inbox/csrf-field.tsx";
import { memberOf } from "../../features/inbox/request-context.ts";
import { Message } from "../../features/inbox/sign-in-forms.tsx";
import { useInboxLayout } from "../../i18n/inbox.ts";

function callsOf(context: Route.LoaderArgs["context"]) {
  const { team, member } = memberOf(context);
  if (!team.calls) throw data(null, { status: 404 });
  return { calls: team.calls, member };
}

/** The signed-in member's own settings for their calls (the calendar's address only masked). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { calls, member } = callsOf(context);
  return {
    settings: await calls.settings(member.email),
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

/** Checks the form (nothing saved on an error), saves, and comes back with a notice. */
export async function action({ context, request }: Route.ActionArgs) {
  const { calls, member } = callsOf(context);
  const outcome = parseSettings(await request.formData());
  if (!outcome.ok) return data<Extract<SettingsOutcome, { ok: false }>>(outcome, { status: 400 });
  await calls.saveSettings(member.email, outcome.input);
  throw redirect(`${inboxPath("myCalls")}?saved=1`, 303);
}

const checkboxClass = "mt-1 size-5 shrink-0 accent-brand-700";

export default function MyCalls({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useInboxLayout();
  const busy = useNavigation().state === "submitting";
  const { settings, saved } = loaderData;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {
    takesCalls: settings.takesCalls,
    days: settings.hours?.days ?? [],
    opens: settings.hours?.opens ?? "",
    closes: settings.hours?.closes ?? "",
    meetingLink: settings.meetingLink ?? "",
  };
  const hoursError = errors.hours ? t(`calls.settings.${errors.hours}`) : undefined;
  // Keyed by the values shown: after a refused post, the form shows what was posted.
  const key = JSON.stringify(values);
  return (
    <div className="max-w-2xl space-y-4">
      <p>
        <Link to={inboxPath("calls")} className="text-brand-700 underline underline-offset-4">
          {t("calls.settings.back")}
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-ink">{t("calls.settings.title")}</h1>
      <Message
        notice={saved ? t("calls.settings.saved") : undefined}
        error={actionData ? t("calls.settings.invalid") : undefined}
      />
      <Form key={key} method="post" className={cardClass({ className: "space-y-6 p-4 sm:p-6" })}>
        <CsrfField />
        <p className="flex items-start gap-3">
          <input
            id="takesCalls"
            name="takesCalls"
            type="checkbox"
            value="yes"
            defaultChecked={values.takesCalls}
            className={checkboxClass}
          />
          <label htmlFor="takesCalls" className="font-medium">
            {t("calls.settings.takesCalls")}
          </label>
        </p>
        <fieldset className="space-y-3" aria-describedby={hoursError ? "hours-error" : "hours-hint"}>
          <legend className="font-medium text-ink">{t("calls.settings.hours")}</legend>
          <p id="hours-hint" className="text-sm text-ink/70">
            {t("calls.settings.hoursHint")}
          </p>
          {hoursError ? (
            <p id="hours-error" className="text-sm font-medium text-red-700">
              {hoursError}
            </p>
          ) : null}
          <fieldset>
            <legend className="text-sm font-medium text-ink/80">{t("calls.settings.days")}</legend>
            <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
              {officeDays.map((day) => (
                <li key={day} className="flex items-center gap-2">
                  <input
                    id={`day-${day}`}
                    name="days"
                    type="checkbox"
                    value={day}
                    defaultChecked={values.days.includes(day)}
                    className="size-5 accent-brand-700"
                  />
                  <label htmlFor={`day-${day}`}>{t(`calls.settings.weekdays.${day}`)}</label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <InputField
              id="opens"
              name="opens"
              type="time"
              label={t("calls.settings.opens")}
              defaultValue={values.opens}
            />
            <InputField
              id="closes"
              name="closes"
              type="time"
              label={t("calls.settings.closes")}
              defaultValue={values.closes}
            />
          </div>
        </fieldset>
        <InputField
          id="meetingLink"
          name="meetingLink"
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={500}
          label={t("calls.settings.meetingLink")}
          defaultValue={values.meetingLink}
          error={errors.meetingLink ? t(`calls.settings.${errors.meetingLink}`) : undefined}
        />
        <div className="space-y-2">
          <InputField
            id="feedUrl"
            name="feedUrl"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={2000}
            label={t("calls.settings.feed")}
            error={errors.feedUrl ? t(`calls.settings.${errors.feedUrl}`) : undefined}
          />
          <p className="text-sm text-ink/70">{t("calls.settings.feedHint")}</p>
          {settings.feed ? (
            <div className="space-y-2 rounded-lg border border-ink/10 p-3">
              <p className="[overflow-wrap:anywhere]">
                {t("calls.settings.feedSet", { masked: settings.feed.masked })}
              </p>
              <p className={settings.feed.readable ? "text-green-900" : "font-medium text-red-800"}>
                {settings.feed.readable ? t("calls.settings.feedOk") : t("calls.settings.feedFailed")}
              </p>
              <p className="text-sm text-ink/70">{t("calls.settings.feedKeep")}</p>
              <p className="flex items-start gap-3">
                <input
                  id="feedRemove"
                  name="feedRemove"
                  type="checkbox"
                  value="yes"
                  className={checkboxClass}
                />
                <label htmlFor="feedRemove">{t("calls.settings.feedRemove")}</label>
              </p>
            </div>
          ) : null}
        </div>
        <button type="submit" className={buttonClass()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t("pending") : t("calls.settings.save")}
        </button>
      </Form>
    </div>
  );
}
