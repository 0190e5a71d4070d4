import { loadPageCopy, pageCopyChanges, useTranslation } from "../i18n/i18n.ts";
import { CtaLink, Hero, Sections } from "../components/page/page-view.tsx";
import { QuizPageFlow } from "../features/quiz/quiz-page-flow.tsx";
import { Island } from "../islands/island.tsx";
import type { Route } from "./+types/quiz";

/** The page's copy, through the router (app/i18n/i18n.ts). */
export function loader({ url }: Route.LoaderArgs) {
  return loadPageCopy(url);
}
export const shouldRevalidate = pageCopyChanges;

/** The full-page growth quiz: the same flow as the modal, in the page (an island: docs/decisions/103). */
export default function GrowthQuiz() {
  const { t } = useTranslation();
  return (
    <>
      <Hero page="quiz">
        <CtaLink to="solutions" hash="stages" variant="secondary">
          {t("cta.viewStages")}
        </CtaLink>
      </Hero>
      <section className="mx-auto max-w-2xl px-4 pb-16 sm:px-6">
        <Island name="quizPage">
          <QuizPageFlow />
        </Island>
      </section>
      <Sections page="quiz" />
    </>
  );
}
