import { Body } from "@react-email/body";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { plainTextSelectors } from "@react-email/render";
import { Text } from "@react-email/text";
import { compile } from "html-to-text";
import { createElement as h, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { interpolate } from "../../app/i18n/translate.ts";
import type { Contact } from "#domain/forms/contact-schema.ts";
import { honeypotField } from "#domain/forms/honeypot.ts";
import type { LeadPayload } from "#domain/forms/lead-schema.ts";
import { languageInfo } from "#domain/i18n/languages.ts";
import { questions, type QuizAnswers } from "#domain/quiz/questions.ts";
import { stageByKey, type Stage, type StageKey } from "#domain/quiz/stages.ts";
import { defaultLanguage, type Language } from "#domain/site/pages.ts";
import type { SiteSettings } from "#domain/site/settings.ts";
import type { InboxItem } from "../admin/inbox.ts";
import type { OutgoingMail } from "../db/storage.ts";
import { serverCopy as copy } from "../locales.ts";
import { singleLine } from "./escape.ts";

/**
 * The e-mails, in two halves (docs/decisions/005). On the request path, each
 * builder below gives only the envelope (recipient, Reply-To, subject: cheap
 * string work the inbox shows) and `data`, the JSON of the template's inputs,
 * stored in the outbox with the submission. The outbox worker renders the
 * bodies with `renderMail` right before sending. Each body is a React element
 * (no JSX: the server runs its TypeScript without a build step) rendered by
 * react-email to HTML, whose text part is derived from that HTML; React
 * escapes every value, so visitor text cannot become markup. Their words live
 * in app/i18n/locales/{lang}/email.ts. Subjects are the server's own words on
 * one line; the only header carrying visitor data is an address that passed
 * the e-mail schema (To of the acknowledgement, Reply-To of the team
 * notification). The acknowledgements repeat nothing the visitor typed, and
 * their `data` holds none of it.
 */
export interface MailContext {
  readonly site: SiteSettings;
  readonly leadsTo: readonly string[];
}

/** The team reads its notifications in the site's default language. */
const team = copy[defaultLanguage];

const bodyStyle = { fontFamily: "sans-serif", lineHeight: "1.5", color: "#0f1f2b" } as const;
const labelStyle = { fontWeight: "bold" } as const;
const subheadingStyle = { fontSize: "18px", marginTop: "24px" } as const;

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

/**
 * Plain-text layout: react-email's `toPlainText` (its selectors, no word wrap),
 * headings as written; the team's label rows one per line (compact). Compiled
 * once per layout: `toPlainText` compiles its options on every call, which cost
 * more than the rendering itself.
 */
const plainText = (compact: boolean) =>
  compile({
    wordwrap: false,
    selectors: [
      ...plainTextSelectors,
      { selector: "h1", options: { uppercase: false } },
      { selector: "h2", options: { uppercase: false } },
      ...(compact ? [{ selector: "p", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } }] : []),
    ],
  });
const toText = { compact: plainText(true), spaced: plainText(false) };

