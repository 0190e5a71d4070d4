import { lazy, Suspense, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { anchorFor, pathFor } from "#domain/site/pages.ts";
import { cardClass } from "../../components/ui/card.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLang } from "../../lib/use-page.ts";
import { QuizFlow } from "./quiz-flow.tsx";
import { initialQuizState, resetDelayMs } from "./quiz-state.ts";
import { toasterProps } from "./toaster-props.ts";
import { useQuiz } from "./use-quiz.ts";

/**
 * The toasts of the lead form (sonner, ~10 KB gzip): loaded once the quiz has started,
 * long before the form can show one, so they stay out of the page's first load (docs/decisions/009).
 */
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * The quiz on its own page: the flow in a card, and the lead form's toasts. The quiz
 * page's island (docs/decisions/103): it hydrates on intent, or at once when answers
 * in progress are stored (app/islands/loader.ts), so a reload shows them.
 */
export function QuizPageFlow() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [state, dispatch] = useQuiz();
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  return (
    <>
      <div className={cardClass({ padding: "lg" })} data-testid="quiz-page">
        <QuizFlow
          state={state}
          dispatch={dispatch}
          source="page"
          openedOn={pathname}
          onViewServices={() => void navigate(`${pathFor("solutions", lang)}#${anchorFor("stages", lang)}`)}
          onClose={() => {
            clearTimeout(resetTimer.current);
            resetTimer.current = setTimeout(() => dispatch({ type: "reset" }), resetDelayMs);
          }}
        />
      </div>
      {state === initialQuizState ? null : (
        <Suspense>
          <Toaster {...toasterProps(t("toasts.label"), t("toasts.close"))} />
        </Suspense>
      )}
    </>
  );
}
