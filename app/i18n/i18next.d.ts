import type { common } from "./locales/es/common.ts";
import type { forms } from "./locales/es/forms.ts";
import type { pages } from "./locales/es/pages/index.ts";
import type { quiz } from "./locales/es/quiz.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: { common: typeof common; pages: typeof pages; forms: typeof forms; quiz: typeof quiz };
  }
}
