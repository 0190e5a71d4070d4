import type { ServiceNames } from "../es/service-names.ts";

/** One name per service (docs/decisions/014). */
export const serviceNames = {
  growthTransformation: "Growth Transformation",
  executiveAdvisoryPanel: "Executive Advisory Panel",
  softLanding: "Soft Landing in Mexico",
  digitalTransformation: "Digital Transformation",
  aiIntegration: "AI Integration",
  goToMarket: "Go-to-Market Strategy",
  mvpValidation: "MVP Validation",
} satisfies ServiceNames;
