import { describe, expect, it } from "vitest";
import { languageList, type LanguageInfo } from "#i18n/languages.ts";
import { buildRouteTable, type ScreenDefinition } from "./pages.ts";

/**
 * A newcomer adds French: one entry in the language list and a slug per screen.
 * Routes, the prerender list, the sitemap, hreflang and the switcher must follow
 * from those two lists alone (the site's own table is built by the same function).
 */
type TestLanguage = "es" | "en" | "fr";
const french: LanguageInfo<"fr"> = {
  code: "fr",
  htmlLang: "fr",
  hreflang: "fr",
  ogLocale: "fr_FR",
  endonym: "Français",
  documentLang: "fr-FR",
};
/** The site's Spanish and English as the list has them (whatever other languages it has by then). */
type Listed = (typeof languageList)[number];
const isEsOrEn = (l: Listed): l is Extract<Listed, { code: "es" | "en" }> =>
  l.code === "es" || l.code === "en";
const langs: readonly LanguageInfo<TestLanguage>[] = [...languageList.filter(isEsOrEn), french];

const screens = {
  home: { slug: { es: "", en: "", fr: "" }, module: "routes/home.tsx" },
  services: { slug: { es: "servicios", en: "services", fr: "services" }, module: "routes/services.tsx" },
  aiIntegration: {
    parent: "services",
    slug: { es: "integracion-ia", en: "ai-integration", fr: "integration-ia" },
    module: "routes/service.tsx",
  },
  contact: { slug: { es: "contacto", en: "contact", fr: "contact" }, module: "routes/contact.tsx" },
} as const satisfies Record<string, ScreenDefinition<TestLanguage>>;

const table = buildRouteTable(langs, screens);

describe("a third language added to the language list", () => {
  it("gets a canonical route for every screen (the prerender list)", () => {
    expect(table.canonicalPaths()).toEqual([
      "/es",
      "/es/servicios",
      "/es/servicios/integracion-ia",
      "/es/contacto",
      "/en",
      "/en/services",
      "/en/services/ai-integration",
      "/en/contact",
      "/fr",
      "/fr/services",
      "/fr/services/integration-ia",
      "/fr/contact",
    ]);
  });

  it("renders every other language's slugs under each language, once per distinct path", () => {
    const entries = table.routeEntries();
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.path)).size).toBe(entries.length);
    const french = entries.filter((e) => e.lang === "fr").map((e) => [e.path, e.canonical, e.id]);
    expect(french).toEqual([
      ["fr", true, "fr.home"],
      ["fr/services", true, "fr.services"],
      ["fr/servicios", false, "fr.services.es"],
      ["fr/services/integration-ia", true, "fr.aiIntegration"],
      ["fr/servicios/integracion-ia", false, "fr.aiIntegration.es"],
      ["fr/services/ai-integration", false, "fr.aiIntegration.en"],
      ["fr/contact", true, "fr.contact"],
      ["fr/contacto", false, "fr.contact.es"],
    ]);
    expect(table.matchPage("/es/services/integration-ia")).toEqual({
      lang: "es",
      screen: "aiIntegration",
      canonical: false,
    });
  });

  it("lists every language in the hreflang alternates, with the default as x-default", () => {
    expect(table.alternates("aiIntegration")).toEqual([
      { hreflang: "es", path: "/es/servicios/integracion-ia" },
      { hreflang: "en", path: "/en/services/ai-integration" },
      { hreflang: "fr", path: "/fr/services/integration-ia" },
      { hreflang: "x-default", path: "/es/servicios/integracion-ia" },
    ]);
  });

  it("puts every canonical page of the three languages in the sitemap, each with all alternates", () => {
    const sitemap = table.sitemapEntries();
    expect(sitemap.map((e) => e.path)).toEqual(table.canonicalPaths());
    for (const entry of sitemap)
      expect(entry.alternates.map((a) => a.hreflang)).toEqual(["es", "en", "fr", "x-default"]);
  });

  it("offers the two other languages in the switcher, each at the equivalent page", () => {
    expect(table.switcherLinks("/fr/services/integration-ia", "fr")).toEqual([
      { lang: "es", label: "Español", htmlLang: "es", hreflang: "es", path: "/es/servicios/integracion-ia" },
      { lang: "en", label: "English", htmlLang: "en", hreflang: "en", path: "/en/services/ai-integration" },
    ]);
    expect(table.switcherLinks("/es/contacto", "es").map((l) => [l.lang, l.path])).toEqual([
      ["en", "/en/contact"],
      ["fr", "/fr/contact"],
    ]);
    expect(table.switcherLinks("/fr/nope", "fr").map((l) => l.path)).toEqual(["/es", "/en"]);
  });

  it("recognises the new language in paths", () => {
    expect(table.languageOfPath("/fr/contact")).toBe("fr");
    expect(table.languageOfPath("/de/contact")).toBeUndefined();
  });
});
