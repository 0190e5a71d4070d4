import { Text } from "@react-email/text";
import { createElement as h } from "react";
import { interpolate } from "../../../app/i18n/translate.ts";
import type { Language } from "#domain/site/pages.ts";
import { serverCopy as copy } from "../../locales.ts";
import type { ContactMailInput } from "./contact-team.ts";
import { Page, render } from "./layout.ts";
import { queued, type MailContext, type QueuedMail } from "./queued.ts";

/** What the visitor's acknowledgement of a contact message is rendered from: nothing the visitor typed. */
export interface ContactAckData {
  readonly language: Language;
}

/** The visitor's acknowledgement of a contact message (it does not echo the message: no relay for spam). */
export function contactAckMail(ctx: MailContext, input: ContactMailInput): QueuedMail {
  const { email } = copy[input.language];
  return queued<ContactAckData>(
    "contact-ack",
    {
      to: input.contact.email,
      replyTo: ctx.site.contactEmail,
      subject: interpolate(email.contactAck.subject, { brand: ctx.site.brandName }),
    },
    { language: input.language },
  );
}

export function contactAckBody(ctx: MailContext, input: ContactAckData) {
  const { email } = copy[input.language];
  return render(
    h(
      Page,
      { lang: input.language },
      h(Text, null, email.greeting),
      h(Text, null, email.contactAck.body),
      h(Text, null, email.contactAck.automatic),
      h(Text, null, interpolate(email.signature, { brand: ctx.site.brandName })),
    ),
  );
}
