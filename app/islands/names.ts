/**
 * The islands of a public page (docs/decisions/103): the header (menu, language switcher),
 * the quiz's dialog, the quiz page's flow and the contact page's form.
 */
export const islandNames = ["header", "quiz", "quizPage", "contact"] as const;
export type IslandName = (typeof islandNames)[number];

/** An island's module in app/islands/ (`quizPage`: quiz-page.island.tsx). */
export const islandFile = (name: IslandName) =>
  `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.island.tsx`;

/** The id of the page's JSON block (root.tsx): no strings, only where the islands' are and the firm's facts. */
export const islandsDataId = "islands-data";

/** What the JSON block holds. */
export interface IslandsData {
  /** The URL of each island's strings in the page's language (scripts/island-strings.ts): fetched with the island. */
  readonly strings: Partial<Record<IslandName, string>>;
  /** The firm's facts in the page's language (app/lib/firm.ts), which the quiz's confirmation names. */
  readonly firm: unknown;
}

/**
 * What the quiz island offers the loader once hydrated: open the dialog as a call to
 * action with `source` would (app/islands/quiz.island.tsx).
 */
export interface QuizIslandApi {
  openQuiz: (source: string) => void;
}

/**
 * The attribute of a pre-rendered page's inline bootstrap (app/islands/bootstrap.ts): the
 * island loader's URL, which it imports on the visitor's first intent (docs/decisions/103).
 */
export const loaderAttribute = "data-islands-loader";
/**
 * The chunks the island loader imports statically, space-separated: the bootstrap fetches
 * them beside the loader, not one after the other (docs/decisions/085).
 */
export const loaderImportsAttribute = "data-islands-imports";

/** Development only: the event on which a page of islands reloads after an edit of what the server renders (vite.config.ts). */
export const renderedEditEvent = "pontas:rendered-edit";

/** The events that show intent on a public page: the island loader comes with the first of them. */
export const intentEvents = ["pointerover", "pointerdown", "focusin", "touchstart"] as const;

/** The quiz's floating button, and a call to action that opens the quiz (its source in the attribute). */
export const quizFabSelector = 'a[data-testid="quiz-fab"]';
export const quizCtaSelector = "a[data-quiz-source]";
/** The language switcher's link (its island stores the choice before following it). */
export const switcherSelector = 'a[data-testid="language-switcher"]';
