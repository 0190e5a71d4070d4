declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
    dataLayer?: unknown[];
  }
}

export type AnalyticsEvent =
  | "quiz_started"
  | "quiz_completed"
  | "quiz_lead_submitted"
  | "quiz_fab_click"
  | "quiz_cta_click"
  | "page_view";

/** Sends an analytics event, and does nothing at all unless `window.gtag` is a function. */
export function track(event: AnalyticsEvent, params: Record<string, string | number | boolean>): void {
  if (typeof window === "undefined" || typeof window.gtag !== "function") return;
  window.gtag("event", event, params);
}
