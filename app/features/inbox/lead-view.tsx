import type { Language } from "#i18n/languages.ts";
import { mailError } from "#domain/inbox/mail-error.ts";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  lostReasonMaxLength,
  noteMaxLength,
  statuses,
  type EventRow,
  type LeadDetail,
  type MailRow,
} from "#domain/inbox/model.ts";
import { languageName } from "#i18n/languages.ts";
import { questions } from "#domain/quiz/questions.ts";
import { stageByKey } from "#domain/quiz/stages.ts";
import { badgeClass } from "../../components/ui/badge.ts";
import { buttonClass } from "../../components/ui/button.ts";
import { cardClass } from "../../components/ui/card.ts";
import { InputField, SelectField, TextareaField } from "../../components/ui/field.tsx";
import { mexicoCityTime, useInboxLayout } from "../../i18n/inbox.ts";
import type { Call } from "#domain/booking/model.ts";
import { savedTextKey } from "./answer-view.tsx";
import { CallCard } from "./call-card.tsx";
import type { MoveTimes } from "./calls.ts";
import { CsrfField } from "./csrf-field.tsx";
import { Facts } from "./facts.tsx";
import { dueText, mailTone, sourceKey, stageName, statusTone } from "./labels.ts";
import { profileWords } from "#i18n/profile-words.ts";
import { profileOf } from "#domain/quiz/profile.ts";
import { Message } from "./sign-in-forms.tsx";
import { useStatusKey } from "./use-list-keys.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";

type ActionData =
  | { intent: "workflow"; error: "lostReasonRequired" | "badOwner"; values: Record<string, string> }
  | { intent: "note"; error: "noteRequired"; values: Record<string, string> }
  | undefined;

interface LeadViewProps {
  item: LeadDetail;
  mails: MailRow[];
  events: EventRow[];
  team: readonly string[];
  /** The display names TEAM_EMAILS gives (address → name). */
  names: Readonly<Record<string, string>>;
  now: number;
  notice: "saved" | "retried" | "answered" | "already" | "moved" | "cancelled" | null;
  actionData: ActionData;
  /** The lead's calls, newest booking first as the server gives them. */
  calls: readonly Call[];
  /** The open times a call may move to, by its length. */
  callTimes: MoveTimes;
  /** Whether the site takes bookings (else no calls section). */
  takesBookings: boolean;
}

const linkClass = "text-brand-700 underline underline-offset-4";

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClass({ className: "space-y-3 p-4 sm:p-6" })}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Whether this form of the page is being sent (for its pending state). */
function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function SubmitButton({ intent, children }: { intent: string; children: React.ReactNode }) {
  const busy = useBusy(intent);
  const { t } = useInboxLayout();
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={buttonClass()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? t("pending") : children}
    </button>
  );
}

function eventText(t: ReturnType<typeof useInboxLayout>["t"], event: EventRow, lang: Language): string {
  const status = (s: string | null) =>
    s && (statuses as readonly string[]).includes(s)
      ? t(`statuses.${s as (typeof statuses)[number]}`)
      : (s ?? "—");
  switch (event.type) {
    case "status":
      return event.reason
        ? t("lead.events.reason", { from: status(event.from), to: status(event.to), reason: event.reason })
        : t("lead.events.status", { from: status(event.from), to: status(event.to) });
    case "owner":
      return t("lead.events.owner", {
        from: event.from ?? t("lead.nobody"),
        to: event.to ?? t("lead.nobody"),
      });
    case "note":
      return t("lead.events.note", { text: event.text });
    case "retry":
      return t("lead.events.retry");
    case "call":
      return t(`lead.events.call.${event.change}`, {
        when: mexicoCityTime(lang).format(event.start),
        member: event.member,
      });
    case "sent":
      return t(event.kind === "strategy" ? "lead.events.sent" : "lead.events.replied", {
        subject: event.subject,
      });
  }
}

