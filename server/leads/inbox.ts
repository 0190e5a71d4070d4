import { sql, type Kysely } from "kysely";
import { leadSelection, messageSelection } from "../db/kysely-storage.ts";
import {
  openStatuses,
  pageSize,
  promiseMs,
  type Cursor,
  type InboxFilters,
  type InboxItem,
} from "#domain/inbox/model.ts";
import type { Database } from "../db/schema.ts";
import { readExport } from "./export.ts";

/**
 * The team inbox's reads, on the storage's Kysely instance (its writes are
 * the storage's units: server/db/units.ts). Leads
 * and contact messages are listed newest first with keyset paging: each table
 * is read through its created_at index up to one page past the cursor, and the
 * two pages are merged, so a page costs the same with 100,000 rows as with 10.
 */

export { openStatuses, pageSize, promiseMs, statuses, timeLeft } from "#domain/inbox/model.ts";
export type { Cursor, InboxFilters, InboxItem } from "#domain/inbox/model.ts";

type Db = Kysely<Database>;

function parseUtm(json: string): Record<string, string> {
  try {
    const value = JSON.parse(json) as unknown;
    if (!value || typeof value !== "object") return {};
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""),
    );
  } catch {
    return {};
  }
}

/** `%`, `_` and `\` match themselves in a LIKE pattern with ESCAPE '\'. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Filters on the columns leads and messages share (name, e-mail, company, language, time). */
function sharedConditions(filters: InboxFilters, now: number) {
  const conditions = [];
  if (filters.period) {
    conditions.push(sql<boolean>`${sql.ref("createdAt")} >= ${now - filters.period * 24 * 60 * 60 * 1000}`);
  }
  if (filters.language) conditions.push(sql<boolean>`${sql.ref("language")} = ${filters.language}`);
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const like = (column: string) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    conditions.push(sql<boolean>`(${like("name")} or ${like("email")} or ${like("company")})`);
  }
  return conditions;
}

/** Filters only a quiz lead has (a message never matches them). */
function leadConditions(filters: InboxFilters) {
  const conditions = [];
  if (filters.stage) conditions.push(sql<boolean>`${sql.ref("stage")} = ${filters.stage}`);
  if (filters.call) conditions.push(sql<boolean>`${sql.ref("requestCall")} = ${filters.call === "yes"}`);
  return conditions;
}

/** The inbox's columns: a record's (as the storage reads it) and its workflow. */
const leadColumns = [...leadSelection, "status", "owner"] as const;
const messageColumns = [...messageSelection, "status", "owner"] as const;

/** The conditions of the filters on each table (the stage and call filters leave the messages out). */
function filterConditions(filters: InboxFilters, now: number) {
  const shared = [
    ...sharedConditions(filters, now),
    ...(filters.status ? [sql<boolean>`${sql.ref("status")} = ${filters.status}`] : []),
  ];
  return {
    shared,
    lead: leadConditions(filters),
    messagesToo: !filters.stage && filters.call !== "yes",
  };
}

/**
 * Which overdue leads the list's overdue section shows (the oldest first, up to
 * a page): every one, or those up to a (createdAt, id). The main list leaves
 * those out, so that a lead is listed once; an overdue lead past the section's
 * page is in the main list, marked.
 */
export type OverdueShown = { readonly all: true } | { readonly upTo: Cursor };

export function overdueShown(overdue: readonly InboxItem[], limit = pageSize): OverdueShown {
  const last = overdue.at(-1);
  return overdue.length < limit || !last
    ? { all: true }
    : { upTo: { createdAt: last.createdAt, id: last.id } };
}

/** A lead the overdue section shows (see OverdueShown). */
function inOverdueSection(shown: OverdueShown, now: number) {
  const late = sql<boolean>`${sql.ref("status")} in (${sql.join(openStatuses)}) and ${sql.ref("createdAt")} < ${now - promiseMs}`;
  if ("all" in shown) return late;
  const { createdAt, id } = shown.upTo;
  return sql<boolean>`${late} and (${sql.ref("createdAt")} < ${createdAt} or (${sql.ref("createdAt")} = ${createdAt} and ${sql.ref("id")} <= ${id}))`;
}

export async function listInbox(
  db: Db,
  filters: InboxFilters,
  cursor: Cursor | null,
  now: number,
  shown: OverdueShown | null = null,
): Promise<{ items: InboxItem[]; next: Cursor | null }> {
  const limit = pageSize + 1;
  const conditions = filterConditions(filters, now);
  const { messagesToo } = conditions;
  let leads = db.selectFrom("leads").select(leadColumns);
  let messages = db.selectFrom("messages").select(messageColumns);
  const shared = [
    ...conditions.shared,
    ...(cursor
      ? [
          sql<boolean>`(${sql.ref("createdAt")} < ${cursor.createdAt} or (${sql.ref("createdAt")} = ${cursor.createdAt} and ${sql.ref("id")} < ${cursor.id}))`,
        ]
      : []),
  ];
  for (const condition of shared) {
    leads = leads.where(condition);
    messages = messages.where(condition);
  }
  for (const condition of conditions.lead) leads = leads.where(condition);
  if (shown) leads = leads.where(sql<boolean>`not (${inOverdueSection(shown, now)})`);
  const [leadRows, messageRows] = await Promise.all([
    leads.orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).execute(),
    messagesToo
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
  ].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const items = merged.slice(0, pageSize);
  const last = items.at(-1);
  await attachMails(db, items);
  return {
    items,
    next: merged.length > pageSize && last ? { createdAt: last.createdAt, id: last.id } : null,
  };
}

type LeadRow = Omit<InboxItem, "kind" | "requestCall" | "utm" | "mails"> & {
  requestCall: unknown;
  utm: string;
};

function leadItem(row: LeadRow): InboxItem {
  return {
    ...row,
    kind: "lead",
    requestCall: Boolean(row.requestCall),
    utm: parseUtm(row.utm),
    mails: [],
  };
}

/**
 * Every lead and message the filters match (no paging), newest first, with
 * their follow-up and e-mails' states: the inbox's export (server/leads/export.ts
 * reads and formats it, as it does the CLI's).
 */
export function exportInbox(db: Db, filters: InboxFilters, now: number) {
  return readExport(db, filterConditions(filters, now));
}

/** Quiz leads whose strategy is overdue (status before "strategy sent", older than 24 h), oldest first. */
export async function listOverdue(db: Db, filters: InboxFilters, now: number, limit = pageSize) {
  if (filters.status && !openStatuses.includes(filters.status)) return [];
  let q = db
    .selectFrom("leads")
    .select(leadColumns)
    .where("status", "in", filters.status ? [filters.status] : openStatuses)
    .where("createdAt", "<", now - promiseMs);
  const conditions = filterConditions(filters, now);
  for (const condition of [...conditions.shared, ...conditions.lead]) q = q.where(condition);
  const items = (await q.orderBy("createdAt").orderBy("id").limit(limit).execute()).map((row) =>
    leadItem(row),
  );
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

export function mailsOf(db: Db, id: string) {
  return db
    .selectFrom("outbox")
    .select(["id", "kind", "toAddr", "subject", "status", "attempts", "lastError", "createdAt", "sentAt"])
    .where("refId", "=", id)
    .orderBy("position")
    .execute();
}

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
