import { CamelCasePlugin, Kysely, PostgresDialect, PostgresDriver, sql, type CompiledQuery } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { KyselyStorage, type RunUnit } from "./kysely-storage.ts";
import { migrationProvider } from "./migrations.ts";
import type { Database } from "./schema.ts";
import { StorageBusyError, StorageUnavailableError } from "./storage.ts";
import { units } from "./write-units.ts";

export interface PostgresOptions {
  readonly connectionString: string;
  /** A schema to create and use instead of `public` (the tests isolate themselves this way). */
  readonly schema?: string;
  readonly max?: number;
}

/** How long a connection may take to be made (and a request to wait for a free one). */
export const connectTimeoutMs = 5_000;

/** How long an erasure's rewrite waits for a table's lock before it gives up (as busy). */
const purgeLockTimeout = "5s";

/** BIGINT columns hold milliseconds since the epoch: well inside a double. */
const int8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === int8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A pg client that always listens for its own "error" event. pg emits it when the
 * server ends a connection (pg_terminate_backend, a restart) and throws when nobody
 * listens, which would end the process; the pool's own listener is detached while a
 * client is checked out. The query in flight, or the next one, fails with the cause.
 */
class QuietClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on("error", () => {});
  }
}

/** Node's codes of a connection that could not be made or was lost. */
const connectionCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/**
 * PostgreSQL's SQLSTATEs of a server that cannot take a write now: a connection
 * exception (class 08), insufficient resources (class 53: disk full, out of
 * memory, too many connections), shutting down or starting (57P01–57P03), an
 * I/O error (58030).
 */
const unavailableState = /^(08|53)|^57P0[123]$|^58030$/;

/** pg's own errors of a lost connection or of a pool that could not connect in time, which carry no code. */
const lostConnection = /^Connection terminated|^timeout exceeded when trying to connect|is not queryable/;

/** Is this (or what caused it) a database that cannot be reached or cannot write now? */
export function isUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === "string" && (connectionCodes.has(code) || unavailableState.test(code))) return true;
  if (lostConnection.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isUnavailable(e, depth + 1))) return true;
  return isUnavailable(error.cause, depth + 1);
}

/** The error a unit failed with, as the storage reports it: StorageUnavailableError when the database is at fault. */
function asStorageError(error: unknown): unknown {
  if (error instanceof StorageUnavailableError || !isUnavailable(error)) return error;
  const { message, code } = error as Error & { code?: unknown };
  return Object.assign(new StorageUnavailableError(message, { cause: error }), code ? { code } : {});
}

/**
 * A failed ROLLBACK (a dead connection) must not replace the error that caused it: Kysely
 * rethrows the original. And every query, a read too (the inbox's, better-auth's), fails
 * as StorageUnavailableError when the database cannot be reached or cannot answer now,
 * not only the write units: the inbox answers it 503 (docs/decisions/034).
 */
class QuietRollbackDriver extends PostgresDriver {
  readonly #mapped = new WeakSet<object>();

  override async acquireConnection(options: Parameters<PostgresDriver["acquireConnection"]>[0]) {
    let connection: Awaited<ReturnType<PostgresDriver["acquireConnection"]>>;
    try {
      connection = await super.acquireConnection(options);
    } catch (error) {
      throw asStorageError(error);
    }
    if (!this.#mapped.has(connection)) {
      this.#mapped.add(connection);
      const executeQuery = connection.executeQuery.bind(connection);
      connection.executeQuery = <R>(query: CompiledQuery) =>
        executeQuery<R>(query).catch((error: unknown) => {
          throw asStorageError(error);
        });
    }
    return connection;
  }

  override async rollbackTransaction(connection: Parameters<PostgresDriver["rollbackTransaction"]>[0]) {
    try {
      await super.rollbackTransaction(connection);
    } catch {
      // The transaction's own error is what the caller sees and the log shows.
    }
  }
}

