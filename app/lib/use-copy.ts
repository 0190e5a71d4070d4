import { useTranslation } from "react-i18next";
import type { PagesResources } from "../i18n/locales/es/pages/index.ts";

/**
 * The translated copy of one page (an object of the `pages` namespace), with
 * `{{brand}}` and any `values` interpolated into every string.
 */
export function usePageCopy<K extends keyof PagesResources>(
  key: K,
  values?: Record<string, string>,
): PagesResources[K] {
  const { t } = useTranslation("pages");
  const translate = t as unknown as (key: string, options: object) => unknown;
  return translate(key, { returnObjects: true, ...values }) as PagesResources[K];
}
