import { isServiceId, type ScreenId } from "#domain/site/pages.ts";
import type { PagesResources } from "./locales/es/pages/index.ts";

export type PageKey = keyof PagesResources;

/**
 * The file of `locales/{lang}/pages/` that holds a page's copy: the page key in
 * kebab case (`ourName` → `our-name.ts`), except the seven service pages and their
 * shared labels, which share `service-details.ts`. The browser downloads that file
 * alone for a page (i18n.ts), and the build preloads it (react-router.config.ts).
 */
export function pageCopyFile(key: PageKey): string {
  if (key === "serviceDetail" || isServiceId(key as ScreenId)) return "service-details";
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
