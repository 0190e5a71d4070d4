import { useTranslation } from "../../i18n/i18n.ts";
import { deadlineSentence } from "../../../domain/quiz/deadline-sentence.ts";
import { phoneText, telHref, whatsappHref } from "#domain/site/firm-contact.ts";
import { buttonClass } from "../../components/ui/button.ts";
import { useFirm } from "../../lib/firm.ts";
import { settings } from "../../lib/settings.ts";
import { callHref } from "#domain/booking/links.ts";
import type { BookingOffer } from "./quiz-state.ts";
import { ServiceLink } from "./service-link.tsx";
import type { ServiceId } from "#domain/site/screens.ts";

/** The confirmation's phone and WhatsApp links, when the firm's profile has them. */
export function TalkNow() {
  const { t } = useTranslation("quiz");
  const { phone, whatsapp } = useFirm();
  if (!phone && !whatsapp) return null;
  return (
    <div className="text-ink/80" data-testid="quiz-talk-now">
      <p>{t("confirmation.talkNow")}</p>
      <ul className="mt-1 flex flex-wrap gap-x-6">
        {phone ? (
          <li>
            {t("confirmation.call")}{" "}
            <a
              href={telHref(phone)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
            >
              {phoneText(phone)}
            </a>
          </li>
        ) : null}
        {whatsapp ? (
          <li>
            <a
              href={whatsappHref(whatsapp, t("confirmation.whatsappMessage"))}
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
            >
              {t("confirmation.whatsapp")}
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** The quiz's last step: the lead is in, when the answer comes, and what to do meanwhile. */
export function Confirmation({
  receivedAt,
  services,
  call,
  headingRef,
  onViewServices,
  onNavigate,
  onClose,
}: {
  receivedAt: number;
  /** The server's recommendation, from the quiz and the form's answers; the result step showed the quiz's alone. */
  services: readonly ServiceId[] | null;
  /** A service link was followed (the modal closes). */
  onNavigate?: (() => void) | undefined;
  /** The call the visitor asked for: the booking page, filled from the lead. */
  call?: BookingOffer | undefined;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onViewServices: () => void;
  onClose: () => void;
}) {
  const { t, lang } = useTranslation("quiz");
  return (
    <div className="flex flex-col gap-5" data-testid="quiz-confirmation">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
        {t("confirmation.title")}
      </h2>
      <p className="font-medium text-ink" data-testid="quiz-deadline">
        {deadlineSentence(t("promise"), receivedAt, lang)}
      </p>
      {call ? (
        <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-700/15" data-testid="quiz-book-call">
          <p className="font-medium text-ink">
            {t(call.key ? "confirmation.bookFilled" : "confirmation.book", { minutes: call.minutes ?? 30 })}
          </p>
          <a
            href={callHref(settings, lang, {
              minutes: call.minutes ?? 30,
              ...(call.key ? { leadKey: call.key } : {}),
            })}
            className={`${buttonClass()} mt-3`}
          >
            {t("confirmation.bookButton")}
          </a>
        </div>
      ) : null}
      {services ? (
        <div data-testid="quiz-confirmed-services" data-services={services.join(" ")}>
          <h3 className="font-semibold text-ink">{t("confirmation.servicesTitle")}</h3>
          <ul className="mt-1 flex flex-col">
            {services.map((service) => (
              <li key={service}>
                <ServiceLink service={service} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-ink/80">{t("confirmation.text")}</p>
      )}
      <TalkNow />
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass()} onClick={onViewServices}>
          {t("confirmation.viewServices")}
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={onClose}>
          {t("confirmation.close")}
        </button>
      </div>
    </div>
  );
}
