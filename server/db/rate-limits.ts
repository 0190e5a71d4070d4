import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import { prepared } from "./prepared.ts";
import { databaseSecret } from "./secret.ts";
import { StorageUnavailableError } from "./storage.ts";
import type { Database } from "./schema.ts";

/**
 * express-rate-limit's store in PostgreSQL (docs/decisions/094): every instance on the
 * database counts in the same row, so two instances behind a load balancer enforce one
 * limit, and a restart forgets nothing. A fixed window per client, as express-rate-limit's
 * MemoryStore: the first hit sets its end, `windowMs` later; the first hit after it starts
 * a new one. Each hit is one statement, an atomic upsert (`INSERT … ON CONFLICT DO UPDATE
 * … RETURNING`): concurrent hits of one client wait for each other's row, and each gets
 * its own count. The row's key is the limiter's prefix and an HMAC-SHA256 of the client's
 * key (an IP address, or the e-mail address typed to sign in), never the key itself: keyed
 * with a secret of the database (migration 019's `erasure_key`, through a label of its
 * own), so that a copy of the table cannot be reversed by hashing every IPv4 address.
 * Rows whose window ended are deleted at most once a minute per process, after a hit.
 */

/** The rate limits' HMAC key: the database's secret under a label of its own. */
const keyOf = async (db: Kysely<Database>) =>
  createHmac("sha256", await databaseSecret(db))
    .update("rate-limits")
    .digest();

const ctx = { dialect: "postgres" } as const;
/** How long a hit waits for the database before the limiter gives up on it. */
const countDeadlineMs = 2_000;

/** `work`, or an error once `ms` have passed without its answer (the work itself ends on its own deadline). */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new StorageUnavailableError(`the database did not answer a rate limit's count within ${ms} ms`),
        ),
      ms,
    );
  });
  work.catch(() => {}); // answered late or failed after the deadline: nobody waits for it any more
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
const pruneEveryMs = 60_000;
/** The last prune of each database (pool) in this process: one for all its limiters. */
const prunedAt = new WeakMap<Kysely<Database>, number>();

const hit = prepared<{ key: string; now: number; resetAt: number }, { hits: number; resetAt: number }>(
  (db, slot) =>
    db
      .insertInto("rateLimits")
      .values({ key: slot("key"), hits: 1, resetAt: slot("resetAt") })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet((eb) => {
          const ended = eb("rateLimits.resetAt", "<=", slot("now"));
          return {
            hits: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb("rateLimits.hits", "+", 1))
              .end(),
            resetAt: eb
              .case()
              .when(ended)
              .then(eb.ref("excluded.resetAt"))
              .else(eb.ref("rateLimits.resetAt"))
              .end(),
          };
        }),
      )
      .returning(["hits", "resetAt"]),
);

const read = prepared<{ key: string; now: number }, { hits: number; resetAt: number }>((db, slot) =>
  db
    .selectFrom("rateLimits")
    .select(["hits", "resetAt"])
    .where("key", "=", slot("key"))
    .where("resetAt", ">", slot("now")),
);

const unhit = prepared<{ key: string; now: number }, never>((db, slot) =>
  db
    .updateTable("rateLimits")
    .set((eb) => ({ hits: eb("hits", "-", 1) }))
    .where("key", "=", slot("key"))
    .where("hits", ">", 0)
    .where("resetAt", ">", slot("now")),
);

const forget = prepared<{ key: string }, never>((db, slot) =>
  db.deleteFrom("rateLimits").where("key", "=", slot("key")),
);

const prune = prepared<{ now: number }, never>((db, slot) =>
  db.deleteFrom("rateLimits").where("resetAt", "<=", slot("now")),
);

export class SharedRateLimitStore implements Store {
  /** Counts are shared with every other store on the database (express-rate-limit's double-count check). */
  readonly localKeys = false;
  readonly prefix: string;
  readonly #db: Kysely<Database>;
  readonly #now: () => number;
  #windowMs = 60_000;

  /** `prefix` must be the limiter's own (two limiters with one prefix would count together). */
  constructor(db: Kysely<Database>, prefix: string, now: () => number = Date.now) {
    this.#db = db;
    this.prefix = prefix;
    this.#now = now;
  }

  init(options: Options) {
    this.#windowMs = options.windowMs;
  }

  async #key(key: string) {
    return `${this.prefix}${createHmac("sha256", await keyOf(this.#db))
      .update(key)
      .digest("base64url")}`;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.#now();
    // The limiter lets a request through when its store fails (passOnStoreError): a database
    // that does not answer costs it this long at most, not the storage calls' own deadline, so a
    // lead's own write still answers within seconds (docs/decisions/069).
    const { rows } = await within(
      countDeadlineMs,
      this.#key(key).then((row) => hit(this.#db, ctx, { key: row, now, resetAt: now + this.#windowMs })),
    );
    const row = rows[0]!;
    if (now - (prunedAt.get(this.#db) ?? 0) >= pruneEveryMs) {
      prunedAt.set(this.#db, now);
      // Cleaning up is not the request's business: a failure is the next prune's.
      prune(this.#db, ctx, { now }).catch(() => prunedAt.delete(this.#db));
    }
    return { totalHits: row.hits, resetTime: new Date(row.resetAt) };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await read(this.#db, ctx, { key: await this.#key(key), now: this.#now() });
    const row = rows[0];
    return row && { totalHits: row.hits, resetTime: new Date(row.resetAt) };
  }

  async decrement(key: string) {
    await unhit(this.#db, ctx, { key: await this.#key(key), now: this.#now() });
  }

  async resetKey(key: string) {
    await forget(this.#db, ctx, { key: await this.#key(key) });
  }
}
