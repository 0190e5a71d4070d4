import { profileOf, type CompanyProfile } from "#domain/quiz/profile.ts";
import { Heading } from "@react-email/heading";
import { createElement as h } from "react";
import { profileWords } from "#i18n/profile-words.ts";
import { interpolate } from "#i18n/translate.ts";
import { deadlineParts, strategyDeadline } from "#domain/quiz/deadline.ts";
import type { LeadPayload } from "#domain/forms/lead-schema.ts";
import { honeypotField } from "#domain/forms/honeypot.ts";
import { questions, type QuizAnswers } from "#domain/quiz/questions.ts";
import { quizSources, type QuizSource } from "#domain/quiz/funnel.ts";
import { storedServices } from "#domain/quiz/recommend.ts";
import { stageByKey, type Stage, type StageKey } from "#domain/quiz/stages.ts";
import { defaultLanguage, type Language } from "#i18n/languages.ts";
import { type ServiceId } from "#domain/site/screens.ts";
import { inboxLink, orNone, Page, render, Rows, team, type Row } from "./layout.ts";
import { queued, type MailContext, type QueuedMail } from "./queued.ts";

export interface LeadMailInput {
  readonly id: string;
  readonly payload: LeadPayload;
  readonly language: Language;
  readonly score: number;
  readonly stage: Stage;
  /** The services recommended from the answers (domain/quiz/recommend.ts), as stored with the lead. */
  readonly services: readonly ServiceId[];
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
  readonly payload: Omit<LeadPayload, typeof honeypotField>;
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
export function leadTeamMail(ctx: MailContext, lead: LeadMailInput): QueuedMail {
  const t = team.email.team;
  const { [honeypotField]: _honeypot, ...payload } = lead.payload;
  const stageName = team.quiz.stages[lead.stage.key].name;
  return queued<LeadTeamData>(
    "lead-team",
    {
      to: ctx.leadsTo.join(", "),
      replyTo: payload.email,
      subject: `${callPrefix(payload.requestCall)}${interpolate(t.leadSubject, { stage: stageName, score: lead.score })}`,
    },
    {
      id: lead.id,
      language: lead.language,
      score: lead.score,
      stage: lead.stage.key,
      services: lead.services,
      payload,
      receivedAt: lead.receivedAt,
    },
  );
}

/** The lead form's profile answers as rows, words and codes, for those the visitor gave. */
function profileRows(profile: CompanyProfile): Row[] {
  return profileWords(profile, team.quiz.profile).flatMap(({ label, words, code }): Row[] =>
    words ? [[label, code ? `${words} (${code})` : words]] : [],
  );
}

export function leadTeamBody(ctx: MailContext, lead: LeadTeamData) {
  const t = team.email.team;
  const { payload } = lead;
  const stage = stageByKey(lead.stage);
  const answers = payload.quizData as QuizAnswers;
  const stageName = team.quiz.stages[stage.key].name;
  const a = payload.attribution;
  const utm = Object.entries(a?.utm ?? {})
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${v}`)
    .join(", ");
  const rows: Row[] = [
    ...(lead.receivedAt === undefined ? [] : [[t.labels.deadline, teamDeadline(lead.receivedAt)] as const]),
    [t.labels.link, inboxLink(ctx.site.siteUrl, lead.id), inboxLink(ctx.site.siteUrl, lead.id)],
    [t.labels.call, payload.requestCall ? t.callRequested : t.callNotRequested],
    [t.labels.stage, `${stageName} (${stage.key})`],
    [t.labels.score, String(lead.score)],
    [t.labels.name, payload.nombre],
    [t.labels.email, payload.email],
    [t.labels.company, orNone(payload.empresa)],
    [t.labels.language, lead.language],
    ...questions.map((q): Row => {
      const question = team.quiz.questions[q.id];
      const labels: Record<string, string> = question.options;
      return [question.title, `${labels[answers[q.id]]} (${answers[q.id]})`];
    }),
    // The lead form's profile answers (domain/quiz/profile.ts), when given.
    ...profileRows(profileOf(payload)),
    [
      t.labels.services,
      (storedServices(lead.services) ?? stage.services).map((id) => team.serviceNames[id]).join(", "),
    ],
    [t.labels.message, orNone(payload.mensaje)],
    [t.labels.quizSource, orNone(sourceName(a?.quizSource))],
    [t.labels.quizPage, orNone(a?.quizPage)],
    [t.labels.page, orNone(a?.pagePath)],
    [t.labels.referrer, orNone(a?.referrer)],
    [t.labels.utm, orNone(utm)],
    [t.labels.id, lead.id],
  ];
  return render(
    h(
      Page,
      { lang: defaultLanguage },
      h(Heading, { as: "h1" }, `${callPrefix(payload.requestCall)}${t.leadHeading}`),
      h(Rows, { rows }),
    ),
    { compact: true },
  );
}
