/**
 * The island loader of a public page (docs/decisions/103): no React, no router. A
 * pre-rendered page imports it on the visitor's first intent (app/islands/bootstrap.ts)
 * and hands it the events held until then; a page rendered per request loads it as a
 * module script, and it starts itself. It hydrates each island (app/islands/island.tsx),
 * its code and its strings fetched together, when the visitor shows intent on it: a
 * pointer over it or down on it, focus in it. The taps it answers before an island is
 * there, and how, are app/islands/table.ts's rows. It caches the page's language for `/`.
 * Every control works before this runs and without it (docs/decisions/087).
 */
import { cacheLanguage, storePreference } from "../i18n/detection.ts";
import { track } from "../lib/analytics.ts";
import { afterPaint } from "../lib/after-paint.ts";
import { isPlainClick } from "../lib/plain-click.ts";
import { quizDialogAttribute } from "../features/quiz/dialog-attribute.ts";
import { showDialog } from "../features/quiz/show-dialog.ts";
import { isLanguage, languageChoiceParam, sanitizeLanguage } from "#i18n/languages.ts";
import { languageSwitch } from "#domain/site/language-switch.ts";
import { speculationRulesText } from "#domain/site/speculation-rules.ts";
import type { IslandModule } from "./hydrate.tsx";
import {
  intentEvents,
  islandsDataId,
  loaderAttribute,
  quizFabSelector,
  type IslandName,
  type IslandsData,
  type QuizIslandApi,
} from "./names.ts";
import { onPageShown } from "./page-shown.ts";
import { fallBack, heldTap, heldTaps, islandsAtOnce, type HeldMatch } from "./table.ts";

// `npm run dev`: Vite's client and React Refresh's preamble first (dead code in the build).
if (import.meta.env.DEV) await import("./dev-runtime.ts");

const islands: Record<IslandName, () => Promise<IslandModule<never>>> = {
  header: () => import("./header.island.tsx"),
  quiz: () => import("./quiz.island.tsx"),
  quizPage: () => import("./quiz-page.island.tsx"),
  contact: () => import("./contact.island.tsx"),
};

let quizApi: QuizIslandApi | undefined;
let quizReady: ((api: QuizIslandApi) => void) | undefined;
const quizOpener = new Promise<QuizIslandApi>((resolve) => (quizReady = resolve));

const started = new Map<HTMLElement, Promise<void>>();

let islandsData: IslandsData | undefined;
/** The page's JSON block (where the islands' strings are, the firm's facts), read once for every island. */
function pageData(): IslandsData {
  islandsData ??= JSON.parse(
    document.getElementById(islandsDataId)?.textContent || '{"strings":{},"firm":null}',
  ) as IslandsData;
  return islandsData;
}

