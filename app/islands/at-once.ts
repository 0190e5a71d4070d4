import { languageChoiceParam } from "#i18n/languages.ts";
import { quizStorageKey } from "../features/quiz/storage-key.ts";
import type { IslandName } from "./names.ts";

/**
 * Islands that hydrate as soon as the page is shown, without waiting for intent
 * (docs/decisions/084): the header when the address has the switcher's marker (a static
 * host served its link: the island stores the choice and drops the marker); the quiz
 * page's flow when answers in progress are stored (a reload shows them); the contact form
 * when the address names a request (its note, the prefilled message).
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
