/**
 * The one route table: every screen of the site with its Spanish and English
 * slug and the route module that renders it. The router config, the prerender
 * list, the sitemap, hreflang links and the language switcher are all derived
 * from this list, so no slug is written anywhere else.
 */

export const languages = ["es", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "es";

export function isLanguage(value: unknown): value is Language {
  return value === "es" || value === "en";
}

export function otherLanguage(lang: Language): Language {
  return lang === "es" ? "en" : "es";
}

type Slugs = Readonly<Record<Language, string>>;

interface ScreenDefinition {
  /** Slug of this screen under its parent (empty for the home page). */
  readonly slug: Slugs;
  /** Route module, relative to app/. */
  readonly module: string;
  /** Screen id of the parent whose path prefixes this one (typed as string to keep ScreenId non-circular). */
  readonly parent?: string;
}

const serviceModule = "routes/service.tsx";

const definitions = {
  home: { slug: { es: "", en: "" }, module: "routes/home.tsx" },
  solutions: { slug: { es: "soluciones", en: "solutions" }, module: "routes/solutions.tsx" },
  funds: {
    slug: { es: "fondos-inversion", en: "investment-funds" },
    module: "routes/funds.tsx",
  },
  services: { slug: { es: "servicios", en: "services" }, module: "routes/services.tsx" },
  growthTransformation: {
    parent: "services",
    slug: { es: "growth-transformation", en: "growth-transformation" },
    module: serviceModule,
  },
  executiveAdvisoryPanel: {
    parent: "services",
    slug: { es: "executive-advisory-panel", en: "executive-advisory-panel" },
    module: serviceModule,
  },
  softLanding: {
    parent: "services",
    slug: { es: "soft-landing", en: "soft-landing" },
    module: serviceModule,
  },
  digitalTransformation: {
    parent: "services",
    slug: { es: "transformacion-digital", en: "digital-transformation" },
    module: serviceModule,
  },
  aiIntegration: {
    parent: "services",
    slug: { es: "integracion-ia", en: "ai-integration" },
    module: serviceModule,
  },
  goToMarket: {
    parent: "services",
    slug: { es: "go-to-market", en: "go-to-market" },
    module: serviceModule,
  },
  mvpValidation: {
    parent: "services",
    slug: { es: "validacion-mvp", en: "mvp-validation" },
    module: serviceModule,
  },
  about: { slug: { es: "nosotros", en: "about" }, module: "routes/about.tsx" },
  ourName: {
    parent: "about",
    slug: { es: "nuestro-nombre", en: "our-name" },
    module: "routes/our-name.tsx",
  },
  contact: { slug: { es: "contacto", en: "contact" }, module: "routes/contact.tsx" },
  quiz: { slug: { es: "quiz-crecimiento", en: "growth-quiz" }, module: "routes/quiz.tsx" },
  privacy: {
    slug: { es: "aviso-de-privacidad", en: "privacy-notice" },
    module: "routes/privacy.tsx",
  },
} as const satisfies Record<string, ScreenDefinition>;

export type ScreenId = keyof typeof definitions;
export const screenIds = Object.keys(definitions) as ScreenId[];

export const serviceIds = [
  "growthTransformation",
  "executiveAdvisoryPanel",
  "softLanding",
  "digitalTransformation",
  "aiIntegration",
  "goToMarket",
  "mvpValidation",
] as const satisfies readonly ScreenId[];
export type ServiceId = (typeof serviceIds)[number];

export function isServiceId(id: ScreenId): id is ServiceId {
  return (serviceIds as readonly ScreenId[]).includes(id);
}

export function screenModule(id: ScreenId): string {
  return definitions[id].module;
}

/** Path of a screen below the language segment, in the slugs of `slugLang`. */
function relativePath(id: ScreenId, slugLang: Language): string {
  const def: ScreenDefinition = definitions[id];
  const own = def.slug[slugLang];
  if (!def.parent) return own;
  return `${relativePath(def.parent as ScreenId, slugLang)}/${own}`;
}

/** Canonical URL path of a screen in a language: `/es/servicios/integracion-ia`. */
export function pathFor(id: ScreenId, lang: Language): string {
  const rel = relativePath(id, lang);
  return rel ? `/${lang}/${rel}` : `/${lang}`;
}

export interface RouteEntry {
  /** Route id, unique in the router: `es.solutions`, `en.solutions.alt`. */
  readonly id: string;
  /** Path without a leading slash, as React Router's route config wants it. */
  readonly path: string;
  readonly module: string;
  readonly lang: Language;
  readonly screen: ScreenId;
  /** True when the slug is the language's own (the canonical URL). */
  readonly canonical: boolean;
}

/**
 * Every URL that renders a page: each screen under each language, with the
 * language's own slug (canonical) and, where different, the other language's
 * slug (rendered too, pointing at the canonical URL).
 */
export function routeEntries(): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const lang of languages) {
    for (const screen of screenIds) {
      const module = screenModule(screen);
      const own = pathFor(screen, lang);
      entries.push({ id: `${lang}.${screen}`, path: own.slice(1), module, lang, screen, canonical: true });
      const rel = relativePath(screen, otherLanguage(lang));
      const alt = rel ? `/${lang}/${rel}` : `/${lang}`;
      if (alt !== own) {
        entries.push({
          id: `${lang}.${screen}.alt`,
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

/** Every canonical URL path of both languages: the prerender list and the sitemap. */
export function canonicalPaths(): string[] {
  return languages.flatMap((lang) => screenIds.map((id) => pathFor(id, lang)));
}

export interface MatchedPage {
  readonly lang: Language;
  readonly screen: ScreenId;
  readonly canonical: boolean;
}

const byPath = new Map<string, MatchedPage>(
  routeEntries().map((e) => [`/${e.path}`, { lang: e.lang, screen: e.screen, canonical: e.canonical }]),
);

/** The page a URL path renders, or undefined for a path that is not a page. */
export function matchPage(pathname: string): MatchedPage | undefined {
  // Pre-rendering asks for `/es/soluciones/`; the page is the same.
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return byPath.get(path);
}

/** The language of a URL path from its first segment, if that is a language. */
export function languageOfPath(pathname: string): Language | undefined {
  const first = pathname.split("/")[1];
  return isLanguage(first) ? first : undefined;
}

/** The same page in the other language (the language switcher's target). */
export function equivalentPath(pathname: string, target: Language): string {
  const page = matchPage(pathname);
  return page ? pathFor(page.screen, target) : pathFor("home", target);
}

/**
 * In-page anchors that other screens link to, per language (URL fragments are
 * part of the URL, so they are translated like slugs).
 */
const sectionAnchors = {
  stages: { es: "etapas", en: "stages" },
  foreignCompanies: { es: "empresas-extranjeras", en: "foreign-companies" },
  familyBusinesses: { es: "empresas-familiares-y-pymes", en: "family-businesses-and-smes" },
  startups: { es: "startups-y-scaleups", en: "startups-and-scaleups" },
} as const satisfies Record<string, Slugs>;
export type SectionAnchor = keyof typeof sectionAnchors;

export function anchorFor(anchor: SectionAnchor, lang: Language): string {
  return sectionAnchors[anchor][lang];
}

/**
 * Files generated at build time (pre-rendered resource routes), one per
 * language. Like slugs, their paths are translated and written only here.
 */
const downloads = {
  seriesAChecklist: {
    es: "/es/descargas/checklist-serie-a.pdf",
    en: "/en/downloads/series-a-checklist.pdf",
  },
} as const satisfies Record<string, Slugs>;
export type DownloadId = keyof typeof downloads;
export const downloadIds = Object.keys(downloads) as DownloadId[];

export function downloadPath(id: DownloadId, lang: Language): string {
  return downloads[id][lang];
}

/** Every generated file of both languages (router config and prerender list). */
export function downloadPaths(): { id: DownloadId; lang: Language; path: string }[] {
  return downloadIds.flatMap((id) => languages.map((lang) => ({ id, lang, path: downloadPath(id, lang) })));
}
