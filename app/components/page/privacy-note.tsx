import { Link } from "react-router";
import { pathFor } from "#domain/site/pages.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import { useFirm } from "../../lib/firm.ts";
import { settings } from "../../lib/settings.ts";
import { useLang } from "../../lib/use-page.ts";

/**
 * The simplified privacy notice beside a form (docs/decisions/099): who the controller
 * is, what the form's data is for, and a link to the full notice.
 */
export function PrivacyNote({ form }: { form: "contact" | "lead" }) {
  const { t } = useTranslation("forms");
  const lang = useLang();
  const { legalName } = useFirm();
  return (
    <p className="text-sm text-ink/70" data-privacy-note={form}>
      <span className="font-semibold text-ink/80">{t("privacy.label")}</span>{" "}
      {t(`privacy.${form}`, { legalName: legalName ?? settings.brandName })}{" "}
      <Link to={pathFor("privacy", lang)} className="font-medium text-brand-700 underline underline-offset-4">
        {t("privacy.link")}
      </Link>
      .
    </p>
  );
}
