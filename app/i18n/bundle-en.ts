import { bundleOf } from "./bundle.ts";

/** Every namespace of this language, as one lazily loaded chunk (see i18n.ts). */
export default bundleOf(import.meta.glob(["./locales/en/*.ts", "./locales/en/*/index.ts"], { eager: true }));
