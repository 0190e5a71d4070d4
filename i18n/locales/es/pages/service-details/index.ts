import type { ServiceId } from "#domain/site/screens.ts";
import { growthTransformation } from "./growth-transformation.ts";
import { executiveAdvisoryPanel } from "./executive-advisory-panel.ts";
import { softLanding } from "./soft-landing.ts";
import { digitalTransformation } from "./digital-transformation.ts";
import { aiIntegration } from "./ai-integration.ts";
import { goToMarket } from "./go-to-market.ts";
import { mvpValidation } from "./mvp-validation.ts";
import type { ServiceCopy } from "./service-copy.ts";

export { serviceDetail } from "./labels.ts";
export type { ServiceCopy } from "./service-copy.ts";

/** The seven service detail pages (docs/product.md, "Pages and languages"). */
export const serviceDetails: Record<ServiceId, ServiceCopy> = {
  growthTransformation,
  executiveAdvisoryPanel,
  softLanding,
  digitalTransformation,
  aiIntegration,
  goToMarket,
  mvpValidation,
};
