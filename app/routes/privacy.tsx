import { PageHero } from "../components/page/blocks.tsx";
import { legalAddress, settings } from "../lib/settings.ts";
import { useLang } from "../lib/use-page.ts";
import { loadPageCopy, pageCopyChanges, usePageCopy } from "../i18n/i18n.ts";
import type { Route } from "./+types/privacy";

/** The page's copy, through the router (app/i18n/i18n.ts). */
export function loader({ url }: Route.LoaderArgs) {
  return loadPageCopy(url);
}
export const shouldRevalidate = pageCopyChanges;

/** The privacy notice; the firm's legal name, address and e-mail come from the site settings. */
export default function Privacy() {
  const lang = useLang();
  const copy = usePageCopy("privacy", {
    legalName: settings.legalName,
    legalAddress: legalAddress(lang),
    email: settings.contactEmail,
  });

  return (
    <>
      <PageHero title={copy.h1} lead={copy.lead} note={copy.updated} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="privacy-toc" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="privacy-toc" className="text-sm font-semibold tracking-wide text-ink/70 uppercase">
            {copy.tocTitle}
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {copy.sections.map((section, index) => (
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
          {copy.sections.map((section, index) => (
            <section key={section.title} id={`privacy-${index + 1}`} className="scroll-mt-24">
              <h2 className="text-2xl font-bold tracking-tight text-ink">{section.title}</h2>
              <div className="mt-4 space-y-4 text-pretty text-ink/80">
                {section.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              {section.list.length > 0 ? (
                <ul className="mt-4 list-disc space-y-2 pl-6 text-ink/80 marker:text-brand-700">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
