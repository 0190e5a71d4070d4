import { languageChoiceParam } from "#i18n/languages.ts";
import { quizStorageKey } from "../features/quiz/storage-key.ts";
import { isPlainClick } from "../lib/plain-click.ts";
import { quizCtaSelector, quizFabSelector, switcherSelector, type IslandName } from "./names.ts";

/**
 * The islands' special cases, as data (docs/decisions/103, 085): which taps the
 * inline bootstrap (app/islands/bootstrap.ts) holds before the loader is there, what the
 * loader (app/islands/loader.ts) does with them, and what becomes of them when the code
 * cannot load; and which islands hydrate without waiting for intent. Every element named
 * here works without JavaScript (a link, a form, a popover's button): the rows only make
 * the tap do what the island would. An intent (pointer, touch, focus) on an island, or on
 * an element a row names for an island, hydrates that island.
 */
export interface HeldTap {
  readonly type: "click" | "submit";
  /** The element the event is in (`closest`). */
  readonly on: string;
  /** The island it is for: one by name, or the one it is in (`own`). */
  readonly island: IslandName | "own";
  /** Only until that island is hydrated (its own handlers answer then); else the loader always answers it. */
  readonly untilHydrated?: true;
  /** What the loader does with it: make it again once the island is hydrated, or the island's part itself. */
  readonly then: "replay" | "openQuiz" | "switchLanguage";
  /** When the code cannot load (offline, a new deploy): the link followed, the form posted; else nothing. */
  readonly failing?: "follow" | "post";
}

export const heldTaps: readonly HeldTap[] = [
  // A button of an island does nothing without its script (the quiz page's options); a popover's does.
  {
    type: "click",
    on: 'button[type="button"]:not([popovertarget])',
    island: "own",
    untilHydrated: true,
    then: "replay",
  },
  // The contact form, sent as soon as it is filled: by the island, so its answer shows in the
  // page. A `method="dialog"` form (the quiz dialog's close button) closes its dialog without script.
  {
    type: "submit",
    on: 'form:not([method="dialog" i])',
    island: "own",
    untilHydrated: true,
    then: "replay",
    failing: "post",
  },
  // The language switcher stores the choice and goes to the equivalent page's clean URL,
  // this address's query string kept (which the pre-rendered link cannot know).
  {
    type: "click",
    on: switcherSelector,
    island: "header",
    untilHydrated: true,
    then: "switchLanguage",
    failing: "follow",
  },
  // The quiz's floating button and the calls to action, outside the quiz island (085): the
  // dialog in the page's HTML opens at once, and the island takes it over once hydrated (103).
  {
    type: "click",
    on: `${quizFabSelector}, ${quizCtaSelector}`,
    island: "quiz",
    then: "openQuiz",
    failing: "follow",
  },
];

/** A tap a row answers: the row, the element it is on, the island's container. */
export interface HeldMatch {
  readonly tap: HeldTap;
  readonly element: Element;
  readonly container: HTMLElement;
}

/**
 * The row that answers `event`, if any. `bootstrap`: before the loader, which holds a plain
 * click alone (a modified one, for a new tab or window, is the browser's to follow); the
 * loader sees the modified ones too (the quiz's button counts them).
 */
export function heldTap(event: Event, bootstrap: boolean): HeldMatch | undefined {
  const target = event.target;
  if (!(target instanceof Element)) return undefined;
  if (bootstrap && event.type === "click" && target.closest("a[href]") && !isPlainClick(event as MouseEvent))
    return undefined;
  for (const tap of heldTaps) {
    if (tap.type !== event.type) continue;
    const element = target.closest(tap.on);
    const container =
      tap.island === "own"
        ? element?.closest<HTMLElement>("[data-island]")
        : document.querySelector<HTMLElement>(`[data-island="${tap.island}"]`);
    if (!element || !container || (tap.untilHydrated && container.dataset.hydrated !== undefined)) continue;
    return { tap, element, container };
  }
  return undefined;
}

/** A held tap whose code cannot load: as without JavaScript. */
export function fallBack({ tap, element }: HeldMatch): void {
  if (tap.failing === "post") (element as HTMLFormElement).submit();
  if (tap.failing === "follow") window.location.assign((element as HTMLAnchorElement).href);
}

/**
 * Islands that hydrate as soon as the page is shown, without waiting for intent (103): the
 * header when the address has the switcher's marker (a static host served its link: the
 * island stores the choice and drops the marker); the quiz page's flow when answers in
 * progress are stored (a reload shows them); the contact form when the address names a
 * request (its note, the prefilled message).
 */
const atOnce: Partial<Record<IslandName, (search: URLSearchParams) => boolean>> = {
  header: (search) => search.has(languageChoiceParam),
  // Session storage is read only where the quiz's page is (a synchronous call to the browser).
  quizPage: storedQuiz,
  contact: (search) => search.size > 0,
};

function storedQuiz(): boolean {
  try {
    return sessionStorage.getItem(quizStorageKey) !== null;
  } catch {
    return false;
  }
}

/** The containers of this page's islands that hydrate at once. */
export function islandsAtOnce(): HTMLElement[] {
  const search = new URLSearchParams(window.location.search);
  return Object.entries(atOnce).flatMap(([name, now]) => {
    const container = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
    return container && now(search) ? [container] : [];
  });
}
