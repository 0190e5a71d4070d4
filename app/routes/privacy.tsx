import { PageHero } from "../components/page/blocks.tsx";
import { useFirm } from "../lib/firm.ts";
import { addressText } from "../lib/firm-format.ts";
import { settings } from "../lib/settings.ts";
import { loadPageCopy, pageCopyChanges, usePageCopy, useTranslation } from "../i18n/i18n.ts";
import type { Route } from "./+types/privacy";

/** The page's copy, through the router (app/i18n/i18n.ts). */
export function loader({ url }: Route.LoaderArgs) {
  return loadPageCopy(url);
}
export const shouldRevalidate = pageCopyChanges;

type Block = { readonly paragraph: string } | { readonly list: readonly string[] };

interface NoticeSection {
  readonly title: string;
  readonly blocks: readonly Block[];
}

/** The blocks that apply: a part whose condition is false is left out. */
function blocks(...parts: (Block | false | undefined)[]): Block[] {
  return parts.filter((part): part is Block => Boolean(part));
}

/**
 * The privacy notice (docs/decisions/099). The controller's legal name, RFC and
 * domicilio come from the firm's profile (the city alone until it has a street; the
 * build warns about it), the e-mail from the settings; Google Analytics' parts show
 * only when the build has a measurement id.
 */
export default function Privacy() {
  const { t } = useTranslation();
  const firm = useFirm();
  const address = firm.address;
  const domicile = address?.street ? addressText(address, t("firm.address")) : undefined;
  const city = address?.city
    ? addressText(
        { city: address.city, ...(address.state ? { state: address.state } : {}) },
        t("firm.address"),
      )
    : undefined;
  const analytics = Boolean(settings.gaMeasurementId);
  const copy = usePageCopy("privacy", {
    legalName: firm.legalName ?? settings.brandName,
    email: settings.contactEmail,
    address: domicile ?? "",
    city: city ?? "",
    rfc: firm.rfc ?? "",
  });

  const sections: NoticeSection[] = [
    {
      title: copy.controller.title,
      blocks: blocks(
        { paragraph: firm.legalName !== undefined ? copy.controller.body : copy.controller.bodyBrand },
        firm.rfc !== undefined && { paragraph: copy.controller.rfc },
        domicile !== undefined
          ? { paragraph: copy.controller.domicile }
          : city !== undefined && { paragraph: copy.controller.city },
        { paragraph: copy.controller.contact },
        { paragraph: copy.controller.law },
      ),
    },
    {
      title: copy.data.title,
      blocks: [{ paragraph: copy.data.intro }, { list: copy.data.items }, { paragraph: copy.data.closing }],
    },
    {
      title: copy.purposes.title,
      blocks: blocks(
        { paragraph: copy.purposes.necessaryIntro },
        { list: copy.purposes.necessary },
        analytics && { paragraph: copy.purposes.voluntaryIntro },
        analytics && { list: [copy.purposes.analytics] },
        analytics && { paragraph: copy.purposes.optOut },
        !analytics && { paragraph: copy.purposes.noVoluntary },
      ),
    },
    {
      title: copy.processors.title,
      blocks: [
        { paragraph: copy.processors.intro },
        {
          list: [
            copy.processors.hosting,
            copy.processors.email,
            copy.processors.crm,
            ...(analytics ? [copy.processors.analytics] : []),
          ],
        },
        { paragraph: copy.processors.funnel },
        { paragraph: copy.processors.transfers },
        { paragraph: copy.processors.ownTerms },
      ],
    },
    { title: copy.retention.title, blocks: copy.retention.body.map((paragraph) => ({ paragraph })) },
    {
      title: copy.rights.title,
      blocks: blocks(
        { paragraph: copy.rights.intro },
        { paragraph: copy.rights.howTo },
        { list: copy.rights.requirements },
        domicile !== undefined && { paragraph: copy.rights.postal },
        { paragraph: copy.rights.response },
        { paragraph: copy.rights.revocation },
        { paragraph: copy.rights.authority },
      ),
    },
    {
      title: copy.cookies.title,
      blocks: [
        { paragraph: copy.cookies.storage },
        { paragraph: analytics ? copy.cookies.analytics : copy.cookies.noAnalytics },
      ],
    },
    { title: copy.changes.title, blocks: copy.changes.body.map((paragraph) => ({ paragraph })) },
  ];

  return (
    <>
      <PageHero title={copy.h1} lead={copy.lead} note={copy.updated} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="privacy-toc" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="privacy-toc" className="text-sm font-semibold tracking-wide text-ink/70 uppercase">
            {copy.tocTitle}
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a
                  href={`#privacy-${index + 1}`}
                  className="inline-flex min-h-11 items-center text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-12">
          {sections.map((section, index) => (
            <section key={section.title} id={`privacy-${index + 1}`} className="scroll-mt-24">
              <h2 className="text-2xl font-bold tracking-tight text-ink">{section.title}</h2>
              <div className="mt-4 space-y-4 text-pretty text-ink/80">
                {section.blocks.map((block) =>
                  "paragraph" in block ? (
                    <p key={block.paragraph}>{block.paragraph}</p>
                  ) : (
                    <ul key={block.list.join()} className="list-disc space-y-2 pl-6 marker:text-brand-700">
                      {block.list.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
