import { Worker } from "node:worker_threads";
import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from "kysely";
import { KyselyStorage, type RunUnit } from "./kysely-storage.ts";
import type { SerializedError, WorkerOptions, WorkerReply, WorkerRequest } from "./sqlite-worker.ts";
import type { Database } from "./schema.ts";
import { StorageBusyError, StorageUnavailableError } from "./storage.ts";

const sqliteBusy = 5;
/**
 * SQLite's primary result codes of a write the storage cannot take now, whatever
 * was written: READONLY (8, the file or its folder became read-only), IOERR (10),
 * FULL (13, the disk or the file system's quota), CANTOPEN (14).
 */
const sqliteUnavailable = new Set([8, 10, 13, 14]);

// The worker's module beside this one: sqlite-worker.ts from source, sqlite-worker.js in
// the server build (scripts/build-server.ts writes both entries to build/host/).
const workerUrl = new URL(
  import.meta.url.endsWith(".ts") ? "./sqlite-worker.ts" : "./sqlite-worker.js",
  import.meta.url,
);

function toError(error: SerializedError): Error {
  const { message, name, ...codes } = error;
  // SQLITE_BUSY and its extended codes: another connection holds the write lock.
  if (codes.errcode !== undefined && (codes.errcode & 0xff) === sqliteBusy) {
    return Object.assign(new StorageBusyError(message), codes);
  }
  if (codes.errcode !== undefined && sqliteUnavailable.has(codes.errcode & 0xff)) {
    return Object.assign(new StorageUnavailableError(message), codes);
  }
  return Object.assign(new Error(message), { name }, codes);
}

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

/** The main thread's end of the SQLite worker: requests by id, answered in any order. */
class WorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #next = 1;
  #dead: Error | undefined;

  constructor(options: WorkerOptions) {
    this.#worker = new Worker(workerUrl, { workerData: options });
    this.#worker.unref();
    this.#worker.on("message", (reply: WorkerReply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) this.#worker.unref();
      if (reply.ok) pending.resolve(reply.value);
      else pending.reject(toError(reply.error));
    });
    const die = (error: Error) => {
      this.#dead = error;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    this.#worker.on("error", die);
    this.#worker.on("exit", (code) => die(new Error(`the SQLite worker exited (${code})`)));
  }

  request<T>(request: Request): Promise<T> {
    if (this.#dead) return Promise.reject(this.#dead);
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      // Keeps the process alive while an answer is awaited (the CLI), not otherwise.
      this.#worker.ref();
      this.#worker.postMessage({ ...request, id });
    });
  }

  async close() {
    if (!this.#dead) await this.request({ type: "close" });
    await this.#worker.terminate();
  }
}

/** One connection to the worker; the driver lends it to one Kysely connection at a time. */
class WorkerConnection implements DatabaseConnection {
  readonly #client: WorkerClient;
  constructor(client: WorkerClient) {
    this.#client = client;
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.#client.request<QueryResult<R>>({
      type: "query",
      sql: query.sql,
      parameters: query.parameters,
    });
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }
}

/**
 * A Kysely driver whose queries run in the SQLite worker: SQLite's own
 * adapter, compiler and introspector, and this driver, make any Kysely query
 * (a transaction too) run off the main thread. One connection, lent to one
 * Kysely connection at a time, as SQLite has one writer.
 */
class WorkerDriver implements Driver {
  readonly #connection: WorkerConnection;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(client: WorkerClient) {
    this.#connection = new WorkerConnection(client);
  }

  async init() {}

  async acquireConnection() {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return this.#connection;
  }

  async releaseConnection() {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    try {
      await connection.executeQuery(CompiledQuery.raw("rollback"));
    } catch {
      // Already ended by SQLite (disk full): the error that caused it is the one rethrown.
    }
  }

  async destroy() {}
}

class WorkerDialect implements Dialect {
  readonly #client: WorkerClient;
  constructor(client: WorkerClient) {
    this.#client = client;
  }
  createDriver() {
    return new WorkerDriver(this.#client);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createAdapter() {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

export interface SqliteOptions {
  /** How long a write waits for another process's lock before it is refused (StorageBusyError). */
  readonly busyTimeoutMs?: number;
  /**
   * Overwrite deleted rows with zeros (docs/decisions/091). On; off only where
   * bench/secure-delete.ts measures what it costs, never in the server or the CLI.
   */
  readonly secureDelete?: boolean;
}

/**
 * node:sqlite (the default): one file, WAL journal, synchronous=FULL so that
 * a committed row survives a crash, owned by a worker thread
 * (sqlite-worker.ts) so that the HTTP thread never blocks on it.
 */
export class SqliteStorage extends KyselyStorage {
  constructor(file: string, { busyTimeoutMs = 5_000, secureDelete = true }: SqliteOptions = {}) {
    const client = new WorkerClient({ file, busyTimeoutMs, secureDelete });
    const db = new Kysely<Database>({ dialect: new WorkerDialect(client), plugins: [new CamelCasePlugin()] });
    const runUnit: RunUnit = (name, input) => client.request({ type: "unit", name, input });
    super({
      kind: "sqlite",
      db,
      runUnit,
      purge: () => client.request({ type: "purge" }),
      migrate: () => client.request({ type: "migrate" }),
      close: async () => {
        await db.destroy();
        await client.close();
      },
    });
  }
}
