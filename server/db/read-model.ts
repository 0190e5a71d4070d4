import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import {
  openStatuses,
  pageSize,
  promiseMs,
  type Cursor,
  type InboxFilters,
  type InboxItem,
} from "#domain/inbox/model.ts";
import { filterConditions, parseUtm, type FilterConditions } from "./inbox-filters.ts";
import type { Database, InboxStatus } from "./schema.ts";
import type { ExportRecords, FollowUp, LeadRecord, MessageRecord } from "./types.ts";

/**
 * The read model of leads and contact messages (docs/decisions/092): every query
 * of the `leads` and `messages` tables outside their writes (server/db/writes/leads.ts)
 * is here, for the inbox (its list, counts, a lead's page, the erasure's preview),
 * the daily digest, the funnel's strategy weeks, the export and the storage's own
 * listLeads/listMessages. Each function takes the Kysely handle it runs on (the
 * storage's, or a transaction's). The 24-hour rule is `overdue` below, once.
 *
 * Leads and messages are listed newest first with keyset paging: each table is
 * read through its created_at index up to one page past the cursor, and the two
 * pages are merged, so a page costs the same with 100,000 rows as with 10.
 */

type Db = Kysely<Database>;
type Condition = Expression<SqlBool>;

const submissionSelection = ["id", "idempotencyKey", "createdAt", "name", "email", "company"] as const;
/** The columns of a LeadRecord. */
const leadSelection = [
  ...submissionSelection,
  "language",
  "score",
  "stage",
  "requestCall",
  "quizSource",
  "pagePath",
  "referrer",
  "utm",
  "userAgent",
  "payload",
] as const;
/** The columns of a MessageRecord. */
const messageSelection = [...submissionSelection, "message", "language", "pagePath", "userAgent"] as const;
/** The inbox's columns: a record's and its follow-up. */
const leadColumns = [...leadSelection, "status", "owner"] as const;
const messageColumns = [...messageSelection, "status", "owner"] as const;

/** A quiz lead still waiting for its strategy (new or contacted). */
const open = sql<boolean>`${sql.ref("status")} in (${sql.join(openStatuses)})`;
/** The 24-hour rule (decision 096's promise): a lead waiting for its strategy for longer. */
const overdue = (now: number) => sql<boolean>`${open} and ${sql.ref("createdAt")} < ${now - promiseMs}`;

/** Every lead since a time, oldest first (Storage.listLeads). */
export async function allLeads(db: Db, since: number): Promise<LeadRecord[]> {
  const rows = await db
    .selectFrom("leads")
    .select(leadSelection)
    .where("createdAt", ">=", since)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, requestCall: Boolean(row.requestCall) }));
}

/** Every contact message since a time, oldest first (Storage.listMessages). */
export function allMessages(db: Db, since: number): Promise<MessageRecord[]> {
  return db
    .selectFrom("messages")
    .select(messageSelection)
    .where("createdAt", ">=", since)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

/**
 * Which overdue leads the list's overdue section shows (the oldest first, up to
 * a page): every one, or those up to a (createdAt, id). The main list leaves
 * those out, so that a lead is listed once; an overdue lead past the section's
 * page is in the main list, marked.
 */
export type OverdueShown = { readonly all: true } | { readonly upTo: Cursor };

export function overdueShown(items: readonly InboxItem[], limit = pageSize): OverdueShown {
  const last = items.at(-1);
  return items.length < limit || !last ? { all: true } : { upTo: { createdAt: last.createdAt, id: last.id } };
}

/** A lead the overdue section shows (see OverdueShown). */
function inOverdueSection(shown: OverdueShown, now: number) {
  if ("all" in shown) return overdue(now);
  const { createdAt, id } = shown.upTo;
  return sql<boolean>`${overdue(now)} and (${sql.ref("createdAt")} < ${createdAt} or (${sql.ref("createdAt")} = ${createdAt} and ${sql.ref("id")} <= ${id}))`;
}

/** Rows before a cursor in the list's order (newest first, then the greater id). */
const before = (cursor: Cursor) =>
  sql<boolean>`(${sql.ref("createdAt")} < ${cursor.createdAt} or (${sql.ref("createdAt")} = ${cursor.createdAt} and ${sql.ref("id")} < ${cursor.id}))`;

/** One page of the inbox's list, newest first, leaving out the leads the overdue section shows. */
export async function listInbox(
  db: Db,
  filters: InboxFilters,
  cursor: Cursor | null,
  now: number,
  shown: OverdueShown | null = null,
): Promise<{ items: InboxItem[]; next: Cursor | null }> {
  const limit = pageSize + 1;
  const conditions = filterConditions(filters, now);
  let leads = db.selectFrom("leads").select(leadColumns);
  let messages = db.selectFrom("messages").select(messageColumns);
  for (const condition of [...conditions.shared, ...(cursor ? [before(cursor)] : [])]) {
    leads = leads.where(condition);
    messages = messages.where(condition);
  }
  for (const condition of conditions.lead) leads = leads.where(condition);
  if (shown) leads = leads.where(sql<boolean>`not (${inOverdueSection(shown, now)})`);
  const [leadRows, messageRows] = await Promise.all([
    leads.orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).execute(),
    conditions.messagesToo
      ? messages.orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).execute()
      : Promise.resolve([]),
  ]);
  const merged: InboxItem[] = [
    ...leadRows.map((row) => leadItem(row)),
    ...messageRows.map((row): InboxItem => ({
      ...row,
      kind: "message",
      score: null,
      stage: null,
      requestCall: false,
      quizSource: "",
      referrer: "",
      utm: {},
      mails: [],
    })),
  ].sort(newestFirst);
  const items = merged.slice(0, pageSize);
  const last = items.at(-1);
  await attachMails(db, items);
  return {
    items,
    next: merged.length > pageSize && last ? { createdAt: last.createdAt, id: last.id } : null,
  };
}

