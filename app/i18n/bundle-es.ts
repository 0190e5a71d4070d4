import { bundleOf } from "./bundle.ts";
import type { SiteResources } from "./i18n.ts";

/** The site-wide namespaces of this language (`locales/es/*.ts`), one lazily loaded chunk (see i18n.ts). */
export default bundleOf(import.meta.glob("./locales/es/*.ts", { eager: true })) as unknown as SiteResources;
