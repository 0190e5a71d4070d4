import { callHref } from "#domain/booking/links.ts";
import {
  Activity,
  ArrowUpRight,
  BadgeCheck,
  CalendarDays,
  Clock,
  Cloud,
  Compass,
  Download,
  Eye,
  FileCheck,
  Gauge,
  Landmark,
  MapPin,
  Rocket,
  Store,
  Users,
  Wallet,
} from "lucide-react";
import { contactRequestSearch } from "#domain/site/contact-request.ts";
import { downloadPath } from "#domain/site/pages.ts";
import {
  Card,
  CheckList,
  CtaBand,
  Grid,
  IconBadge,
  PageHero,
  Section,
  SourceLink,
  Steps,
} from "../components/page/blocks.tsx";
import { Faq } from "../components/page/faq.tsx";
import { cardClass } from "../components/ui/card.ts";
import { CtaAnchor, CrossLink, CtaLink } from "../components/page/page-view.tsx";
import type { ButtonVariant } from "../components/ui/button.ts";
import { fundsEvidenceSources, fundsStatSources } from "../content/sources.ts";
import { settings } from "../lib/settings.ts";
import { entriesOf, type IconsOf } from "../lib/entries.ts";
import { loadPageCopy, pageCopyChanges, usePageCopy, type PageText } from "../i18n/i18n.ts";
import { useLang } from "../lib/use-page.ts";
import type { Route } from "./+types/funds";

/** The page's copy, through the router (app/i18n/i18n.ts). */
export function loader({ url }: Route.LoaderArgs) {
  return loadPageCopy(url);
}
export const shouldRevalidate = pageCopyChanges;

const whatWeDoIcons = {
  diagnostic: Activity,
  execution: Rocket,
  round: FileCheck,
} as const satisfies IconsOf<PageText<"funds">["whatWeDo"]["items"]>;
const trustIcons = {
  handsOn: BadgeCheck,
  capacity: Users,
  measurable: Gauge,
  local: MapPin,
} as const satisfies IconsOf<PageText<"funds">["trust"]["items"]>;
const useCaseIcons = { fintech: Landmark, saas: Cloud, marketplaces: Store } as const satisfies IconsOf<
  PageText<"funds">["useCases"]["items"]
>;
const gpIcons = {
  visibility: Eye,
  rounds: Compass,
  time: Clock,
  predictable: Wallet,
} as const satisfies IconsOf<PageText<"funds">["gpValue"]["items"]>;

/** The page's three calls to action: 20 minutes, the checklist, a health snapshot. */
function FundsActions({ dark = false }: { dark?: boolean }) {
  const copy = usePageCopy("funds");
  const lang = useLang();
  const secondary: ButtonVariant = dark ? "inverseOutline" : "secondary";
  return (
    <>
      <CtaAnchor href={callHref(settings, lang, { minutes: 20 })} variant={dark ? "inverse" : "primary"}>
        <CalendarDays aria-hidden="true" className="size-5" />
        {copy.actions.schedule}
      </CtaAnchor>
      <CtaAnchor
        href={downloadPath("seriesAChecklist", lang)}
        variant={secondary}
        download
        type="application/pdf"
      >
        <Download aria-hidden="true" className="size-5" />
        {copy.actions.checklist}
      </CtaAnchor>
      <CtaLink to="contact" search={contactRequestSearch("health-snapshot", lang)} variant={secondary}>
        <Activity aria-hidden="true" className="size-5" />
        {copy.actions.snapshot}
      </CtaLink>
    </>
  );
}

