import { Heading } from "@react-email/heading";
import { createElement as h } from "react";
import type { Contact } from "#domain/forms/contact-schema.ts";
import { interpolate } from "#i18n/translate.ts";
import { dayParts, replyByDay } from "#domain/letters/reply-by.ts";
import type { Weekday } from "#domain/site/firm-contact.ts";
import { defaultLanguage, type Language } from "#i18n/languages.ts";
import { inboxLink, orNone, Page, render, Rows, team, type Row } from "./layout.ts";
import { queued, type MailContext, type QueuedMail } from "./queued.ts";

export interface ContactMailInput {
  readonly id: string;
  readonly contact: Contact;
  readonly language: Language;
  /** When the message arrived: the acknowledgement names the day a person replies by. */
  readonly receivedAt: number;
  /** The firm's office days (its profile's office hours); absent: Monday to Friday. */
  readonly officeDays?: readonly Weekday[];
}

/** What the team's notification of a contact message is rendered from. */
export interface ContactTeamData {
  readonly id: string;
  readonly language: Language;
  readonly contact: Pick<Contact, "name" | "email" | "company" | "message">;
  /** The day the acknowledgement promised a reply by, YYYY-MM-DD; absent from rows queued before it was named. */
  readonly replyBy?: string;
}

/** The team's notification of a contact-form message. */
export function contactTeamMail(ctx: MailContext, input: ContactMailInput): QueuedMail {
  const { name, email, company, message } = input.contact;
  return queued<ContactTeamData>(
    "contact-team",
    { to: ctx.leadsTo.join(", "), replyTo: email, subject: team.email.team.contactSubject },
    {
      id: input.id,
      language: input.language,
      contact: { name, email, company, message },
      replyBy: replyByDay(input.receivedAt, input.officeDays),
    },
  );
}

export function contactTeamBody(ctx: MailContext, input: ContactTeamData) {
  const t = team.email.team;
  const { contact } = input;
  const rows: Row[] = [
    // The promise the visitor's acknowledgement made (decision 095), in the team's language.
    ...(input.replyBy
      ? [[t.labels.replyBy, interpolate(t.replyBy, dayParts(input.replyBy, defaultLanguage))] as const]
      : []),
    [t.labels.link, inboxLink(ctx.site.siteUrl, input.id), inboxLink(ctx.site.siteUrl, input.id)],
    [t.labels.name, contact.name],
    [t.labels.email, contact.email],
    [t.labels.company, orNone(contact.company)],
    [t.labels.language, input.language],
    [t.labels.message, contact.message],
    [t.labels.id, input.id],
  ];
  return render(
    h(Page, { lang: defaultLanguage }, h(Heading, { as: "h1" }, t.contactHeading), h(Rows, { rows })),
    { compact: true },
  );
}
