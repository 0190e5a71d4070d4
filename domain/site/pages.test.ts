import { describe, expect, it } from "vitest";
import {
  canonicalPaths,
  equivalentPath,
  languageOfPath,
  matchPage,
  pathFor,
  requestPaths,
  routeEntries,
} from "./pages.ts";
import { languages, type Language } from "#i18n/languages.ts";
import { isServiceId, screenIds, screens, serviceIds, type ScreenId, type ScreenShape } from "./screens.ts";

/** The languages whose paths this file writes out by hand; a language added later is checked by the rules below. */
const written = ["es", "en"] as const satisfies readonly Language[];
type Written = (typeof written)[number];

/** Canonical paths written out by hand (docs/product.md, "Pages and languages"). */
const expectedPaths: Record<ScreenId, Record<Written, string>> = {
  home: { es: "/es", en: "/en" },
  solutions: { es: "/es/soluciones", en: "/en/solutions" },
  funds: { es: "/es/fondos-inversion", en: "/en/investment-funds" },
  services: { es: "/es/servicios", en: "/en/services" },
  growthTransformation: {
    es: "/es/servicios/growth-transformation",
    en: "/en/services/growth-transformation",
  },
  executiveAdvisoryPanel: {
    es: "/es/servicios/executive-advisory-panel",
    en: "/en/services/executive-advisory-panel",
  },
  softLanding: { es: "/es/servicios/soft-landing", en: "/en/services/soft-landing" },
  digitalTransformation: {
    es: "/es/servicios/transformacion-digital",
    en: "/en/services/digital-transformation",
  },
  aiIntegration: { es: "/es/servicios/integracion-ia", en: "/en/services/ai-integration" },
  goToMarket: { es: "/es/servicios/go-to-market", en: "/en/services/go-to-market" },
  mvpValidation: { es: "/es/servicios/validacion-mvp", en: "/en/services/mvp-validation" },
  about: { es: "/es/nosotros", en: "/en/about" },
  ourName: { es: "/es/nosotros/nuestro-nombre", en: "/en/about/our-name" },
  contact: { es: "/es/contacto", en: "/en/contact" },
  quiz: { es: "/es/quiz-crecimiento", en: "/en/growth-quiz" },
  privacy: { es: "/es/aviso-de-privacidad", en: "/en/privacy-notice" },
  booking: { es: "/es/agendar", en: "/en/book-a-call" },
  bookedCall: { es: "/es/agendar/llamada", en: "/en/book-a-call/call" },
};

const screenLanguagePairs = screenIds.flatMap((screen) =>
  written.map((lang) => ({ screen, lang, path: expectedPaths[screen][lang] })),
);

describe("the screen list", () => {
  it("has exactly the screens of docs/product.md", () => {
    expect([...screenIds].sort()).toEqual(Object.keys(expectedPaths).sort());
  });

  it.each(screenLanguagePairs)("$screen in $lang is at $path", ({ screen, lang, path }) => {
    expect(pathFor(screen, lang)).toBe(path);
  });

  it.each(screenIds.filter((id) => id !== "home"))(
    "%s has different Spanish and English canonical paths",
    (screen) => {
      expect(pathFor(screen, "es")).not.toBe(pathFor(screen, "en"));
      expect(pathFor(screen, "es").startsWith("/es/")).toBe(true);
      expect(pathFor(screen, "en").startsWith("/en/")).toBe(true);
    },
  );

  it("home is the bare language segment", () => {
    expect(pathFor("home", "es")).toBe("/es");
    expect(pathFor("home", "en")).toBe("/en");
  });
});

