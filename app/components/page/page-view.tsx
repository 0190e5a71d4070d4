import { usePageCopy } from "../../i18n/i18n.ts";
import { Link } from "react-router";
import { anchorFor, pathFor } from "#domain/site/pages.ts";
import { type ScreenId, type SectionAnchor } from "#domain/site/screens.ts";
import { buttonClass, type ButtonVariant } from "../ui/button.ts";
import { cardClass } from "../ui/card.ts";
import { useLang } from "../../lib/use-page.ts";
import { settings } from "../../lib/settings.ts";
import { callHref } from "#domain/booking/links.ts";
import type { CallLength } from "#domain/booking/model.ts";
import { PageHero } from "./blocks.tsx";

/** The copy of the generic pages (heading, lead, sections): the growth-quiz page. */
type GenericPage = "quiz";

export function Hero({ page, children }: { page: GenericPage; children?: React.ReactNode }) {
  const copy = usePageCopy(page);
  return (
    <PageHero title={copy.h1} lead={copy.lead}>
      {children}
    </PageHero>
  );
}

export function Sections({ page }: { page: GenericPage }) {
  const { sections } = usePageCopy(page);
  if (sections.length === 0) return null;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2">
      {sections.map((section) => (
        <section key={section.title} className={cardClass({ className: "scroll-mt-20" })}>
          <h2 className="text-xl font-semibold text-ink">{section.title}</h2>
          <p className="mt-3 text-ink/75">{section.body}</p>
        </section>
      ))}
    </div>
  );
}

/** A call-to-action link to another screen (optionally a section of it), in the current language. */
export function CtaLink({
  to,
  hash,
  search,
  children,
  variant = "primary",
}: {
  to: ScreenId;
  hash?: SectionAnchor;
  search?: string;
  children: React.ReactNode;
  variant?: ButtonVariant;
}) {
  const lang = useLang();
  return (
    <Link
      to={`${pathFor(to, lang)}${search ?? ""}${hash ? `#${anchorFor(hash, lang)}` : ""}`}
      className={buttonClass(variant)}
    >
      {children}
    </Link>
  );
}

/** An external call to action (the scheduling link, a download). */
/**
 * A call to action that promises a call: the site's booking page (30 minutes, or 20),
 * or the firm's external scheduler when it set one (docs/decisions/068).
 */
export function CallLink({
  children,
  minutes = 30,
  variant = "primary",
}: {
  children: React.ReactNode;
  minutes?: CallLength;
  variant?: ButtonVariant;
}) {
  const lang = useLang();
  return (
    <CtaAnchor href={callHref(settings, lang, { minutes })} variant={variant}>
      {children}
    </CtaAnchor>
  );
}

export function CtaAnchor({
  href,
  children,
  variant = "primary",
  download,
  type,
}: {
  href: string;
  children: React.ReactNode;
  variant?: ButtonVariant;
  download?: boolean;
  type?: string;
}) {
  const external = /^https?:/.test(href);
  return (
    <a
      href={href}
      className={buttonClass(variant)}
      rel={external ? "noopener noreferrer" : undefined}
      download={download ? "" : undefined}
      type={type}
    >
      {children}
    </a>
  );
}

/**
 * A pointer to the page that serves a neighbouring reader (the funds page from the
 * audiences of Home and Solutions, Soft Landing and the funds page to each other):
 * one sentence and a link, between two sections.
 */
export function CrossLink({ prompt, label, to }: { prompt: string; label: string; to: ScreenId }) {
  return (
    <aside className="mx-auto max-w-6xl px-4 py-8 sm:px-6" data-testid={`cross-link-${to}`}>
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-700/15 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <p className="text-lg text-pretty text-ink">{prompt}</p>
        <div className="shrink-0">
          <CtaLink to={to} variant="secondary">
            {label}
          </CtaLink>
        </div>
      </div>
    </aside>
  );
}
