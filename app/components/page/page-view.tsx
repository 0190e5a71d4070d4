import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { anchorFor, pathFor, type ScreenId, type SectionAnchor } from "#domain/site/pages.ts";
import { useLang } from "../../lib/use-page.ts";

type PageKey = ScreenId | "notFound";

/** The translated copy of a page: heading, lead and sections. */
function usePageCopy(page: PageKey) {
  const { t } = useTranslation("pages");
  return t(page, { returnObjects: true });
}

export function Hero({ page, children }: { page: PageKey; children?: React.ReactNode }) {
  const copy = usePageCopy(page);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <h1 className="max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance text-ink sm:text-5xl">
          {copy.h1}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-ink/75 sm:text-xl">{copy.lead}</p>
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}

export function Sections({ page }: { page: PageKey }) {
  const { sections } = usePageCopy(page);
  const lang = useLang();
  if (sections.length === 0) return null;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2">
      {sections.map((section) => (
        <section
          key={section.title}
          id={section.anchor ? anchorFor(section.anchor, lang) : undefined}
          className="scroll-mt-20 rounded-xl border border-ink/10 bg-white p-6 shadow-sm"
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
} as const;

export type ButtonVariant = keyof typeof buttonStyles;

/** Classes of a link styled as a button. */
export function buttonClass(variant: ButtonVariant = "primary"): string {
  return `inline-flex min-h-11 items-center rounded-md px-5 py-2 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${buttonStyles[variant]}`;
}

/** A call-to-action link to another screen (optionally a section of it), in the current language. */
export function CtaLink({
  to,
  hash,
  children,
  variant = "primary",
}: {
  to: ScreenId;
  hash?: SectionAnchor;
  children: React.ReactNode;
  variant?: ButtonVariant;
}) {
  const lang = useLang();
  return (
    <Link
      to={`${pathFor(to, lang)}${hash ? `#${anchorFor(hash, lang)}` : ""}`}
      className={buttonClass(variant)}
    >
      {children}
    </Link>
  );
}

/** A standard page: hero, sections, then whatever the screen adds. */
export function PageView({
  page,
  actions,
  children,
}: {
  page: PageKey;
  actions?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <>
      <Hero page={page}>{actions}</Hero>
      <Sections page={page} />
      {children}
    </>
  );
}
