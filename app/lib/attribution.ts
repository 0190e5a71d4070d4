import type { Attribution } from "#domain/forms/lead-schema.ts";
import type { Language } from "#i18n/languages.ts";

const key = "pontas.landing";
const utmKeys = ["source", "medium", "campaign", "term", "content"] as const;

interface Landing {
  pagePath: string;
  referrer: string;
  utm: Partial<Record<(typeof utmKeys)[number], string>>;
}

/** Remembers, once per visit, the landing page, its referrer and its UTM parameters. */
export function captureLanding(): void {
  try {
    if (sessionStorage.getItem(key)) return;
    const params = new URLSearchParams(window.location.search);
    const utm: Landing["utm"] = {};
    for (const name of utmKeys) {
      const value = params.get(`utm_${name}`);
      if (value) utm[name] = value.slice(0, 200);
    }
    const landing: Landing = {
      pagePath: window.location.pathname,
      referrer: document.referrer.slice(0, 1000),
      utm,
    };
    sessionStorage.setItem(key, JSON.stringify(landing));
  } catch {
    // Storage disabled: attribution is then the current page only.
  }
}

/**
 * Attribution sent with a lead (docs/product.md, "Leads and contact messages"): the
 * quiz's source and the page it was opened on, then the visit's landing page, referrer and UTM.
 */
export function attribution(language: Language, quizSource: string, quizPage?: string): Attribution {
  let landing: Landing | undefined;
  try {
    landing = JSON.parse(sessionStorage.getItem(key) ?? "null") ?? undefined;
  } catch {
    landing = undefined;
  }
  return {
    language,
    quizSource,
    ...(quizPage ? { quizPage } : {}),
    pagePath: landing?.pagePath ?? window.location.pathname,
    ...(landing?.referrer ? { referrer: landing.referrer } : {}),
    ...(landing && Object.keys(landing.utm).length > 0 ? { utm: landing.utm } : {}),
  };
}
