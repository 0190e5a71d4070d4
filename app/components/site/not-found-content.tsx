import { ArrowRight, Building2, Compass, Home, Layers, Mail, Rocket, type LucideIcon } from "lucide-react";
import { usePageCopy, useTranslation } from "../../i18n/i18n.ts";
import { Link } from "react-router";
import { pathFor } from "#domain/site/pages.ts";
import { PageHero } from "../page/blocks.tsx";
import { cardClass } from "../ui/card.ts";
import { useLang } from "../../lib/use-page.ts";
import { entriesOf } from "../../lib/entries.ts";

const helpful = {
  home: Home,
  solutions: Compass,
  services: Layers,
  funds: Building2,
  quiz: Rocket,
  contact: Mail,
} as const satisfies Record<string, LucideIcon>;

/** The not-found page (HTTP 404), and the page for an unexpected error. */
export function NotFoundContent({ variant }: { variant: "notFound" | "error" }) {
  const { t } = useTranslation();
  const copy = usePageCopy("notFound");
  const lang = useLang();
  return (
    <>
      {variant === "notFound" ? (
        <PageHero title={copy.h1} lead={copy.lead} />
      ) : (
        <PageHero title={t("errorPage.h1")} lead={t("errorPage.lead")} />
      )}
      <nav aria-labelledby="helpful-links" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="helpful-links" className="text-2xl font-bold tracking-tight text-ink">
          {copy.linksTitle}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {entriesOf(helpful).map(([screen, Icon]) => {
            return (
              <li key={screen}>
                <Link
                  to={pathFor(screen, lang)}
                  className={cardClass({
                    className:
                      "group flex h-full items-start gap-4 hover:border-brand-700/40 focus-visible:outline-2 focus-visible:outline-brand-700",
                  })}
                >
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="flex-1">
                    <span className="flex items-center gap-2 font-semibold text-brand-800">
                      {t(`screenName.${screen}`)}
                      <ArrowRight
                        aria-hidden="true"
                        className="size-4 transition-transform group-hover:translate-x-0.5"
                      />
                    </span>
                    <span className="mt-1 block text-sm text-ink/75">{copy.links[screen]}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
