import type { Contact } from "#domain/forms/contact-schema.ts";
import type { LeadPayload } from "#domain/forms/lead-schema.ts";
import { quizCopy } from "#domain/quiz/copy.ts";
import { questions, type QuizAnswers } from "#domain/quiz/questions.ts";
import { serviceNames } from "#domain/quiz/service-links.ts";
import type { Stage } from "#domain/quiz/stages.ts";
import type { Language } from "#domain/site/pages.ts";
import type { SiteSettings } from "#domain/site/settings.ts";
import type { OutgoingMail } from "../db/storage.ts";
import { escapeHtml, singleLine } from "./escape.ts";

/**
 * The e-mails, composed at submission time and stored in the outbox with the
 * submission. Visitor text appears only in the team's bodies: escaped in the
 * HTML part, as is in the plain-text part; the visitor's acknowledgements
 * carry none (a fixed greeting, no name), so they cannot relay a message. Subjects are the server's own words; the only
 * header carrying visitor data is an address that passed the e-mail schema
 * (To of the acknowledgement, Reply-To of the team notification).
 */
export interface MailContext {
  readonly site: SiteSettings;
  readonly leadsTo: readonly string[];
}

type Row = readonly [label: string, value: string];

function table(rows: readonly Row[]): string {
  return `<table cellpadding="4" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>`;
}

