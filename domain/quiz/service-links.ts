import { pathFor } from "../site/pages.ts";
import { type Language } from "#i18n/languages.ts";
import { type ServiceId } from "../site/screens.ts";

/**
 * The older service names (docs/product.md, "The growth quiz") and the service each stands for. The
 * site shows one name per service and language (i18n/locales/{lang}/service-names.ts,
 * docs/decisions/014); these are the other spellings a link or a payload may still carry.
 */
const specAliases: Readonly<Record<string, ServiceId>> = {
  "Validación de MVP": "mvpValidation",
  "Integración de IA": "aiIntegration",
  "Go-to-Market Strategy": "goToMarket",
  "Growth Transformation": "growthTransformation",
  "Transformación del Crecimiento": "growthTransformation",
  "Soft Landing": "softLanding",
  "Transformación Digital": "digitalTransformation",
  "Panel Ejecutivo Asesor": "executiveAdvisoryPanel",
  "Executive Advisory": "executiveAdvisoryPanel",
  "Executive Advisory Panel": "executiveAdvisoryPanel",
  "MVP Validation": "mvpValidation",
  "AI Integration": "aiIntegration",
  "Digital Transformation": "digitalTransformation",
};

const byName = new Map(Object.entries(specAliases));

export function serviceIdForName(name: string): ServiceId | undefined {
  return byName.get(name);
}

/**
 * Link of a service by any of its names, in the visitor's language and always
 * with the language segment (older links had none). An unknown name links to `#`.
 */
export function serviceHref(name: string, lang: Language): string {
  const id = serviceIdForName(name);
  return id ? pathFor(id, lang) : "#";
}

/** Every name that maps to a service (for tests and for validating payloads). */
export function knownServiceNames(): string[] {
  return [...byName.keys()];
}
