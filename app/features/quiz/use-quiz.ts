import { useEffect, useReducer, useRef } from "react";
import { initialQuizState, quizReducer, type QuizState } from "./quiz-state.ts";

import { quizStorageKey as storageKey } from "./storage-key.ts";

/**
 * The quiz state, kept in session storage while in progress so a reload does
 * not lose the answers; a finished (or reset) quiz leaves nothing stored.
 */
export function useQuiz() {
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);
  const restored = useRef(false);

  useEffect(() => {
    try {
      const raw = sessionStorage.getItem(storageKey);
      if (raw) dispatch({ type: "restore", state: JSON.parse(raw) as QuizState });
    } catch {
      // Unreadable or disabled storage: start from question 1.
    }
    restored.current = true;
  }, []);

  useEffect(() => {
    if (!restored.current) return;
    try {
      const finished = state.step.kind === "confirmation" || state === initialQuizState;
      if (finished) sessionStorage.removeItem(storageKey);
      else sessionStorage.setItem(storageKey, JSON.stringify(state));
    } catch {
      // Storage disabled: the quiz still works, it just does not survive a reload.
    }
  }, [state]);

  return [state, dispatch] as const;
}
