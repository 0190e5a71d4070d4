import { bundleOf } from "./bundle.ts";
import type { SiteResources } from "./i18n.ts";

/** The site-wide namespaces of this language (`locales/en/*.ts`), one lazily loaded chunk (see i18n.ts). */
export default bundleOf(import.meta.glob("./locales/en/*.ts", { eager: true })) as unknown as SiteResources;
