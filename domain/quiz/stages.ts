import type { ServiceId } from "../site/screens.ts";

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

/**
 * A service a stage recommends as its own: one its list above names, but Soft Landing
 * (only a page about entering Mexico leads there: domain/quiz/recommend.ts). Each has a
 * one-line reason in the quiz's translations (`reasons.stage`). A new service joins it
 * by being listed here; domain/quiz/recommend.test.ts says when the quiz recommends none.
 */
export type StageService = Exclude<Stage["services"][number], "softLanding">;
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

/** The lowest and highest total of the quiz: four answers of 1 to 5 points each. */
export const totalRange = { min: 4, max: 20 } as const;

/**
 * The totals a stage covers (Foundation 4–6, Acceleration 7–10, Scaling 11–14,
 * Maturity 15–18, Enterprise 19–20): the quiz's result says the stage comes from
 * the four answers together, and this is how.
 */
export function stagePoints(key: StageKey): { readonly min: number; readonly max: number } {
  const at = stages.findIndex((s) => s.key === key);
  const stage = stages[at] ?? stages[0];
  const next = stages[at + 1];
  return {
    min: Math.max(stage.minScore, totalRange.min),
    max: next ? next.minScore - 1 : totalRange.max,
  };
}
