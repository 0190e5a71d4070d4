import { useTranslation } from "react-i18next";
import { CtaLink, PageView } from "../components/page/page-view.tsx";

export default function GrowthQuiz() {
  const { t } = useTranslation();
  return (
    <PageView
      page="quiz"
      actions={
        <>
          <CtaLink to="contact">{t("cta.freeCall")}</CtaLink>
          <CtaLink to="solutions" hash="stages" variant="secondary">
            {t("cta.viewStages")}
          </CtaLink>
        </>
      }
    />
  );
}
