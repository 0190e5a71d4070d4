import { use, useMemo } from "react";
import { defaultLanguage, languageOfPath, matchPage, type Language } from "#domain/site/pages.ts";
import { settings } from "../lib/settings.ts";
import { useLang } from "../lib/use-page.ts";
import type { common } from "./locales/es/common.ts";
import type { forms } from "./locales/es/forms.ts";
import type { PagesResources } from "./locales/es/pages/index.ts";
import type { quiz } from "./locales/es/quiz.ts";
import { pageCopyFile, type PageKey } from "./page-files.ts";
import { interpolate, translator, type Translate, type Values } from "./translate.ts";

/**
 * The translations of the site (docs/decisions/006 and 008).
 *
 * The server holds every resource of both languages (resources.ts; in the browser
 * build that import is dead code). The browser downloads only what the page shows:
 * the site-wide namespaces of its language (one chunk, bundle-{lang}.ts) and the
 * copy of its page (one chunk per page file). app/entry.client.tsx loads both before
 * hydrating; a client navigation to another page or language suspends (React `use`)
 * until its chunk is there, and the router keeps the current page meanwhile.
 */

/** The namespaces every page uses, with `t`. Page copy comes whole, from usePageCopy. */
export interface SiteResources {
  common: typeof common;
  forms: typeof forms;
  quiz: typeof quiz;
}
export type Namespace = keyof SiteResources;
export type { PageKey };

/** What every string may use without being given it. */
const defaults: Values = { brand: settings.brandName };

const server = import.meta.env.SSR ? await import("./resources.ts") : undefined;

// ------------------------------------------------------------ browser: what is loaded

const siteBundles: Record<Language, () => Promise<{ default: SiteResources }>> = {
  es: () => import("./bundle-es.ts"),
  en: () => import("./bundle-en.ts"),
};

/** One chunk per page file and language; a file exports one page's copy (service-details.ts: seven). */
const pageFiles = import.meta.glob<Record<string, unknown>>([
  "./locales/*/pages/*.ts",
  "!./locales/*/pages/index.ts",
]);

interface Loaded {
  site?: SiteResources;
  pages: Partial<PagesResources>;
}
const loaded: Record<Language, Loaded> = { es: { pages: {} }, en: { pages: {} } };
/**
 * A download React's `use()` can read without suspending once it is done: it carries
 * its own status (the pattern React documents for libraries), so a render after the
 * chunk arrived (hydration, or the replay of a suspended render) gets it at once.
 */
type Download = Promise<void> & { status?: "pending" | "fulfilled" | "rejected"; reason?: unknown };
const loading = new Map<string, Download>();

function once(id: string, load: () => Promise<void>): Download {
  let promise = loading.get(id);
  if (!promise) {
    const download: Download = load();
    download.status = "pending";
    download.then(
      () => {
        download.status = "fulfilled";
      },
      (reason: unknown) => {
        download.status = "rejected";
        download.reason = reason;
        // A failed download (offline) may be retried by the next render.
        loading.delete(id);
      },
    );
    loading.set(id, download);
    promise = download;
  }
  return promise;
}

/** Loads (once) the site-wide namespaces of a language. */
export function loadLanguage(lang: Language): Download {
  return once(lang, async () => {
    loaded[lang].site = (await siteBundles[lang]()).default;
  });
}

/** Loads (once) the file holding a page's copy in a language. */
export function loadPageCopy(lang: Language, key: PageKey): Download {
  const file = pageCopyFile(key);
  return once(`${lang}/${file}`, async () => {
    const load = pageFiles[`./locales/${lang}/pages/${file}.ts`];
    if (!load) throw new Error(`no page copy file ${lang}/pages/${file}.ts`);
    const { serviceDetails, ...copies } = await load();
    Object.assign(loaded[lang].pages, copies, serviceDetails);
  });
}

// ------------------------------------------------------------ reading

// In the browser `use()` is called on every render, loaded or not: a component that
// called it only while a chunk was missing would call a different sequence of hooks
// when React replays it after the download, which React rejects (error 467).
function useSiteResources(lang: Language): SiteResources {
  if (server) return server.resources[lang];
  use(loadLanguage(lang) as Promise<void>);
  return loaded[lang].site!;
}

function usePageResource<K extends PageKey>(lang: Language, key: K): PagesResources[K] {
  if (server) return server.resources[lang].pages[key];
  use(loadPageCopy(lang, key) as Promise<void>);
  return loaded[lang].pages[key] as PagesResources[K];
}

/**
 * `t` for one namespace of a language outside React (the meta tags). In the browser,
 * before the language has loaded, it answers keys: that happens only in a render that
 * suspends on the same download (every page's header translates), which React never
 * shows, and the render after it has the language.
 */
export function translatorFor<NS extends Namespace>(
  lang: Language,
  namespace: NS,
): Translate<SiteResources[NS]> {
  const resources = server ? server.resources[lang] : loaded[lang].site;
  return translator(resources?.[namespace] ?? {}, defaults) as unknown as Translate<SiteResources[NS]>;
}

/** Loads what a URL's page shows: its language's namespaces and its page copy (the not-found copy off the route table). */
export function loadPageTranslations(pathname: string): Promise<unknown> {
  const lang = languageOfPath(pathname) ?? defaultLanguage;
  return Promise.all([loadLanguage(lang), loadPageCopy(lang, matchPage(pathname)?.screen ?? "notFound")]);
}

/** The page copy of a language outside React (the server's PDF). */
export function pageCopyFor<K extends PageKey>(lang: Language, key: K, values?: Values): PagesResources[K] {
  if (!server) throw new Error("pageCopyFor is for the server; components use usePageCopy");
  return interpolate(server.resources[lang].pages[key], { ...defaults, ...values });
}

/** `t` for a namespace in the page's language (the URL's). Suspends while it downloads. */
export function useTranslation<NS extends Namespace = "common">(
  namespace: NS = "common" as NS,
): { t: Translate<SiteResources[NS]>; lang: Language } {
  const lang = useLang();
  const resources = useSiteResources(lang)[namespace];
  const t = useMemo(() => translator(resources, defaults), [resources]);
  return { t, lang };
}

/**
 * The copy of one page (an object of the `pages` resources) in the page's language,
 * with `{{brand}}` and any `values` filled in. Suspends while it downloads.
 */
export function usePageCopy<K extends PageKey>(key: K, values?: Values): PagesResources[K] {
  const lang = useLang();
  const copy = usePageResource(lang, key);
  const memoKey = values ? JSON.stringify(values) : "";
  return useMemo(
    () => interpolate(copy, values ? { ...defaults, ...values } : defaults),
    // `values` is compared by content: callers pass a fresh object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [copy, memoKey],
  );
}
