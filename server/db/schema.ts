import type { ColumnType, Generated } from "kysely";

/**
 * The database as Kysely sees it, in camelCase (CamelCasePlugin maps to the
 * snake_case columns of the migrations). Times are milliseconds since the
 * epoch (BIGINT; PostgreSQL's int8 is parsed as a number); booleans come back
 * as 0/1 from SQLite, hence the read type.
 */
export interface Database {
  leads: LeadsTable;
  messages: MessagesTable;
  outbox: OutboxTable;
}

type Flag = ColumnType<boolean | number, boolean, boolean>;

/** The columns a quiz lead and a contact message share. */
interface SubmissionColumns {
  id: string;
  idempotencyKey: string | null;
  /** sha-256 of the canonical JSON of the request body (null for rows older than migration 002). */
  fingerprint: string | null;
  createdAt: number;
  name: string;
  email: string;
  company: string;
}

export interface LeadsTable extends SubmissionColumns {
  language: string;
  score: number;
  stage: string;
  requestCall: Flag;
  quizSource: string;
  pagePath: string;
  referrer: string;
  utm: string;
  userAgent: string;
  payload: string;
}

export interface MessagesTable extends SubmissionColumns {
  message: string;
  language: string;
  pagePath: string;
  userAgent: string;
}

export type MailKind = "lead-team" | "lead-ack" | "contact-team" | "contact-ack";
export type MailStatus = "pending" | "sent" | "failed";

export interface OutboxTable {
  id: string;
  refId: string;
  personEmail: string;
  position: number;
  kind: MailKind;
  toAddr: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  nextAttemptAt: number;
  lockedUntil: number | null;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
}
