import type { CompanySegment, Industry } from "../quiz/profile.ts";
import type { QuizOrigin } from "../quiz/funnel.ts";
import type { ServiceId } from "../site/screens.ts";

/**
 * What the strategy draft knows of a company beyond the quiz's four answers
 * (docs/decisions/042): only what the visitor said. The segment and the
 * industry are the lead form's answers (domain/quiz/profile.ts), null when
 * unanswered; nothing is guessed from the stage or the challenge.
 */
export interface DraftFacts {
  /** The stated segment; null: the draft assumes none (no segment block, no segment window). */
  readonly segment: CompanySegment | null;
  /** The stated industry; null: no industry block. */
  readonly industry: Industry | null;
  /**
   * The company is not yet in Mexico, or is looking at entering it: it said it is a
   * foreign company, or it opened the quiz on a page about entering Mexico (the Soft
   * Landing page, the Solutions page's foreign-companies call to action). The second
   * says what it is interested in, not what it is: it changes the markets' wording
   * and the reasons, never the segment.
   */
  readonly enteringMexico: boolean;
}

export function draftFacts(lead: {
  readonly segment?: CompanySegment | null;
  readonly industry?: Industry | null;
  readonly origin: QuizOrigin;
}): DraftFacts {
  const segment = lead.segment ?? null;
  return {
    segment,
    industry: lead.industry ?? null,
    enteringMexico: segment === "foreign-company" || lead.origin === "mexicoEntry",
  };
}

/**
 * The services whose page states a result window (docs/product.md, "Figures and
 * sources"): MVP Validation 4–8 weeks, Digital Transformation 3–6 months, Soft
 * Landing 6–12 months. The others fix their dates at the end of the diagnostic.
 */
export const servicesWithWindow = ["mvpValidation", "digitalTransformation", "softLanding"] as const;
export type ServiceWithWindow = (typeof servicesWithWindow)[number];

/**
 * The result windows a draft gives: its segment's when the visitor stated one with
 * a window of its own (a fund's portfolio company gets its 100-day plan instead),
 * and those of the recommended services that have one, in the order recommended.
 * Soft Landing's is the foreign company's own, so it is not repeated beside it.
 */
export function resultWindows(
  segment: CompanySegment | null,
  services: readonly ServiceId[],
): { segment: CompanySegment | null; services: ServiceWithWindow[] } {
  const withWindow: readonly ServiceId[] = servicesWithWindow;
  const own = services.filter(
    (id): id is ServiceWithWindow =>
      withWindow.includes(id) && !(id === "softLanding" && segment === "foreign-company"),
  );
  return { segment, services: [...new Set(own)] };
}
