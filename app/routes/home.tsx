import { useTranslation } from "react-i18next";
import { CtaLink, PageView } from "../components/page/page-view.tsx";
import { ScreenLinks } from "../components/page/screen-links.tsx";
import { QuizCta } from "../components/site/quiz-cta.tsx";

export default function Home() {
  const { t } = useTranslation();
  return (
    <PageView
      page="home"
      actions={
        <>
          <CtaLink to="contact">{t("cta.freeCall")}</CtaLink>
          <QuizCta source="home_hero" variant="secondary">
            {t("cta.takeQuiz")}
          </QuizCta>
        </>
      }
    >
      <ScreenLinks title={t("cta.viewSolutions")} ids={["solutions", "services", "funds"]} />
    </PageView>
  );
}
