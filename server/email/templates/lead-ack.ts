import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { createElement as h } from "react";
import { interpolate } from "#i18n/translate.ts";
import { deadlineSentence } from "../../../domain/quiz/deadline-sentence.ts";
import { callUrl } from "#domain/booking/links.ts";
import { firstName } from "#domain/letters/letter.ts";
import { storedServices } from "#domain/quiz/recommend.ts";
import { stageByKey, type StageKey } from "#domain/quiz/stages.ts";
import type { Language } from "#i18n/languages.ts";
import type { ServiceId } from "#domain/site/screens.ts";
import { locales } from "#i18n/words.ts";
import { greeting, Page, render } from "./layout.ts";
import type { LeadMailInput } from "./lead-team.ts";
import { queued, type MailContext, type QueuedMail } from "./queued.ts";

/**
 * What the visitor's acknowledgement of a quiz lead is rendered from: of what the
 * visitor typed, only a first name that reads as one (docs/decisions/095).
 */
export interface LeadAckData {
  readonly language: Language;
  /** The first name to greet by (`firstName`); absent when the name does not read as one. */
  readonly firstName?: string;
  readonly stage: StageKey;
  /** The services recommended from the answers; absent from e-mails queued before decision 097. */
  readonly services?: readonly ServiceId[];
  readonly requestCall: boolean;
  /** When the lead arrived; absent from e-mails queued before the deadline was named (they say "within 24 hours"). */
  readonly receivedAt?: number;
  /** The lead's booking key (docs/decisions/068): the booking page opens filled from the lead. */
  readonly bookingKey?: string;
}

/** The visitor's acknowledgement of a quiz lead, in their language. */
export function leadAckMail(ctx: MailContext, input: LeadMailInput): QueuedMail {
  const { lead } = input;
  const t = locales[input.language].email.leadAck;
  return queued<LeadAckData>(
    "lead-ack",
    {
      to: lead.email,
      replyTo: ctx.site.contactEmail,
      subject: interpolate(t.subject, { brand: ctx.site.brandName }),
    },
    {
      language: input.language,
      ...nameOf(lead.name, input.language),
      stage: input.stage.key,
      ...(lead.services ? { services: lead.services } : {}),
      requestCall: lead.requestCall,
      receivedAt: input.receivedAt,
      ...(input.bookingKey ? { bookingKey: input.bookingKey } : {}),
    },
  );
}

/** `{ firstName }` when the name reads as one, else nothing (the greeting then has no name). */
export function nameOf(name: string, language: Language): { firstName?: string } {
  const first = firstName(name, language);
  return first ? { firstName: first } : {};
}

export function leadAckBody(ctx: MailContext, lead: LeadAckData) {
  const lang = lead.language;
  const { email, quiz, serviceNames } = locales[lang];
  const t = email.leadAck;
  const stage = stageByKey(lead.stage);
  const stageCopy = quiz.stages[stage.key];
  const link = callUrl(ctx.site, lang, lead.bookingKey ? { leadKey: lead.bookingKey } : {});
  return render(
    h(
      Page,
      { lang },
      h(Text, null, greeting(lang, lead.firstName)),
      h(Text, null, t.thanks),
      h(Text, null, `${interpolate(t.stage, { stage: stageCopy.name })} ${t.stages[stage.key]}`),
      h(
        Text,
        null,
        interpolate(t.services, {
          services: (storedServices(lead.services) ?? stage.services)
            .map((id) => serviceNames[id])
            .join(", "),
        }),
      ),
      h(Text, null, lead.receivedAt === undefined ? t.promise : deadlineSentence(t, lead.receivedAt, lang)),
      lead.requestCall ? h(Text, null, `${t.call} `, h(Link, { href: link }, link)) : null,
      h(Text, null, interpolate(email.signature, { brand: ctx.site.brandName })),
    ),
  );
}
