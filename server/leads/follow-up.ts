import type { InboxStatus } from "../db/schema.ts";

/** Statuses before the strategy went out: a quiz lead in one of them is due 24 h after it arrived. */
export const openStatuses: readonly InboxStatus[] = ["new", "contacted"];
export const promiseMs = 24 * 60 * 60 * 1000;

/** When a quiz lead's strategy is due (arrival + 24 h); null once it was sent, or for a message. */
export function dueAt(item: { kind: "lead" | "message"; status: InboxStatus; createdAt: number }) {
  if (item.kind !== "lead" || !openStatuses.includes(item.status)) return null;
  return item.createdAt + promiseMs;
}
