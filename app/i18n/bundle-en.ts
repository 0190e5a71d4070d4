import type { SiteResources } from "./i18n.ts";
import { common } from "./locales/en/common.ts";
import { forms } from "./locales/en/forms.ts";
import { quiz } from "./locales/en/quiz.ts";

/** The site-wide namespaces of this language, one lazily loaded chunk (see i18n.ts). */
export default { common, forms, quiz } satisfies SiteResources;
