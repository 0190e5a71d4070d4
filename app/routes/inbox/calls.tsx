import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/calls";
import type { BookingRefusal, TeamCalls } from "#domain/booking/model.ts";
import { dayTitle } from "#domain/booking/format.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";
import { CallCard } from "../../features/inbox/call-card.tsx";
import { groupCalls, moveTimes, parseCallPost } from "../../features/inbox/calls.ts";
import { memberOf } from "../../features/inbox/request-context.ts";
import { Message } from "../../features/inbox/sign-in-forms.tsx";
import { useInboxLayout } from "../../i18n/inbox.ts";

/** The team's calls (docs/decisions/068); 404 when the site takes no bookings. */
function callsOf(calls: TeamCalls | null): TeamCalls {
  if (!calls) throw data(null, { status: 404 });
  return calls;
}

/** Today's and the coming calls, by Mexico City day, with the times each may move to. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { team } = memberOf(context);
  const calls = callsOf(team.calls);
  const now = team.inbox.now();
  const list = await calls.coming();
  const query = new URL(request.url).searchParams;
  const notice = (["moved", "cancelled"] as const).find((flag) => query.get(flag) === "1") ?? null;
  return { groups: groupCalls(list, now), times: await moveTimes(calls, list, now), now, notice };
}

export type CallsActionData = { readonly id: string; readonly refusal: BookingRefusal };

/**
 * A member moves or cancels a call (the visitor is told by e-mail): the calls page's
 * forms and the lead page's post here. Done: back where it came from with a notice;
 * refused: 409 with the refusal's sentence.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { team, member } = memberOf(context);
  const calls = callsOf(team.calls);
  const post = parseCallPost(await request.formData());
  if (!post) throw data(null, { status: 400 });
  const outcome =
    post.intent === "move"
      ? await calls.move(post.id, post.start, member.email)
      : await calls.cancel(post.id, member.email);
  if ("retryAfterSeconds" in outcome)
    return data<CallsActionData>(
      { id: post.id, refusal: "closed" },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  if (!outcome.ok) return data<CallsActionData>({ id: post.id, refusal: outcome.refusal }, { status: 409 });
  const back = post.lead ? inboxPath("lead", { id: post.lead }) : inboxPath("calls");
  throw redirect(`${back}?${post.intent === "move" ? "moved" : "cancelled"}=1`, 303);
}

export default function Calls({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useInboxLayout();
  const { groups, times, now, notice } = loaderData;
  const card = (call: (typeof groups.today)[number], heading: "h3" | "h4") => (
    <li key={call.id}>
      <CallCard
        call={call}
        now={now}
        times={times[call.minutes]}
        heading={heading}
        dayShown
        refusal={actionData?.id === call.id ? actionData.refusal : undefined}
      />
    </li>
  );
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h1 className="text-2xl font-bold text-ink">{t("calls.title")}</h1>
        <Link to={inboxPath("myCalls")} className="text-brand-700 underline underline-offset-4">
          {t("calls.settings.link")}
        </Link>
      </header>
      <p className="text-ink/80">{t("calls.intro")}</p>
      <Message
        notice={
          notice === "moved"
            ? t("calls.moved")
            : notice === "cancelled"
              ? t("calls.cancelledNotice")
              : undefined
        }
        error={actionData ? t(`calls.refusals.${actionData.refusal}`) : undefined}
      />
      <section aria-labelledby="calls-today" className="space-y-3">
        <h2 id="calls-today" className="text-xl font-semibold text-ink">
          {t("calls.today")}
        </h2>
        {groups.today.length === 0 ? (
          <p>{t("calls.none")}</p>
        ) : (
          <ul className="space-y-3">{groups.today.map((call) => card(call, "h3"))}</ul>
        )}
      </section>
      <section aria-labelledby="calls-coming" className="space-y-4">
        <h2 id="calls-coming" className="text-xl font-semibold text-ink">
          {t("calls.coming")}
        </h2>
        {groups.coming.length === 0 ? (
          <p>{t("calls.none")}</p>
        ) : (
          groups.coming.map((day) => (
            <section key={day.day} aria-labelledby={`day-${day.day}`} className="space-y-3">
              <h3 id={`day-${day.day}`} className="font-semibold text-ink/80 first-letter:uppercase">
                {dayTitle(day.day, lang)}
              </h3>
              <ul className="space-y-3">{day.calls.map((call) => card(call, "h4"))}</ul>
            </section>
          ))
        )}
      </section>
    </div>
  );
}
