/**
 * The island loader of a public page (docs/decisions/084): no React, no router. A
 * pre-rendered page imports it on the visitor's first intent (app/islands/bootstrap.ts)
 * and hands it the events held until then; a page rendered per request loads it as a
 * module script, and it starts itself. It hydrates each island (app/islands/island.tsx)
 * when the visitor shows intent on it: a pointer over it or down on it, focus in it. A
 * tap on the quiz's button or on a call to action before the quiz island is there opens
 * the dialog, which is in the page's HTML, and the island takes it over once hydrated
 * (051); should its code fail to load (offline, a new deploy), the link is followed as
 * without JavaScript. It caches the page's language for `/`.
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
import { islandsAtOnce } from "./at-once.ts";
import type { IslandModule } from "./hydrate.tsx";
import {
  intentEvents,
  islandsDataId,
  loaderAttribute,
  quizCtaSelector,
  quizFabSelector,
  switcherSelector,
  type IslandName,
  type IslandsData,
  type QuizIslandApi,
} from "./names.ts";
import { onPageShown } from "./page-shown.ts";

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
/** The page's JSON block, read once for every island. */
function pageData(): IslandsData {
  islandsData ??= JSON.parse(document.getElementById(islandsDataId)?.textContent || "{}") as IslandsData;
  return islandsData;
}

/** Hydrates one island (once; again after a failed load). Resolves once it is hydrated. */
function hydrate(container: HTMLElement): Promise<void> {
  const running = started.get(container);
  if (running) return running;
  const name = container.dataset.island as IslandName;
  const load = islands[name];
  if (!load) return Promise.resolve();
  const promise = Promise.all([load(), import("./hydrate.tsx")])
    .then(([module, { hydrateIsland }]) => {
      const props = JSON.parse(container.dataset.islandProps || "{}") as Record<string, unknown>;
      if (name === "quiz")
        props.onReady = (api: QuizIslandApi) => {
          quizApi = api;
          quizReady?.(api);
        };
      return hydrateIsland(container, module as IslandModule<object>, props, pageData());
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

const islandOf = (name: IslandName) => document.querySelector<HTMLElement>(`[data-island="${name}"]`);

/** Intent on an island, or on a link that opens the quiz (its button, a call to action): hydrate it now. */
function onIntent(event: Event) {
  if (!(event.target instanceof Element)) return;
  const container = event.target.closest<HTMLElement>("[data-island]");
  const quiz = event.target.closest(`${quizFabSelector}, ${quizCtaSelector}`) ? islandOf("quiz") : null;
  for (const target of [container, quiz]) if (target) hydrateAfterPaint(target);
  prefetchLink(event.target);
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

/**
 * A tap on the floating button or a call to action (both outside the quiz island, HTML
 * only: docs/decisions/085): its event is sent and the dialog opens, through the island
 * once it is hydrated; before that, the dialog in the page's HTML opens at once and the
 * island takes it over once hydrated.
 */
function onClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  if (holdForIsland(event) || rememberLanguage(event)) return;
  const fab = event.target.closest<HTMLAnchorElement>(quizFabSelector);
  const cta = fab ? null : event.target.closest<HTMLAnchorElement>(quizCtaSelector);
  const link = fab ?? cta;
  const container = islandOf("quiz");
  if (!link || !container) return;
  if (fab) track("quiz_fab_click", { page_path: window.location.pathname });
  if (!isPlainClick(event)) return;
  event.preventDefault();
  if (cta) track("quiz_cta_click", { page_location: window.location.href });
  const source = cta?.dataset.quizSource ?? "fab";
  if (quizApi) return quizApi.openQuiz(source);
  // The dialog is in the page's HTML: it opens now, and the island takes it over once
  // hydrated, which starts after the dialog has painted.
  const dialog = container.querySelector<HTMLDialogElement>(`dialog[${quizDialogAttribute}]`);
  if (dialog && !dialog.open) {
    dialog.dataset.source = source;
    showDialog(dialog);
  }
  afterPaint(() =>
    hydrate(container)
      .then(() => quizOpener)
      // Unless it was closed meanwhile (Escape, its close button): the island then opens it as it is.
      .then((api) => (!dialog || dialog.open) && api.openQuiz(source))
      .catch(() => window.location.assign(link.href)),
  );
}

/**
 * A tap on a button of an island not hydrated yet (the quiz page's options: buttons that
 * do nothing without their script) is held and made again once the island is hydrated:
 * hydration keeps the page's elements, so it reaches the same button.
 */
function holdForIsland(event: MouseEvent): boolean {
  const target = event.target as Element;
  const container = target.closest<HTMLElement>("[data-island]");
  const button = target.closest<HTMLButtonElement>('button[type="button"]');
  if (!container || !button || container.dataset.hydrated !== undefined || button.popoverTargetElement)
    return false;
  event.preventDefault();
  event.stopPropagation();
  hydrate(container)
    .then(() => requestAnimationFrame(() => button.click()))
    .catch(() => {});
  return true;
}

/**
 * A form of an island not hydrated yet (the contact form, sent as soon as it is filled)
 * is sent by the island once hydrated, so its answer shows in the page; should the
 * island's code not load, the form posts as HTML, as without JavaScript.
 */
function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const container = form.closest<HTMLElement>("[data-island]");
  // A `method="dialog"` form (the quiz dialog's close button) closes its dialog without script.
  if (!container || container.dataset.hydrated !== undefined || form.method === "dialog") return;
  event.preventDefault();
  const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
  hydrate(container)
    .then(() => requestAnimationFrame(() => form.requestSubmit(submitter)))
    .catch(() => form.submit());
}

/**
 * The language switcher before its island is hydrated does what the island would: stores
 * the choice (local storage and the preference cookie) and goes to the equivalent page's
 * clean URL, keeping this address's query string, which the pre-rendered link cannot know.
 */
function rememberLanguage(event: MouseEvent): boolean {
  const link = (event.target as Element).closest<HTMLAnchorElement>(switcherSelector);
  const header = islandOf("header");
  if (!link || (header && header.dataset.hydrated !== undefined)) return false;
  const lang = sanitizeLanguage(new URL(link.href).searchParams.get(languageChoiceParam));
  // A modified click (new tab, new window) follows the link, marker included.
  if (!lang || !isPlainClick(event)) return true;
  event.preventDefault();
  storePreference(lang);
  const { clean } = languageSwitch(window.location.pathname, window.location.search, lang);
  window.location.assign(clean);
  return true;
}

/**
 * Chromium prefetches (and prerenders) the next page by the speculation rules this adds
 * to the page once it runs, on the first intent (docs/decisions/084); another browser
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
  document.addEventListener("click", onClick, { capture: true });
  document.addEventListener("submit", onSubmit, { capture: true });
  for (const container of islandsAtOnce()) hydrate(container).catch(() => {});
  const lang = window.location.pathname.split("/")[1];
  // Local storage is a synchronous call to the browser: a task of its own.
  if (isLanguage(lang)) setTimeout(() => cacheLanguage(lang));
  // The rules are matched against every link of the page: a task of its own too.
  setTimeout(addSpeculationRules);
  for (const event of held) {
    if (event.type === "click") onClick(event as MouseEvent);
    else if (event.type === "submit") onSubmit(event as SubmitEvent);
    else onIntent(event);
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
