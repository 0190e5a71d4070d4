import type { ServiceId } from "#domain/site/screens.ts";
import type { ServiceCopy } from "../../../es/pages/service-details/index.ts";
import { growthTransformation } from "./growth-transformation.ts";
import { executiveAdvisoryPanel } from "./executive-advisory-panel.ts";
import { softLanding } from "./soft-landing.ts";
import { digitalTransformation } from "./digital-transformation.ts";
import { aiIntegration } from "./ai-integration.ts";
import { goToMarket } from "./go-to-market.ts";
import { mvpValidation } from "./mvp-validation.ts";

export { serviceDetail } from "./labels.ts";

export const serviceDetails = {
  growthTransformation,
  executiveAdvisoryPanel,
  softLanding,
  digitalTransformation,
  aiIntegration,
  goToMarket,
  mvpValidation,
} satisfies Record<ServiceId, ServiceCopy>;
