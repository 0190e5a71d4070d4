import { useTranslation } from "react-i18next";
import { buttonClass, PageView } from "../components/page/page-view.tsx";
import { settings } from "../lib/settings.ts";

export default function Contact() {
  const { t } = useTranslation();
  return (
    <PageView
      page="contact"
      actions={
        <a href={settings.schedulingUrl} className={buttonClass()}>
          {t("cta.freeCall")}
        </a>
      }
    />
  );
}
