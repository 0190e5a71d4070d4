import {
  FlaskConical,
  Globe,
  Layers,
  Megaphone,
  Sparkles,
  TrendingUp,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ServiceId } from "#domain/site/screens.ts";

/** One icon per service, used wherever a service is listed. */
export const serviceIcons: Record<ServiceId, LucideIcon> = {
  growthTransformation: TrendingUp,
  executiveAdvisoryPanel: Users,
  softLanding: Globe,
  digitalTransformation: Layers,
  aiIntegration: Sparkles,
  goToMarket: Megaphone,
  mvpValidation: FlaskConical,
};
