import { ChevronDown } from "lucide-react";
import { JsonLd } from "./json-ld.tsx";
import { Section, type Tone } from "./blocks.tsx";

export interface FaqItem {
  q: string;
  a: string;
}

/**
 * Frequently asked questions as native disclosures (no JavaScript needed),
 * with their FAQPage structured data.
 */
export function Faq({
  id,
  title,
  intro,
  items,
  tone = "white",
}: {
  id?: string;
  title: string;
  intro?: string;
  items: readonly FaqItem[];
  tone?: Tone;
}) {
  return (
    <Section id={id} title={title} intro={intro} tone={tone}>
      <div className="max-w-3xl divide-y divide-ink/10 rounded-2xl border border-ink/10 bg-white" data-faq="">
        {items.map((item) => (
          <details key={item.q} className="group px-5 sm:px-6">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-semibold text-ink marker:hidden focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
              <h3 className="text-base sm:text-lg">{item.q}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 text-pretty text-ink/75">{item.a}</p>
          </details>
        ))}
      </div>
      <JsonLd
        data={{
          "@type": "FAQPage",
          mainEntity: items.map((item) => ({
            "@type": "Question",
            name: item.q,
            acceptedAnswer: { "@type": "Answer", text: item.a },
          })),
        }}
      />
    </Section>
  );
}
