import { ArrowRight, Building2, CalendarClock, Globe, Rocket, Target } from "lucide-react";
import { loadPageCopy, pageCopyChanges, usePageCopy, useTranslation } from "../i18n/i18n.ts";
import { Link } from "react-router";
import { anchorFor, pathFor } from "#domain/site/pages.ts";
import { type ServiceId } from "#domain/site/screens.ts";
import { stages } from "#domain/quiz/stages.ts";
import { CheckList, IconBadge, PageHero, Section } from "../components/page/blocks.tsx";
import { FinalCta } from "../components/page/final-cta.tsx";
import { cardClass } from "../components/ui/card.ts";
import { CallLink, CrossLink, CtaLink } from "../components/page/page-view.tsx";
import { ServiceChips } from "../components/page/service-chips.tsx";
import { QuizCta } from "../features/quiz/quiz-cta.tsx";
import { segments } from "../content/solutions.ts";
import { interpolate } from "#i18n/translate.ts";
import { useLang } from "../lib/use-page.ts";
import type { Route } from "./+types/solutions";

/** The page's copy, through the router (app/i18n/i18n.ts). */
export function loader({ url }: Route.LoaderArgs) {
  return loadPageCopy(url);
}
export const shouldRevalidate = pageCopyChanges;

const segmentIcons = { foreignCompanies: Globe, familyBusinesses: Building2, startups: Rocket } as const;

export default function Solutions() {
  const { t } = useTranslation();
  const copy = usePageCopy("solutions");
  const lang = useLang();
  const { t: tq } = useTranslation("quiz");
  const stageCopy = tq("stages");

  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.h1} lead={copy.lead}>
        <CallLink>{t("cta.freeCall")}</CallLink>
        <CtaLink to="solutions" hash="stages" variant="secondary">
          {t("cta.viewStages")}
        </CtaLink>
      </PageHero>

      {segments.map((segment, index) => {
        const item = copy.segments[segment.key];
        return (
          <section
            key={segment.key}
            id={anchorFor(segment.key, lang)}
            aria-labelledby={`segment-${segment.key}`}
            className={index % 2 === 1 ? "scroll-mt-20 bg-slate-50" : "scroll-mt-20 bg-white"}
          >
            <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
              <div>
                <IconBadge icon={segmentIcons[segment.key]} />
                <h2
                  id={`segment-${segment.key}`}
                  className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-4xl"
                >
                  {item.title}
                </h2>
                <p className="mt-4 text-lg text-pretty text-ink/75">{item.body}</p>
                <h3 className="mt-8 text-sm font-semibold tracking-wide text-ink/70 uppercase">
                  {copy.segmentLabels.challenges}
                </h3>
                <CheckList items={item.challenges} className="mt-4" />
                {segment.key === "foreignCompanies" ? (
                  <div className="mt-8 flex flex-col items-start gap-4" data-testid="foreign-quiz">
                    <p className="font-medium text-ink">{copy.foreignQuiz.prompt}</p>
                    <QuizCta source="solutions_foreign" variant="secondary">
                      {copy.foreignQuiz.button}
                    </QuizCta>
                  </div>
                ) : null}
              </div>
              <div className="flex flex-col gap-5">
                <div className="rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
                  <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-white/80 uppercase">
                    <Target aria-hidden="true" className="size-4 text-accent-300" />
                    {copy.segmentLabels.result}
                  </h3>
                  <p className="mt-4 flex items-center gap-2 text-3xl font-bold tracking-tight text-accent-300">
                    <CalendarClock aria-hidden="true" className="size-7 shrink-0" />
                    {item.window}
                  </p>
                  <p className="mt-3 text-white/90">{item.result}</p>
                </div>
                <div className={cardClass({ padding: "lg" })}>
                  <h3 className="text-sm font-semibold tracking-wide text-ink/70 uppercase">
                    {copy.segmentLabels.services}
                  </h3>
                  <div className="mt-4">
                    <ServiceChips
                      ids={segment.services}
                      label={`${copy.segmentLabels.services}: ${item.title}`}
                    />
                  </div>
                </div>
              </div>
            </div>
          </section>
        );
      })}
      <CrossLink prompt={copy.funds.prompt} label={copy.funds.link} to="funds" />

      <Section
        id={anchorFor("stages", lang)}
        tone="brand"
        eyebrow={copy.stages.eyebrow}
        title={copy.stages.title}
        intro={copy.stages.intro}
      >
        <ol className="space-y-4">
          {stages.map((stage, index) => {
            const s = stageCopy[stage.key];
            return (
              <li
                key={stage.key}
                data-stage={stage.key}
                className={cardClass({
                  className: "grid gap-5 md:grid-cols-[auto_1fr] lg:grid-cols-[auto_1.6fr_1fr_1fr] lg:gap-8",
                })}
              >
                <span
                  aria-hidden="true"
                  className="hidden size-12 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white md:inline-flex"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="text-sm font-semibold text-brand-700">
                    {interpolate(copy.stages.stageLabel, { number: index + 1 })}
                  </p>
                  <h3 className="mt-1 text-xl font-bold text-ink">{s.name}</h3>
                  <p className="mt-2 text-pretty text-ink/75">{s.description}</p>
                </div>
                <div className="md:col-start-2 lg:col-start-auto">
                  <p className="text-xs font-semibold tracking-wide text-ink/70 uppercase">
                    {copy.stages.indicatorsLabel}
                  </p>
                  <p className="mt-2 rounded-lg bg-accent-300/30 px-3 py-2 text-sm font-medium text-ink">
                    {s.indicators}
                  </p>
                </div>
                <div className="md:col-start-2 lg:col-start-auto">
                  <p className="text-xs font-semibold tracking-wide text-ink/70 uppercase">
                    {copy.stages.servicesLabel}
                  </p>
                  <ul className="mt-1">
                    {stage.services.map((id) => (
                      <li key={id}>
                        <StageServiceLink id={id} />
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ol>
        <div className="mt-10 flex flex-col items-start gap-4 rounded-2xl bg-white p-6 ring-1 ring-ink/10 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg font-medium text-ink">{copy.stages.quizPrompt}</p>
          <QuizCta source="solutions_stages">{copy.stages.quizButton}</QuizCta>
        </div>
      </Section>

      <FinalCta copy={copy.finalCta}>
        <CtaLink to="services" variant="inverseOutline">
          {t("cta.viewServices")}
        </CtaLink>
      </FinalCta>
    </>
  );
}

/** A recommended service of a growth stage, by its display name. */
function StageServiceLink({ id }: { id: ServiceId }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Link
      to={pathFor(id, lang)}
      className="group inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {t(`screenName.${id}`)}
      <ArrowRight aria-hidden="true" className="size-3.5 transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
