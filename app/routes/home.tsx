import {
  ArrowRight,
  Award,
  Building2,
  Check,
  Globe,
  Network,
  Rocket,
  TrendingUp,
  Wrench,
  X,
} from "lucide-react";
import { entriesOf, type IconsOf } from "../lib/entries.ts";
import { loadPageCopy, pageCopyChanges, usePageCopy, useTranslation, type PageText } from "../i18n/i18n.ts";
import { Link } from "react-router";
import { anchorFor, languageOfPath, pathFor } from "#domain/site/pages.ts";
import { defaultLanguage } from "#i18n/languages.ts";
import { Card, Grid, PageHero, Section } from "../components/page/blocks.tsx";
import { FinalCta } from "../components/page/final-cta.tsx";
import { Assurances, Testimonials } from "../components/page/firm-proof.tsx";
import { CallLink, CtaAnchor, CrossLink, CtaLink } from "../components/page/page-view.tsx";
import { QuizBand } from "../features/quiz/quiz-band.tsx";
import { clientsOf, testimonialsOf } from "../lib/firm.server.ts";
import { settings } from "../lib/settings.ts";
import { useLang } from "../lib/use-page.ts";
import type { Route } from "./+types/home";

/** The page's copy, through the router (app/i18n/i18n.ts), and the testimonials and clients of the firm's profile. */
export function loader({ url }: Route.LoaderArgs) {
  const lang = languageOfPath(url.pathname) ?? defaultLanguage;
  return { ...loadPageCopy(url), testimonials: testimonialsOf(lang), clients: clientsOf() };
}
export const shouldRevalidate = pageCopyChanges;

const benefitIcons = {
  execution: Wrench,
  experience: Award,
  results: TrendingUp,
  network: Network,
} as const satisfies IconsOf<PageText<"home">["benefits"]["items"]>;
const audienceIcons = {
  foreignCompanies: Globe,
  familyBusinesses: Building2,
  startups: Rocket,
} as const satisfies IconsOf<PageText<"home">["audiences"]["items"]>;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const copy = usePageCopy("home");
  const lang = useLang();

  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.h1}
        lead={copy.lead}
        note={
          <span className="inline-flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 text-brand-700" />
            {copy.heroNote}
          </span>
        }
      >
        <CallLink>{t("cta.freeCall")}</CallLink>
        <CtaLink to="solutions" variant="secondary">
          {copy.heroSecondary}
        </CtaLink>
      </PageHero>

      <Section eyebrow={copy.value.eyebrow} title={copy.value.title} intro={copy.value.body}>
        <div className="grid gap-5 md:grid-cols-2">
          <div className="rounded-2xl border border-ink/10 bg-slate-50 p-6 sm:p-8">
            <h3 className="text-lg font-semibold text-ink/80">{copy.value.consultant.title}</h3>
            <ul className="mt-4 space-y-3">
              {copy.value.consultant.items.map((item) => (
                <li key={item} className="flex gap-3 text-ink/75">
                  <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink/50" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-brand-800 p-6 text-white shadow-lg shadow-brand-800/20 sm:p-8">
            <h3 className="text-lg font-semibold">{copy.value.operator.title}</h3>
            <ul className="mt-4 space-y-3">
              {copy.value.operator.items.map((item) => (
                <li key={item} className="flex gap-3 text-white/90">
                  <Check
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-accent-300"
                    strokeWidth={2.5}
                  />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <Assurances className="mt-8 max-w-3xl" />
      </Section>

      <Section tone="muted" eyebrow={copy.benefits.eyebrow} title={copy.benefits.title}>
        <Grid cols={4}>
          {entriesOf(copy.benefits.items).map(([key, item]) => (
            <Card key={key} icon={benefitIcons[key]} title={item.title} body={item.body} />
          ))}
        </Grid>
      </Section>

      <Section eyebrow={copy.audiences.eyebrow} title={copy.audiences.title} intro={copy.audiences.intro}>
        <Grid cols={3}>
          {entriesOf(copy.audiences.items).map(([key, item]) => {
            const anchor = key;
            return (
              <Card key={key} icon={audienceIcons[anchor]} title={item.title} body={item.body}>
                <Link
                  to={`${pathFor("solutions", lang)}#${anchorFor(anchor, lang)}`}
                  className="mt-auto inline-flex min-h-11 items-center gap-2 pt-4 font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {copy.audiences.link}
                  <span className="sr-only">: {item.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </Card>
            );
          })}
        </Grid>
      </Section>
      <CrossLink prompt={copy.audiences.funds.prompt} label={copy.audiences.funds.link} to="funds" />

      <Testimonials testimonials={loaderData.testimonials} clients={loaderData.clients} tone="muted" />

      <QuizBand
        title={copy.quiz.title}
        body={copy.quiz.body}
        note={copy.quiz.note}
        button={copy.quiz.button}
        source="home_cta"
      />

      <FinalCta copy={copy.finalCta}>
        <CtaAnchor href={`mailto:${settings.contactEmail}`} variant="inverseOutline">
          {copy.finalCta.secondary}
        </CtaAnchor>
      </FinalCta>
    </>
  );
}
