import { pathFor } from "#domain/site/pages.ts";
import { buttonClass, type ButtonVariant } from "../page/page-view.tsx";
import { useLang } from "../../lib/use-page.ts";
import { Link } from "react-router";

/**
 * A call to action that starts the growth quiz. It is a link to the full-page
 * quiz, so it works before and without JavaScript; `source` names the place
 * it sits (analytics `quiz_source`, e.g. "home_cta").
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
  return (
    <Link to={pathFor("quiz", lang)} data-quiz-source={source} className={buttonClass(variant)}>
      {children}
    </Link>
  );
}
