import { Flag, LifeBuoy, Repeat, Zap } from "lucide-react";
import { entriesOf, type IconsOf } from "../lib/entries.ts";
import { loadPageCopy, pageCopyChanges, usePageCopy, useTranslation, type PageText } from "../i18n/i18n.ts";
import { Card, Grid, PageHero, Section, SourceLink } from "../components/page/blocks.tsx";
import { FinalCta } from "../components/page/final-cta.tsx";
import { cardClass } from "../components/ui/card.ts";
import { CtaLink } from "../components/page/page-view.tsx";
import { ourNameSources } from "../content/sources.ts";
import type { Route } from "./+types/our-name";

/** The page's copy, through the router (app/i18n/i18n.ts). */
export function loader({ url }: Route.LoaderArgs) {
  return loadPageCopy(url);
}
export const shouldRevalidate = pageCopyChanges;

const parallelIcons = { line: Flag, fall: LifeBuoy, attempts: Repeat, leap: Zap } as const satisfies IconsOf<
  PageText<"ourName">["parallel"]["items"]
>;

/** The arch of Es Pontàs over the sea, with the route across its roof. Decorative. */
function ArchIllustration() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 320 200" className="h-auto w-full">
      <rect width="320" height="200" rx="16" className="fill-brand-800" />
      <path
        d="M30 150V95C30 45 80 22 160 22s130 23 130 73v55h-52V100c0-25-30-40-78-40s-78 15-78 40v50z"
        className="fill-brand-600"
      />
      <path
        d="M82 98c20-22 50-34 78-34s58 12 78 34"
        fill="none"
        strokeWidth="3"
        strokeDasharray="6 6"
        strokeLinecap="round"
        className="stroke-accent-300"
      />
      <circle cx="160" cy="64" r="5" className="fill-accent-300" />
      <path
        d="M0 168c20 0 20-8 40-8s20 8 40 8 20-8 40-8 20 8 40 8 20-8 40-8 20 8 40 8 20-8 40-8 20 8 40 8"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        className="stroke-brand-200"
      />
      <path
        d="M0 184c20 0 20-8 40-8s20 8 40 8 20-8 40-8 20 8 40 8 20-8 40-8 20 8 40 8 20-8 40-8 20 8 40 8"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        className="stroke-brand-200/60"
      />
    </svg>
  );
}

export default function OurName() {
  const { t } = useTranslation();
  const copy = usePageCopy("ourName");

  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.h1} lead={copy.lead} />

      <Section title={copy.story.title}>
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div className="space-y-5 text-lg text-pretty text-ink/80">
            {copy.story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="space-y-5">
            <ArchIllustration />
            <div className={cardClass()}>
              <h3 className="text-sm font-semibold tracking-wide text-ink/70 uppercase">
                {copy.facts.title}
              </h3>
              <dl className="mt-4 grid grid-cols-2 gap-5">
                {copy.facts.items.map((fact) => (
                  <div key={fact.label} className="flex flex-col-reverse justify-end">
                    <dt className="mt-1 text-sm text-ink/75">{fact.label}</dt>
                    <dd className="text-2xl font-bold text-brand-700">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </div>
      </Section>

      <Section tone="muted" title={copy.timeline.title}>
        <ol className="relative max-w-3xl space-y-8 border-l-2 border-brand-700/20 pl-6 sm:pl-8">
          {copy.timeline.items.map((item) => (
            <li key={item.date} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[calc(1.5rem+7px)] size-3 rounded-full bg-brand-700 ring-4 ring-slate-50 sm:-left-[calc(2rem+7px)]"
              />
              <p className="text-sm font-semibold text-brand-700">{item.date}</p>
              <p className="mt-1 text-lg text-ink/80">{item.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section tone="brand" eyebrow={copy.parallel.eyebrow} title={copy.parallel.title}>
        <Grid cols={4}>
          {entriesOf(copy.parallel.items).map(([key, item]) => (
            <Card key={key} icon={parallelIcons[key]} title={item.title} body={item.body} />
          ))}
        </Grid>
      </Section>

      <Section title={copy.sources.title}>
        <ul className="space-y-2 text-ink/80">
          <li>
            <SourceLink href={ourNameSources.wikipedia} className="inline-flex min-h-11 items-center">
              {copy.sources.wikipedia}
            </SourceLink>
          </li>
          <li>
            <SourceLink href={ourNameSources.secondAscent} className="inline-flex min-h-11 items-center">
              {copy.sources.secondAscent}
            </SourceLink>
          </li>
          <li>
            <SourceLink href={ourNameSources.history} className="inline-flex min-h-11 items-center">
              {copy.sources.history}
            </SourceLink>
          </li>
        </ul>
      </Section>

      <FinalCta copy={copy.finalCta}>
        <CtaLink to="about" variant="inverseOutline">
          {t("screenName.about")}
        </CtaLink>
      </FinalCta>
    </>
  );
}
