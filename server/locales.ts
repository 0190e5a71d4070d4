import { admin as adminEn } from "../app/i18n/locales/en/admin.ts";
import { email as emailEn } from "../app/i18n/locales/en/email.ts";
import { quiz as quizEn } from "../app/i18n/locales/en/quiz.ts";
import { serviceNames as namesEn } from "../app/i18n/locales/en/service-names.ts";
import { strategy as strategyEn } from "../app/i18n/locales/en/strategy.ts";
import { admin as adminEs } from "../app/i18n/locales/es/admin.ts";
import { email as emailEs } from "../app/i18n/locales/es/email.ts";
import { quiz as quizEs } from "../app/i18n/locales/es/quiz.ts";
import { serviceNames as namesEs } from "../app/i18n/locales/es/service-names.ts";
import { strategy as strategyEs } from "../app/i18n/locales/es/strategy.ts";
import type { Language } from "#domain/site/pages.ts";

/**
 * The site's words the server needs (e-mails, the quiz's questions and stages,
 * the service names, the strategy draft's blocks), per language, from
 * app/i18n/locales: the one place the e-mails and the team inbox read them.
 */
export const serverCopy = {
  es: { email: emailEs, quiz: quizEs, services: namesEs, admin: adminEs, strategy: strategyEs },
  en: { email: emailEn, quiz: quizEn, services: namesEn, admin: adminEn, strategy: strategyEn },
} satisfies Record<Language, unknown>;
