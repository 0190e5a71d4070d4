import { Text } from "@react-email/text";
import { createElement as h } from "react";
import { interpolate } from "#i18n/translate.ts";
import { dayParts, replyByDay } from "#domain/letters/reply-by.ts";
import type { Language } from "#i18n/languages.ts";
import { locales } from "#i18n/words.ts";
import type { ContactMailInput } from "./contact-team.ts";
import { greeting, Page, render } from "./layout.ts";
import { nameOf } from "./lead-ack.ts";
import { queued, type MailContext, type QueuedMail } from "./queued.ts";

/**
 * What the visitor's acknowledgement of a contact message is rendered from: of what
 * the visitor typed, only a first name that reads as one (docs/decisions/095).
 */
export interface ContactAckData {
  readonly language: Language;
  readonly firstName?: string;
  /** The Mexico City day by which a person replies, YYYY-MM-DD (domain/letters/reply-by.ts); absent from rows queued before it was named. */
  readonly replyBy?: string;
}

/** The visitor's acknowledgement of a contact message (it does not echo the message: no relay for spam). */
export function contactAckMail(ctx: MailContext, input: ContactMailInput): QueuedMail {
  const { email } = locales[input.language];
  return queued<ContactAckData>(
    "contact-ack",
    {
      to: input.contact.email,
      replyTo: ctx.site.contactEmail,
      subject: interpolate(email.contactAck.subject, { brand: ctx.site.brandName }),
    },
    {
      language: input.language,
      ...nameOf(input.contact.name, input.language),
      replyBy: replyByDay(input.receivedAt, input.officeDays),
    },
  );
}

export function contactAckBody(ctx: MailContext, input: ContactAckData) {
  const { email } = locales[input.language];
  return render(
    h(
      Page,
      { lang: input.language },
      h(Text, null, greeting(input.language, input.firstName)),
      h(
        Text,
        null,
        input.replyBy
          ? interpolate(email.contactAck.bodyBy, dayParts(input.replyBy, input.language))
          : email.contactAck.body,
      ),
      h(Text, null, email.contactAck.automatic),
      h(Text, null, interpolate(email.signature, { brand: ctx.site.brandName })),
    ),
  );
}
