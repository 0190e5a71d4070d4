import { Check } from "lucide-react";
import { Suspense } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { cardClass } from "../ui/card.ts";

/**
 * Layout blocks shared by every page. They take their text as props (from the
 * translations) and hold no copy of their own.
 */

const tones = {
  white: "bg-white",
  muted: "bg-slate-50",
  brand: "bg-brand-50",
} as const;
export type Tone = keyof typeof tones;

/** A decorative arch over the sea, the brand's mark, drawn large for the hero. */
function HeroArt() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 300"
      className="pointer-events-none absolute -right-24 bottom-0 hidden h-[min(22rem,80%)] w-auto text-brand-700/10 lg:block xl:-right-8"
    >
      <path d="M40 260V150a160 160 0 0 1 320 0v110h-70V150a90 90 0 0 0-180 0v110z" fill="currentColor" />
      <path
        d="M0 282c25 0 25-12 50-12s25 12 50 12 25-12 50-12 25 12 50 12 25-12 50-12 25 12 50 12 25-12 50-12 25 12 50 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The top of a page: eyebrow, the page's one h1, lead, actions and an optional note. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  note,
  aside,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: React.ReactNode;
  note?: React.ReactNode;
  aside?: React.ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-ink/5 bg-gradient-to-b from-brand-50 via-brand-50/60 to-white">
      <HeroArt />
      <div className="relative mx-auto max-w-6xl px-4 pt-12 pb-14 sm:px-6 sm:pt-20 sm:pb-20">
        {eyebrow ? (
          <p className="mb-4 inline-flex items-center rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-700/15">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="max-w-3xl text-[2rem] leading-[1.15] font-bold tracking-tight text-balance text-ink sm:text-5xl sm:leading-[1.1]">
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-ink/75 sm:text-xl">{lead}</p>
        {children ? (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>
        ) : null}
        {note ? <div className="mt-5 text-sm text-ink/70">{note}</div> : null}
        {aside ? <div className="mt-10">{aside}</div> : null}
      </div>
    </section>
  );
}

/**
 * A page section with an h2 header; `id` makes it a link target. Each section is a
 * Suspense boundary of its own: nothing in it suspends (the server renders it in
 * place, app/entry.server.tsx), but React hydrates each boundary after the page's
 * shell, in its own short commit, instead of the whole page in one long task
 * (selective hydration, docs/decisions/103). An event in a section not yet
 * hydrated makes React hydrate that section first.
 */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = "white",
  children,
  headingLevel = 2,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: Tone;
  children?: React.ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Suspense>
      <section id={id} className={cn("scroll-mt-20", tones[tone], className)}>
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <div className="max-w-3xl">
            {eyebrow ? (
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
            ) : null}
            <Heading
              className={cn(
                "text-2xl leading-tight font-bold tracking-tight text-balance text-ink sm:text-4xl",
                eyebrow && "mt-2",
              )}
            >
              {title}
            </Heading>
            {intro ? <p className="mt-4 text-lg text-pretty text-ink/75">{intro}</p> : null}
          </div>
          {children ? <div className="mt-10">{children}</div> : null}
        </div>
      </section>
    </Suspense>
  );
}

const gridCols = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export function Grid({ cols = 3, children }: { cols?: keyof typeof gridCols; children: React.ReactNode }) {
  return <ul className={cn("grid gap-5", gridCols[cols])}>{children}</ul>;
}

/** An icon in a tinted square. Decorative. */
export function IconBadge({ icon: Icon, tone = "brand" }: { icon: LucideIcon; tone?: "brand" | "accent" }) {
  return (
    <span
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-xl",
        tone === "brand"
          ? "bg-brand-50 text-brand-700 ring-1 ring-brand-700/10"
          : "bg-accent-300/30 text-ink",
      )}
    >
      <Icon aria-hidden="true" className="size-5" strokeWidth={2} />
    </span>
  );
}

/** A list item styled as a card: icon, h3, body and anything else. */
export function Card({
  icon,
  title,
  body,
  children,
  kicker,
  className,
}: {
  icon?: LucideIcon;
  title: string;
  body?: string;
  children?: React.ReactNode;
  kicker?: string;
  className?: string;
}) {
  return (
    <li className={cn(cardClass({ className: cn("relative flex flex-col", className) }))}>
      {icon ? <IconBadge icon={icon} /> : null}
      {kicker ? <p className={cn("text-sm font-semibold text-brand-700", icon && "mt-5")}>{kicker}</p> : null}
      <h3
        className={cn(
          "text-lg leading-snug font-semibold text-ink",
          icon && !kicker && "mt-5",
          kicker && "mt-1",
        )}
      >
        {title}
      </h3>
      {body ? <p className="mt-2 text-pretty text-ink/75">{body}</p> : null}
      {children}
    </li>
  );
}

/** A list with check marks. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink/80">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" strokeWidth={2.5} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps (a process). */
export function Steps({
  steps,
}: {
  steps: readonly { title: string; body: string; meta?: string | undefined }[];
}) {
  return (
    <ol
      className={cn(
        "grid gap-5",
        steps.length === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-2 lg:grid-cols-3",
      )}
    >
      {steps.map((step, index) => (
        <li key={step.title} className={cardClass({ className: "relative" })}>
          <div className="flex items-center justify-between gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
            >
              {index + 1}
            </span>
            {step.meta ? (
              <span className="rounded-full bg-accent-300/35 px-3 py-1 text-xs font-semibold text-ink">
                {step.meta}
              </span>
            ) : null}
          </div>
          <h3 className="mt-5 text-lg font-semibold text-ink">{step.title}</h3>
          <p className="mt-2 text-pretty text-ink/75">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** Big figures with a label each. */
export function Stats({ items }: { items: readonly { value: string; label: string }[] }) {
  return (
    <dl className={cn("grid gap-5", items.length === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3")}>
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-col-reverse justify-end rounded-2xl bg-white p-6 ring-1 ring-ink/10"
        >
          <dt className="mt-2 text-ink/75">{item.label}</dt>
          <dd className="text-4xl font-bold tracking-tight text-brand-700 sm:text-5xl">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The closing call to action of a page: a dark band. */
export function CtaBand({
  title,
  body,
  children,
  note,
}: {
  title: string;
  body: string;
  children: React.ReactNode;
  note?: React.ReactNode;
}) {
  return (
    <section className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-white sm:px-12 sm:py-16">
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 400 120"
            className="pointer-events-none absolute right-0 bottom-0 w-72 text-white/5 sm:w-[28rem]"
          >
            <path d="M60 120V80a140 80 0 0 1 280 0v40h-60V80a80 45 0 0 0-160 0v40z" fill="currentColor" />
          </svg>
          <div className="relative">
            <h2 className="max-w-2xl text-2xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-pretty text-white/85">{body}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>
            {note ? <div className="mt-5 text-sm text-white/80">{note}</div> : null}
          </div>
        </div>
      </div>
    </section>
  );
}

/** A link to a source outside the site (a citation). */
export function SourceLink({
  href,
  children,
  className,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <a
      href={href}
      rel="noopener noreferrer"
      data-source-link=""
      className={cn(
        "font-medium text-brand-700 underline decoration-brand-700/40 underline-offset-4 hover:decoration-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700",
        className,
      )}
    >
      {children}
    </a>
  );
}
