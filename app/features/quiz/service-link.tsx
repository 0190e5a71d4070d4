import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { pathFor } from "#domain/site/pages.ts";
import type { ServiceId } from "#domain/site/screens.ts";

/** A recommended service's name, linking its page in the page's language (the result step and the confirmation). */
export function ServiceLink({
  service,
  onNavigate,
}: {
  service: ServiceId;
  onNavigate?: (() => void) | undefined;
}) {
  const { t, lang } = useTranslation();
  return (
    <Link
      to={pathFor(service, lang)}
      onClick={onNavigate}
      className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
    >
      {t(`screenName.${service}`)}
    </Link>
  );
}
