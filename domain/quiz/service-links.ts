import { pathFor, type Language, type ServiceId } from "../site/pages.ts";

/**
 * Service names as the quiz shows them and sends them (`recommendedServices`),
 * per language. Every name of SPEC.md section 2 is here or among the aliases.
 */
export const serviceNames = {
  es: {
    mvpValidation: "Validación de MVP",
    aiIntegration: "Integración de IA",
    goToMarket: "Go-to-Market Strategy",
    growthTransformation: "Growth Transformation",
    softLanding: "Soft Landing",
    digitalTransformation: "Transformación Digital",
    executiveAdvisoryPanel: "Panel Ejecutivo Asesor",
  },
  en: {
    mvpValidation: "MVP Validation",
    aiIntegration: "AI Integration",
    goToMarket: "Go-to-Market Strategy",
    growthTransformation: "Growth Transformation",
    softLanding: "Soft Landing",
    digitalTransformation: "Digital Transformation",
    executiveAdvisoryPanel: "Executive Advisory Panel",
  },
} as const satisfies Record<Language, Record<ServiceId, string>>;

/** Other names of SPEC.md section 2 that stand for a service. */
const aliases: Record<string, ServiceId> = {
  "Transformación del Crecimiento": "growthTransformation",
  "Executive Advisory": "executiveAdvisoryPanel",
  "Executive Advisory Panel": "executiveAdvisoryPanel",
};

const byName = new Map<string, ServiceId>([
  ...Object.entries(aliases),
  ...Object.values(serviceNames).flatMap((names) =>
    Object.entries(names).map(([id, name]) => [name, id as ServiceId] as const),
  ),
]);

export function serviceIdForName(name: string): ServiceId | undefined {
  return byName.get(name);
}

/**
 * Link of a recommended service, in the visitor's language and always with the
 * language segment (DESIGN.md section 3 corrects the spec's unprefixed links).
 * An unknown name links to `#`.
 */
export function serviceHref(name: string, lang: Language): string {
  const id = serviceIdForName(name);
  return id ? pathFor(id, lang) : "#";
}

/** Every name that maps to a service (for tests and for validating payloads). */
export function knownServiceNames(): string[] {
  return [...byName.keys()];
}
