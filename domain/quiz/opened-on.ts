import { matchPage } from "../site/pages.ts";
import type { ScreenId } from "../site/screens.ts";
import type { QuizOrigin } from "./funnel.ts";
import type { CompanySegment } from "./profile.ts";

/**
 * Where the quiz was opened, read off the page and the call to action: the
 * recommendation's origin (domain/quiz/recommend.ts, docs/decisions/097) and the
 * lead form's first segment (docs/decisions/039).
 */

/** The quiz sources that are themselves on a page about entering Mexico. */
const mexicoEntrySources: readonly string[] = ["solutions_foreign"];
/** The pages about entering Mexico: a quiz opened on one of them (e.g. by the floating button). */
const mexicoEntryScreens: readonly string[] = ["softLanding"];

/** Where the quiz was opened: the place of its call to action and the path of its page. */
interface Opened {
  readonly quizSource?: string | null;
  readonly quizPage?: string | null;
}

/**
 * The screen of the page the quiz was opened on (`quizPage`, either language and any
 * of its slugs; its query and fragment ignored), if it is one of the site's.
 */
function openedScreen(opened: Opened): ScreenId | undefined {
  const path = (opened.quizPage ?? "").split(/[?#]/)[0] ?? "";
  return path ? matchPage(path)?.screen : undefined;
}

/** The origin from the call to action's source, else from the page's screen. */
function originOf(source: string | null | undefined, screen: ScreenId | undefined): QuizOrigin {
  if (source && mexicoEntrySources.includes(source)) return "mexicoEntry";
  return screen && mexicoEntryScreens.includes(screen) ? "mexicoEntry" : "general";
}

/**
 * Where the quiz was opened, from the lead's attribution: its source (the place
 * of the call to action) and the path of the page it was opened on (`quizPage`).
 * The landing page (`pagePath`) is not used: it is where the visit began, not
 * where the quiz was opened.
 */
export function quizOrigin(opened: Opened): QuizOrigin {
  return originOf(opened.quizSource, openedScreen(opened));
}

/** Pages whose visitors are, by the page's own subject, an investment fund or one of its companies. */
const fundScreens: readonly string[] = ["funds"];

/**
 * The segment the lead form starts with, from where the quiz was opened: a page
 * about entering Mexico (Soft Landing, the Solutions page's foreign-company
 * block) → a foreign company; the funds page → a fund; anywhere else nothing,
 * so that no segment is assumed. The visitor can change or clear it.
 */
export function defaultSegment(opened: Opened): CompanySegment | null {
  const screen = openedScreen(opened);
  if (originOf(opened.quizSource, screen) === "mexicoEntry") return "foreign-company";
  return screen && fundScreens.includes(screen) ? "fund" : null;
}
