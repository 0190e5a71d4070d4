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

/**
 * The deadlines of every storage call (docs/decisions/069): a database that stops answering
 * (a frozen host, a network that drops packets without a reset) costs a request seconds,
 * never its life. How long a connection may take to be made (and a request to wait for a
 * free one).
 */
export const connectTimeoutMs = 5_000;
/** How long the server lets a statement run before it cancels it (statement_timeout). */
export const statementTimeoutMs = 5_000;
/**
 * How long the client waits for a statement's answer (pg's query_timeout), the server's
 * own limit and a second more: a frozen server enforces nothing. Then the connection is
 * closed (QuietClient), never given back to the pool with the statement still on it.
 */
export const queryTimeoutMs = statementTimeoutMs + 1_000;
/** A transaction left idle this long (a request that hung between two statements) is ended by the server. */
const idleInTransactionTimeoutMs = 10_000;
/** TCP keepalive on every connection, from this long idle: a peer that vanished is noticed. */
const keepAliveDelayMs = 10_000;
/**
 * The migrations and the erasure's rewrite of the tables (VACUUM FULL, which grows with
 * the tables) run on a connection of their own with a longer deadline.
 */
const maintenanceTimeoutMs = 120_000;

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

/** pg's error of a statement not answered within query_timeout. */
const readTimeout = "Query read timeout";

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
    // A statement past query_timeout is still on the connection: pg answers its caller and
    // would run the next one behind it. end() closes the socket (an active query forces it)
    // and marks the client ending, which the pool then discards instead of lending again.
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise)
        result.catch((error: unknown) => {
          if (error instanceof Error && error.message === readTimeout) void this.end();
        });
      return result;
    }) as typeof this.query;
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
 * memory, too many connections), shutting down or starting (57P01–57P03), a
 * statement cancelled past statement_timeout (57014), an I/O error (58030).
 */
const unavailableState = /^(08|53)|^57P0[123]$|^57014$|^58030$/;

/**
 * pg's own errors of a lost connection, of a pool that could not connect in time and of a
 * statement not answered in time (query_timeout), which carry no code.
 */
const lostConnection =
  /^Connection terminated|^timeout exceeded when trying to connect|is not queryable|^Query read timeout$/;

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
 * not only the write units: the inbox answers it 503 (docs/decisions/093).
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

/** The pg settings of the deadlines (connectTimeoutMs and the rest, above), a statement's as given. */
function deadlines(queryMs: number, statementMs: number) {
  return {
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: queryMs,
    statement_timeout: statementMs,
    idle_in_transaction_session_timeout: idleInTransactionTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: keepAliveDelayMs,
  } satisfies pg.PoolConfig;
}

/** Kysely on a pg pool of QuietClients with `config`, whose errors reach the query in flight. */
function kyselyOn(config: pg.PoolConfig) {
  const pool = new pg.Pool({ Client: QuietClient, types, ...config });
  // A client that loses its connection (idle, or between two queries) must not crash the
  // process: the query in flight, or the next one, fails with the cause.
  pool.on("error", () => {});
  const dialect = new (class extends PostgresDialect {
    override createDriver() {
      return new QuietRollbackDriver({ pool });
    }
  })({ pool });
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

/** Runs `run` on a maintenance Kysely (without the plugins; its driver maps the errors), then ends its pool. */
async function withMaintenance<T>(db: Kysely<Database>, run: (plain: Kysely<Database>) => Promise<T>) {
  try {
    return await run(db.withoutPlugins());
  } finally {
    await db.destroy();
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
    const connect = { connectionString, ...(schema ? { options: `-c search_path=${schema}` } : {}) };
    const db = kyselyOn({ ...connect, max, ...deadlines(queryTimeoutMs, statementTimeoutMs) });
    // Its own pool of one connection, made when first needed and ended after each use.
    const maintenance = () =>
      kyselyOn({ ...connect, max: 1, ...deadlines(maintenanceTimeoutMs, maintenanceTimeoutMs - 1_000) });
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
      // bytes, which a plain VACUUM left in the pages' free space (docs/decisions/091). It locks
      // each table in turn against reads and writes for the copy (0.2 s at 10,000 leads, 2.4 s
      // at 100,000); it waits at most `purgeLockTimeout` for that lock (a long transaction holds
      // it), else the erasure fails as busy: the rows are erased, running it again completes it.
      purge: () =>
        withMaintenance(maintenance(), (plain) =>
          plain.connection().execute(async (connection) => {
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
            }
          }),
        ),
      migrate: () =>
        withMaintenance(maintenance(), async (plain) => {
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
        }),
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