/** The doctype react-email's `render` writes. */
const doctype =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** HTML (react-email's markup) and its text part. Synchronous: the worker yields after each mail. */
function render(element: ReactNode, { compact = false } = {}): RenderedBodies {
  // react-email's own `render` streams and waits for Suspense (none here): the synchronous
  // renderer gives the same markup several times faster.
  const html = `${doctype}${renderToStaticMarkup(element)}`;
  const text = `${(compact ? toText.compact : toText.spaced)(html).trim()}\n`;
  return { html, text };
}

export interface RenderedBodies {
  readonly html: string;
  readonly text: string;
}

/** An e-mail as the request path stores it: the envelope and its template's inputs, no bodies. */
export interface QueuedMail extends OutgoingMail {
  readonly kind: RenderedKind;
  readonly data: string;
}

/** The kinds whose bodies the worker renders from `data` (the sign-in e-mail is stored rendered). */
export type RenderedKind = "lead-team" | "lead-ack" | "contact-team" | "contact-ack";

function queued<K extends RenderedKind>(
  kind: K,
  envelope: Pick<OutgoingMail, "to" | "replyTo" | "subject">,
  data: MailData[K],
): QueuedMail {
  return { kind, ...envelope, subject: singleLine(envelope.subject), data: JSON.stringify(data) };
}

export interface LeadMailInput {
  readonly id: string;
  readonly payload: LeadPayload;
  readonly language: Language;
  readonly score: number;
  readonly stage: Stage;
}

const orNone = (value: string | undefined | null) => value || team.email.team.none;

/** What each kind's template is rendered from: the JSON of the outbox row's `data`. */
interface MailData {
  "lead-team": {
    readonly id: string;
    readonly language: Language;
    readonly score: number;
    readonly stage: StageKey;
    readonly payload: Omit<LeadPayload, typeof honeypotField>;
  };
  /** Nothing the visitor typed. */
  "lead-ack": { readonly language: Language; readonly stage: StageKey; readonly requestCall: boolean };
  "contact-team": {
    readonly id: string;
    readonly language: Language;
    readonly contact: Pick<Contact, "name" | "email" | "company" | "message">;
  };
  /** Nothing the visitor typed. */
  "contact-ack": { readonly language: Language };
}

const callPrefix = (requestCall: boolean) => (requestCall ? `${team.email.team.callPrefix} ` : "");

/** The team's notification of a quiz lead. */
export function leadTeamMail(ctx: MailContext, lead: LeadMailInput): QueuedMail {
  const t = team.email.team;
  const { [honeypotField]: _honeypot, ...payload } = lead.payload;
  const stageName = team.quiz.stages[lead.stage.key].name;
  return queued(
    "lead-team",
    {
      to: ctx.leadsTo.join(", "),
      replyTo: payload.email,
      subject: `${callPrefix(payload.requestCall)}${interpolate(t.leadSubject, { stage: stageName, score: lead.score })}`,
    },
    { id: lead.id, language: lead.language, score: lead.score, stage: lead.stage.key, payload },
  );
}

function leadTeamBody(lead: MailData["lead-team"]) {
  const t = team.email.team;
  const { payload } = lead;
  const stage = stageByKey(lead.stage);
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
  return render(
    h(
      Page,
      { lang: defaultLanguage },
      h(Heading, { as: "h1" }, `${callPrefix(payload.requestCall)}${t.leadHeading}`),
      h(Rows, { rows }),
    ),
    { compact: true },
  );
}

/** The visitor's acknowledgement of a quiz lead, in their language. */
export function leadAckMail(ctx: MailContext, lead: LeadMailInput): QueuedMail {
  const t = copy[lead.language].email.leadAck;
  return queued(
    "lead-ack",
    {
      to: lead.payload.email,
      replyTo: ctx.site.contactEmail,
      subject: interpolate(t.subject, { brand: ctx.site.brandName }),
    },
    { language: lead.language, stage: lead.stage.key, requestCall: lead.payload.requestCall },
  );
}

function leadAckBody(ctx: MailContext, lead: MailData["lead-ack"]) {
  const lang = lead.language;
  const { email, quiz, services } = copy[lang];
  const t = email.leadAck;
  const stage = stageByKey(lead.stage);
  const stageCopy = quiz.stages[stage.key];
  const link = ctx.site.schedulingUrl;
  return render(
    h(
      Page,
      { lang },
      h(Text, null, email.greeting),
      h(Text, null, t.thanks),
      h(Text, null, `${interpolate(t.stage, { stage: stageCopy.name })} ${stageCopy.description}`),
      h(
        Text,
        null,
        interpolate(t.services, { services: stage.services.map((id) => services[id]).join(", ") }),
      ),
      h(Text, null, t.promise),
      lead.requestCall ? h(Text, null, `${t.call} `, h(Link, { href: link }, link)) : null,
      h(Text, null, interpolate(email.signature, { brand: ctx.site.brandName })),
    ),
  );
}

export interface ContactMailInput {
  readonly id: string;
  readonly contact: Contact;
  readonly language: Language;
}

/** The team's notification of a contact-form message. */
export function contactTeamMail(ctx: MailContext, input: ContactMailInput): QueuedMail {
  const { name, email, company, message } = input.contact;
  return queued(
    "contact-team",
    { to: ctx.leadsTo.join(", "), replyTo: email, subject: team.email.team.contactSubject },
    { id: input.id, language: input.language, contact: { name, email, company, message } },
  );
}

function contactTeamBody(input: MailData["contact-team"]) {
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
  return render(
    h(Page, { lang: defaultLanguage }, h(Heading, { as: "h1" }, t.contactHeading), h(Rows, { rows })),
    { compact: true },
  );
}

/** The visitor's acknowledgement of a contact message (it does not echo the message: no relay for spam). */
export function contactAckMail(ctx: MailContext, input: ContactMailInput): QueuedMail {
  const { email } = copy[input.language];
  return queued(
    "contact-ack",
    {
      to: input.contact.email,
      replyTo: ctx.site.contactEmail,
      subject: interpolate(email.contactAck.subject, { brand: ctx.site.brandName }),
    },
    { language: input.language },
  );
}

function contactAckBody(ctx: MailContext, input: MailData["contact-ack"]) {
  const { email } = copy[input.language];
  return render(
    h(
      Page,
      { lang: input.language },
      h(Text, null, email.greeting),
      h(Text, null, email.contactAck.body),
      h(Text, null, interpolate(email.signature, { brand: ctx.site.brandName })),
    ),
  );
}

/** A lead or message as the daily digest lists it (read when the digest is sent). */
export type DigestItem = Pick<
  InboxItem,
  "kind" | "id" | "createdAt" | "name" | "email" | "company" | "stage" | "score"
>;

export interface DigestInput {
  readonly language: Language;
  /** When the digest was claimed, and the start of its "new" window. */
  readonly at: number;
  readonly since: number;
  readonly newItems: readonly DigestItem[];
  readonly overdue: readonly DigestItem[];
}

/** The daily digest's subject: counts only. */
export function digestSubject(language: Language, counts: { new: number; overdue: number }) {
  return singleLine(interpolate(copy[language].email.digest.subject, counts));
}

/** The daily digest to the team (docs/decisions/022): new and overdue items, each linked to its inbox page. */
export function digestBodies(ctx: MailContext, input: DigestInput): RenderedBodies {
  const { email, quiz } = copy[input.language];
  const t = email.digest;
  const locale = input.language === "en" ? "en-US" : "es-MX";
  const zone = { timeZone: "America/Mexico_City" } as const;
  const day = new Intl.DateTimeFormat(locale, { ...zone, dateStyle: "full" });
  const time = new Intl.DateTimeFormat(locale, { ...zone, dateStyle: "medium", timeStyle: "short" });
  const link = (path: string) => new URL(path, ctx.site.siteUrl).href;
  const line = (item: DigestItem, overdue: boolean) => {
    const what =
      item.kind === "message"
        ? t.message
        : `${quiz.stages[stageByKey(item.stage).key].name}, ${interpolate(t.points, { score: item.score ?? 0 })}`;
    const late = overdue
      ? ` · ${interpolate(t.overdueBy, { hours: Math.floor((input.at - item.createdAt - 86_400_000) / 3_600_000) })}`
      : "";
    return h(
      Text,
      { key: item.id },
      h(Link, { href: link(`/admin/leads/${encodeURIComponent(item.id)}`) }, item.name),
      ` · ${[item.company, what, item.email, time.format(item.createdAt)].filter(Boolean).join(" · ")}${late}`,
    );
  };
  const list = (items: readonly DigestItem[], overdue: boolean) =>
    items.length === 0 ? h(Text, null, t.none) : items.map((item) => line(item, overdue));
  return render(
    h(
      Page,
      { lang: input.language },
      h(Heading, { as: "h1" }, interpolate(t.heading, { date: day.format(input.at) })),
      h(
        Heading,
        { as: "h2", style: subheadingStyle },
        interpolate(t.newHeading, { since: time.format(input.since), count: input.newItems.length }),
      ),
      list(input.newItems, false),
      h(
        Heading,
        { as: "h2", style: subheadingStyle },
        interpolate(t.overdueHeading, { count: input.overdue.length }),
      ),
      list(input.overdue, true),
      h(Text, null, h(Link, { href: link("/admin") }, t.open)),
    ),
    { compact: true },
  );
}

const bodies: { [K in RenderedKind]: (ctx: MailContext, data: MailData[K]) => RenderedBodies } = {
  "lead-team": (_ctx, data) => leadTeamBody(data),
  "lead-ack": leadAckBody,
  "contact-team": (_ctx, data) => contactTeamBody(data),
  "contact-ack": contactAckBody,
};

const isRendered = (kind: string): kind is RenderedKind => Object.hasOwn(bodies, kind);

/**
 * The bodies of a stored e-mail: its own when it has them (the sign-in
 * e-mail, rows stored before migration 012), else rendered from its `data`.
 * Throws when it has neither (the worker records that as a failed attempt).
 */
export async function renderMail(
  ctx: MailContext,
  mail: Pick<OutgoingMail, "kind" | "data" | "text" | "html">,
): Promise<RenderedBodies> {
  if (typeof mail.html === "string" && typeof mail.text === "string")
    return { html: mail.html, text: mail.text };
  if (!mail.data || !isRendered(mail.kind)) throw new Error(`a ${mail.kind} e-mail with nothing to render`);
  const render = bodies[mail.kind] as (ctx: MailContext, data: unknown) => RenderedBodies;
  return render(ctx, JSON.parse(mail.data));
}
