import { usePageCopy } from "../../i18n/i18n.ts";
import { Link } from "react-router";
import { anchorFor, pathFor, type ScreenId, type SectionAnchor } from "#domain/site/pages.ts";
import { cn } from "../../lib/cn.ts";
import { useLang } from "../../lib/use-page.ts";
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
        <section
          key={section.title}
          className="scroll-mt-20 rounded-2xl border border-ink/10 bg-white p-6 shadow-sm"
        >
          <h2 className="text-xl font-semibold text-ink">{section.title}</h2>
          <p className="mt-3 text-ink/75">{section.body}</p>
        </section>
      ))}
    </div>
  );
}

const buttonStyles = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700",
  secondary:
    "bg-white text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50 focus-visible:outline-brand-700",
  /** On a dark background. */
  inverse: "bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white",
  inverseOutline: "text-white ring-1 ring-white/50 hover:bg-white/10 focus-visible:outline-white",
  accent: "bg-accent-300 text-ink hover:bg-accent-400 focus-visible:outline-white",
} as const;

export type ButtonVariant = keyof typeof buttonStyles;

/** Classes of a link styled as a button. */
export function buttonClass(variant: ButtonVariant = "primary"): string {
  return cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2 text-center text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60",
    buttonStyles[variant],
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
