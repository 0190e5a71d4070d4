import { CalendarDays, Clock, Languages, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { callHref } from "#domain/booking/links.ts";
import { officeDaysOf } from "#domain/letters/reply-by.ts";
import { phoneText, telHref, whatsappHref } from "#domain/site/firm-contact.ts";
import { IconBadge, PageHero } from "../components/page/blocks.tsx";
import { CtaAnchor } from "../components/page/page-view.tsx";
import { buttonClass } from "../components/ui/button.ts";
import type { Route } from "./+types/contact";
import { contactAction, contactHeaders } from "../features/contact/contact-action.ts";
import { contactClientAction } from "../features/contact/contact-client-action.ts";
import { ContactColumn } from "../features/contact/contact-column.tsx";
import { Island } from "../islands/island.tsx";
import { useFirm } from "../lib/firm.ts";
import { firmProfile } from "../lib/firm.server.ts";
import { addressLines, officeHoursText } from "../lib/firm-format.ts";
import { settings } from "../lib/settings.ts";
import { useLang } from "../lib/use-page.ts";
import { loadPageCopy, pageCopyChanges, usePageCopy, useTranslation } from "../i18n/i18n.ts";

/** The page's copy, through the router (app/i18n/i18n.ts). */
export function loader({ url }: Route.LoaderArgs) {
  return loadPageCopy(url);
}
export const shouldRevalidate = pageCopyChanges;

/** The contact form posts here (it works without JavaScript too). */
export function action(args: Route.ActionArgs) {
  // The acknowledgement promises a reply by the firm's next office day (docs/decisions/095).
  return contactAction({ ...args, officeDays: officeDaysOf(firmProfile.officeHours) });
}

/** A post the storage could not take (503) tells when to send it again: Retry-After. */
export function headers(args: Route.HeadersArgs) {
  return contactHeaders(args);
}

/** Once hydrated: a failed post (network, server error) keeps the form and shows the error. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return contactClientAction(request, serverAction);
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const copy = usePageCopy("contact");
  const { t } = useTranslation();
  const lang = useLang();
  const firm = useFirm();

  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.h1} lead={copy.lead}>
        <CtaAnchor href={callHref(settings, lang)}>
          <CalendarDays aria-hidden="true" className="size-5" />
          {copy.scheduleButton}
        </CtaAnchor>
        {firm.phone ? (
          <a href={telHref(firm.phone)} className={buttonClass("secondary")} data-firm-phone="">
            <Phone aria-hidden="true" className="size-5" />
            {phoneText(firm.phone)}
          </a>
        ) : null}
        {firm.whatsapp ? (
          <a
            href={whatsappHref(firm.whatsapp, t("firm.whatsappMessage"))}
            rel="noopener noreferrer"
            className={buttonClass("secondary")}
            data-firm-whatsapp=""
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            {t("firm.whatsappLink")}
          </a>
        ) : null}
      </PageHero>

      <section className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1fr_24rem]">
          <div className="min-w-0">
            {/* A page rendered after a form's post without JavaScript shows the action's answer: so does its island. */}
            <Island name="contact" action={actionData}>
              <ContactColumn />
            </Island>
          </div>

          <aside aria-labelledby="contact-info" className="lg:col-start-2 lg:row-start-1">
            <div className="rounded-2xl border border-ink/10 bg-slate-50 p-6 sm:p-8">
              <h2 id="contact-info" className="text-xl font-bold text-ink">
                {copy.info.title}
              </h2>
              <ul className="mt-6 space-y-6">
                <li className="flex gap-4">
                  <IconBadge icon={Mail} />
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-ink/70">{copy.info.emailLabel}</p>
                    <div>
                      <a
                        href={`mailto:${settings.contactEmail}`}
                        className="inline-flex min-h-11 items-center font-semibold break-all text-brand-700 underline decoration-brand-700/40 underline-offset-4 hover:decoration-brand-700"
                      >
                        {settings.contactEmail}
                      </a>
                    </div>
                  </div>
                </li>
                <li className="flex gap-4">
                  <IconBadge icon={CalendarDays} />
                  <div>
                    <p className="text-sm font-semibold text-ink/70">{copy.info.scheduleLabel}</p>
                    <div>
                      <a
                        href={callHref(settings, lang)}
                        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline decoration-brand-700/40 underline-offset-4 hover:decoration-brand-700"
                      >
                        {copy.info.scheduleLink}
                      </a>
                    </div>
                  </div>
                </li>
                {firm.officeHours.length > 0 ? (
                  <li className="flex gap-4">
                    <IconBadge icon={Clock} />
                    <div>
                      <p className="text-sm font-semibold text-ink/70">{copy.info.hoursLabel}</p>
                      {firm.officeHours.map((hours) => {
                        const line = officeHoursText(hours, lang, t("firm.hours"));
                        return (
                          <p key={line} className="mt-1 font-medium text-ink">
                            {line}
                          </p>
                        );
                      })}
                    </div>
                  </li>
                ) : null}
                <li className="flex gap-4">
                  <IconBadge icon={MapPin} />
                  <div>
                    <p className="text-sm font-semibold text-ink/70">{copy.info.locationLabel}</p>
                    {firm.address ? (
                      <address className="mt-1 font-medium text-ink not-italic" data-firm-address="">
                        {firm.address.street
                          ? addressLines(firm.address, t("firm.address")).map((line) => (
                              <span key={line} className="block">
                                {line}
                              </span>
                            ))
                          : addressLines(firm.address, t("firm.address")).join(", ")}
                      </address>
                    ) : null}
                    <p className="mt-1 text-sm text-ink/75">{copy.info.locationNote}</p>
                  </div>
                </li>
                <li className="flex gap-4">
                  <IconBadge icon={Languages} />
                  <div>
                    <p className="text-sm font-semibold text-ink/70">{copy.info.languagesLabel}</p>
                    <p className="mt-1 font-medium text-ink">{copy.info.languages}</p>
                  </div>
                </li>
              </ul>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}
