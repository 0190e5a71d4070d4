/**
 * The SQLite thread (decision 092): the only owner of the node:sqlite
 * connection, so that the HTTP thread never waits on the database. It
 * answers three kinds of request from sqlite.ts:
 *
 * - query: one compiled Kysely query, run at once (reads, and anything the
 *   main thread builds with `storage.db`, transactions included);
 * - unit: a write unit of write-units.ts. Units that arrive together are run in ONE
 *   `BEGIN IMMEDIATE … COMMIT` (group commit: one fsync for the batch), each in
 *   its own SAVEPOINT so that a failing unit rolls back alone; every caller is
 *   answered only after the COMMIT;
 * - purge: after an erasure, `PRAGMA wal_checkpoint(TRUNCATE)` between two
 *   batches, so that no earlier copy of an erased row stays in the log
 *   (docs/decisions/091);
 * - migrate, close.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";
import { CamelCasePlugin, Kysely, SqliteDialect, type SqliteDatabase } from "kysely";
import { Migrator } from "kysely/migration";
import { migrationProvider } from "./migrations.ts";
import type { Database } from "./schema.ts";
import { units, type UnitName } from "./write-units.ts";

export interface WorkerOptions {
  readonly file: string;
  readonly busyTimeoutMs: number;
  /** secure_delete, on unless a bench measures what it costs (SqliteOptions). */
  readonly secureDelete: boolean;
}

export type WorkerRequest =
  | {
      readonly type: "query";
      readonly id: number;
      readonly sql: string;
      readonly parameters: readonly unknown[];
    }
  | { readonly type: "unit"; readonly id: number; readonly name: UnitName; readonly input: unknown }
  | { readonly type: "migrate" | "close" | "purge"; readonly id: number };

export interface SerializedError {
  readonly message: string;
  readonly name: string;
  readonly code?: string;
  readonly errcode?: number;
  readonly errstr?: string;
  /** A file system error's path (the part of DATA_DIR that is a file, say). */
  readonly path?: string;
}

export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: SerializedError };

/**
 * The database's folder 0700 (created so, or narrowed: not a shared sticky folder such
 * as /tmp, nor one of another user), the database and its -wal and -shm 0600.
 */
function ownFiles(database: string) {
  const dir = path.dirname(database);
  makeFolder(dir);
  const folder = statSync(dir);
  const sticky = (folder.mode & 0o1000) !== 0;
  if (!sticky && folder.uid === process.getuid?.() && (folder.mode & 0o077) !== 0) chmodSync(dir, 0o700);
  closeSync(openSync(database, "a", 0o600));
  for (const name of [database, `${database}-wal`, `${database}-shm`])
    if (existsSync(name) && (statSync(name).mode & 0o077) !== 0) chmodSync(name, 0o600);
}

/**
 * The folder and its missing parents, each created 0700, one at a time: Node's own
 * `mkdirSync(…, { recursive: true })` loops forever where a parent cannot hold a
 * folder although it exists (`/proc/x`: ENOENT, then EEXIST for `/proc`, then again).
 * A part of the path that is a file fails with ENOTDIR naming that part.
 */
function makeFolder(dir: string) {
  const missing: string[] = [];
  let at = path.resolve(dir);
  while (!existsSync(at)) {
    missing.unshift(at);
    const parent = path.dirname(at);
    if (parent === at) break;
    at = parent;
  }
  if (!statSync(at).isDirectory())
    throw Object.assign(new Error(`ENOTDIR: not a directory, '${at}'`), { code: "ENOTDIR", path: at });
  for (const folder of missing) mkdirSync(folder, { mode: 0o700 });
}

const port = parentPort!;
const { file, busyTimeoutMs, secureDelete } = workerData as WorkerOptions;

/**
 * The connection, opened as the worker starts. When it cannot be (DATA_DIR is a file,
 * cannot be written, the file is no database), every request is answered with that
 * error, so the caller hears it as it hears any other (server/db/open.ts names the
 * variable), instead of a thread that died.
 */
