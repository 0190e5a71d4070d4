import { useTranslation } from "react-i18next";
import { CtaLink, PageView } from "../components/page/page-view.tsx";

export default function OurName() {
  const { t } = useTranslation();
  return <PageView page="ourName" actions={<CtaLink to="about">{t("screenName.about")}</CtaLink>} />;
}