describe("service detail routes", () => {
  const specServices: [string, string][] = [
    ["/es/servicios/growth-transformation", "/en/services/growth-transformation"],
    ["/es/servicios/executive-advisory-panel", "/en/services/executive-advisory-panel"],
    ["/es/servicios/soft-landing", "/en/services/soft-landing"],
    ["/es/servicios/transformacion-digital", "/en/services/digital-transformation"],
    ["/es/servicios/integracion-ia", "/en/services/ai-integration"],
    ["/es/servicios/go-to-market", "/en/services/go-to-market"],
    ["/es/servicios/validacion-mvp", "/en/services/mvp-validation"],
  ];

  it("there are seven services", () => {
    expect(serviceIds).toHaveLength(7);
    expect(new Set(serviceIds).size).toBe(7);
  });

  it.each(specServices)("%s and %s are the two canonical paths of one service", (es, en) => {
    const esPage = matchPage(es);
    const enPage = matchPage(en);
    expect(esPage).toMatchObject({ lang: "es", canonical: true });
    expect(enPage).toMatchObject({ lang: "en", canonical: true });
    expect(esPage?.screen).toBe(enPage?.screen);
    expect(isServiceId(esPage!.screen)).toBe(true);
  });

  it("every service id is one of the service paths", () => {
    const specEs = specServices.map(([es]) => es).sort();
    expect(serviceIds.map((id) => pathFor(id, "es")).sort()).toEqual(specEs);
  });

  it("only services are service ids", () => {
    expect(screenIds.filter((id) => isServiceId(id)).sort()).toEqual([...serviceIds].sort());
    expect(isServiceId("services")).toBe(false);
    expect(isServiceId("home")).toBe(false);
  });
});

