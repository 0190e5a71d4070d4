import { randomUUID } from "node:crypto";
import type { LeadRecord, MailStatus, MessageRecord, OutboxRow, OutgoingMail } from "./storage.ts";

/** Column lists and row mapping shared by both storages. */

export const leadColumns = [
  "id",
  "idempotency_key",
  "created_at",
  "name",
  "email",
  "company",
  "language",
  "score",
  "stage",
  "request_call",
  "quiz_source",
  "page_path",
  "referrer",
  "utm",
  "user_agent",
  "payload",
] as const;

export function leadValues(lead: LeadRecord) {
  return [
    lead.id,
    lead.idempotencyKey,
    lead.createdAt,
    lead.name,
    lead.email,
    lead.company,
    lead.language,
    lead.score,
    lead.stage,
    lead.requestCall,
    lead.quizSource,
    lead.pagePath,
    lead.referrer,
    lead.utm,
    lead.userAgent,
    lead.payload,
  ];
}

export const messageColumns = [
  "id",
  "idempotency_key",
  "created_at",
  "name",
  "email",
  "company",
  "message",
  "language",
  "page_path",
  "user_agent",
] as const;

export function messageValues(m: MessageRecord) {
  return [
    m.id,
    m.idempotencyKey,
    m.createdAt,
    m.name,
    m.email,
    m.company,
    m.message,
    m.language,
    m.pagePath,
    m.userAgent,
  ];
}

export const outboxColumns = [
  "id",
  "ref_id",
  "person_email",
  "position",
  "kind",
  "to_addr",
  "reply_to",
  "subject",
  "text_body",
  "html_body",
  "next_attempt_at",
  "created_at",
] as const;

export function outboxValues(
  refId: string,
  personEmail: string,
  mail: OutgoingMail,
  position: number,
  now: number,
) {
  return [
    randomUUID(),
    refId,
    personEmail,
    position,
    mail.kind,
    mail.to,
    mail.replyTo,
    mail.subject,
    mail.text,
    mail.html,
    now,
    now,
  ];
}

type Row = Record<string, unknown>;

const num = (value: unknown) => Number(value);
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const str = (value: unknown) => String(value ?? "");

export function toLead(row: Row): LeadRecord {
  return {
    id: str(row.id),
    idempotencyKey: (row.idempotency_key as string | null) ?? null,
    createdAt: num(row.created_at),
    name: str(row.name),
    email: str(row.email),
    company: str(row.company),
    language: str(row.language),
    score: num(row.score),
    stage: str(row.stage),
    requestCall: row.request_call === true || row.request_call === 1,
    quizSource: str(row.quiz_source),
    pagePath: str(row.page_path),
    referrer: str(row.referrer),
    utm: str(row.utm),
    userAgent: str(row.user_agent),
    payload: str(row.payload),
  };
}

export function toMessage(row: Row): MessageRecord {
  return {
    id: str(row.id),
    idempotencyKey: (row.idempotency_key as string | null) ?? null,
    createdAt: num(row.created_at),
    name: str(row.name),
    email: str(row.email),
    company: str(row.company),
    message: str(row.message),
    language: str(row.language),
    pagePath: str(row.page_path),
    userAgent: str(row.user_agent),
  };
}

export function toOutbox(row: Row): OutboxRow {
  return {
    id: str(row.id),
    refId: str(row.ref_id),
    personEmail: str(row.person_email),
    kind: str(row.kind) as OutboxRow["kind"],
    to: str(row.to_addr),
    replyTo: (row.reply_to as string | null) ?? null,
    subject: str(row.subject),
    text: str(row.text_body),
    html: str(row.html_body),
    status: str(row.status) as MailStatus,
    attempts: num(row.attempts),
    nextAttemptAt: num(row.next_attempt_at),
    lastError: (row.last_error as string | null) ?? null,
    createdAt: num(row.created_at),
    sentAt: numOrNull(row.sent_at),
  };
}
