import type { Language } from "#domain/i18n/languages.ts";
import { stageKeys } from "#domain/quiz/stages.ts";
import type { QuizSource } from "#domain/quiz/funnel.ts";
import type { CompanySegment, Industry } from "#domain/quiz/profile.ts";
import type { QuestionId } from "#domain/quiz/questions.ts";
import type { StageKey } from "#domain/quiz/stages.ts";
import type { ServiceId } from "#domain/site/pages.ts";
import type { AdminCopy } from "./locales/es/admin.ts";
import { admin as enAdmin } from "./locales/en/admin.ts";
import { email as enEmail } from "./locales/en/email.ts";
import { quiz as enQuiz } from "./locales/en/quiz.ts";
import { serviceNames as enServices } from "./locales/en/service-names.ts";
import { admin as esAdmin } from "./locales/es/admin.ts";
import { email as esEmail } from "./locales/es/email.ts";
import { quiz as esQuiz } from "./locales/es/quiz.ts";
import { serviceNames as esServices } from "./locales/es/service-names.ts";

/** The inbox's words and the quiz's labels of one language. */
export interface AdminResources {
  readonly admin: AdminCopy;
  readonly quiz: {
    readonly questions: Record<QuestionId, { title: string; options: Record<string, string> }>;
    readonly stages: Record<StageKey, string>;
    readonly services: Record<ServiceId, string>;
    /** Where the quiz was opened (the team e-mail's names). */
    readonly quizSources: Record<QuizSource, string>;
    /** The lead form's profile questions (domain/quiz/profile.ts). */
    readonly profile: {
      readonly segment: { label: string; options: Record<CompanySegment, string> };
      readonly industry: { label: string; options: Record<Industry, string> };
    };
  };
}

const resourcesOf = (
  admin: AdminResources["admin"],
  quiz: typeof esQuiz,
  services: AdminResources["quiz"]["services"],
  email: typeof esEmail,
): AdminResources => ({
  admin,
  quiz: {
    questions: quiz.questions,
    stages: Object.fromEntries(
      stageKeys.map((key) => [key, quiz.stages[key].name]),
    ) as AdminResources["quiz"]["stages"],
    services,
    quizSources: email.team.quizSources,
    profile: {
      segment: { label: quiz.profile.segment.label, options: quiz.profile.segment.options },
      industry: { label: quiz.profile.industry.label, options: quiz.profile.industry.options },
    },
  },
});

/** Bundled in the server only (app/i18n/admin.ts imports it under import.meta.env.SSR). */
export const adminResources: Record<Language, AdminResources> = {
  es: resourcesOf(esAdmin, esQuiz, esServices, esEmail),
  en: resourcesOf(enAdmin, enQuiz, enServices, enEmail),
};