/** A lead's or message's page: who and their clock first, then the follow-up, the answers, the e-mails and the history. */
export function LeadView({
  item,
  mails,
  events,
  team,
  names,
  now,
  notice,
  actionData,
  calls,
  callTimes,
  takesBookings,
}: LeadViewProps) {
  const { t, lang, labels } = useInboxLayout();
  const errorMeaning = (lastError: string) => {
    const { kind, status } = mailError(lastError);
    return t(`lead.errors.${kind}`, { status: status ?? "" });
  };
  useStatusKey();
  const date = mexicoCityTime(lang);
  const due = dueText(t, item, now);
  const workflow = actionData?.intent === "workflow" ? actionData : undefined;
  const note = actionData?.intent === "note" ? actionData : undefined;
  const base = inboxPath("lead", { id: item.id });
  const answered = events.some((e) => e.type === "sent");
  useEffect(() => {
    // Sent: the composer's text kept in this browser is no longer needed.
    if (answered) window.localStorage.removeItem(savedTextKey(item.id));
  }, [answered, item.id]);
  // The stored recommendation; a lead stored before it has its stage's services.
  const services =
    item.kind === "lead"
      ? (item.services ?? stageByKey(item.stage).services).map((s) => labels.services[s])
      : [];
  return (
    <div className="space-y-4">
      <p>
        <Link to={inboxPath("leads")} className={linkClass}>
          {t("lead.back")}
        </Link>
      </p>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold break-words text-ink">{item.name}</h1>
        <p className="break-words text-ink/80">{[item.company, item.email].filter(Boolean).join(" · ")}</p>
        <p className="flex flex-wrap gap-1.5 pt-1">
          <span className={badgeClass(statusTone[item.status])}>{t(`statuses.${item.status}`)}</span>
          {due ? <span className={badgeClass(due.late ? "danger" : "warning")}>{due.text}</span> : null}
          {item.kind === "message" ? <span className={badgeClass()}>{t("list.message")}</span> : null}
          {item.requestCall ? <span className={badgeClass()}>{t("list.callRequested")}</span> : null}
        </p>
      </header>
      {answered ? null : (
        <p>
          <Link to={`${base}/answer`} className={buttonClass()}>
            {item.kind === "lead" ? t("compose.openStrategy") : t("compose.openReply")}
          </Link>
        </p>
      )}
      <Message
        notice={
          notice === "answered"
            ? t("compose.sent")
            : notice === "already"
              ? t("compose.alreadySent")
              : notice === "moved"
                ? t("calls.moved")
                : notice === "cancelled"
                  ? t("calls.cancelledNotice")
                  : notice
                    ? t(`lead.${notice}`)
                    : undefined
        }
        error={workflow ? t(`lead.${workflow.error}`) : note ? t("lead.noteRequired") : undefined}
      />
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="space-y-4 lg:order-2">
          <Panel id="workflow" title={t("lead.workflow")}>
            <Form method="post" className="grid gap-3" preventScrollReset>
              <CsrfField />
              <SelectField
                id="status"
                label={t("lead.status")}
                name="status"
                defaultValue={workflow?.values.status ?? item.status}
                options={statuses.map((s) => [s, t(`statuses.${s}`)] as const)}
              />
              <SelectField
                id="owner"
                label={t("lead.owner")}
                name="owner"
                defaultValue={workflow?.values.owner ?? item.owner ?? ""}
                options={[["", t("lead.nobody")], ...team.map((a) => [a, names[a] ?? a] as const)]}
                error={workflow?.error === "badOwner" ? t("lead.badOwner") : undefined}
              />
              <InputField
                id="lostReason"
                label={t("lead.lostReason")}
                name="lostReason"
                maxLength={lostReasonMaxLength}
                defaultValue={workflow?.values.lostReason ?? item.lostReason ?? ""}
                error={workflow?.error === "lostReasonRequired" ? t("lead.lostReasonRequired") : undefined}
              />
              <div>
                <SubmitButton intent="workflow">{t("lead.save")}</SubmitButton>
              </div>
            </Form>
          </Panel>
        </div>
        <div className="space-y-4 lg:order-1">
          {item.kind === "lead" ? (
            <Panel id="answers" title={t("lead.answers")}>
              <Facts
                rows={[
                  ...questions.map((q) => {
                    const value = item.answers[q.id] ?? "";
                    return [
                      labels.questions[q.id].title,
                      labels.questions[q.id].options[value] ?? value,
                    ] as const;
                  }),
                  ...profileWords(profileOf(item), labels.profile).map(
                    ({ label, words }) => [label, words ?? t("lead.notAnswered")] as const,
                  ),
                  [
                    t("lead.stage"),
                    `${stageName(labels, item.stage)} · ${item.score ?? 0} ${t("lead.score").toLowerCase()}`,
                  ],
                  [t("lead.services"), services.join(", ")],
                ]}
              />
            </Panel>
          ) : (
            <Panel id="answers" title={t("lead.message")}>
              <p className="break-words whitespace-pre-wrap">{item.message}</p>
            </Panel>
          )}
          {takesBookings ? (
            <Panel id="calls" title={t("calls.onLead")}>
              {calls.length === 0 ? (
                <p>{t("calls.noneOnLead")}</p>
              ) : (
                <ul className="space-y-3">
                  {calls.map((call) => (
                    <li key={call.id}>
                      <CallCard call={call} now={now} times={callTimes[call.minutes]} lead={item.id} />
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          ) : null}
          <Panel id="person" title={t("lead.attribution")}>
            <Facts
              rows={[
                [
                  t("lead.email"),
                  <a key="e" href={`mailto:${item.email}`} className={linkClass}>
                    {item.email}
                  </a>,
                ],
                [t("lead.company"), item.company || "—"],
                [t("lead.received"), date.format(item.createdAt)],
                [t("lead.language"), languageName(item.language, lang, true)],
                [t("lead.attribution"), t(`sources.${sourceKey(item)}`)],
                [t("lead.page"), item.pagePath || "—"],
                ...(item.kind === "lead"
                  ? ([
                      [t("lead.referrer"), item.referrer || "—"],
                      [
                        t("lead.utm"),
                        Object.entries(item.utm)
                          .map(([k, v]) => `${k}=${v}`)
                          .join(", ") || "—",
                      ],
                    ] as const)
                  : []),
              ]}
            />
          </Panel>
          <Panel id="mails" title={t("lead.mails")}>
            {mails.length === 0 ? (
              <p>{t("lead.noMails")}</p>
            ) : (
              <ul className="divide-y divide-ink/10">
                {mails.map((m) => (
                  <li key={m.id} className="space-y-1 py-2 break-words">
                    <p>
                      <span className={badgeClass(mailTone[m.status])}>{t(`mailStates.${m.status}`)}</span>{" "}
                      {t(`mailKinds.${m.kind}`)} → {m.toAddr}
                    </p>
                    <p className="text-sm text-ink/70">
                      {[
                        m.subject,
                        t("lead.attempts", { count: m.attempts }),
                        m.sentAt ? date.format(m.sentAt) : "",
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                      {m.lastError && m.status !== "sent" ? (
                        <>
                          {` · ${t("lead.lastError", { error: errorMeaning(m.lastError) })} `}
                          <span className="text-ink/60">
                            ({t("lead.errorDetail")}: <code lang="en">{m.lastError}</code>)
                          </span>
                        </>
                      ) : null}
                    </p>
                    {m.status === "failed" ? (
                      <Form method="post" preventScrollReset>
                        <CsrfField />
                        <input type="hidden" name="mailId" value={m.id} />
                        <SubmitButton intent="retry">{t("lead.retry")}</SubmitButton>
                      </Form>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel id="history" title={t("lead.history")}>
            <Form method="post" className="space-y-3" preventScrollReset>
              <CsrfField />
              <TextareaField
                id="note"
                label={t("lead.note")}
                name="note"
                rows={3}
                maxLength={noteMaxLength}
                required
                defaultValue={note?.values.note ?? ""}
                error={note ? t("lead.noteRequired") : undefined}
              />
              <SubmitButton intent="note">{t("lead.addNote")}</SubmitButton>
            </Form>
            {events.length === 0 ? (
              <p>{t("lead.noHistory")}</p>
            ) : (
              <ol className="divide-y divide-ink/10">
                {events.map((e) => (
                  <li key={e.id} className="py-2 break-words">
                    <p className="text-sm text-ink/70">
                      <time dateTime={new Date(e.at).toISOString()}>{date.format(e.at)}</time> · {e.actor}
                    </p>
                    <p className="whitespace-pre-wrap">{eventText(t, e, lang)}</p>
                    {e.type === "sent" ? (
                      <details className="mt-1">
                        <summary className="cursor-pointer text-brand-700">
                          {t("compose.sentHeading")}
                        </summary>
                        <pre className="mt-2 font-sans break-words whitespace-pre-wrap">{e.text}</pre>
                      </details>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </Panel>
          <p>
            <Link to={`${base}/erase`} className="font-semibold text-red-800 underline underline-offset-4">
              {t("erase.button")}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