/**
 * PostgreSQL (DATABASE_URL): a pg pool under Kysely. Each write unit is one
 * transaction; the idempotency key is UNIQUE and `ON CONFLICT DO NOTHING`
 * waits for a concurrent insert of the same key to commit, so ten identical
 * requests at once store one row. The outbox is claimed with FOR UPDATE SKIP
 * LOCKED.
 */
export class PostgresStorage extends KyselyStorage {
  readonly #schema: string | undefined;

  constructor({ connectionString, schema, max = 10 }: PostgresOptions) {
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
    const pool = new pg.Pool({
      Client: QuietClient,
      connectionString,
      max,
      types,
      // A server that accepts the connection and never answers (or a network that drops it) is
      // given up after this: a request answers 503 (isUnavailable) instead of waiting forever.
      connectionTimeoutMillis: connectTimeoutMs,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // A client that loses its connection (idle, or between two queries) must not crash the
    // process: the query in flight, or the next one, fails with the cause.
    pool.on("error", () => {});
    const dialect = new (class extends PostgresDialect {
      override createDriver() {
        return new QuietRollbackDriver({ pool });
      }
    })({ pool });
    const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
    const ctx = { dialect: "postgres" } as const;
    const runUnit: RunUnit = (name, input) =>
      db
        .transaction()
        .execute((trx) => (units[name] as (...args: unknown[]) => Promise<never>)(trx, input, ctx))
        .catch((error: unknown) => {
          throw asStorageError(error);
        });
    super({
      kind: "postgres",
      db,
      runUnit,
      // Outside a transaction (VACUUM cannot run in one), on the tables that hold a person's data.
      // VACUUM FULL writes each table (its indexes and TOAST too) anew, without the erased rows'
      // bytes, which a plain VACUUM left in the pages' free space (docs/decisions/046). It locks
      // each table in turn against reads and writes for the copy (0.2 s at 10,000 leads, 2.4 s
      // at 100,000); it waits at most `purgeLockTimeout` for that lock (a long transaction holds
      // it), else the erasure fails as busy: the rows are erased, running it again completes it.
      purge: () =>
        db
          .withoutPlugins()
          .connection()
          .execute(async (connection) => {
            await sql.raw(`set lock_timeout = '${purgeLockTimeout}'`).execute(connection);
            try {
              await sql`vacuum full leads, messages, outbox, lead_events, bookings`.execute(connection);
              // The planner's statistics keep common values (an address, a name) of the rows as they
              // were: taken again from the rows as they are now (issue 56: pg_statistic kept them).
              await sql`analyze leads, messages, outbox, lead_events, bookings`.execute(connection);
            } catch (error) {
              if ((error as { code?: unknown }).code !== "55P03") throw error;
              throw new StorageBusyError(
                "the erased rows' tables could not be rewritten now (another transaction holds them): erase again",
                { cause: error },
              );
            } finally {
              await sql`reset lock_timeout`.execute(connection);
            }
          }),
      migrate: async () => {
        const plain = db.withoutPlugins();
        if (schema) await plain.schema.createSchema(schema).ifNotExists().execute();
        // Kysely's migrator looks for its tables in every schema unless it is given one: in a
        // schema of its own (search_path in DATABASE_URL) it found public's and failed. Its
        // tables go where the migrations' go, the connection's current schema.
        const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
          plain,
        );
        const current = rows[0]?.schema;
        if (!current) throw new Error("PostgreSQL: no schema of the search_path exists to migrate in");
        const { error } = await new Migrator({
          db: plain,
          provider: migrationProvider,
          migrationTableSchema: current,
        }).migrateToLatest();
        if (error) throw error;
      },
      close: () => db.destroy(),
    });
    this.#schema = schema;
  }

  /** Drops the private schema (tests). */
  async dropSchema() {
    if (this.#schema)
      await this.db.withoutPlugins().schema.dropSchema(this.#schema).ifExists().cascade().execute();
  }
}
