/**
 * The quiz funnel (docs/decisions/102): the steps the quiz reports to its own
 * first-party beacon, and where it was opened from. Anonymous: a step, its
 * source and language, and a random id of one quiz opening (kept in memory
 * only) so that a step counts once per opening.
 */
export const funnelSteps = ["open", "q1", "q2", "q3", "q4", "result", "lead"] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/**
 * The quiz's sources (the leads' `quizSource`): the floating button, the page
 * calls to action by place, and the full-page quiz.
 */
export const quizSources = [
  "fab",
  "home_cta",
  "services_cta",
  "solutions_stages",
  "solutions_foreign",
  "page",
] as const;
export type QuizSource = (typeof quizSources)[number];

/**
 * Where the quiz was opened, as far as the recommendation cares: a page about
 * entering Mexico, or any other (domain/quiz/opened-on.ts reads it off a lead).
 */
export type QuizOrigin = "mexicoEntry" | "general";

/** The beacon's path (POST, text/plain or JSON, as navigator.sendBeacon sends it). */
export const funnelPath = "/api/funnel";