/** Newest first; the same time: the greater id first (the inbox list's order). */
export const newestFirst = (a: { createdAt: number; id: string }, b: { createdAt: number; id: string }) =>
  b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

type LeadRow = Omit<InboxItem, "kind" | "requestCall" | "utm" | "mails"> & {
  requestCall: unknown;
  utm: string;
};

function leadItem(row: LeadRow): InboxItem {
  return { ...row, kind: "lead", requestCall: Boolean(row.requestCall), utm: parseUtm(row.utm), mails: [] };
}

/** Quiz leads whose strategy is overdue (the 24-hour rule), oldest first. */
export async function listOverdue(db: Db, filters: InboxFilters, now: number, limit = pageSize) {
  if (filters.status && !openStatuses.includes(filters.status)) return [];
  let q = db.selectFrom("leads").select(leadColumns).where(overdue(now));
  const conditions = filterConditions(filters, now);
  for (const condition of [...conditions.shared, ...conditions.lead]) q = q.where(condition);
  const rows = await q.orderBy("createdAt").orderBy("id").limit(limit).execute();
  const items = rows.map((row) => leadItem(row));
  await attachMails(db, items);
  return items;
}

async function attachMails(db: Db, items: InboxItem[]) {
  if (items.length === 0) return;
  const rows = await db
    .selectFrom("outbox")
    .select(["refId", "kind", "status"])
    .where(
      "refId",
      "in",
      items.map((i) => i.id),
    )
    .orderBy("position")
    .execute();
  const byId = new Map(items.map((i) => [i.id, i]));
  for (const row of rows) byId.get(row.refId)?.mails.push({ kind: row.kind, status: row.status });
}

/** The inbox's counts: new items, overdue leads, and leads waiting within their 24 hours. */
export async function inboxCounts(db: Db, now: number) {
  const count = (table: "leads" | "messages", condition: Condition) =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where(condition)
      .executeTakeFirst()
      .then((row) => Number(row?.count ?? 0));
  const isNew = sql<boolean>`${sql.ref("status")} = ${"new"}`;
  const [leadsNew, messagesNew, late, waiting] = await Promise.all([
    count("leads", isNew),
    count("messages", isNew),
    count("leads", overdue(now)),
    count("leads", sql<boolean>`${open} and not (${overdue(now)})`),
  ]);
  return { fresh: leadsNew + messagesNew, overdue: late, waiting };
}

/** A lead or message whole (every column), by id. */
export async function getItem(db: Db, id: string) {
  const lead = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (lead)
    return {
      kind: "lead" as const,
      ...lead,
      requestCall: Boolean(lead.requestCall),
      utm: parseUtm(lead.utm),
    };
  const message = await db.selectFrom("messages").selectAll().where("id", "=", id).executeTakeFirst();
  if (message) return { kind: "message" as const, ...message };
  return undefined;
}

/** A lead's or message's e-mails, in their order. */
export function mailsOf(db: Db, id: string) {
  return db
    .selectFrom("outbox")
    .select(["id", "kind", "toAddr", "subject", "status", "attempts", "lastError", "createdAt", "sentAt"])
    .where("refId", "=", id)
    .orderBy("position")
    .execute();
}

/** A lead's or message's history, newest first. */
export function eventsOf(db: Db, id: string) {
  return db
    .selectFrom("leadEvents")
    .selectAll()
    .where("refId", "=", id)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** How many leads and messages an address has (case-insensitive, as erasure matches it). */
export async function countByEmail(db: Db, email: string) {
  const isPerson = sql<boolean>`lower(${sql.ref("email")}) = ${email.toLowerCase()}`;
  const count = (table: "leads" | "messages") =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where(isPerson)
      .executeTakeFirstOrThrow();
  const [leads, messages] = await Promise.all([count("leads"), count("messages")]);
  return { leads: Number(leads.count), messages: Number(messages.count) };
}

/** The daily digest's lists (docs/decisions/092), at most `limit` each. */
export async function digestLists(
  db: Db,
  { since, at, limit }: { since: number; at: number; limit: number },
) {
  const window = (table: "leads" | "messages") =>
    db
      .selectFrom(table)
      .select(["id", "createdAt"])
      .where("createdAt", ">=", since)
      .where("createdAt", "<", at)
      .orderBy("createdAt", "desc")
      .limit(limit)
      .execute();
  const arrived = [...(await window("leads")), ...(await window("messages"))];
  // The quiz leads still waiting for their strategy, oldest first: the overdue ones come first.
  const waiting = await db
    .selectFrom("leads")
    .select(["id", overdue(at).as("overdue")])
    .where(open)
    .orderBy("createdAt")
    .orderBy("id")
    .limit(limit)
    .execute();
  return {
    /** Leads and messages that arrived in [since, at), newest first. */
    newIds: arrived
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, limit)
      .map((row) => row.id),
    waitingIds: waiting.map((row) => row.id),
    overdue: waiting.filter((row) => Boolean(row.overdue)).length,
  };
}

