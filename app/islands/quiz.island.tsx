import { useEffect } from "react";
import type { QuizSource } from "#domain/quiz/funnel.ts";
import { QuizDialog } from "../features/quiz/quiz-modal.tsx";
import { QuizProvider, useQuizModal } from "../features/quiz/quiz-provider.tsx";
import type { QuizIslandApi } from "./names.ts";

/** Gives the loader the dialog's opener, for the page's calls to action (outside any island). */
function Bridge({ onReady }: { onReady: (api: QuizIslandApi) => void }) {
  const { openQuiz } = useQuizModal();
  useEffect(() => onReady({ openQuiz: (source) => openQuiz(source as QuizSource) }), [openQuiz, onReady]);
  return null;
}

/**
 * The quiz island: the dialog, in the page's HTML (docs/decisions/103). The floating
 * button and the page's calls to action, outside it, open it through `onReady`'s opener
 * (docs/decisions/085).
 */
export default function QuizIsland({ onReady }: { onReady: (api: QuizIslandApi) => void }) {
  return (
    <QuizProvider>
      <QuizDialog />
      <Bridge onReady={onReady} />
    </QuizProvider>
  );
}
