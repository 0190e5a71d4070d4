import { Body, Head, Heading, Html, Link, Text, toPlainText } from "@react-email/components";
import { createElement as h, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { interpolate } from "../../app/i18n/translate.ts";
import type { Contact } from "#domain/forms/contact-schema.ts";
import type { LeadPayload } from "#domain/forms/lead-schema.ts";
import { languageInfo } from "#domain/i18n/languages.ts";
import { questions, type QuizAnswers } from "#domain/quiz/questions.ts";
import type { Stage } from "#domain/quiz/stages.ts";
import { defaultLanguage, type Language } from "#domain/site/pages.ts";
import type { SiteSettings } from "#domain/site/settings.ts";
import type { OutgoingMail } from "../db/storage.ts";
import { serverCopy as copy } from "../locales.ts";
import { singleLine } from "./escape.ts";

/**
 * The e-mails, composed at submission time and stored in the outbox with the
 * submission. Each is a React element (no JSX: the server runs its TypeScript
 * without a build step) rendered by react-email to HTML, whose text part is
 * derived from that HTML; React escapes every value, so visitor text cannot
 * become markup. Their words live in app/i18n/locales/{lang}/email.ts.
 * Subjects are the server's own words on one line; the only header carrying
 * visitor data is an address that passed the e-mail schema (To of the
 * acknowledgement, Reply-To of the team notification). The acknowledgements
 * repeat nothing the visitor typed.
 */
export interface MailContext {
  readonly site: SiteSettings;
  readonly leadsTo: readonly string[];
}

/** The team reads its notifications in the site's default language. */
const team = copy[defaultLanguage];

const bodyStyle = { fontFamily: "sans-serif", lineHeight: "1.5", color: "#0f1f2b" } as const;
const labelStyle = { fontWeight: "bold" } as const;

function Page({ lang, children }: { lang: Language; children?: ReactNode }) {
  return h(
    Html,
    { lang: languageInfo(lang).htmlLang },
    h(Head, null),
    h(Body, { style: bodyStyle }, children),
  );
}

/** Visitor text with its line breaks kept (as `<br>` in HTML, as new lines in the text part). */
function Lines({ value }: { value: string }) {
  return h(
    Fragment,
    null,
    value.split(/\r\n|\r|\n/).map((line, i) => h(Fragment, { key: i }, i > 0 ? h("br") : null, line)),
  );
}

type Row = readonly [label: string, value: string];

function Rows({ rows }: { rows: readonly Row[] }) {
  return h(
    Fragment,
    null,
    rows.map(([label, value], i) =>
      h(Text, { key: i }, h("span", { style: labelStyle }, `${label}: `), h(Lines, { value })),
    ),
  );
}

/** Plain-text layout: headings as written; the team's label rows one per line. */
const textOptions = (compact: boolean) => ({
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    ...(compact ? [{ selector: "p", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } }] : []),
  ],
});

/** The doctype react-email's `render` writes. */
const doctype =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

async function toMail(
  element: ReactNode,
  mail: Omit<OutgoingMail, "html" | "text">,
  { compact = false } = {},
) {
  // react-email's own `render` streams and waits for Suspense (none here): the synchronous
  // renderer gives the same markup several times faster, which matters when a burst of
  // submissions each composes two e-mails before its transaction.
  const html = `${doctype}${renderToStaticMarkup(element)}`;
  const text = `${toPlainText(html, textOptions(compact)).trim()}\n`;
  return { ...mail, subject: singleLine(mail.subject), html, text } satisfies OutgoingMail;
}

export interface LeadMailInput {
  readonly id: string;
  readonly payload: LeadPayload;
  readonly language: Language;
  readonly score: number;
  readonly stage: Stage;
}

const orNone = (value: string | undefined | null) => value || team.email.team.none;

