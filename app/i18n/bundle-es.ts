import type { SiteResources } from "./i18n.ts";
import { common } from "./locales/es/common.ts";
import { forms } from "./locales/es/forms.ts";
import { quiz } from "./locales/es/quiz.ts";

/** The site-wide namespaces of this language, one lazily loaded chunk (see i18n.ts). */
export default { common, forms, quiz } satisfies SiteResources;
