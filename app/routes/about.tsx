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
import { entriesOf, type IconsOf } from "../lib/entries.ts";
import { loadPageCopy, pageCopyChanges, usePageCopy, useTranslation, type PageText } from "../i18n/i18n.ts";
import { Link } from "react-router";
import { languageOfPath, pathFor } from "#domain/site/pages.ts";
import { defaultLanguage } from "#i18n/languages.ts";
import { Card, Grid, IconBadge, PageHero, Section, Stats } from "../components/page/blocks.tsx";
import { FinalCta } from "../components/page/final-cta.tsx";
import { cardClass } from "../components/ui/card.ts";
import { CallLink, CtaAnchor } from "../components/page/page-view.tsx";
import { partners, type PartnerKey } from "../content/partners.ts";
import type { PartnerView } from "../lib/firm.ts";
import { partnersOf } from "../lib/firm.server.ts";
import { interpolate } from "#i18n/translate.ts";
import { useLang } from "../lib/use-page.ts";
import type { Route } from "./+types/about";

/** The page's copy, through the router (app/i18n/i18n.ts), and the partners the firm's profile names. */
export function loader({ url }: Route.LoaderArgs) {
  return { ...loadPageCopy(url), partners: partnersOf(languageOfPath(url.pathname) ?? defaultLanguage) };
}
export const shouldRevalidate = pageCopyChanges;

const principleIcons = {
  ownership: Handshake,
  evidence: Target,
  transfer: Briefcase,
} as const satisfies IconsOf<PageText<"about">["vision"]["principles"]>;
const partnerIcons: Record<PartnerKey, typeof Scale> = {
  operations: Settings2,
  finance: Landmark,
  growth: LineChart,
  legal: Scale,
};

/**
 * A partner's card: photo (or the area's icon), name and role (or the role alone, when
 * the firm's profile names no one), bio, the area's experience and industries, LinkedIn.
 */
function PartnerCard({ partner }: { partner: Partial<PartnerView> }) {
  const copy = usePageCopy("about");
  const area = partner.area ? copy.partners.items[partner.area] : undefined;
  const industries = partners.find((p) => p.key === partner.area)?.industries ?? [];
  const heading = partner.name ?? partner.role;
  return (
    <li
      data-partner={partner.area ?? ""}
      className={cardClass({ padding: "lg", className: "flex flex-col" })}
    >
      <div className="flex items-center gap-4">
        {partner.photo ? (
          <img
            src={partner.photo}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            className="size-20 shrink-0 rounded-full object-cover ring-1 ring-ink/10"
          />
        ) : partner.area ? (
          <IconBadge icon={partnerIcons[partner.area]} />
        ) : null}
        <div>
          <h3 className="text-xl font-bold text-ink">{heading}</h3>
          {partner.name && partner.role ? <p className="font-medium text-brand-700">{partner.role}</p> : null}
        </div>
      </div>
      {partner.bio ? <p className="mt-5 text-pretty text-ink/75">{partner.bio}</p> : null}
      {area ? (
        <dl className="mt-5 space-y-4 border-t border-ink/10 pt-5 text-sm">
          <div>
            <dt className="font-semibold text-ink">{copy.partners.experienceLabel}</dt>
            <dd className="mt-1 text-ink/75">{area.experience}</dd>
          </div>
          {industries.length > 0 ? (
            <div>
              <dt className="font-semibold text-ink">{copy.partners.industriesLabel}</dt>
              <dd className="mt-2">
                <ul className="flex flex-wrap gap-2">
                  {industries.map((industry) => (
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
          ) : null}
        </dl>
      ) : null}
      {partner.name && partner.linkedin ? (
        <a
          href={partner.linkedin}
          rel="noopener noreferrer"
          className="mt-auto inline-flex min-h-11 items-center gap-2 pt-4 font-semibold text-brand-700 underline decoration-brand-700/40 underline-offset-4 hover:decoration-brand-700"
        >
          {interpolate(copy.partners.linkedin, { name: partner.name })}
        </a>
      ) : null}
    </li>
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const copy = usePageCopy("about");
  const lang = useLang();
  const named = loaderData.partners;
  // The areas no named partner covers keep their card by role (docs/decisions/099): one
  // partner named in the profile never hides the other three.
  const namedAreas = new Set(named.map((partner) => partner.area));
  const unnamed = partners.filter((area) => !namedAreas.has(area.key));

  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.h1} lead={copy.lead}>
        <CallLink>{t("cta.freeCall")}</CallLink>
      </PageHero>

      <Section eyebrow={copy.vision.eyebrow} title={copy.vision.title} intro={copy.vision.body}>
        <Grid cols={3}>
          {entriesOf(copy.vision.principles).map(([key, item]) => (
            <Card key={key} icon={principleIcons[key]} title={item.title} body={item.body} />
          ))}
        </Grid>
      </Section>

      <Section tone="brand" title={copy.stats.title}>
        <Stats items={Object.values(copy.stats.items)} />
      </Section>

      <Section
        eyebrow={copy.partners.eyebrow}
        title={named.length > 0 ? copy.partners.namedTitle : copy.partners.title}
        intro={named.length > 0 ? copy.partners.namedIntro : copy.partners.intro}
      >
        <ul className="grid gap-5 md:grid-cols-2">
          {named.map((partner) => (
            <PartnerCard key={partner.name} partner={partner} />
          ))}
          {unnamed.map((area) => (
            <PartnerCard
              key={area.key}
              partner={{
                area: area.key,
                role: copy.partners.items[area.key].role,
                bio: copy.partners.items[area.key].bio,
              }}
            />
          ))}
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

      <FinalCta copy={copy.finalCta}>
        {named.map((partner) =>
          partner.bookingUrl ? (
            <CtaAnchor key={partner.name} href={partner.bookingUrl} variant="inverseOutline">
              {interpolate(copy.finalCta.book, { name: partner.name })}
            </CtaAnchor>
          ) : partner.linkedin ? (
            <CtaAnchor key={partner.name} href={partner.linkedin} variant="inverseOutline">
              {interpolate(copy.finalCta.linkedin, { name: partner.name })}
            </CtaAnchor>
          ) : null,
        )}
      </FinalCta>
    </>
  );
}
