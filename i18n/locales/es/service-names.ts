import type { ServiceId } from "#domain/site/screens.ts";

/**
 * One name per service (docs/decisions/014): the navigation, each service page's
 * `<h1>` and title, the quiz result, the e-mails and the structured data all use it.
 * Spanish is the source; every other language satisfies its type.
 */
export const serviceNames = {
  growthTransformation: "Transformación del Crecimiento",
  executiveAdvisoryPanel: "Panel Ejecutivo Asesor",
  softLanding: "Aterrizaje en México",
  digitalTransformation: "Transformación Digital",
  aiIntegration: "Integración de IA",
  goToMarket: "Estrategia Go-to-Market",
  mvpValidation: "Validación de MVP",
} satisfies Record<ServiceId, string>;

export type ServiceNames = typeof serviceNames;