function open(): DatabaseSync {
  // DATA_DIR is the server's alone, whoever opens it (the server, the CLI) and whatever
  // was there before: the folder 0700, the database 0600 (SQLite gives its -wal and -shm
  // the database's mode).
  if (file !== ":memory:") ownFiles(file);
  const sqlite = new DatabaseSync(file);
  sqlite.exec(`PRAGMA busy_timeout = ${Math.round(busyTimeoutMs)}`);
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA synchronous = FULL");
  // The WAL is copied back into the database (and that file fsynced) every 10,000
  // pages (~40 MiB) instead of SQLite's 1,000: this thread's system time per lead
  // fell by about a fifth (docs/decisions/090, with our reading of why).
  sqlite.exec("PRAGMA wal_autocheckpoint = 10000");
  sqlite.exec("PRAGMA foreign_keys = ON");
  // What is deleted is overwritten with zeros, in the database and in the log's
  // frames, not only unlinked from the B-tree: an erased person's rows leave no
  // readable copy in free pages or free space (docs/decisions/091). Every
  // connection this project opens is this one (the server's and the CLI's).
  sqlite.exec(`PRAGMA secure_delete = ${secureDelete === false ? "OFF" : "ON"}`);
  return sqlite;
}

let sqlite!: DatabaseSync;
let openError: unknown;
try {
  sqlite = open();
} catch (error) {
  openError = error;
}

// node:sqlite binds numbers, bigints, strings, bytes and null.
const bind = (parameters: readonly unknown[]) =>
  parameters.map((v) =>
    typeof v === "boolean" ? (v ? 1 : 0) : v === undefined ? null : v,
  ) as SQLInputValue[];

const statements = new Map<string, { statement: StatementSync; reader: boolean }>();
function prepare(sql: string) {
  let entry = statements.get(sql);
  if (!entry) {
    const statement = sqlite.prepare(sql);
    entry = { statement, reader: statement.columns().length > 0 };
    if (statements.size >= 500) statements.delete(statements.keys().next().value!);
    statements.set(sql, entry);
  }
  return entry;
}

/** node:sqlite as Kysely's SqliteDialect expects it (the shape of better-sqlite3). */
const database: SqliteDatabase = {
  close: () => sqlite.close(),
  prepare(sql) {
    const { statement, reader } = prepare(sql);
    return {
      reader,
      all: (parameters) => statement.all(...bind(parameters)),
      run: (parameters) => statement.run(...bind(parameters)),
      iterate: (parameters) => statement.iterate(...bind(parameters)),
    };
  },
};

const db = new Kysely<Database>({
  dialect: new SqliteDialect({ database }),
  plugins: [new CamelCasePlugin()],
});
const ctx = { dialect: "sqlite" } as const;

function serialize(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), name: "Error" };
  const {
    code,
    errcode,
    errstr,
    path: where,
  } = error as Error & {
    code?: string;
    errcode?: number;
    errstr?: string;
    path?: string;
  };
  return { message: error.message, name: error.name, code, errcode, errstr, path: where };
}

const reply = (message: WorkerReply) => port.postMessage(message);
const fail = (id: number, error: unknown) => reply({ id, ok: false, error: serialize(error) });

function runQuery(sql: string, parameters: readonly unknown[]) {
  const { statement, reader } = prepare(sql);
  if (reader) return { rows: statement.all(...bind(parameters)) };
  const { changes, lastInsertRowid } = statement.run(...bind(parameters));
  return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
}

/** ROLLBACK that can only fail quietly: the error the caller sees is the one that caused it. */
function rollbackQuietly(statement: string) {
  if (!sqlite.isTransaction) return;
  try {
    sqlite.exec(statement);
  } catch {
    // The original error is reported; this one would hide it.
  }
}

interface QueuedUnit {
  readonly id: number;
  readonly name: UnitName;
  readonly input: unknown;
}

const maxBatch = 256;
const queue: QueuedUnit[] = [];
let scheduled = false;
let running: Promise<void> | undefined;

