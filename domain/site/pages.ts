/**
 * The one route table: every screen of the site (domain/site/screens.ts) with
 * its slug in each language (i18n/languages.ts; the slugs are in each
 * language's folder, i18n/locales/{code}/urls.ts). The router config, the
 * prerender list, the sitemap, hreflang links and the language switcher are all
 * derived from it, so no slug is written anywhere else.
 */

import { urlFolders } from "#i18n/locales/index.ts";
import { languageList, languages, type Language, type LanguageInfo } from "#i18n/languages.ts";
import {
  downloadIds,
  screenIds,
  screens,
  type DownloadId,
  type LanguageUrls,
  type QueryParam,
  type ScreenId,
  type ScreenShape,
  type SectionAnchor,
} from "./screens.ts";

type Slugs<L extends string = Language> = Readonly<Record<L, string>>;

export interface ScreenDefinition<L extends string = Language> {
  /** Slug of this screen under its parent (empty for the home page), one per language. */
  readonly slug: Slugs<L>;
  /** Route module, relative to app/. */
  readonly module: string;
  /** Screen id of the parent whose path prefixes this one (typed as string to keep ScreenId non-circular). */
  readonly parent?: string;
  /** Rendered on each request, never pre-rendered (domain/site/screens.ts). */
  readonly onRequest?: true;
}

/**
 * Each language's URL words, from its folder (i18n/locales/{code}/urls.ts):
 * a language of the list without its folder is a type error here.
 */
const languageUrls: { readonly [L in Language]: LanguageUrls } = urlFolders;
const urlsOf = (lang: Language): LanguageUrls => languageUrls[lang];

/** The screen table with each screen's slug in every language. */
const definitions = Object.fromEntries(
  screenIds.map((id) => {
    const shape: ScreenShape = screens[id];
    const slug = Object.fromEntries(languages.map((lang) => [lang, urlsOf(lang).slugs[id]])) as Slugs;
    return [id, { ...shape, slug }];
  }),
) as Record<ScreenId, ScreenDefinition>;

export interface RouteEntry<L extends string = Language, S extends string = ScreenId> {
  /** Route id, unique in the router: `es.solutions`, `en.solutions.es` (English, Spanish slug). */
  readonly id: string;
  /** Path without a leading slash, as React Router's route config wants it. */
  readonly path: string;
  readonly module: string;
  readonly lang: L;
  readonly screen: S;
  /** True when the slug is the language's own (the canonical URL). */
  readonly canonical: boolean;
}

export interface MatchedPage<L extends string = Language, S extends string = ScreenId> {
  readonly lang: L;
  readonly screen: S;
  readonly canonical: boolean;
}

/** One hreflang alternate of a page (`x-default` is the default language's path). */
export interface Alternate {
  readonly hreflang: string;
  readonly path: string;
}

/** One entry of the language switcher: the same page in another language. */
export interface SwitcherLink<L extends string = Language> {
  readonly lang: L;
  readonly label: string;
  readonly htmlLang: string;
  readonly hreflang: string;
  readonly path: string;
}

/**
 * Builds the route table of a language list and a screen table: canonical
 * paths, the router's entries, matching, alternates and the switcher's links.
 * The site uses it once with its own lists (below); tests call it with others.
 */
