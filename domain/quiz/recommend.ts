import { serviceIds, type ServiceId } from "../site/screens.ts";
import type { QuizOrigin } from "./funnel.ts";
import type { OptionValue, QuizAnswers } from "./questions.ts";
import { evaluate } from "./score.ts";
import type { Stage, StageKey, StageService } from "./stages.ts";

/**
 * The services the quiz recommends from the answers and from where the quiz
 * was opened (docs/decisions/028). The browser's result step and the server's
 * lead both call `recommend`; the server's result is the one stored.
 */

type Challenge = OptionValue<"challenge">;

/** The main challenge's own service: always recommended, always first. */
export const challengeService = {
  validate: "mvpValidation",
  "first-customers": "goToMarket",
  scale: "growthTransformation",
  optimize: "digitalTransformation",
  expand: "goToMarket",
} as const satisfies Record<Challenge, ServiceId>;

/**
 * A stage's own services after the rules above them: its list in stages.ts
 * without Soft Landing (only a Mexico-entry page leads there), then AI Integration.
 */
function stageServices(stage: Stage): StageService[] {
  const own = stage.services.filter((id): id is StageService => id !== "softLanding");
  return [...own, "aiIntegration"];
}

/** The key of a recommendation's one-line reason in the quiz's translations (`reasons.…`). */
export type ReasonKey =
  `challenge.${Challenge}` | "mexicoEntry" | "wideMarkets" | "narrowMarkets" | `stage.${StageService}`;

export interface Recommended {
  readonly service: ServiceId;
  readonly reason: ReasonKey;
}

const matureStages: readonly StageKey[] = ["maturity", "enterprise"];
const wideMarkets: readonly string[] = ["national", "multinational", "global"];
const narrowMarkets: readonly string[] = ["local", "regional"];

/**
 * Three distinct services, in order: the main challenge's service; Soft Landing
 * when the quiz was opened on a page about entering Mexico; the Executive
 * Advisory Panel for a mature company selling across Mexico or beyond; Go-to-Market
 * for a company past its foundation that still sells in its city or region; then
 * the stage's own services.
 */
export function recommend(answers: QuizAnswers, origin: QuizOrigin): Recommended[] {
  const { stage } = evaluate(answers);
  const candidates: Recommended[] = [
    { service: challengeService[answers.challenge], reason: `challenge.${answers.challenge}` },
  ];
  if (origin === "mexicoEntry") candidates.push({ service: "softLanding", reason: "mexicoEntry" });
  if (matureStages.includes(stage.key) && wideMarkets.includes(answers.markets)) {
    candidates.push({ service: "executiveAdvisoryPanel", reason: "wideMarkets" });
  }
  if (stage.key !== "foundation" && narrowMarkets.includes(answers.markets)) {
    candidates.push({ service: "goToMarket", reason: "narrowMarkets" });
  }
  for (const service of stageServices(stage)) candidates.push({ service, reason: `stage.${service}` });

  const chosen: Recommended[] = [];
  for (const candidate of candidates) {
    if (chosen.length === 3) break;
    if (!chosen.some((c) => c.service === candidate.service)) chosen.push(candidate);
  }
  return chosen;
}

/**
 * The services of a stored recommendation (a lead's stored `recommendation.services`,
 * or a queued e-mail's `services`): ids, or `{ service }` items, that are all services.
 * Anything else (a lead stored before decision 028) is null: the caller falls back to the stage's.
 */
export function storedServices(value: unknown): ServiceId[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const ids = value.map((item: unknown) =>
    item !== null && typeof item === "object" ? (item as { service?: unknown }).service : item,
  );
  const known: readonly unknown[] = serviceIds;
  return ids.every((id) => known.includes(id)) ? (ids as ServiceId[]) : null;
}
