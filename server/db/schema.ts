import type { Language } from "#i18n/languages.ts";
import type { InboxStatus, MailKind, MailStatus } from "#domain/inbox/model.ts";
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
  leadEvents: LeadEventsTable;
  funnelSessions: FunnelSessionsTable;
  funnelDaily: FunnelDailyTable;
  erasures: ErasuresTable;
  erasureKey: ErasureKeyTable;
  digests: DigestsTable;
  rateLimits: RateLimitsTable;
  bookings: BookingsTable;
  bookingMembers: BookingMembersTable;
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
  /** Only the site's languages are written (the forms' schemas allow no other). */
  language: Language;
  score: number;
  stage: string;
  requestCall: Flag;
  quizSource: string;
  pagePath: string;
  referrer: string;
  utm: string;
  userAgent: string;
  payload: string;
  /** The team inbox's workflow (migration 011). */
  status: Generated<InboxStatus>;
  owner: string | null;
  lostReason: string | null;
}

export interface MessagesTable extends SubmissionColumns {
  message: string;
  language: Language;
  pagePath: string;
  userAgent: string;
  status: Generated<InboxStatus>;
  owner: string | null;
  lostReason: string | null;
}

/** The outbox's jobs: e-mails, and the CRM webhook (docs/decisions/021). */
export type { MailKind, MailStatus } from "#domain/inbox/model.ts";

export interface OutboxTable {
  id: string;
  refId: string;
  personEmail: string;
  position: number;
  kind: MailKind;
  toAddr: string;
  replyTo: string | null;
  subject: string;
  /** The rendered bodies: absent (null) for a job the worker renders when it sends it (migration 012). */
  textBody: string | null;
  htmlBody: string | null;
  /** JSON of what the worker needs to compose the job (the template's inputs), or null. */
  data: string | null;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  nextAttemptAt: number;
  /** The person's mailbox (migration 018), for the hour's one acknowledgement; null on older rows. */
  mailbox: ColumnType<string | null, string | null | undefined, string | null>;
  lockedUntil: number | null;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
}

/** The team inbox's workflow of a lead or message (migration 011). */
export type { InboxStatus } from "#domain/inbox/model.ts";

/** One change of a lead or message in the team inbox, with who and when (migration 011). */
export interface LeadEventsTable {
  id: string;
  /** The lead's or message's id. */
  refId: string;
  at: number;
  /** The team member's e-mail address. */
  actor: string;
  type: "status" | "owner" | "note" | "retry" | "sent" | "call";
  /** JSON: { change, callId, start, member } for a call booked, moved or cancelled (migration 017); { from, to, reason } for status/owner, { text } for a note, { mailId } for a retry, { kind, mailId, subject, text } for a sent strategy or reply. */
  detail: string;
}

/** A quiz opening's step, once (migration 013): the unique key that keeps repeated beacons out; pruned after two days. */
export interface FunnelSessionsTable {
  /** Random, made by the browser for one opening of the quiz; nothing else identifies it. */
  sessionId: string;
  step: string;
  at: number;
}

/** The funnel's anonymous counts per Mexico City day, step, source and language (migration 013). */
export interface FunnelDailyTable {
  /** YYYY-MM-DD on the office's clock (`officeZone`, domain/booking/zones.ts). */
  day: string;
  step: string;
  source: string;
  language: string;
  count: number;
}

/** One erasure done from the inbox: who and when and how much, never whose (migration 013). */
export interface ErasuresTable {
  id: string;
  at: number;
  /** The team member's e-mail address. */
  actor: string;
  leads: number;
  messages: number;
  mails: number;
  files: number;
  /** The erased address's HMAC (migrations-erasures.ts), for the other instances' mail folders; null once retention passed. */
  personKey: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the tables were rewritten after it (docs/decisions/091); null while that is pending. */
  compactedAt: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The key of the erasures' HMACs: one row (migration 019). */
export interface ErasureKeyTable {
  id: number;
  secret: string;
}

/** The daily digests claimed, one per Mexico City date (migration 014, docs/decisions/098). */
export interface DigestsTable {
  /** YYYY-MM-DD on the office's clock (`officeZone`, domain/booking/zones.ts). */
  day: string;
  createdAt: number;
  /** The start of the window its "new" list covers (the previous digest, or 24 h before). */
  since: number;
}

/** A rate limiter's count for one client (migration 016, docs/decisions/094); PostgreSQL only. */
export interface RateLimitsTable {
  /** The limiter's prefix and a hash of the client's key (its address, or a typed e-mail address). */
  key: string;
  hits: number;
  /** When the window ends (milliseconds since the epoch): the next hit after it starts a new one. */
  resetAt: number;
}

/** A call booked on the site (migration 017, docs/decisions/068). */
export interface BookingsTable {
  id: string;
  idempotencyKey: string | null;
  fingerprint: string | null;
  /** The lead's or contact message's id: the booking belongs to it. */
  refId: string;
  refKind: "lead" | "message";
  /** The team member's e-mail address (lower-case). */
  member: string;
  startsAt: number;
  endsAt: number;
  /** The range no other call of the member may touch: the call widened by half the buffer on each side. */
  blockedFrom: number;
  blockedTo: number;
  minutes: number;
  status: "booked" | "cancelled";
  /** The invitation's SEQUENCE: 0 when booked, one more for each move (and the cancel). */
  sequence: number;
  name: string;
  email: string;
  company: string;
  topic: string;
  meetingKind: "video" | "phone";
  /** The meeting link (video) or the visitor's number (phone). */
  meeting: string;
  language: Language;
  timeZone: string;
  createdAt: number;
  updatedAt: number;
  /** "visitor", or the member's address who cancelled it from the inbox. */
  cancelledBy: string | null;
}

/** What a member set for their calls on their inbox page (migration 017); no row: the defaults. */
export interface BookingMembersTable {
  email: string;
  takesCalls: Flag;
  /** JSON of WeekHours[] (domain/booking/calendar.ts), null: the office's. */
  hours: string | null;
  meetingLink: string | null;
  /** The member's private iCal address: a secret, never shown back in full. */
  feedUrl: string | null;
  updatedAt: number;
}
