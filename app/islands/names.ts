/**
 * The islands of a public page (docs/decisions/047): the header (menu, language switcher),
 * the quiz (floating button and dialog), the quiz page's flow and the contact page's form.
 */
export const islandNames = ["header", "quiz", "quizPage", "contact"] as const;
export type IslandName = (typeof islandNames)[number];

/** The id of the page's JSON block: the root route's loader data and the page route's (strings, firm facts). */
export const islandsDataId = "islands-data";

/** What the JSON block holds. */
export interface IslandsData {
  readonly root: unknown;
  readonly page: unknown;
  /** The page route's action data, on a page rendered after a form's post without JavaScript. */
  readonly action?: unknown;
}

/**
 * What the quiz island offers the loader once hydrated: open the dialog as a call to
 * action with `source` would (app/islands/quiz.island.tsx).
 */
export interface QuizIslandApi {
  openQuiz: (source: string) => void;
}
