import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathFor, type ScreenId } from "#domain/site/pages.ts";
import { useLang } from "../../lib/use-page.ts";

/** A titled list of links to screens, by their translated names. */
export function ScreenLinks({ title, ids }: { title: string; ids: readonly ScreenId[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav aria-label={title} className="mx-auto max-w-6xl px-4 pb-14 sm:px-6">
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ids.map((id) => (
          <li key={id}>
            <Link
              to={pathFor(id, lang)}
              className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-ink/10 bg-white px-4 py-3 font-medium text-brand-800 hover:border-brand-700/40 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t(`screenName.${id}`)}
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
