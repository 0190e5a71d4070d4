import type { Compilable, CompiledQuery, Kysely, QueryResult } from "kysely";
import type { Database } from "./schema.ts";
import type { UnitContext } from "./types.ts";

/** Where a value goes in a prepared query; each run puts there what `get` reads from its values. */
class Slot {
  readonly get: (values: object) => unknown;
  constructor(get: (values: object) => unknown) {
    this.get = get;
  }
}

/** A slot for one of the values by name, or for what a function reads from them. */
export interface SlotOf<V> {
  <K extends keyof V & string>(key: K): V[K];
  <T>(get: (values: V) => T): T;
}

/**
 * A query that Kysely builds and compiles once per database dialect and shape,
 * then runs with each call's values (docs/decisions/090). Kysely builds and
 * compiles a query anew on every call; for the lead's unit that was about 0.27
 * ms of the SQLite thread's CPU per lead, against 0.10 ms for SQLite running
 * the same statements. (kysely-params does the same, but depends on Kysely
 * 0.24.)
 *
 * `build(db, slot, values)` writes the query as usual, with `slot(key)` (or
 * `slot((values) => …)`) where a value varies; constants stay in the query as
 * they are. It runs once per `shape`: whatever makes two calls' queries differ
 * (the columns given, the number of rows of a multi-row insert) must be in `shape`.
 */
export function prepared<V extends object, R>(
  build: (db: Kysely<Database>, slot: SlotOf<V>, values: V) => Compilable<R>,
) {
  const cache = new Map<string, CompiledQuery<R>>();
  const slot = ((key: string | ((values: V) => unknown)) =>
    new Slot(
      typeof key === "function"
        ? (key as (values: object) => unknown)
        : (values) => {
            if (!(key in values)) throw new Error(`prepared query: no value for ${key}`);
            return values[key as keyof typeof values];
          },
    )) as SlotOf<V>;
  return async (db: Kysely<Database>, ctx: UnitContext, values: V, shape = ""): Promise<QueryResult<R>> => {
    const key = `${ctx.dialect}:${shape}`;
    let query = cache.get(key);
    if (!query) {
      query = build(db, slot, values).compile();
      cache.set(key, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Slot ? p.get(values) : p));
    return db.executeQuery({ ...query, parameters });
  };
}
