import type { ServiceId } from "../site/pages.ts";

/** The growth stages, lowest first, with the services recommended for each (docs/product.md, "The growth quiz"). */
export const stages = [
  { key: "foundation", minScore: 0, services: ["mvpValidation", "goToMarket", "aiIntegration"] },
  { key: "acceleration", minScore: 7, services: ["goToMarket", "growthTransformation", "aiIntegration"] },
  {
    key: "scaling",
    minScore: 11,
    services: ["growthTransformation", "digitalTransformation", "aiIntegration"],
  },
  {
    key: "maturity",
    minScore: 15,
    services: ["digitalTransformation", "executiveAdvisoryPanel", "aiIntegration"],
  },
  {
    key: "enterprise",
    minScore: 19,
    services: ["executiveAdvisoryPanel", "softLanding", "digitalTransformation"],
  },
] as const satisfies ReadonlyArray<{ key: string; minScore: number; services: readonly ServiceId[] }>;

export type Stage = (typeof stages)[number];
export type StageKey = Stage["key"];
export const stageKeys = stages.map((s) => s.key) as StageKey[];

/** The stage for a total: ≥ 19 enterprise; 15–18 maturity; 11–14 scaling; 7–10 acceleration; < 7 foundation. */
export function stageFor(score: number): Stage {
  let found: Stage = stages[0];
  for (const stage of stages) if (score >= stage.minScore) found = stage;
  return found;
}

/** A stage by key; an unknown key gives the first stage. */
export function stageByKey(key: string | null | undefined): Stage {
  return stages.find((s) => s.key === key) ?? stages[0];
}
