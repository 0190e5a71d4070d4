import { serviceIds, type ServiceId } from "../site/screens.ts";
import type { QuizOrigin } from "./funnel.ts";
import type { CompanyProfile } from "./profile.ts";
import type { OptionValue, QuizAnswers } from "./questions.ts";
import { evaluate } from "./score.ts";
import type { Stage, StageKey, StageService } from "./stages.ts";

/**
 * The services the quiz recommends (docs/decisions/097, 096): one rule table read
 * from the top, from the answers, where the quiz was opened and what the lead form
 * said of the company. The browser's result step calls it before the form (without
 * a profile); the server's lead calls it with the profile and stores the result,
 * which the confirmation, the e-mails, the webhook and the strategy draft show.
 */

type Challenge = OptionValue<"challenge">;

/** The main challenge's own service. */
export const challengeService = {
  validate: "mvpValidation",
  "first-customers": "goToMarket",
  scale: "growthTransformation",
  optimize: "digitalTransformation",
  expand: "goToMarket",
} as const satisfies Record<Challenge, ServiceId>;

/** The key of a recommendation's one-line reason in the quiz's translations (`reasons.…`). */
export type ReasonKey =
  | `challenge.${Challenge}`
  | "mexicoEntry"
  | "foreignCompany"
  | "fundPortfolio"
  | "wideMarkets"
  | "narrowMarkets"
  | "enteringWide"
  | "enteringNarrow"
  | `stage.${StageService}`;

export interface Recommended {
  readonly service: ServiceId;
  readonly reason: ReasonKey;
}

/** What the rules read: the answers' stage and markets, the opening, and the stated profile. */
export interface RecommendFacts {
  readonly stage: StageKey;
  readonly challenge: Challenge;
  readonly markets: OptionValue<"markets">;
  readonly origin: QuizOrigin;
  readonly segment: CompanyProfile["segment"];
  readonly mexicoStance: CompanyProfile["mexicoStance"];
}

const mature: readonly StageKey[] = ["maturity", "enterprise"];
const wide: readonly string[] = ["national", "multinational", "global"];
const narrow: readonly string[] = ["local", "regional"];

/** A stated foreign company not yet operating in Mexico. */
const foreignEntering = (f: RecommendFacts) =>
  f.segment === "foreign-company" && f.mexicoStance !== "operating";
/** A fund whose companies are not yet in Mexico or are starting there. */
const fundEntering = (f: RecommendFacts) =>
  f.segment === "fund" && (f.mexicoStance === "not-yet" || f.mexicoStance === "starting");
/**
 * The company is outside Mexico or entering it: its markets answer is about its own
 * country, so no reason may say it sells across Mexico. Opening the quiz on a page
 * about entering Mexico says so too, unless the form says it already operates here
 * or that it is a Mexican family business or startup.
 */
export const entersMexico = (f: RecommendFacts): boolean =>
  foreignEntering(f) ||
  fundEntering(f) ||
  (f.origin === "mexicoEntry" &&
    f.mexicoStance !== "operating" &&
    (f.segment === null || f.segment === "foreign-company"));

interface Rule {
  /** What the row says, for its test. */
  readonly id: string;
  readonly when: (f: RecommendFacts) => boolean;
  readonly service: (f: RecommendFacts) => ServiceId;
  readonly reason: (f: RecommendFacts) => ReasonKey;
}

const always = () => true;

/**
 * The rules, in order; the first three distinct services are the recommendation.
 * After them come the stage's own services (stages.ts, Soft Landing aside) and AI Integration.
 */
export const rules: readonly Rule[] = [
  {
    id: "a stated foreign company not yet operating in Mexico: Soft Landing first",
    when: foreignEntering,
    service: () => "softLanding",
    reason: () => "foreignCompany",
  },
  {
    id: "the main challenge's service",
    when: always,
    service: (f) => challengeService[f.challenge],
    reason: (f) => `challenge.${f.challenge}`,
  },
  {
    id: "a fund whose companies enter Mexico: Soft Landing",
    when: fundEntering,
    service: () => "softLanding",
    reason: () => "fundPortfolio",
  },
  {
    id: "opened on a page about entering Mexico: Soft Landing",
    when: (f) => entersMexico(f) && f.origin === "mexicoEntry",
    service: () => "softLanding",
    reason: () => "mexicoEntry",
  },
  {
    id: "a mature company selling widely: the Executive Advisory Panel",
    when: (f) => mature.includes(f.stage) && wide.includes(f.markets),
    service: () => "executiveAdvisoryPanel",
    reason: (f) => (entersMexico(f) ? "enteringWide" : "wideMarkets"),
  },
  {
    id: "past its foundation, selling in its city or region: Go-to-Market",
    when: (f) => f.stage !== "foundation" && narrow.includes(f.markets),
    service: () => "goToMarket",
    reason: (f) => (entersMexico(f) ? "enteringNarrow" : "narrowMarkets"),
  },
];

/** A stage's own services after the rules: its list in stages.ts without Soft Landing, then AI Integration. */
function stageServices(stage: Stage): StageService[] {
  const own = stage.services.filter((id): id is StageService => id !== "softLanding");
  return [...own, "aiIntegration"];
}

/** Three distinct services, in the order of the rules, then of the stage's own. */
export function recommend(
  answers: QuizAnswers,
  origin: QuizOrigin,
  profile: Pick<CompanyProfile, "segment" | "mexicoStance"> = { segment: null, mexicoStance: null },
): Recommended[] {
  const { stage } = evaluate(answers);
  const facts: RecommendFacts = {
    stage: stage.key,
    challenge: answers.challenge,
    markets: answers.markets,
    origin,
    segment: profile.segment,
    mexicoStance: profile.mexicoStance,
  };
  const candidates: Recommended[] = [
    ...rules
      .filter((rule) => rule.when(facts))
      .map((rule) => ({
        service: rule.service(facts),
        reason: rule.reason(facts),
      })),
    ...stageServices(stage).map((service): Recommended => ({ service, reason: `stage.${service}` })),
  ];
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
 * Anything else (a lead stored before decision 097) is null: the caller falls back to the stage's.
 */
export function storedServices(value: unknown): ServiceId[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const ids = value.map((item: unknown) =>
    item !== null && typeof item === "object" ? (item as { service?: unknown }).service : item,
  );
  const known: readonly unknown[] = serviceIds;
  return ids.every((id) => known.includes(id)) ? (ids as ServiceId[]) : null;
}
