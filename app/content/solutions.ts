import type { SectionAnchor, ServiceId } from "#domain/site/screens.ts";

/** The three segments of the Solutions page, their anchors and key services. */
export const segments = [
  { key: "foreignCompanies", services: ["softLanding", "goToMarket", "executiveAdvisoryPanel"] },
  { key: "familyBusinesses", services: ["growthTransformation", "digitalTransformation", "aiIntegration"] },
  { key: "startups", services: ["mvpValidation", "goToMarket", "aiIntegration"] },
] as const satisfies readonly { key: SectionAnchor; services: readonly ServiceId[] }[];
