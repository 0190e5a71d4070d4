import { describe, expect, it } from "vitest";
import { matchPage, pathFor } from "../site/pages.ts";
import { languages } from "#i18n/languages.ts";
import { type ServiceId } from "../site/screens.ts";
import { knownServiceNames, serviceHref, serviceIdForName } from "./service-links.ts";

// Every older service name and the service it names (docs/product.md, "The growth quiz").
const specNames: Array<[string, string]> = [
  ["Validación de MVP", "mvpValidation"],
  ["Integración de IA", "aiIntegration"],
  ["Go-to-Market Strategy", "goToMarket"],
  ["Growth Transformation", "growthTransformation"],
  ["Transformación del Crecimiento", "growthTransformation"],
  ["Soft Landing", "softLanding"],
  ["Transformación Digital", "digitalTransformation"],
  ["Panel Ejecutivo Asesor", "executiveAdvisoryPanel"],
  ["Executive Advisory", "executiveAdvisoryPanel"],
  ["Executive Advisory Panel", "executiveAdvisoryPanel"],
  ["MVP Validation", "mvpValidation"],
  ["AI Integration", "aiIntegration"],
  ["Digital Transformation", "digitalTransformation"],
];

describe("service name → localized path", () => {
  it.each(specNames)("%s links to its service in both languages", (name, id) => {
    expect(serviceIdForName(name)).toBe(id);
    for (const lang of languages) {
      const href = serviceHref(name, lang);
      expect(href).toBe(pathFor(id as ServiceId, lang));
      const page = matchPage(href);
      expect(page, href).toMatchObject({ lang, screen: id, canonical: true });
    }
  });

  it("every name in the mapping resolves to a route that exists", () => {
    const names = knownServiceNames();
    expect(names.length).toBeGreaterThanOrEqual(specNames.length);
    for (const name of names) {
      for (const lang of languages) expect(matchPage(serviceHref(name, lang)), name).toBeDefined();
    }
  });

  it.each(["", "Consulting", "soft landing", "<script>", "#", "/es/servicios"])(
    "unknown name %j → #",
    (name) => {
      expect(serviceHref(name, "es")).toBe("#");
      expect(serviceHref(name, "en")).toBe("#");
    },
  );
});
