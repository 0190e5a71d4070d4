import { Info } from "lucide-react";
import { CheckList } from "../../components/page/blocks.tsx";
import { cardClass } from "../../components/ui/card.ts";
import { usePageCopy } from "../../i18n/i18n.ts";
import { useContactRequest } from "../../lib/use-contact-request.ts";
import { ContactForm } from "./contact-form.tsx";

/** The request named in the query string (e.g. a health snapshot from the funds page). */
function RequestNote({ request }: { request: ReturnType<typeof useContactRequest> }) {
  const copy = usePageCopy("contact");
  if (!request) return null;
  return (
    <div
      role="status"
      data-contact-request={request.request}
      className="mb-6 flex gap-3 rounded-2xl bg-accent-300/25 p-5 ring-1 ring-accent-400/40"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink" />
      <div>
        <h2 className="font-semibold text-ink">{copy.request.title}</h2>
        <p className="mt-1 text-ink/80">{request.note}</p>
      </div>
    </div>
  );
}

/**
 * The request named in the query string, what the call covers and the form: one island
 * (docs/decisions/103), hydrated on intent, or at once when the address names a request.
 */
export function ContactColumn() {
  const copy = usePageCopy("contact");
  const request = useContactRequest();
  return (
    <>
      <RequestNote request={request} />
      <div className={cardClass({ padding: "lg", className: "mb-10" })}>
        <h2 className="text-xl font-bold text-ink">{copy.call.title}</h2>
        <CheckList items={copy.call.items} className="mt-4" />
      </div>
      <ContactForm defaultMessage={request?.message} />
    </>
  );
}
