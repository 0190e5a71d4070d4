import { Link } from "react-router";
import type { QuizSource } from "#domain/quiz/funnel.ts";
import { pathFor } from "#domain/site/pages.ts";
import { buttonClass, type ButtonVariant } from "../../components/ui/button.ts";
import { track } from "../../lib/analytics.ts";
import { isPlainClick } from "../../lib/plain-click.ts";
import { useLang } from "../../lib/use-page.ts";
import { useQuizModal } from "./quiz-provider.tsx";

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
  source: QuizSource;
  children: React.ReactNode;
  variant?: ButtonVariant;
}) {
  const lang = useLang();
  const { openQuiz } = useQuizModal();
  return (
    <Link
      to={pathFor("quiz", lang)}
      data-quiz-source={source}
      className={buttonClass(variant)}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        track("quiz_cta_click", { page_location: window.location.href });
        openQuiz(source);
      }}
    >
      {children}
    </Link>
  );
}
