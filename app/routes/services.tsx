import { ArrowRight } from "lucide-react";
import { loadPageCopy, pageCopyChanges, usePageCopy, useTranslation } from "../i18n/i18n.ts";
import { Link } from "react-router";
import { pathFor } from "#domain/site/pages.ts";
import { serviceIds } from "#domain/site/screens.ts";
import { IconBadge, PageHero, Section, Steps } from "../components/page/blocks.tsx";
import { FinalCta } from "../components/page/final-cta.tsx";
import { cardClass } from "../components/ui/card.ts";
import { CallLink } from "../components/page/page-view.tsx";
import { serviceIcons } from "../components/page/service-icons.ts";
import { QuizCta } from "../features/quiz/quiz-cta.tsx";
import { useLang } from "../lib/use-page.ts";
import type { Route } from "./+types/services";

/** The page's copy, through the router (app/i18n/i18n.ts). */
export function loader({ url }: Route.LoaderArgs) {
  return loadPageCopy(url);
}
export const shouldRevalidate = pageCopyChanges;

export default function Services() {
  const { t } = useTranslation();
  const copy = usePageCopy("services");
  const lang = useLang();

  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.h1} lead={copy.lead}>
        <CallLink>{t("cta.freeCall")}</CallLink>
      </PageHero>

      <Section title={copy.catalogue.title} intro={copy.catalogue.intro}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {serviceIds.map((id) => (
            <li
              key={id}
              className={cardClass({
                className:
                  "group relative flex flex-col transition-colors focus-within:ring-2 focus-within:ring-brand-700 hover:border-brand-700/40",
              })}
            >
              <IconBadge icon={serviceIcons[id]} />
              <h3 className="mt-5 text-lg font-semibold text-ink">
                <Link
                  to={pathFor(id, lang)}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                >
                  {t(`screenName.${id}`)}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-pretty text-ink/75">{copy.catalogue.summaries[id]}</p>
              <p
                aria-hidden="true"
                className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 group-hover:text-brand-800"
              >
                {copy.catalogue.more}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
              </p>
            </li>
          ))}
          <li className="flex flex-col justify-between gap-6 rounded-2xl bg-brand-800 p-6 text-white lg:col-span-2 lg:flex-row lg:items-center sm:p-8">
            <div>
              <h3 className="text-xl font-bold">{copy.quiz.title}</h3>
              <p className="mt-2 text-pretty text-white/85">{copy.quiz.body}</p>
            </div>
            <div className="shrink-0">
              <QuizCta source="services_cta" variant="accent">
                {copy.quiz.button}
              </QuizCta>
            </div>
          </li>
        </ul>
      </Section>

      <Section
        tone="muted"
        eyebrow={copy.process.eyebrow}
        title={copy.process.title}
        intro={copy.process.intro}
      >
        <Steps steps={Object.values(copy.process.steps)} />
      </Section>

      <FinalCta copy={copy.finalCta} />
    </>
  );
}
