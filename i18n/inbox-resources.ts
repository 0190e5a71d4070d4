import type { Language } from "./languages.ts";
import type { QuizSource } from "#domain/quiz/funnel.ts";
import type { QuestionId } from "#domain/quiz/questions.ts";
import type { StageKey } from "#domain/quiz/stages.ts";
import type { ServiceId } from "#domain/site/screens.ts";
import { locales, type Locale } from "./words.ts";
import type { QuizResources } from "./locales/es/quiz.ts";

/** The inbox's words and the quiz's labels of one language. */
export interface InboxResources {
  readonly inbox: Locale["inbox"];
  readonly quiz: {
    readonly questions: Record<QuestionId, { title: string; options: Record<string, string> }>;
    readonly stages: Record<StageKey, string>;
    readonly services: Record<ServiceId, string>;
    /** Where the quiz was opened (the team e-mail's names). */
    readonly quizSources: Record<QuizSource, string>;
    /** The lead form's profile questions (domain/quiz/profile.ts). */
    /** The lead form's profile questions (i18n/profile-words.ts reads them). */
    readonly profile: QuizResources["profile"];
  };
}

const resourcesOf = ({ inbox, quiz, serviceNames: services, email }: Locale): InboxResources => ({
  inbox,
  quiz: {
    questions: quiz.questions,
    stages: Object.fromEntries(
      Object.entries(quiz.stages).map(([key, stage]) => [key, stage.name]),
    ) as InboxResources["quiz"]["stages"],
    services,
    quizSources: email.team.quizSources,
    profile: quiz.profile,
  },
});

/** Bundled in the server only (app/i18n/inbox.ts imports it under import.meta.env.SSR). */
// Like resources.ts, awaited by the shell (app/i18n/inbox.ts): nothing from the shell here.
export const inboxResources = Object.fromEntries(
  Object.entries(locales).map(([lang, locale]) => [lang, resourcesOf(locale)]),
) as Record<Language, InboxResources>;
