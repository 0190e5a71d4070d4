import { sql, type Expression, type SqlBool } from "kysely";
import type { InboxFilters } from "#domain/inbox/model.ts";

/**
 * The inbox's filters as SQL conditions on the `leads` and `messages` tables, for
 * the read model's list and export (read-model.ts): fragments only, no query; and the
 * `utm` column's JSON as the inbox shows it.
 */

type Condition = Expression<SqlBool>;

export function parseUtm(json: string): Record<string, string> {
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

/** Which rows the inbox's filters match: conditions on both tables, those on leads only, and whether messages can match. */
export interface FilterConditions {
  readonly shared: readonly Condition[];
  readonly lead: readonly Condition[];
  readonly messagesToo: boolean;
}

/** The conditions of the filters on each table (the stage and call filters leave the messages out). */
export function filterConditions(filters: InboxFilters, now: number): FilterConditions {
  const shared: Condition[] = [];
  if (filters.period) {
    shared.push(sql<boolean>`${sql.ref("createdAt")} >= ${now - filters.period * 24 * 60 * 60 * 1000}`);
  }
  if (filters.language) shared.push(sql<boolean>`${sql.ref("language")} = ${filters.language}`);
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const like = (column: string) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    shared.push(sql<boolean>`(${like("name")} or ${like("email")} or ${like("company")})`);
  }
  if (filters.status) shared.push(sql<boolean>`${sql.ref("status")} = ${filters.status}`);
  const lead: Condition[] = [];
  if (filters.stage) lead.push(sql<boolean>`${sql.ref("stage")} = ${filters.stage}`);
  if (filters.call) lead.push(sql<boolean>`${sql.ref("requestCall")} = ${filters.call === "yes"}`);
  return { shared, lead, messagesToo: !filters.stage && filters.call !== "yes" };
}
