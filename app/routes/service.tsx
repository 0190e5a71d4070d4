import { Check, CircleCheck } from "lucide-react";
import { loadPageCopy, pageCopyChanges, usePageCopy, useTranslation } from "../i18n/i18n.ts";
import { matchPage, pathFor } from "#domain/site/pages.ts";
import { isServiceId, serviceIds } from "#domain/site/screens.ts";
import { CheckList, PageHero, Section, Steps } from "../components/page/blocks.tsx";
import { FinalCta } from "../components/page/final-cta.tsx";
import { cardClass } from "../components/ui/card.ts";
import { Faq } from "../components/page/faq.tsx";
import { Assurances, Testimonials } from "../components/page/firm-proof.tsx";
import { testimonialsOf } from "../lib/firm.server.ts";
import { JsonLd } from "../components/page/json-ld.tsx";
import { CallLink, CrossLink, CtaLink } from "../components/page/page-view.tsx";
import { ServiceChips } from "../components/page/service-chips.tsx";
import { absoluteUrl, organizationId } from "../lib/seo.ts";
import { useLang, usePage } from "../lib/use-page.ts";
import type { Route } from "./+types/service";

/** The page's copy, through the router (app/i18n/i18n.ts), and the testimonials about this service (the firm's profile). */
export function loader({ url }: Route.LoaderArgs) {
  const page = matchPage(url.pathname);
  const testimonials = page && isServiceId(page.screen) ? testimonialsOf(page.lang, page.screen) : [];
  return { ...loadPageCopy(url), testimonials };
}
export const shouldRevalidate = pageCopyChanges;

/** One module renders the seven service detail pages; the URL says which. */
export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const page = usePage();
  const lang = useLang();
  if (!page || !isServiceId(page.screen)) throw new Error("service route without a service screen");
  const id = page.screen;
  const copy = usePageCopy(id);
  const labels = usePageCopy("serviceDetail");
  const others = serviceIds.filter((other) => other !== id);

  return (
    <>
      <PageHero
        eyebrow={labels.eyebrow}
        title={copy.h1}
        lead={copy.lead}
        note={
          <span className="inline-flex items-start gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {copy.audience}
          </span>
        }
        aside={
          copy.highlights.length > 0 ? (
            <dl className="grid max-w-3xl gap-4 sm:grid-cols-3">
              {copy.highlights.map((item) => (
                <div
                  key={item.label}
                  className="flex flex-col-reverse justify-end rounded-2xl bg-white/90 p-5 ring-1 ring-brand-700/15"
                >
                  <dt className="mt-1 text-sm text-ink/75">{item.label}</dt>
                  <dd className="text-2xl font-bold tracking-tight text-brand-700 sm:text-3xl">
                    {item.value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : undefined
        }
      >
        <CallLink>{t("cta.freeCall")}</CallLink>
        <CtaLink to="services" variant="secondary">
          {labels.allServices}
        </CtaLink>
      </PageHero>

      <Section title={labels.includedTitle}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {copy.included.map((item) => (
            <li key={item.title} className={cardClass({ className: "flex gap-4" })}>
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" strokeWidth={2.5} />
              <div>
                <h3 className="font-semibold text-ink">{item.title}</h3>
                <p className="mt-1 text-pretty text-ink/75">{item.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="brand" title={labels.resultsTitle} intro={labels.resultsIntro}>
        <CheckList
          items={copy.results}
          className="grid gap-4 text-lg sm:grid-cols-2 [&>li]:rounded-xl [&>li]:bg-white [&>li]:p-5 [&>li]:ring-1 [&>li]:ring-ink/10"
        />
      </Section>

      <Section title={labels.processTitle} intro={labels.processIntro}>
        <Steps steps={copy.process} />
        <Assurances className="mt-8 max-w-3xl" />
      </Section>

      <Section tone="muted" title={labels.casesTitle} intro={labels.casesIntro}>
        <ul className="grid gap-5 lg:grid-cols-2">
          {copy.cases.map((item) => (
            <li key={item.title} className={cardClass({ padding: "lg" })}>
              <p className="inline-flex rounded-full bg-accent-300/40 px-3 py-1 text-xs font-semibold tracking-wide text-ink uppercase">
                {labels.caseLabel}
              </p>
              <h3 className="mt-4 text-xl font-semibold text-ink">{item.title}</h3>
              <dl className="mt-4 space-y-4">
                {(["context", "approach", "outcome"] as const).map((part) => (
                  <div key={part}>
                    <dt className="text-sm font-semibold text-brand-700">{labels[part]}</dt>
                    <dd className="mt-1 text-pretty text-ink/75">{item[part]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </Section>
      {copy.crossLink ? (
        <CrossLink prompt={copy.crossLink.prompt} label={copy.crossLink.link} to={copy.crossLink.to} />
      ) : null}

      <Testimonials testimonials={loaderData.testimonials} />

      <Faq title={labels.faqTitle} items={copy.faq} />

      <Section tone="muted" title={labels.otherServices}>
        <ServiceChips ids={others} label={labels.otherServices} />
      </Section>

      <FinalCta copy={copy.finalCta} />

      <JsonLd
        data={{
          "@type": "Service",
          name: t(`screenName.${id}`),
          description: t(`meta.${id}.description`),
          serviceType: copy.h1,
          url: absoluteUrl(pathFor(id, lang)),
          provider: { "@id": organizationId() },
          areaServed: { "@type": "Country", name: "Mexico" },
          inLanguage: lang,
        }}
      />
    </>
  );
}
