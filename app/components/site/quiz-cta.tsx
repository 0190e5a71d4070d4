import { Link } from "react-router";
import { pathFor } from "#domain/site/pages.ts";
import { useQuizModal } from "../../features/quiz/quiz-provider.tsx";
import { track } from "../../lib/analytics.ts";
import { useLang } from "../../lib/use-page.ts";
import { buttonClass, type ButtonVariant } from "../ui/button.ts";

/**
 * A call to action that starts the growth quiz. Without JavaScript it is a
 * link to the full-page quiz; with it, it opens the quiz modal, recording
 * `source` (the place it sits, e.g. "home_cta") as the quiz source.
 */
export function QuizCta({
  source,
  children,
  variant = "primary",
}: {
  source: string;
  children: React.ReactNode;
  variant?: ButtonVariant;
}) {
  const lang = useLang();
  const { openQuiz, preload } = useQuizModal();
  return (
    <Link
      to={pathFor("quiz", lang)}
      data-quiz-source={source}
      className={buttonClass(variant)}
      onPointerEnter={preload}
      onClick={(event) => {
        // A modified click (new tab, new window) keeps its usual meaning.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        track("quiz_cta_click", { page_location: window.location.href });
        openQuiz(source);
      }}
    >
      {children}
    </Link>
  );
}
