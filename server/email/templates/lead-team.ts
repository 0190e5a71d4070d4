import { leadOf, type Lead } from "#domain/leads/lead.ts";
import type { CompanyProfile } from "#domain/quiz/profile.ts";
import { Heading } from "@react-email/heading";
import { createElement as h } from "react";
import { profileWords } from "#i18n/profile-words.ts";
import { interpolate } from "#i18n/translate.ts";
import { deadlineParts, strategyDeadline } from "#domain/quiz/deadline.ts";
import { questions } from "#domain/quiz/questions.ts";
import { quizSources, type QuizSource } from "#domain/quiz/funnel.ts";
import { storedServices } from "#domain/quiz/recommend.ts";
import { stageByKey, type Stage, type StageKey } from "#domain/quiz/stages.ts";
import { defaultLanguage, type Language } from "#i18n/languages.ts";
import { type ServiceId } from "#domain/site/screens.ts";
import { inboxLink, orNone, Page, render, Rows, team, type Row } from "./layout.ts";
import { queued, type MailContext, type QueuedMail } from "./queued.ts";

export interface LeadMailInput {
  readonly id: string;
  /** The lead's body as stored (the wire's, with the server's recommendation): the team's e-mail is rendered from it. */
  readonly body: object;
  /** The same lead in the readers' names (domain/leads/lead.ts). */
  readonly lead: Lead;
  readonly language: Language;
  readonly score: number;
  readonly stage: Stage;
  /** When the lead arrived: the acknowledgement names the strategy's deadline from it. */
  readonly receivedAt: number;
  /** The lead's booking key: the acknowledgement's booking link is filled from the lead. */
  readonly bookingKey?: string;
}

/** What the team's notification of a quiz lead is rendered from. */
export interface LeadTeamData {
  readonly id: string;
  readonly language: Language;
  readonly score: number;
  readonly stage: StageKey;
  /** Absent from e-mails queued before decision 097: the stage's services then. */
  readonly services?: readonly ServiceId[];
  /** The lead's body as stored, read with `leadOf` (rows of any age). */
  readonly payload: unknown;
  /** When the lead arrived: the deadline promised to the visitor; absent from rows queued before it was named. */
  readonly receivedAt?: number;
}

/** The deadline the visitor was promised, as the team reads it: "jueves 26 de noviembre, 3:47 p.m., hora de Ciudad de México". */
export function teamDeadline(receivedAt: number): string {
  return interpolate(team.email.team.deadline, {
    ...deadlineParts(strategyDeadline(receivedAt), defaultLanguage),
  });
}

/** A quiz source as the team reads it ("Botón flotante", not "fab"); an unknown one as it came. */
function sourceName(source: string | undefined): string | undefined {
  const names: Record<QuizSource, string> = team.email.team.quizSources;
  return source && (quizSources as readonly string[]).includes(source) ? names[source as QuizSource] : source;
}

const callPrefix = (requestCall: boolean) => (requestCall ? `${team.email.team.callPrefix} ` : "");

/** The team's notification of a quiz lead. */
export function leadTeamMail(ctx: MailContext, input: LeadMailInput): QueuedMail {
  const t = team.email.team;
  const { lead } = input;
  const stageName = team.quiz.stages[input.stage.key].name;
  return queued<LeadTeamData>(
    "lead-team",
    {
      to: ctx.leadsTo.join(", "),
      replyTo: lead.email,
      subject: `${callPrefix(lead.requestCall)}${interpolate(t.leadSubject, { stage: stageName, score: input.score })}`,
    },
    {
      id: input.id,
      language: input.language,
      score: input.score,
      stage: input.stage.key,
      ...(lead.services ? { services: lead.services } : {}),
      payload: input.body,
      receivedAt: input.receivedAt,
    },
  );
}

/** The lead form's profile answers as rows, words and codes, for those the visitor gave. */
function profileRows(profile: CompanyProfile): Row[] {
  return profileWords(profile, team.quiz.profile).flatMap(({ label, words, code }): Row[] =>
    words ? [[label, code ? `${words} (${code})` : words]] : [],
  );
}

export function leadTeamBody(ctx: MailContext, data: LeadTeamData) {
  const t = team.email.team;
  const lead = leadOf(data.payload);
  const stage = stageByKey(data.stage);
  const stageName = team.quiz.stages[stage.key].name;
  const a = lead.attribution;
  const utm = Object.entries(a.utm)
    .map(([k, v]) => `${k}=${v}`)
    .join(", ");
  const rows: Row[] = [
    ...(data.receivedAt === undefined ? [] : [[t.labels.deadline, teamDeadline(data.receivedAt)] as const]),
    [t.labels.link, inboxLink(ctx.site.siteUrl, data.id), inboxLink(ctx.site.siteUrl, data.id)],
    [t.labels.call, lead.requestCall ? t.callRequested : t.callNotRequested],
    [t.labels.stage, `${stageName} (${stage.key})`],
    [t.labels.score, String(data.score)],
    [t.labels.name, lead.name],
    [t.labels.email, lead.email],
    [t.labels.company, orNone(lead.company)],
    [t.labels.language, data.language],
    ...questions.map((q): Row => {
      const question = team.quiz.questions[q.id];
      const labels: Record<string, string> = question.options;
      const answer = lead.answers[q.id] ?? "";
      return [question.title, `${labels[answer] ?? answer} (${answer})`];
    }),
    // The lead form's profile answers (domain/quiz/profile.ts), when given.
    ...profileRows(lead.profile),
    [
      t.labels.services,
      (storedServices(data.services) ?? stage.services).map((id) => team.serviceNames[id]).join(", "),
    ],
    [t.labels.quizSource, orNone(sourceName(a.quizSource))],
    [t.labels.quizPage, orNone(a.quizPage)],
    [t.labels.page, orNone(a.pagePath)],
    [t.labels.referrer, orNone(a.referrer)],
    [t.labels.utm, orNone(utm)],
    [t.labels.id, data.id],
  ];
  return render(
    h(
      Page,
      { lang: defaultLanguage },
      h(Heading, { as: "h1" }, `${callPrefix(lead.requestCall)}${t.leadHeading}`),
      h(Rows, { rows }),
    ),
    { compact: true },
  );
}
