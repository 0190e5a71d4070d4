/**
 * The screens of the site, without their words: each screen's route module and
 * parent, the in-page anchors other screens link to, and the generated files.
 * Their slugs, anchors and file paths are words, so they live with each
 * language's translations (i18n/locales/{code}/urls.ts, typed by
 * `LanguageUrls` below); domain/site/pages.ts joins the two into the route table.
 *
 * Adding a service is adding one entry here with the service module: the
 * compiler then names every translation and table that needs its words.
 */

/** A screen rendered by this module is a service page. */
export const serviceModule = "routes/service.tsx";

export interface ScreenShape {
  /** Route module, relative to app/. */
  readonly module: string;
  /** Screen id of the parent whose path prefixes this one (typed as string to keep ScreenId non-circular). */
  readonly parent?: string;
  /** Rendered on each request (live data: the booking page's open times), never pre-rendered. */
  readonly onRequest?: true;
}

export const screens = {
  home: { module: "routes/home.tsx" },
  solutions: { module: "routes/solutions.tsx" },
  funds: { module: "routes/funds.tsx" },
  services: { module: "routes/services.tsx" },
  growthTransformation: { parent: "services", module: serviceModule },
  executiveAdvisoryPanel: { parent: "services", module: serviceModule },
  softLanding: { parent: "services", module: serviceModule },
  digitalTransformation: { parent: "services", module: serviceModule },
  aiIntegration: { parent: "services", module: serviceModule },
  goToMarket: { parent: "services", module: serviceModule },
  mvpValidation: { parent: "services", module: serviceModule },
  about: { module: "routes/about.tsx" },
  ourName: { parent: "about", module: "routes/our-name.tsx" },
  contact: { module: "routes/contact.tsx" },
  quiz: { module: "routes/quiz.tsx" },
  privacy: { module: "routes/privacy.tsx" },
  booking: { module: "routes/booking.tsx", onRequest: true },
  bookedCall: { parent: "booking", module: "routes/booked-call.tsx", onRequest: true },
} as const satisfies Record<string, ScreenShape>;

export type ScreenId = keyof typeof screens;

/** A service is a screen rendered by the service module: adding one to the table adds a service. */
export type ServiceId = {
  [K in ScreenId]: (typeof screens)[K]["module"] extends typeof serviceModule ? K : never;
}[ScreenId];

export const screenIds = Object.keys(screens) as ScreenId[];

export function isServiceId(id: string): id is ServiceId {
  // Callers also ask about page keys that are not screens (`notFound`).
  return Object.hasOwn(screens, id) && screens[id as ScreenId].module === serviceModule;
}

/** The services, in the table's order. */
export const serviceIds: readonly ServiceId[] = screenIds.filter(isServiceId);

/** In-page anchors that other screens link to (URL fragments are translated like slugs). */
export const sectionAnchors = ["stages", "foreignCompanies", "familyBusinesses", "startups"] as const;
export type SectionAnchor = (typeof sectionAnchors)[number];

/** Files generated at build time (pre-rendered resource routes), one per language. */
export const downloadIds = ["seriesAChecklist"] as const;
export type DownloadId = (typeof downloadIds)[number];

/** Query parameters whose names are words of the page's language (`?asunto=` on the Spanish contact page). */
export const queryParams = ["contactRequest"] as const;
export type QueryParam = (typeof queryParams)[number];

/** A language's URL words: i18n/locales/{code}/urls.ts. */
export interface LanguageUrls {
  /** Each screen's slug under its parent (empty for the home page). */
  readonly slugs: Readonly<Record<ScreenId, string>>;
  readonly anchors: Readonly<Record<SectionAnchor, string>>;
  /** Each generated file's path below the language's segment (`descargas/checklist-serie-a.pdf`). */
  readonly downloads: Readonly<Record<DownloadId, string>>;
  readonly params: Readonly<Record<QueryParam, string>>;
}
