import { toasterProps } from "../features/quiz/toaster-props.ts";
import { lazy, Suspense, useRef } from "react";
import { loadPageCopy, pageCopyChanges, useTranslation } from "../i18n/i18n.ts";
import { useLocation, useNavigate } from "react-router";
import { anchorFor, pathFor } from "#domain/site/pages.ts";
import { CtaLink, Hero, Sections } from "../components/page/page-view.tsx";
import { cardClass } from "../components/ui/card.ts";
import { QuizFlow } from "../features/quiz/quiz-flow.tsx";
import { initialQuizState, resetDelayMs } from "../features/quiz/quiz-state.ts";
import { useQuiz } from "../features/quiz/use-quiz.ts";
import { useLang } from "../lib/use-page.ts";
import type { Route } from "./+types/quiz";

/** The page's copy, through the router (app/i18n/i18n.ts). */
export function loader({ url }: Route.LoaderArgs) {
  return loadPageCopy(url);
}
export const shouldRevalidate = pageCopyChanges;

/**
 * The toasts of the lead form (sonner, ~10 KB gzip): loaded once the quiz has started,
 * long before the form can show one, so they stay out of the page's first load (docs/decisions/009).
 */
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** The full-page growth quiz: the same flow as the modal, in the page. */
export default function GrowthQuiz() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [state, dispatch] = useQuiz();
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  return (
    <>
      <Hero page="quiz">
        <CtaLink to="solutions" hash="stages" variant="secondary">
          {t("cta.viewStages")}
        </CtaLink>
      </Hero>
      <section className="mx-auto max-w-2xl px-4 pb-16 sm:px-6">
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
      </section>
      <Sections page="quiz" />
      {state === initialQuizState ? null : (
        <Suspense>
          <Toaster {...toasterProps(t("toasts.label"), t("toasts.close"))} />
        </Suspense>
      )}
    </>
  );
}
