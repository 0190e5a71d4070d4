import type { Compilable, CompiledQuery, Kysely, QueryResult } from "kysely";
import type { Database } from "./schema.ts";
import type { UnitContext } from "./units.ts";

/** Where a value goes in a prepared query; each run puts that run's value in its place. */
class Slot {
  readonly key: string;
  constructor(key: string) {
    this.key = key;
  }
}

/**
 * A query that Kysely builds and compiles once per database dialect and shape,
 * then runs with each call's values (docs/decisions/026). Kysely builds and
 * compiles a query anew on every call; for the lead's unit that was about 0.27
 * ms of the SQLite thread's CPU per lead, against 0.10 ms for SQLite running
 * the same statements. (kysely-params does the same, but depends on Kysely
 * 0.24.)
 *
 * `build(db, slot, values)` writes the query as usual, with `slot(key)` where
 * a value varies; constants stay in the query as they are. It runs once per
 * `shape`: whatever makes two calls' queries differ (the columns given, the
 * number of rows of a multi-row insert) must be in `shape`.
 */
export function prepared<V extends object, R>(
  build: (
    db: Kysely<Database>,
    slot: <K extends keyof V & string>(key: K) => V[K],
    values: V,
  ) => Compilable<R>,
) {
  const cache = new Map<string, CompiledQuery<R>>();
  const slot = <K extends keyof V & string>(key: K) => new Slot(key) as V[K];
  return async (db: Kysely<Database>, ctx: UnitContext, values: V, shape = ""): Promise<QueryResult<R>> => {
    const key = `${ctx.dialect}:${shape}`;
    let query = cache.get(key);
    if (!query) {
      query = build(db, slot, values).compile();
      cache.set(key, query);
    }
    const parameters = query.parameters.map((p) => {
      if (!(p instanceof Slot)) return p;
      if (!(p.key in values)) throw new Error(`prepared query: no value for ${p.key}`);
      return values[p.key as keyof V];
    });
    return db.executeQuery({ ...query, parameters });
  };
}
