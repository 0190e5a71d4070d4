import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any past schema
type Db = Kysely<any>;

/**
 * 019 (docs/decisions/091), in a file of its own beside migrations.ts:
 * - `erasures.person_key`: the erased address's HMAC (lower-case, with the key below), for
 *   the instances whose mail folder the erasure could not reach (server/leads/erasure-sweep.ts);
 *   cleared once the mail retention has removed every file older than the erasure.
 * - `erasures.compacted_at`: when the tables' rewrite that followed it was done; null while it
 *   is pending (another transaction held a table). Erasures recorded before are taken as done.
 * - `erasure_key`: one row, the HMAC's random key, made here once for every instance.
 */
export const erasureMigrations: Record<string, Migration> = {
  "019_erasure_sweeps": {
    async up(db: Db) {
      await db.schema.alterTable("erasures").addColumn("person_key", "text").execute();
      await db.schema.alterTable("erasures").addColumn("compacted_at", "bigint").execute();
      await sql`update erasures set compacted_at = at`.execute(db);
      await db.schema
        .createTable("erasure_key")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("secret", "text", (c) => c.notNull())
        .execute();
      await db
        .insertInto("erasure_key")
        .values({ id: 1, secret: randomBytes(32).toString("hex") })
        .execute();
    },
  },
};