/** The island's strings (scripts/island-strings.ts), fetched beside its code. */
async function islandStrings(name: IslandName): Promise<object> {
  const url = pageData().strings[name];
  if (!url) return {};
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the strings of the island ${name} answered ${response.status}`);
  return (await response.json()) as object;
}

/** Hydrates one island (once; again after a failed load). Resolves once it is hydrated. */
function hydrate(container: HTMLElement): Promise<void> {
  const running = started.get(container);
  if (running) return running;
  const name = container.dataset.island as IslandName;
  const load = islands[name];
  if (!load) return Promise.resolve();
  const promise = Promise.all([load(), import("./hydrate.tsx"), islandStrings(name)])
    .then(([module, { hydrateIsland }, strings]) => {
      const props = JSON.parse(container.dataset.islandProps || "{}") as Record<string, unknown>;
      if (name === "quiz")
        props.onReady = (api: QuizIslandApi) => {
          quizApi = api;
          quizReady?.(api);
        };
      const action = container.dataset.islandAction;
      return hydrateIsland(container, module as IslandModule<object>, props, {
        root: { ...strings, firm: pageData().firm },
        ...(action ? { action: JSON.parse(action) as unknown } : {}),
      });
    })
    .then(() => {
      container.dataset.hydrated = "";
    })
    .catch((error: unknown) => {
      // The HTML keeps working; the next intent tries again.
      started.delete(container);
      throw error;
    });
  started.set(container, promise);
  return promise;
}

/** Intent on an island, or on an element a row of the table names for one (the quiz's button): hydrate it now. */
function onIntent(event: Event) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const container = target.closest<HTMLElement>("[data-island]");
  if (container) hydrateAfterPaint(container);
  for (const tap of heldTaps) {
    if (tap.island === "own" || !target.closest(tap.on)) continue;
    const island = document.querySelector<HTMLElement>(`[data-island="${tap.island}"]`);
    if (island) hydrateAfterPaint(island);
  }
  prefetchLink(target);
}

const scheduled = new Set<HTMLElement>();
/**
 * Hydrates an island after the next paint: what the intent's tap shows (the dialog) paints
 * first; each of the island's modules, asked for here, is a call to the browser. An island
 * hydrated, on its way or already asked for is left alone: a tap's several intents
 * (pointerover, pointerdown, touchstart) would each ask for a frame before the click.
 */
function hydrateAfterPaint(container: HTMLElement) {
  if (started.has(container) || scheduled.has(container)) return;
  scheduled.add(container);
  afterPaint(() => {
    scheduled.delete(container);
    hydrate(container).catch(() => {});
  });
}

/** A tap a row of the table answers (app/islands/table.ts), as that row says. */
function onTap(event: Event) {
  const match = heldTap(event, false);
  if (match) answers[match.tap.then](event, match);
}

const answers: Record<HeldMatch["tap"]["then"], (event: Event, match: HeldMatch) => void> = {
  /**
   * Made again once the island is hydrated: hydration keeps the page's elements, so it
   * reaches the same button, the same form (which the island then sends, its answer shown in
   * the page). Should the island's code not load, as the row says.
   */
  replay(event, match) {
    event.preventDefault();
    event.stopPropagation();
    const submitter =
      event instanceof SubmitEvent && event.submitter instanceof HTMLElement ? event.submitter : null;
    hydrate(match.container)
      .then(() =>
        requestAnimationFrame(() =>
          event.type === "submit"
            ? (match.element as HTMLFormElement).requestSubmit(submitter)
            : (match.element as HTMLElement).click(),
        ),
      )
      .catch(() => fallBack(match));
  },

  /**
   * The floating button or a call to action (085): its event is sent and the dialog opens,
   * through the island once it is hydrated; before that, the dialog in the page's HTML opens
   * at once and the island takes it over once hydrated, which starts after the dialog has
   * painted (103).
   */
  openQuiz(event, match) {
    const link = match.element as HTMLAnchorElement;
    const fab = link.matches(quizFabSelector);
    if (fab) track("quiz_fab_click", { page_path: window.location.pathname });
    if (!isPlainClick(event as MouseEvent)) return;
    event.preventDefault();
    if (!fab) track("quiz_cta_click", { page_location: window.location.href });
    const source = fab ? "fab" : (link.dataset.quizSource ?? "fab");
    if (quizApi) return quizApi.openQuiz(source);
    const dialog = match.container.querySelector<HTMLDialogElement>(`dialog[${quizDialogAttribute}]`);
    if (dialog && !dialog.open) {
      dialog.dataset.source = source;
      showDialog(dialog);
    }
    afterPaint(() =>
      hydrate(match.container)
        .then(() => quizOpener)
        // Unless it was closed meanwhile (Escape, its close button): the island then opens it as it is.
        .then((api) => (!dialog || dialog.open) && api.openQuiz(source))
        .catch(() => fallBack(match)),
    );
  },

  /**
   * The language switcher before its island is hydrated does what the island would: stores
   * the choice (local storage and the preference cookie) and goes to the equivalent page's
   * clean URL. A modified click (new tab, new window) follows the link, marker included.
   */
  switchLanguage(event, match) {
    const lang = sanitizeLanguage(
      new URL((match.element as HTMLAnchorElement).href).searchParams.get(languageChoiceParam),
    );
    if (!lang || !isPlainClick(event as MouseEvent)) return;
    event.preventDefault();
    storePreference(lang);
    const { clean } = languageSwitch(window.location.pathname, window.location.search, lang);
    window.location.assign(clean);
  },
};

/**
 * Chromium prefetches (and prerenders) the next page by the speculation rules this adds
 * to the page once it runs, on the first intent (docs/decisions/103); another browser
 * gets a prefetch of a same-site link the pointer rests on or focus reaches.
 */
const speculates =
  typeof HTMLScriptElement.supports === "function" && HTMLScriptElement.supports("speculationrules");
function addSpeculationRules() {
  if (!speculates) return;
  const rules = document.createElement("script");
  rules.type = "speculationrules";
  rules.textContent = speculationRulesText;
  document.head.append(rules);
}
const prefetched = new Set<string>();
function prefetchLink(target: Element) {
  if (speculates) return;
  const link = target.closest<HTMLAnchorElement>("a[href]");
  if (!link || link.origin !== window.location.origin || link.hasAttribute("download") || link.hreflang)
    return;
  const url = link.href.split("#")[0]!;
  if (prefetched.has(url) || url === window.location.href.split("#")[0]) return;
  prefetched.add(url);
  const hint = document.createElement("link");
  hint.rel = "prefetch";
  hint.href = url;
  document.head.append(hint);
}

/**
 * Starts listening, hydrates the islands that do not wait for intent, and answers the
 * events the bootstrap held before this ran, in their order: an intent hydrates its
 * island, a held tap or form is answered as it would have been (its default was
 * prevented when it happened).
 */
export function start(held: readonly Event[] = []): void {
  for (const type of intentEvents)
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  for (const type of new Set(heldTaps.map((tap) => tap.type)))
    document.addEventListener(type, onTap, { capture: true });
  for (const container of islandsAtOnce()) hydrate(container).catch(() => {});
  const lang = window.location.pathname.split("/")[1];
  // Local storage is a synchronous call to the browser: a task of its own.
  if (isLanguage(lang)) setTimeout(() => cacheLanguage(lang));
  // The rules are matched against every link of the page: a task of its own too.
  setTimeout(addSpeculationRules);
  for (const event of held) {
    if (intentEvents.includes(event.type as (typeof intentEvents)[number])) onIntent(event);
    else onTap(event);
  }
}

// A page rendered per request (and `npm run dev`) loads this as a module script, without
// the bootstrap: it starts itself.
if (!document.querySelector(`script[${loaderAttribute}]`)) {
  onPageShown();
  start();
  // The e2e tests wait for this mark: from here on, every intent is heard (each island
  // marks itself `data-hydrated` once hydrated). On a pre-rendered page the bootstrap set it.
  document.documentElement.dataset.hydrated = "";
}
