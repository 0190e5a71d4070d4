import { useTranslation } from "react-i18next";
import { isServiceId, serviceIds } from "#domain/site/pages.ts";
import { CtaLink, PageView } from "../components/page/page-view.tsx";
import { ScreenLinks } from "../components/page/screen-links.tsx";
import { usePage } from "../lib/use-page.ts";

/** One module renders the seven service detail pages; the URL says which. */
export default function ServiceDetail() {
  const { t } = useTranslation();
  const page = usePage();
  if (!page || !isServiceId(page.screen)) throw new Error("service route without a service screen");
  const others = serviceIds.filter((id) => id !== page.screen);
  return (
    <PageView page={page.screen} actions={<CtaLink to="contact">{t("cta.freeCall")}</CtaLink>}>
      <ScreenLinks title={t("screenName.services")} ids={others} />
    </PageView>
  );
}
