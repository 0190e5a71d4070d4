import { FileLock2, ShieldCheck } from "lucide-react";
import { useTranslation } from "../../i18n/i18n.ts";
import { useFirm, type ClientView, type TestimonialView } from "../../lib/firm.ts";
import { cn } from "../../lib/cn.ts";
import { cardClass } from "../ui/card.ts";
import { Section, type Tone } from "./blocks.tsx";

/**
 * What the firm's profile lets a page show as proof (docs/decisions/099): its clients'
 * testimonials and logos, given with their permission, and its REPSE registration and
 * confidentiality offer. Each renders nothing when the profile has none of it.
 */

/** The testimonials (and the clients' logos) as a section; nothing without either. */
export function Testimonials({
  testimonials,
  clients = [],
  tone = "white",
}: {
  testimonials: readonly TestimonialView[];
  clients?: readonly ClientView[];
  tone?: Tone;
}) {
  const { t } = useTranslation();
  if (testimonials.length === 0 && clients.length === 0) return null;
  const logos = clients.filter((client) => client.logo);
  const names = clients.filter((client) => !client.logo);
  return (
    <Section
      tone={tone}
      title={testimonials.length > 0 ? t("firm.testimonialsTitle") : t("firm.clientsTitle")}
    >
      {testimonials.length > 0 ? (
        <ul className={cn("grid gap-5", testimonials.length > 1 && "lg:grid-cols-2")} data-testimonials="">
          {testimonials.map((item) => (
            <li key={`${item.author}-${item.quote}`} className={cardClass({ padding: "lg" })}>
              <figure>
                <blockquote className="text-lg text-pretty text-ink/85">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-ink">{item.author}</span>
                  <span className="text-ink/70">
                    {item.role ? `, ${item.role}` : ""}, {item.company}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      {clients.length > 0 ? (
        <div className={cn(testimonials.length > 0 && "mt-10")}>
          {testimonials.length > 0 ? (
            <h3 className="text-sm font-semibold tracking-wide text-ink/70 uppercase">
              {t("firm.clientsTitle")}
            </h3>
          ) : null}
          <ul className="mt-4 flex flex-wrap items-center gap-x-8 gap-y-4" data-clients="">
            {logos.map((client) => (
              <li key={client.name}>
                <img src={client.logo} alt={client.name} height={48} loading="lazy" className="h-12 w-auto" />
              </li>
            ))}
            {names.map((client) => (
              <li key={client.name} className="font-semibold text-ink/80">
                {client.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

/** The REPSE registration and the confidentiality offer, where a page says the firm works inside the client's operation. */
export function Assurances({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { repse, ndaBeforeFirstCall } = useFirm();
  if (!repse && !ndaBeforeFirstCall) return null;
  return (
    <ul className={cn("space-y-3 text-ink/80", className)} data-assurances="">
      {repse ? (
        <li className="flex gap-3">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>{t("firm.repse", { number: repse })}</span>
        </li>
      ) : null}
      {ndaBeforeFirstCall ? (
        <li className="flex gap-3">
          <FileLock2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>{t("firm.nda")}</span>
        </li>
      ) : null}
    </ul>
  );
}
