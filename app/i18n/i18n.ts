import { useMemo } from "react";
import { useMatches, useRouteLoaderData, type ShouldRevalidateFunction } from "react-router";
import { languageOfPath, matchPage } from "#domain/site/pages.ts";
import { defaultLanguage, type Language } from "#i18n/languages.ts";
import { isServiceId } from "#domain/site/screens.ts";
import { settings } from "../lib/settings.ts";
import { useLang } from "../lib/use-page.ts";
import type { Locale } from "#i18n/locales/index.ts";
import { interpolate, translator, type Translate, type Values } from "#i18n/translate.ts";

/**
 * The translations of the site (docs/decisions/006, 008, 103).
 *
 * The server holds every resource of both languages (resources.ts; in the browser
 * build that import is dead code). The browser gets them through the router, as
 * loader data: the root route's loader gives the site-wide namespaces of the page's
 * language (and the not-found copy its error boundary shows), each page route's
 * loader the copy of its page. A pre-rendered page carries both in its HTML (React
 * Router's hydration data); a client navigation fetches the next page's `.data`
 * (pre-rendered too) while the route spinner shows, and `<Link prefetch="intent">`
 * fetches it ahead.
 */

/** The namespaces every page uses, with `t`. Page copy comes whole, from usePageCopy. */
export interface SiteResources {
  common: Locale["common"];
  forms: Locale["forms"];
  quiz: Locale["quiz"];
}
export type Namespace = keyof SiteResources;
type PagesResources = Locale["pages"];
export type PageKey = keyof PagesResources;
/** The copy of one page, as its translations hold it. */
export type PageText<K extends PageKey> = PagesResources[K];

/** What every string may use without being given it. */
const defaults: Values = { brand: settings.brandName };

const server = import.meta.env.SSR ? await import("#i18n/resources.ts") : undefined;

function serverResources() {
  if (!server) throw new Error("translations are loaded by the server (route loaders)");
  return server.resources;
}

// ------------------------------------------------------------ loaders (server)

/** The root route's loader data: the site-wide namespaces of the URL's language. */
export interface SiteCopy {
  readonly site: SiteResources;
  /** The copy of the not-found page, which the root error boundary shows on any route. */
  readonly pages: Pick<PagesResources, "notFound">;
}

/** A page route's loader data: the copy of its page (a service page: its own and the shared labels). */
export interface PageCopy {
  readonly pages: Partial<PagesResources>;
}

// The loaders get the URL React Router normalised (a `.data` request's too).
function languageOf(url: URL): Language {
  return languageOfPath(url.pathname) ?? defaultLanguage;
}

/** For the root route's loader. */
export function loadSiteCopy(url: URL): SiteCopy {
  const { common, forms, quiz, pages } = serverResources()[languageOf(url)];
  return { site: { common, forms, quiz }, pages: { notFound: pages.notFound } };
}

/** For a page route's loader: the copy of the page the URL renders. */
export function loadPageCopy(url: URL): PageCopy {
  const pages = serverResources()[languageOf(url)].pages;
  const screen = matchPage(url.pathname)?.screen;
  if (!screen) return { pages: {} };
  if (isServiceId(screen)) return { pages: { [screen]: pages[screen], serviceDetail: pages.serviceDetail } };
  return { pages: { [screen]: pages[screen] } };
}

/**
 * A page route's `shouldRevalidate`: its copy depends on the URL's path alone, so it is
 * not fetched again after a form is sent or when only the query string changes.
 */
export const pageCopyChanges: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

// ------------------------------------------------------------ reading (components)

/** The site-wide namespaces, from the root route's loader data. */
function useSiteResources(): SiteResources {
  const data = useRouteLoaderData("root") as SiteCopy | undefined;
  if (!data) throw new Error("the root route's loader data (translations) is missing");
  return data.site;
}

/** `t` for one namespace of given resources, outside React (the root's meta tags, from its loader data). */
export function translatorFor<NS extends Namespace>(
  site: SiteResources | undefined,
  namespace: NS,
): Translate<SiteResources[NS]> {
  return translator(site?.[namespace] ?? {}, defaults) as unknown as Translate<SiteResources[NS]>;
}

/** The page copy of a language outside React (the server's PDF). */
export function pageCopyFor<K extends PageKey>(lang: Language, key: K, values?: Values): PagesResources[K] {
  return interpolate(serverResources()[lang].pages[key], { ...defaults, ...values });
}

/** `t` for a namespace in the page's language (the URL's). */
export function useTranslation<NS extends Namespace = "common">(
  namespace: NS = "common" as NS,
): { t: Translate<SiteResources[NS]>; lang: Language } {
  const lang = useLang();
  const resources = useSiteResources()[namespace];
  const t = useMemo(() => translator(resources, defaults), [resources]);
  return { t, lang };
}

/**
 * The copy of one page (an object of the `pages` resources) in the page's language,
 * with `{{brand}}` and any `values` filled in: from the loader data of the deepest
 * matched route that has it (the page's route; the root's for the not-found copy).
 */
export function usePageCopy<K extends PageKey>(key: K, values?: Values): PagesResources[K] {
  const matches = useMatches();
  const copy = matches
    .map((match) => (match.loaderData as Partial<PageCopy> | undefined)?.pages?.[key])
    .findLast((found) => found !== undefined) as PagesResources[K] | undefined;
  if (!copy) throw new Error(`no loader of the matched routes gives the page copy "${key}"`);
  const memoKey = values ? JSON.stringify(values) : "";
  return useMemo(
    () => interpolate(copy, values ? { ...defaults, ...values } : defaults),
    // `values` is compared by content: callers pass a fresh object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [copy, memoKey],
  );
}
