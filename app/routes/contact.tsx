import { useTranslation } from "react-i18next";
import { PageView } from "../components/page/page-view.tsx";
import { settings } from "../lib/settings.ts";

export default function Contact() {
  const { t } = useTranslation();
  return (
    <PageView
      page="contact"
      actions={
        <a
          href={settings.schedulingUrl}
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t("cta.freeCall")}
        </a>
      }
    />
  );
}