function page(lang: Language, inner: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:sans-serif;line-height:1.5">${inner}</body></html>`;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const textRows = (rows: readonly Row[]) => rows.map(([label, value]) => `${label}: ${value}`).join("\n");

export interface LeadMailInput {
  readonly id: string;
  readonly payload: LeadPayload;
  readonly language: Language;
  readonly score: number;
  readonly stage: Stage;
}

/** The team's notification of a quiz lead (always in Spanish, the team's language). */
export function leadTeamMail(ctx: MailContext, lead: LeadMailInput): OutgoingMail {
  const copy = quizCopy.es;
  const { payload, stage } = lead;
  const answers = payload.quizData as QuizAnswers;
  const stageName = copy.stages[stage.key].name;
  const services = stage.services.map((id) => serviceNames.es[id]);
  const a = payload.attribution;
  const utm = Object.entries(a?.utm ?? {})
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${v}`)
    .join(", ");
  const rows: Row[] = [
    ["Llamada solicitada", payload.requestCall ? "SÍ, agendar llamada de 30 minutos" : "No"],
    ["Etapa", `${stageName} (${stage.key})`],
    ["Puntos", String(lead.score)],
    ["Nombre", payload.nombre],
    ["Correo", payload.email],
    ["Empresa", payload.empresa || "—"],
    ["Idioma", lead.language],
    ...questions.map((q): Row => {
      const labels: Record<string, string> = copy.questions[q.id].options;
      return [copy.questions[q.id].title, `${labels[answers[q.id]]} (${answers[q.id]})`];
    }),
    ["Servicios recomendados", services.join(", ")],
    ["Mensaje", payload.mensaje || "—"],
    ["Origen del quiz", a?.quizSource || "—"],
    ["Página", a?.pagePath || "—"],
    ["Referente", a?.referrer || "—"],
    ["UTM", utm || "—"],
    ["ID", lead.id],
  ];
  const call = payload.requestCall ? "[LLAMADA] " : "";
  return {
    kind: "lead-team",
    to: ctx.leadsTo.join(", "),
    replyTo: payload.email,
    subject: singleLine(`${call}Nuevo lead del quiz: ${stageName}, ${lead.score} puntos`),
    text: `Nuevo lead del quiz de crecimiento.\n\n${textRows(rows)}\n`,
    html: page("es", `<h1>${escapeHtml(`${call}Nuevo lead del quiz`)}</h1>${table(rows)}`),
  };
}

const ackCopy = {
  es: {
    subject: (brand: string) => `${brand}: recibimos tus respuestas`,
    greeting: "Hola:",
    thanks: "Gracias por completar el diagnóstico de crecimiento.",
    stage: (stage: string) => `Tu etapa: ${stage}.`,
    services: (list: string) => `Servicios que te recomendamos: ${list}.`,
    promise: "Recibirás tu estrategia personalizada en menos de 24 horas.",
    call: "Agenda tu llamada de 30 minutos aquí:",
    signature: (brand: string) => `El equipo de ${brand}`,
  },
  en: {
    subject: (brand: string) => `${brand}: we received your answers`,
    greeting: "Hello,",
    thanks: "Thank you for completing the growth assessment.",
    stage: (stage: string) => `Your stage: ${stage}.`,
    services: (list: string) => `Services we recommend: ${list}.`,
    promise: "Your personalised strategy will arrive within 24 hours.",
    call: "Book your 30-minute call here:",
    signature: (brand: string) => `The ${brand} team`,
  },
} satisfies Record<Language, unknown>;

/** The visitor's acknowledgement of a quiz lead, in their language. */
export function leadAckMail(ctx: MailContext, lead: LeadMailInput): OutgoingMail {
  const lang = lead.language;
  const t = ackCopy[lang];
  const brand = ctx.site.brandName;
  const stageCopy = quizCopy[lang].stages[lead.stage.key];
  const services = lead.stage.services.map((id) => serviceNames[lang][id]).join(", ");
  const link = ctx.site.schedulingUrl;
  const lines = [
    t.greeting,
    t.thanks,
    `${t.stage(stageCopy.name)} ${stageCopy.description}`,
    t.services(services),
    t.promise,
    ...(lead.payload.requestCall ? [`${t.call} ${link}`] : []),
    t.signature(brand),
  ];
  const html = [
    ...lines.slice(0, 5).map(paragraph),
    ...(lead.payload.requestCall
      ? [`<p>${escapeHtml(t.call)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`]
      : []),
    paragraph(t.signature(brand)),
  ].join("");
  return {
    kind: "lead-ack",
    to: lead.payload.email,
    replyTo: ctx.site.contactEmail,
    subject: singleLine(t.subject(brand)),
    text: `${lines.join("\n\n")}\n`,
    html: page(lang, html),
  };
}

export interface ContactMailInput {
  readonly id: string;
  readonly contact: Contact;
  readonly language: Language;
}

/** The team's notification of a contact-form message. */
export function contactTeamMail(ctx: MailContext, input: ContactMailInput): OutgoingMail {
  const { contact } = input;
  const rows: Row[] = [
    ["Nombre", contact.name],
    ["Correo", contact.email],
    ["Empresa", contact.company || "—"],
    ["Idioma", input.language],
    ["Mensaje", contact.message],
    ["ID", input.id],
  ];
  return {
    kind: "contact-team",
    to: ctx.leadsTo.join(", "),
    replyTo: contact.email,
    subject: "Nuevo mensaje del formulario de contacto",
    text: `Nuevo mensaje del formulario de contacto.\n\n${textRows(rows)}\n`,
    html: page("es", `<h1>Nuevo mensaje de contacto</h1>${table(rows)}`),
  };
}

const contactAckCopy = {
  es: {
    subject: (brand: string) => `${brand}: recibimos tu mensaje`,
    body: "Gracias por escribirnos. Recibimos tu mensaje y te contactaremos pronto.",
  },
  en: {
    subject: (brand: string) => `${brand}: we received your message`,
    body: "Thank you for writing to us. We received your message and will be in touch soon.",
  },
} satisfies Record<Language, unknown>;

/** The visitor's acknowledgement of a contact message (it does not echo the message: no relay for spam). */
export function contactAckMail(ctx: MailContext, input: ContactMailInput): OutgoingMail {
  const lang = input.language;
  const brand = ctx.site.brandName;
  const lines = [ackCopy[lang].greeting, contactAckCopy[lang].body, ackCopy[lang].signature(brand)];
  return {
    kind: "contact-ack",
    to: input.contact.email,
    replyTo: ctx.site.contactEmail,
    subject: singleLine(contactAckCopy[lang].subject(brand)),
    text: `${lines.join("\n\n")}\n`,
    html: page(lang, lines.map(paragraph).join("")),
  };
}