/** The digest's items as it renders them, by id (an erased one is not found). */
export async function digestItems(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return { leads: [], messages: [] };
  const [leads, messages] = await Promise.all([
    db
      .selectFrom("leads")
      .select(["id", "createdAt", "name", "email", "company", "stage", "score", "payload"])
      .where("id", "in", ids)
      .execute(),
    db
      .selectFrom("messages")
      .select(["id", "createdAt", "name", "email", "company"])
      .where("id", "in", ids)
      .execute(),
  ]);
  return { leads, messages };
}

/** The quiz leads that arrived between two times (the funnel's strategy weeks). */
export async function leadsArrived(db: Db, from: number, until: number) {
  const rows = await db
    .selectFrom("leads")
    .select(["id", "createdAt"])
    .where("createdAt", ">=", from)
    .where("createdAt", "<", until)
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: Number(row.createdAt) }));
}

/** The text of a note event's detail ({ text }), "" when it has none. */
function noteText(detail: string): string {
  try {
    const text = (JSON.parse(detail) as { text?: unknown } | null)?.text;
    return typeof text === "string" ? text : "";
  } catch {
    return "";
  }
}

/**
 * The export's records (docs/decisions/091): the leads and messages the inbox's
 * filters match (the inbox's download), or every one since a time (the CLI's),
 * newest first, with their follow-up and their e-mails' states (no bodies). The
 * e-mails and notes are read whole and matched in memory: no IN list as long as the export.
 */
export async function readExport(
  db: Db,
  selection: { readonly filters: InboxFilters; readonly now: number } | { readonly since?: number },
): Promise<ExportRecords> {
  const conditions: FilterConditions =
    "filters" in selection
      ? filterConditions(selection.filters, selection.now)
      : {
          shared:
            selection.since === undefined
              ? []
              : [sql<boolean>`${sql.ref("createdAt")} >= ${selection.since}`],
          lead: [],
          messagesToo: true,
        };
  let leads = db.selectFrom("leads").select(leadColumns);
  let messages = db.selectFrom("messages").select(messageColumns);
  for (const condition of conditions.shared) {
    leads = leads.where(condition);
    messages = messages.where(condition);
  }
  for (const condition of conditions.lead) leads = leads.where(condition);
  const [leadRows, messageRows] = await Promise.all([
    leads.orderBy("createdAt", "desc").orderBy("id", "desc").execute(),
    conditions.messagesToo
      ? messages.orderBy("createdAt", "desc").orderBy("id", "desc").execute()
      : Promise.resolve([]),
  ]);
  const ids = new Set([...leadRows, ...messageRows].map((r) => r.id));
  if (ids.size === 0) return { leads: [], messages: [], mails: [] };
  const [mails, notes, calls] = await Promise.all([
    db
      .selectFrom("outbox")
      .select(["refId", "kind", "status", "attempts", "lastError"])
      .where("kind", "!=", "team-signin")
      .orderBy("refId")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("leadEvents")
      .select(["refId", "detail"])
      .where("type", "=", "note")
      .orderBy("at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("bookings")
      .select(["id", "refId", "member", "startsAt", "endsAt", "minutes", "status", "meetingKind", "timeZone"])
      .orderBy("startsAt")
      .execute(),
  ]);
  // In time order: the last note of each submission wins.
  const lastNote = new Map<string, string>();
  for (const note of notes) if (ids.has(note.refId)) lastNote.set(note.refId, noteText(note.detail));
  const followUp = (row: { id: string; status: InboxStatus; owner: string | null }): FollowUp => ({
    status: row.status,
    owner: row.owner,
    lastNote: lastNote.get(row.id) ?? "",
  });
  return {
    leads: leadRows.map((row) => ({ ...row, requestCall: Boolean(row.requestCall), ...followUp(row) })),
    messages: messageRows.map((row) => ({ ...row, ...followUp(row) })),
    mails: mails.filter((m) => ids.has(m.refId)),
    calls: calls
      .filter((c) => ids.has(c.refId))
      .map((c) => ({
        ...c,
        startsAt: Number(c.startsAt),
        endsAt: Number(c.endsAt),
        minutes: Number(c.minutes),
      })),
  };
}