/** The team's notification of a quiz lead. */
export function leadTeamMail(ctx: MailContext, lead: LeadMailInput): Promise<OutgoingMail> {
  const t = team.email.team;
  const { payload, stage } = lead;
  const answers = payload.quizData as QuizAnswers;
  const stageName = team.quiz.stages[stage.key].name;
  const a = payload.attribution;
  const utm = Object.entries(a?.utm ?? {})
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${v}`)
    .join(", ");
  const rows: Row[] = [
    [t.labels.call, payload.requestCall ? t.callRequested : t.callNotRequested],
    [t.labels.stage, `${stageName} (${stage.key})`],
    [t.labels.score, String(lead.score)],
    [t.labels.name, payload.nombre],
    [t.labels.email, payload.email],
    [t.labels.company, orNone(payload.empresa)],
    [t.labels.language, lead.language],
    ...questions.map((q): Row => {
      const question = team.quiz.questions[q.id];
      const labels: Record<string, string> = question.options;
      return [question.title, `${labels[answers[q.id]]} (${answers[q.id]})`];
    }),
    [t.labels.services, stage.services.map((id) => team.services[id]).join(", ")],
    [t.labels.message, orNone(payload.mensaje)],
    [t.labels.quizSource, orNone(a?.quizSource)],
    [t.labels.page, orNone(a?.pagePath)],
    [t.labels.referrer, orNone(a?.referrer)],
    [t.labels.utm, orNone(utm)],
    [t.labels.id, lead.id],
  ];
  const call = payload.requestCall ? `${t.callPrefix} ` : "";
  return toMail(
    h(
      Page,
      { lang: defaultLanguage },
      h(Heading, { as: "h1" }, `${call}${t.leadHeading}`),
      h(Rows, { rows }),
    ),
    {
      kind: "lead-team",
      to: ctx.leadsTo.join(", "),
      replyTo: payload.email,
      subject: `${call}${interpolate(t.leadSubject, { stage: stageName, score: lead.score })}`,
    },
    { compact: true },
  );
}

/** The visitor's acknowledgement of a quiz lead, in their language. */
export function leadAckMail(ctx: MailContext, lead: LeadMailInput): Promise<OutgoingMail> {
  const lang = lead.language;
  const { email, quiz, services } = copy[lang];
  const t = email.leadAck;
  const brand = { brand: ctx.site.brandName };
  const stageCopy = quiz.stages[lead.stage.key];
  const link = ctx.site.schedulingUrl;
  return toMail(
    h(
      Page,
      { lang },
      h(Text, null, email.greeting),
      h(Text, null, t.thanks),
      h(Text, null, `${interpolate(t.stage, { stage: stageCopy.name })} ${stageCopy.description}`),
      h(
        Text,
        null,
        interpolate(t.services, { services: lead.stage.services.map((id) => services[id]).join(", ") }),
      ),
      h(Text, null, t.promise),
      lead.payload.requestCall ? h(Text, null, `${t.call} `, h(Link, { href: link }, link)) : null,
      h(Text, null, interpolate(email.signature, brand)),
    ),
    {
      kind: "lead-ack",
      to: lead.payload.email,
      replyTo: ctx.site.contactEmail,
      subject: interpolate(t.subject, brand),
    },
  );
}

export interface ContactMailInput {
  readonly id: string;
  readonly contact: Contact;
  readonly language: Language;
}

/** The team's notification of a contact-form message. */
export function contactTeamMail(ctx: MailContext, input: ContactMailInput): Promise<OutgoingMail> {
  const t = team.email.team;
  const { contact } = input;
  const rows: Row[] = [
    [t.labels.name, contact.name],
    [t.labels.email, contact.email],
    [t.labels.company, orNone(contact.company)],
    [t.labels.language, input.language],
    [t.labels.message, contact.message],
    [t.labels.id, input.id],
  ];
  return toMail(
    h(Page, { lang: defaultLanguage }, h(Heading, { as: "h1" }, t.contactHeading), h(Rows, { rows })),
    {
      kind: "contact-team",
      to: ctx.leadsTo.join(", "),
      replyTo: contact.email,
      subject: t.contactSubject,
    },
    { compact: true },
  );
}

/** The visitor's acknowledgement of a contact message (it does not echo the message: no relay for spam). */
export function contactAckMail(ctx: MailContext, input: ContactMailInput): Promise<OutgoingMail> {
  const { email } = copy[input.language];
  const brand = { brand: ctx.site.brandName };
  return toMail(
    h(
      Page,
      { lang: input.language },
      h(Text, null, email.greeting),
      h(Text, null, email.contactAck.body),
      h(Text, null, interpolate(email.signature, brand)),
    ),
    {
      kind: "contact-ack",
      to: input.contact.email,
      replyTo: ctx.site.contactEmail,
      subject: interpolate(email.contactAck.subject, brand),
    },
  );
}
