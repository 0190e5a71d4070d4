import { ArrowRight } from "lucide-react";
import { useTranslation } from "../../i18n/i18n.ts";
import { Link } from "react-router";
import { pathFor } from "#domain/site/pages.ts";
import { type ServiceId } from "#domain/site/screens.ts";
import { useLang } from "../../lib/use-page.ts";
import { serviceIcons } from "./service-icons.ts";

/** Links to service pages, as compact chips, by their display names (common.screenName). */
export function ServiceChips({ ids, label }: { ids: readonly ServiceId[]; label: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {ids.map((id) => {
        const Icon = serviceIcons[id];
        return (
          <li key={id}>
            <Link
              to={pathFor(id, lang)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700/20 bg-white px-4 text-sm font-semibold text-brand-800 transition-colors hover:border-brand-700/50 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <Icon aria-hidden="true" className="size-4 text-brand-700" />
              {t(`screenName.${id}`)}
              <ArrowRight aria-hidden="true" className="size-3.5" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
