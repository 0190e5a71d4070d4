import type { ScreenId } from "#domain/site/screens.ts";

/** The shape of a service detail page's copy: every service has the same blocks. */
export interface ServiceCopy {
  h1: string;
  lead: string;
  /** Who the service is for, one line under the eyebrow. */
  audience: string;
  /** The firm's own figures (docs/product.md, "Figures and sources") that belong to this service (may be empty). */
  highlights: { value: string; label: string }[];
  included: { title: string; body: string }[];
  results: string[];
  process: { title: string; body: string }[];
  cases: { title: string; context: string; approach: string; outcome: string }[];
  faq: { q: string; a: string }[];
  finalCta: { title: string; body: string };
  /** A pointer to the page of a neighbouring reader (Soft Landing → the funds page), after the cases. */
  crossLink?: { prompt: string; link: string; to: ScreenId };
}