async function runBatch(batch: QueuedUnit[]) {
  try {
    sqlite.exec("BEGIN IMMEDIATE");
  } catch (error) {
    for (const unit of batch) fail(unit.id, error);
    return;
  }
  const done: { id: number; value: unknown }[] = [];
  for (const [i, unit] of batch.entries()) {
    try {
      sqlite.exec("SAVEPOINT unit");
      const value = await (units[unit.name] as (...args: unknown[]) => Promise<unknown>)(db, unit.input, ctx);
      sqlite.exec("RELEASE unit");
      done.push({ id: unit.id, value });
    } catch (error) {
      fail(unit.id, error);
      if (sqlite.isTransaction) {
        try {
          sqlite.exec("ROLLBACK TO unit");
          sqlite.exec("RELEASE unit");
          continue;
        } catch {
          // Cannot undo the unit alone: the whole batch goes, below.
        }
      }
      // SQLite ended the transaction itself (disk full, I/O error): the units
      // before this one are undone too and hear this error; the rest run again.
      rollbackQuietly("ROLLBACK");
      for (const d of done) fail(d.id, error);
      queue.unshift(...batch.slice(i + 1));
      return;
    }
  }
  try {
    sqlite.exec("COMMIT");
  } catch (error) {
    rollbackQuietly("ROLLBACK");
    for (const d of done) fail(d.id, error);
    return;
  }
  for (const d of done) reply({ id: d.id, ok: true, value: d.value });
}

/** Purge requests waiting for the end of the running batch or of a main-thread transaction. */
const purges: number[] = [];

/**
 * Copies the log into the database and truncates it to zero bytes. With
 * secure_delete, the database's pages hold zeros where erased rows were; the
 * log's older frames still held the rows as they were, and this removes them.
 * It waits (busy_timeout) for other connections' readers; if one still reads
 * an older snapshot, the log cannot be truncated and the purge fails as busy.
 */
function purgeNow() {
  if (purges.length === 0 || sqlite.isTransaction) return;
  const ids = purges.splice(0);
  try {
    const { busy } = sqlite.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number };
    if (busy) {
      throw Object.assign(new Error("the log could not be truncated: another connection is reading it"), {
        code: "ERR_SQLITE_ERROR",
        errcode: 5,
        errstr: "database is locked",
      });
    }
    for (const id of ids) reply({ id, ok: true, value: undefined });
  } catch (error) {
    for (const id of ids) fail(id, error);
  }
}

function schedule() {
  if (!running) purgeNow();
  if (scheduled || running || queue.length === 0) return;
  scheduled = true;
  // After the messages already delivered: they join this batch.
  setImmediate(() => {
    scheduled = false;
    // A transaction of the main thread (storage.db.transaction()) is open: wait for its end.
    if (sqlite.isTransaction) return;
    running = (async () => {
      while (queue.length > 0) {
        await runBatch(queue.splice(0, maxBatch));
        // Between two batches: an erasure's purge does not wait for a quiet moment.
        purgeNow();
      }
    })().finally(() => {
      running = undefined;
      schedule();
    });
  });
}

async function migrate() {
  // One process at a time; SQLite's DDL is transactional, so a failed migration leaves nothing half done.
  sqlite.exec("BEGIN IMMEDIATE");
  try {
    const { error } = await new Migrator({
      db: db.withoutPlugins(),
      provider: migrationProvider,
    }).migrateToLatest();
    if (error) throw error;
    sqlite.exec("COMMIT");
  } catch (error) {
    rollbackQuietly("ROLLBACK");
    throw error;
  }
}

port.on("message", (request: WorkerRequest) => {
  if (openError !== undefined) {
    if (request.type === "close") reply({ id: request.id, ok: true, value: undefined });
    else fail(request.id, openError);
    return;
  }
  switch (request.type) {
    case "unit":
      queue.push(request);
      schedule();
      return;
    case "query":
      try {
        reply({ id: request.id, ok: true, value: runQuery(request.sql, request.parameters) });
      } catch (error) {
        fail(request.id, error);
      }
      schedule();
      return;
    case "purge":
      purges.push(request.id);
      schedule();
      return;
    case "migrate":
      void (running ?? Promise.resolve())
        .then(migrate)
        .then(
          () => reply({ id: request.id, ok: true, value: undefined }),
          (error: unknown) => fail(request.id, error),
        )
        // What waited for the migration's transaction (units, a purge) runs now.
        .finally(schedule);
      return;
    case "close":
      void (async () => {
        while (running || queue.length > 0) await (running ?? runBatch(queue.splice(0, maxBatch)));
        rollbackQuietly("ROLLBACK");
        purgeNow();
        sqlite.close();
        reply({ id: request.id, ok: true, value: undefined });
      })();
      return;
  }
});
