import { common as enCommon } from "./locales/en/common.ts";
import { forms as enForms } from "./locales/en/forms.ts";
import { pages as enPages } from "./locales/en/pages/index.ts";
import { quiz as enQuiz } from "./locales/en/quiz.ts";
import { common as esCommon } from "./locales/es/common.ts";
import { forms as esForms } from "./locales/es/forms.ts";
import { pages as esPages } from "./locales/es/pages/index.ts";
import { quiz as esQuiz } from "./locales/es/quiz.ts";

/** Bundled translations (never fetched). Spanish is the source of the key set. */
export const resources = {
  es: { common: esCommon, pages: esPages, forms: esForms, quiz: esQuiz },
  en: { common: enCommon, pages: enPages, forms: enForms, quiz: enQuiz },
} as const;

export const namespaces = ["common", "pages", "forms", "quiz"] as const;
export const defaultNamespace = "common";
