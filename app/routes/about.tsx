import { useTranslation } from "react-i18next";
import { CtaLink, PageView } from "../components/page/page-view.tsx";

export default function About() {
  const { t } = useTranslation();
  return <PageView page="about" actions={<CtaLink to="contact">{t("cta.freeCall")}</CtaLink>} />;
}
