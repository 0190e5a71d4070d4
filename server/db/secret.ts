import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

/**
 * The database's own secret (migration 019's `erasure_key`, one row made once for every
 * instance), read once per database: the key of the erasures' HMACs (server/leads/erase.ts)
 * and, through a label of their own, of the PostgreSQL rate limits' (rate-limits.ts).
 */
const secrets = new WeakMap<Kysely<Database>, Promise<string>>();

export function databaseSecret(db: Kysely<Database>): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = db
      .selectFrom("erasureKey")
      .select("secret")
      .where("id", "=", 1)
      .executeTakeFirstOrThrow()
      .then((row) => row.secret);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}
