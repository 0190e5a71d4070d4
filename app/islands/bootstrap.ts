/**
 * The one script a pre-rendered public page runs as it loads (docs/decisions/103): a
 * classic script, inline at the end of the body (scripts/islands-bootstrap.ts bundles
 * this module into it). It sends the page view once the page has painted; it fetches no
 * script. The visit's landing page (for a lead's attribution) is remembered on the first
 * intent, or as the page is left: session storage is a synchronous call to the browser,
 * the costliest call of the load in a fresh browser (docs/decisions/103). The island
 * loader (app/islands/loader.ts), its URL in this script's `data-islands-loader`, is
 * imported on the visitor's first intent, with the chunks it imports (`data-islands-imports`):
 * a pointer over or down on the page, a touch, focus. A visitor who only reads runs no
 * more JavaScript than this.
 *
 * Until the loader runs, a tap it would answer (app/islands/table.ts: the quiz's button and
 * calls to action, the language switcher, a button or a form of an island) is held, and
 * handed to the loader once it is there, which answers it as its own. Should the loader
 * fail to load (offline, a new deploy), a held tap falls back as the table says (a link
 * followed, a form posted), as without JavaScript; the next intent tries again.
 */
import { captureLanding } from "../lib/attribution.ts";
import { afterPaint } from "../lib/after-paint.ts";
import type * as Loader from "./loader.ts";
import { intentEvents as intents, loaderAttribute, loaderImportsAttribute } from "./names.ts";
import { onPageShown, trackPageView } from "./page-shown.ts";
import { fallBack, heldTap, heldTaps, islandsAtOnce, type HeldMatch } from "./table.ts";

const loaderUrl = document.currentScript?.getAttribute(loaderAttribute);
const loaderImports = document.currentScript?.getAttribute(loaderImportsAttribute)?.split(" ") ?? [];
const held: Event[] = [];
/** The taps held, to fall back on should the loader not load. */
const heldMatches: HeldMatch[] = [];
const heard = [...new Set([...intents, ...heldTaps.map((tap) => tap.type)])];
let loading: Promise<typeof Loader> | undefined;
let landed = false;

/** Remembers the landing page, once. */
function rememberLanding(): void {
  if (landed) return;
  landed = true;
  captureLanding();
}

/** Imports the loader (once; again after a failed load) and hands it what was held. */
function load(): void {
  // In a task of its own, while the loader downloads: not in the way of the tap.
  if (!landed) setTimeout(rememberLanding);
  if (loading || !loaderUrl) return;
  const loaded = import(loaderUrl) as Promise<typeof Loader>;
  // Its chunks download beside it, not once it has arrived; a failure shows in the loader's own.
  for (const url of loaderImports) if (url) import(url).catch(() => {});
  loading = loaded.then(
    (loader) => {
      for (const type of heard) document.removeEventListener(type, hold, true);
      heldMatches.length = 0;
      loader.start(held.splice(0));
      return loader;
    },
    (error: unknown) => {
      loading = undefined;
      held.length = 0;
      for (const match of heldMatches.splice(0)) fallBack(match);
      throw error;
    },
  );
  loading.catch(() => {});
}

/** An intent, or a tap the loader answers when it runs (app/islands/table.ts): held until then, its default prevented. */
function hold(event: Event): void {
  if (intents.includes(event.type as (typeof intents)[number])) held.push(event);
  else {
    const match = heldTap(event, true);
    if (!match) return;
    event.preventDefault();
    held.push(event);
    heldMatches.push(match);
  }
  load();
}

for (const type of heard)
  document.addEventListener(type, hold, { capture: true, passive: intents.includes(type as never) });

window.addEventListener("pagehide", rememberLanding);
onPageShown(trackPageView);
// An island that hydrates without intent (a reload of the quiz in progress, an address
// that names a request) loads the loader once the page has painted.
afterPaint(() => islandsAtOnce().length > 0 && load());

// The e2e tests wait for this mark: from here on, every intent is heard.
document.documentElement.dataset.hydrated = "";