describe("canonicalPaths", () => {
  const paths = canonicalPaths();

  const prerendered = screenIds.filter((id) => !(screens[id] as ScreenShape).onRequest);

  it("has one path per pre-rendered screen and language; the booking pages are rendered on request", () => {
    expect(screenIds).toHaveLength(18);
    expect(prerendered).toHaveLength(16);
    expect(paths).toHaveLength(languages.length * prerendered.length);
    expect(requestPaths().sort()).toEqual(
      ["/es/agendar", "/es/agendar/llamada", "/en/book-a-call", "/en/book-a-call/call"].sort(),
    );
  });

  it("is exactly the expected canonical paths", () => {
    const inWritten = paths.filter((p) =>
      written.some((lang) => p === `/${lang}` || p.startsWith(`/${lang}/`)),
    );
    expect([...inWritten, ...requestPaths()].sort()).toEqual(screenLanguagePairs.map((p) => p.path).sort());
  });

  it("has no duplicates", () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(paths)("%s has no trailing slash and a language segment", (path) => {
    expect(path.endsWith("/")).toBe(false);
    expect(path).toMatch(new RegExp(`^/(${languages.join("|")})(/[a-z0-9-]+)*$`));
  });
});

describe("routeEntries", () => {
  const entries = routeEntries();

  it("has unique ids", () => {
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has unique paths", () => {
    const paths = entries.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("paths have no leading or trailing slash", () => {
    for (const entry of entries) {
      expect(entry.path.startsWith("/")).toBe(false);
      expect(entry.path.endsWith("/")).toBe(false);
    }
  });

  it("the canonical entries are exactly canonicalPaths()", () => {
    const canonical = entries.filter((e) => e.canonical).map((e) => `/${e.path}`);
    expect(canonical.sort()).toEqual([...canonicalPaths(), ...requestPaths()].sort());
  });

  it("every screen whose slugs differ has an alternate-slug entry in each language", () => {
    const alternates = entries.filter((e) => !e.canonical);
    for (const lang of languages) {
      for (const screen of screenIds) {
        const ownPath = pathFor(screen, lang);
        const other = languages.find((l) => l !== lang)!;
        const otherSlugPath = pathFor(screen, other).replace(/^\/(es|en)/, `/${lang}`);
        const alt = alternates.find((e) => e.lang === lang && e.screen === screen);
        if (ownPath === otherSlugPath) {
          expect(alt).toBeUndefined();
        } else {
          expect(alt?.path).toBe(otherSlugPath.slice(1));
        }
      }
    }
  });

  it("renders /en/soluciones and /es/solutions as alternates", () => {
    expect(entries).toContainEqual(
      expect.objectContaining({ path: "en/soluciones", lang: "en", screen: "solutions", canonical: false }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ path: "es/solutions", lang: "es", screen: "solutions", canonical: false }),
    );
  });

  it("uses each screen's module", () => {
    for (const entry of entries) {
      expect(entry.module).toMatch(/^routes\/[a-z-]+\.tsx$/);
    }
    const serviceModules = new Set(entries.filter((e) => isServiceId(e.screen)).map((e) => e.module));
    expect([...serviceModules]).toEqual(["routes/service.tsx"]);
  });
});

describe("matchPage", () => {
  it.each(screenLanguagePairs)("matches the canonical $path", ({ screen, lang, path }) => {
    expect(matchPage(path)).toEqual({ screen, lang, canonical: true });
  });

  it.each([
    ["/en/soluciones", { screen: "solutions", lang: "en", canonical: false }],
    ["/es/solutions", { screen: "solutions", lang: "es", canonical: false }],
    ["/en/servicios/integracion-ia", { screen: "aiIntegration", lang: "en", canonical: false }],
    ["/es/services/ai-integration", { screen: "aiIntegration", lang: "es", canonical: false }],
    ["/en/nosotros/nuestro-nombre", { screen: "ourName", lang: "en", canonical: false }],
    ["/es/growth-quiz", { screen: "quiz", lang: "es", canonical: false }],
  ] as const)("matches the alternate slug %s", (path, expected) => {
    expect(matchPage(path)).toEqual(expected);
  });

  it("accepts a trailing slash on a page path", () => {
    expect(matchPage("/es/soluciones/")).toEqual({ screen: "solutions", lang: "es", canonical: true });
  });

  it.each([
    "/",
    "",
    "/nope",
    "/es/nope",
    "/fr",
    "/fr/servicios",
    "/servicios",
    "/services/ai-integration",
    "/es/servicios/nope",
    "/es/servicios/integracion-ia/extra",
    "/ES/servicios",
    "//es/servicios",
    "/es//servicios",
    // Mixed slugs: a Spanish parent with an English child is not a page.
    "/es/servicios/ai-integration",
    "/en/services/integracion-ia",
  ])("does not match %j", (path) => {
    expect(matchPage(path)).toBeUndefined();
  });
});

describe("equivalentPath", () => {
  it.each(screenIds.flatMap((screen) => written.map((from) => ({ screen, from }))))(
    "maps $screen from $from to the other language",
    ({ screen, from }) => {
      const to = written.find((l) => l !== from)!;
      expect(equivalentPath(expectedPaths[screen][from], to)).toBe(expectedPaths[screen][to]);
      // And back again.
      expect(equivalentPath(expectedPaths[screen][to], from)).toBe(expectedPaths[screen][from]);
    },
  );

  it("maps the language switcher's example both ways", () => {
    expect(equivalentPath("/es/servicios/integracion-ia", "en")).toBe("/en/services/ai-integration");
    expect(equivalentPath("/en/services/ai-integration", "es")).toBe("/es/servicios/integracion-ia");
  });

  it("maps an alternate-slug page to the target language's canonical path", () => {
    expect(equivalentPath("/en/soluciones", "es")).toBe("/es/soluciones");
    expect(equivalentPath("/es/solutions", "en")).toBe("/en/solutions");
  });

  it("maps a path to itself in its own language", () => {
    expect(equivalentPath("/es/contacto", "es")).toBe("/es/contacto");
  });

  it("falls back to the target language's home for a path that is not a page", () => {
    expect(equivalentPath("/es/nope", "en")).toBe("/en");
    expect(equivalentPath("/nope", "es")).toBe("/es");
  });
});

describe("languageOfPath", () => {
  it.each([
    ["/es", "es"],
    ["/en", "en"],
    ["/es/servicios", "es"],
    ["/en/services/ai-integration", "en"],
    ["/en/soluciones", "en"],
    ["/es/nope", "es"],
  ] as const)("%s is %s", (path, lang) => {
    expect(languageOfPath(path)).toBe(lang);
  });

  it.each(["/", "", "/fr", "/fr/servicios", "/servicios", "/ES", "/english", "/es-MX/servicios"])(
    "%j has no supported language",
    (path) => {
      expect(languageOfPath(path)).toBeUndefined();
    },
  );
});
