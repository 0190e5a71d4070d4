import { track } from "../lib/analytics.ts";
import { afterPaint } from "../lib/after-paint.ts";
import { captureLanding } from "../lib/attribution.ts";

/** The page_view event. */
export function trackPageView(): void {
  track("page_view", {
    page_title: document.title,
    page_location: window.location.href,
    page_path: window.location.pathname,
  });
}

/**
 * A page view where the page's script runs anyway: the visit's landing page remembered for
 * the attribution of a lead, and the page_view event.
 */
export function pageView(): void {
  captureLanding();
  trackPageView();
}

/**
 * `view` (the page view by default) once the page is shown (a prerendered page waits
 * until it is activated), after the first paint, in a task of its own.
 */
export function onPageShown(view: () => void = pageView): void {
  const shown = () => afterPaint(view);
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", shown, { once: true });
  else shown();
}
