import type { OptionValue } from "../quiz/questions.ts";
import type { QuizOrigin } from "../quiz/recommend.ts";
import type { StageKey } from "../quiz/stages.ts";

/**
 * The firm's three segments (the Solutions page), each with its expected
 * result window (docs/product.md, "Figures and sources"): foreign companies
 * 6–12 months, family businesses and SMEs 12 months, startups 3–6 months.
 */
export const segments = ["foreignCompanies", "familyBusinesses", "startups"] as const;
export type Segment = (typeof segments)[number];

const earlyStages: readonly StageKey[] = ["foundation", "acceleration"];
const startupChallenges: readonly OptionValue<"challenge">[] = ["validate", "first-customers", "scale"];

/**
 * A quiz lead's segment (docs/decisions/029). The quiz asks neither the
 * company's age nor its owners, so the rule reads what it has:
 * - foreign companies: the quiz was opened on a page about entering Mexico;
 * - startups: an early stage (Foundation or Acceleration: 10 points or fewer)
 *   working on its product or its traction (validate, first customers, scale);
 * - family businesses and SMEs: everyone else (a larger company, or a small
 *   one whose challenge is its margins or new markets).
 */
export function segmentOf(lead: {
  readonly origin: QuizOrigin;
  readonly stage: StageKey;
  readonly challenge: OptionValue<"challenge">;
}): Segment {
  if (lead.origin === "mexicoEntry") return "foreignCompanies";
  if (earlyStages.includes(lead.stage) && startupChallenges.includes(lead.challenge)) return "startups";
  return "familyBusinesses";
}
