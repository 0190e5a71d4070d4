import { useTranslation } from "react-i18next";
import { CtaLink, PageView } from "../components/page/page-view.tsx";

export default function Funds() {
  const { t } = useTranslation();
  return <PageView page="funds" actions={<CtaLink to="contact">{t("cta.freeCall")}</CtaLink>} />;
}
