import { useTranslation } from "react-i18next";
import type { Route } from "./+types/contact";
import { buttonClass, PageView } from "../components/page/page-view.tsx";
import { contactAction } from "../features/contact/contact-action.ts";
import { ContactForm } from "../features/contact/contact-form.tsx";
import { settings } from "../lib/settings.ts";

export function action(args: Route.ActionArgs) {
  return contactAction(args);
}

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
    >
      <ContactForm />
    </PageView>
  );
}
