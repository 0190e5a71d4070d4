import { sql } from "kysely";
import type { Unit } from "../types.ts";

/**
 * The erasures' follow-ups, after their rows' unit (writes/leads.ts, deleteByEmail):
 * the tables' rewrite done at last (docs/decisions/091), the files another instance
 * removed from its own mail folder, and the addresses' HMACs forgotten once no mail
 * file can hold them any more (docs/decisions/091).
 */

/** The rewrite that covers the erasures `ids` (recorded before it began) is done: returns how many were pending. */
export const markCompacted: Unit<{ ids: readonly string[]; at: number }, number> = async (
  db,
  { ids, at },
) => {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("erasures")
    .set({ compactedAt: at })
    .where("id", "in", ids)
    .where("compactedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** An instance's sweep removed `files` .eml files of erasure `id` from its own mail folder. */
export const addSweptFiles: Unit<{ counts: readonly { id: string; files: number }[] }, void> = async (
  db,
  { counts },
) => {
  for (const { id, files } of counts)
    await db
      .updateTable("erasures")
      .set({ files: sql`files + ${files}` })
      .where("id", "=", id)
      .execute();
};

/** Forgets the HMACs of erasures recorded before `before` (the mail retention's horizon); returns how many. */
export const forgetPersonKeys: Unit<{ before: number }, number> = async (db, { before }) => {
  const result = await db
    .updateTable("erasures")
    .set({ personKey: null })
    .where("at", "<", before)
    .where("personKey", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};