export default function Funds() {
  const copy = usePageCopy("funds");

  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.h1} lead={copy.lead}>
        <FundsActions />
      </PageHero>

      <Section eyebrow={copy.whyNow.eyebrow} title={copy.whyNow.title} intro={copy.whyNow.intro}>
        <ul className="grid gap-5 sm:grid-cols-2">
          {entriesOf(copy.whyNow.stats).map(([key, stat]) => (
            <li key={key} className={cardClass({ padding: "lg", className: "flex flex-col" })}>
              <p className="text-4xl font-bold tracking-tight text-brand-700 sm:text-5xl">{stat.value}</p>
              <p className="mt-3 text-pretty text-ink/80">{stat.label}</p>
              <p className="mt-auto pt-5 text-sm text-ink/70">
                {copy.whyNow.sourcePrefix} <SourceLink href={fundsStatSources[key]}>{stat.source}</SourceLink>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        tone="muted"
        eyebrow={copy.whatWeDo.eyebrow}
        title={copy.whatWeDo.title}
        intro={copy.whatWeDo.intro}
      >
        <Grid cols={3}>
          {entriesOf(copy.whatWeDo.items).map(([key, item]) => (
            <Card key={key} icon={whatWeDoIcons[key]} kicker={item.meta} title={item.title} body={item.body}>
              <p className="mt-5 text-xs font-semibold tracking-wide text-ink/70 uppercase">
                {copy.whatWeDo.deliverablesLabel}
              </p>
              <CheckList items={item.deliverables} className="mt-3 text-sm" />
            </Card>
          ))}
        </Grid>
      </Section>

      <Section eyebrow={copy.impact.eyebrow} title={copy.impact.title}>
        <ol className="grid gap-5 lg:grid-cols-3">
          {Object.entries(copy.impact.items).map(([key, item]) => (
            <li key={key} className={cardClass()}>
              <p className="inline-flex rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
                {item.stage}
              </p>
              <h3 className="mt-4 text-lg font-semibold text-ink">{item.title}</h3>
              <CheckList items={item.points} className="mt-4" />
            </li>
          ))}
        </ol>
      </Section>

      <Section tone="brand" eyebrow={copy.trust.eyebrow} title={copy.trust.title} intro={copy.trust.intro}>
        <Grid cols={4}>
          {entriesOf(copy.trust.items).map(([key, item]) => (
            <Card key={key} icon={trustIcons[key]} title={item.title} body={item.body} />
          ))}
        </Grid>
      </Section>

      <Section eyebrow={copy.useCases.eyebrow} title={copy.useCases.title} intro={copy.useCases.intro}>
        <Grid cols={3}>
          {entriesOf(copy.useCases.items).map(([key, item]) => (
            <li key={key} className={cardClass()}>
              <div className="flex items-center gap-4">
                <IconBadge icon={useCaseIcons[key]} tone="accent" />
                <div>
                  <p className="text-xs font-semibold tracking-wide text-ink/70 uppercase">
                    {copy.useCases.industryLabel}
                  </p>
                  <h3 className="text-xl font-bold text-ink">{item.industry}</h3>
                </div>
              </div>
              <p className="mt-5 text-sm font-semibold text-brand-700">{copy.useCases.focusLabel}</p>
              <p className="mt-1 text-pretty text-ink/75">{item.focus}</p>
            </li>
          ))}
        </Grid>
      </Section>

      <Section
        tone="muted"
        eyebrow={copy.engagement.eyebrow}
        title={copy.engagement.title}
        intro={copy.engagement.intro}
      >
        <div className="mb-8 flex flex-col gap-2 rounded-2xl bg-brand-800 p-6 text-white sm:flex-row sm:items-baseline sm:gap-5 sm:p-8">
          <p className="text-5xl font-bold tracking-tight text-accent-300">
            {copy.engagement.highlight.value}
          </p>
          <p className="text-lg text-white/90">{copy.engagement.highlight.label}</p>
        </div>
        <Steps steps={copy.engagement.steps} />
      </Section>

      <CrossLink prompt={copy.mexicoEntry.prompt} label={copy.mexicoEntry.link} to="softLanding" />

      <Section eyebrow={copy.gpValue.eyebrow} title={copy.gpValue.title}>
        <Grid cols={4}>
          {entriesOf(copy.gpValue.items).map(([key, item]) => (
            <Card key={key} icon={gpIcons[key]} title={item.title} body={item.body} />
          ))}
        </Grid>
      </Section>

      <CtaBand title={copy.actionsBand.title} body={copy.actionsBand.body}>
        <FundsActions dark />
      </CtaBand>

      <Faq title={copy.faq.title} items={copy.faq.items} tone="muted" />

      <Section eyebrow={copy.evidence.eyebrow} title={copy.evidence.title} intro={copy.evidence.intro}>
        <ul className="grid gap-5 md:grid-cols-2">
          {entriesOf(copy.evidence.items).map(([key, item]) => (
            <li key={key} className={cardClass({ className: "flex flex-col" })}>
              <blockquote className="text-pretty text-ink/80">{item.description}</blockquote>
              <p className="mt-4 text-sm font-semibold text-ink">{item.source}</p>
              <SourceLink
                href={fundsEvidenceSources[key]}
                className="mt-1 inline-flex min-h-11 items-center gap-1 self-start text-sm"
              >
                {copy.evidence.sourceLabel}
                <span className="sr-only">: {item.source}</span>
                <ArrowUpRight aria-hidden="true" className="size-4" />
              </SourceLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