export function buildRouteTable<L extends string, S extends string>(
  langs: readonly LanguageInfo<L>[],
  screens: Readonly<Record<S, ScreenDefinition<L>>>,
) {
  const codes = langs.map((l) => l.code);
  const ids = Object.keys(screens) as S[];

  /** Path of a screen below the language segment, in the slugs of `slugLang`. */
  function relativePath(id: S, slugLang: L): string {
    const def: ScreenDefinition<L> = screens[id];
    const own = def.slug[slugLang];
    if (!def.parent) return own;
    return `${relativePath(def.parent as S, slugLang)}/${own}`;
  }

  const under = (lang: L, rel: string) => (rel ? `/${lang}/${rel}` : `/${lang}`);

  /** Canonical URL path of a screen in a language: `/es/servicios/integracion-ia`. */
  function pathFor(id: S, lang: L): string {
    return under(lang, relativePath(id, lang));
  }

  /**
   * Every URL that renders a page: each screen under each language, with the
   * language's own slug (canonical) and, where different, each other language's
   * slug (rendered too, pointing at the canonical URL).
   */
  function routeEntries(): RouteEntry<L, S>[] {
    const entries: RouteEntry<L, S>[] = [];
    for (const lang of codes) {
      for (const screen of ids) {
        const module = screens[screen].module;
        const own = pathFor(screen, lang);
        entries.push({ id: `${lang}.${screen}`, path: own.slice(1), module, lang, screen, canonical: true });
        const seen = new Set([own]);
        for (const slugLang of codes) {
          const alt = under(lang, relativePath(screen, slugLang));
          if (seen.has(alt)) continue;
          seen.add(alt);
          entries.push({
            id: `${lang}.${screen}.${slugLang}`,
            path: alt.slice(1),
            module,
            lang,
            screen,
            canonical: false,
          });
        }
      }
    }
    return entries;
  }

  /** Every canonical URL path of every language that is pre-rendered: the prerender list. */
  function canonicalPaths(): string[] {
    return codes.flatMap((lang) => ids.filter((id) => !screens[id].onRequest).map((id) => pathFor(id, lang)));
  }

  /** The canonical URL paths rendered on each request (the booking pages). */
  function requestPaths(): string[] {
    return codes.flatMap((lang) => ids.filter((id) => screens[id].onRequest).map((id) => pathFor(id, lang)));
  }

  const byPath = new Map<string, MatchedPage<L, S>>(
    routeEntries().map((e) => [`/${e.path}`, { lang: e.lang, screen: e.screen, canonical: e.canonical }]),
  );

  /** The page a URL path renders, or undefined for a path that is not a page. */
  function matchPage(pathname: string): MatchedPage<L, S> | undefined {
    // Pre-rendering asks for `/es/soluciones/`; the page is the same.
    const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
    return byPath.get(path);
  }

  /** The language of a URL path from its first segment, if that is a language. */
  function languageOfPath(pathname: string): L | undefined {
    const first = pathname.split("/")[1];
    return codes.find((code) => code === first);
  }

  /** The same page in another language (the language switcher's target). */
  function equivalentPath(pathname: string, target: L): string {
    const page = matchPage(pathname);
    return page ? pathFor(page.screen, target) : under(target, "");
  }

  /** The hreflang alternates of a screen: every language, then `x-default` (the default language). */
  function alternates(screen: S): Alternate[] {
    return [
      ...langs.map((l) => ({ hreflang: l.hreflang, path: pathFor(screen, l.code) })),
      { hreflang: "x-default", path: pathFor(screen, codes[0]!) },
    ];
  }

  /** The sitemap: every pre-rendered page of every language with its hreflang alternates. */
  function sitemapEntries(): { path: string; alternates: Alternate[] }[] {
    return codes.flatMap((lang) =>
      ids
        .filter((screen) => !screens[screen].onRequest)
        .map((screen) => ({ path: pathFor(screen, lang), alternates: alternates(screen) })),
    );
  }

  /** The language switcher's links from a page: the same page in each other language. */
  function switcherLinks(pathname: string, current: L): SwitcherLink<L>[] {
    return langs
      .filter((l) => l.code !== current)
      .map((l) => ({
        lang: l.code,
        label: l.endonym,
        htmlLang: l.htmlLang,
        hreflang: l.hreflang,
        path: equivalentPath(pathname, l.code),
      }));
  }

  return {
    pathFor,
    routeEntries,
    canonicalPaths,
    requestPaths,
    matchPage,
    languageOfPath,
    equivalentPath,
    alternates,
    sitemapEntries,
    switcherLinks,
  };
}

const table = buildRouteTable(languageList, definitions);

export const pathFor = table.pathFor;
export const routeEntries = table.routeEntries;
export const canonicalPaths = table.canonicalPaths;
export const requestPaths = table.requestPaths;
export const matchPage = table.matchPage;
export const languageOfPath = table.languageOfPath;
export const equivalentPath = table.equivalentPath;
export const alternates = table.alternates;
export const sitemapEntries = table.sitemapEntries;
export const switcherLinks = table.switcherLinks;

export function anchorFor(anchor: SectionAnchor, lang: Language): string {
  return urlsOf(lang).anchors[anchor];
}

/** A query parameter's name in a language (`asunto`, `topic`). */
export function paramFor(param: QueryParam, lang: Language): string {
  return urlsOf(lang).params[param];
}

/** A generated file's path (pre-rendered resource route): `/es/descargas/checklist-serie-a.pdf`. */
export function downloadPath(id: DownloadId, lang: Language): string {
  return `/${lang}/${urlsOf(lang).downloads[id]}`;
}

/** Every generated file of every language (router config and prerender list). */
export function downloadPaths(): { id: DownloadId; lang: Language; path: string }[] {
  return downloadIds.flatMap((id) => languages.map((lang) => ({ id, lang, path: downloadPath(id, lang) })));
}
