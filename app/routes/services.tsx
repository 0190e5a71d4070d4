import { useTranslation } from "react-i18next";
import { serviceIds } from "#domain/site/pages.ts";
import { CtaLink, PageView } from "../components/page/page-view.tsx";
import { ScreenLinks } from "../components/page/screen-links.tsx";

export default function Services() {
  const { t } = useTranslation();
  return (
    <PageView page="services" actions={<CtaLink to="contact">{t("cta.freeCall")}</CtaLink>}>
      <ScreenLinks title={t("screenName.services")} ids={serviceIds} />
    </PageView>
  );
}
