import {
  ArrowRight,
  Briefcase,
  Handshake,
  Landmark,
  LineChart,
  Scale,
  Settings2,
  Target,
  Waves,
} from "lucide-react";
import { loadPageCopy, pageCopyChanges, usePageCopy, useTranslation } from "../i18n/i18n.ts";
import { Link } from "react-router";
import { pathFor } from "#domain/site/pages.ts";
import { Card, Grid, IconBadge, PageHero, Section, Stats } from "../components/page/blocks.tsx";
import { FinalCta } from "../components/page/final-cta.tsx";
import { cardClass } from "../components/ui/card.ts";
import { CtaLink } from "../components/page/page-view.tsx";
import { partners, type PartnerKey } from "../content/partners.ts";
import { useLang } from "../lib/use-page.ts";
import type { Route } from "./+types/about";

/** The page's copy, through the router (app/i18n/i18n.ts). */
export function loader({ url }: Route.LoaderArgs) {
  return loadPageCopy(url);
}
export const shouldRevalidate = pageCopyChanges;

const principleIcons = { ownership: Handshake, evidence: Target, transfer: Briefcase } as const;
const partnerIcons: Record<PartnerKey, typeof Scale> = {
  operations: Settings2,
  finance: Landmark,
  growth: LineChart,
  legal: Scale,
};

export default function About() {
  const { t } = useTranslation();
  const copy = usePageCopy("about");
  const lang = useLang();

  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.h1} lead={copy.lead}>
        <CtaLink to="contact">{t("cta.freeCall")}</CtaLink>
      </PageHero>

      <Section eyebrow={copy.vision.eyebrow} title={copy.vision.title} intro={copy.vision.body}>
        <Grid cols={3}>
          {Object.entries(copy.vision.principles).map(([key, item]) => (
            <Card
              key={key}
              icon={principleIcons[key as keyof typeof principleIcons]}
              title={item.title}
              body={item.body}
            />
          ))}
        </Grid>
      </Section>

      <Section tone="brand" title={copy.stats.title}>
        <Stats items={Object.values(copy.stats.items)} />
      </Section>

      <Section eyebrow={copy.partners.eyebrow} title={copy.partners.title} intro={copy.partners.intro}>
        <ul className="grid gap-5 md:grid-cols-2">
          {partners.map((partner) => {
            const item = copy.partners.items[partner.key];
            return (
              <li
                key={partner.key}
                data-partner={partner.key}
                className={cardClass({ padding: "lg", className: "flex flex-col" })}
              >
                <div className="flex items-center gap-4">
                  {partner.photo ? (
                    <img
                      src={partner.photo}
                      alt=""
                      width={64}
                      height={64}
                      className="size-16 shrink-0 rounded-full object-cover"
                    />
                  ) : (
                    <IconBadge icon={partnerIcons[partner.key]} />
                  )}
                  <div>
                    <h3 className="text-xl font-bold text-ink">{partner.name ?? item.role}</h3>
                    {partner.name ? <p className="font-medium text-brand-700">{item.role}</p> : null}
                  </div>
                </div>
                <p className="mt-5 text-pretty text-ink/75">{item.bio}</p>
                <dl className="mt-5 space-y-4 border-t border-ink/10 pt-5 text-sm">
                  <div>
                    <dt className="font-semibold text-ink">{copy.partners.experienceLabel}</dt>
                    <dd className="mt-1 text-ink/75">{item.experience}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-ink">{copy.partners.industriesLabel}</dt>
                    <dd className="mt-2">
                      <ul className="flex flex-wrap gap-2">
                        {partner.industries.map((industry) => (
                          <li
                            key={industry}
                            className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-700/10"
                          >
                            {copy.partners.industries[industry]}
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      </Section>

      <section className="bg-white">
        <div className="mx-auto max-w-6xl px-4 pb-4 sm:px-6">
          <div className="flex flex-col gap-5 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-700/10 sm:flex-row sm:items-center sm:p-8">
            <IconBadge icon={Waves} />
            <div className="flex-1">
              <h2 className="text-xl font-bold text-ink sm:text-2xl">{copy.ourName.title}</h2>
              <p className="mt-2 text-ink/75">{copy.ourName.body}</p>
            </div>
            <Link
              to={pathFor("ourName", lang)}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {copy.ourName.link}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
      </section>

      <FinalCta copy={copy.finalCta} />
    </>
  );
}
