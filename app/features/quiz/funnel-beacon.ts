import { funnelPath, type FunnelStep } from "#domain/quiz/funnel.ts";

/**
 * The quiz funnel's first-party beacon (docs/decisions/102), beside the gtag
 * events: the step, where the quiz was opened from and the language, with a
 * random id of this opening of the quiz, so that the server counts each step
 * once per opening. No cookie: the id lives in memory and in the tab's session
 * storage, beside the quiz's answers (use-quiz.ts), so that a quiz resumed after
 * a reload reports its next steps under the opening it started with. Part of the
 * quiz's own chunk: nothing of it is in a page's first load.
 */
const storageKey = "pontas.quiz.opening";
let opening = stored() ?? randomId();

function stored(): string | undefined {
  try {
    return sessionStorage.getItem(storageKey) ?? undefined;
  } catch {
    return undefined; // storage disabled: the id lives in memory only
  }
}

function randomId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Reports a step; "open" starts a new opening of the quiz. Never throws, never waits. */
export function funnelBeacon(step: FunnelStep, source: string, language: string): void {
  try {
    if (step === "open") {
      opening = randomId();
      try {
        sessionStorage.setItem(storageKey, opening);
      } catch {
        // Storage disabled: a reload starts a new id, as before.
      }
    }
    if (typeof navigator.sendBeacon !== "function") return;
    navigator.sendBeacon(funnelPath, JSON.stringify({ session: opening, step, source, language }));
  } catch {
    // A beacon is never worth an error in the quiz.
  }
}
