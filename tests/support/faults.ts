import { sql } from "kysely";
import { connect, createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { vi } from "vitest";
import { PostgresStorage } from "#server/db/postgres.ts";
import type { Storage } from "#server/db/storage.ts";
import { testBackends } from "./backends.ts";

/**
 * Faults for the tests: a storage that fails to save, a full disk, a database
 * that goes down, and the log lines that fault writes.
 */

/** `storage` whose saves fail with `fault`; everything else is the real storage. */
export function failingSaves(storage: Storage, fault: Error): Storage {
  return new Proxy(storage, {
    get(target, property) {
      if (property === "saveLead" || property === "saveMessage") return () => Promise.reject(fault);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A disk-full error hidden behind the rollback error that followed it, as a full disk shows it. */
export function diskFullBehindRollback() {
  const root = Object.assign(new Error("database or disk is full (while storing ana@example.com)"), {
    code: "SQLITE_FULL",
  });
  return new Error("cannot rollback - no transaction is active", { cause: root });
}

/** What the process writes to stderr while `run` runs. */
export async function stderrOf(run: () => Promise<void>): Promise<string> {
  let written = "";
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    written += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return true;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return written;
}

/**
 * A full disk for SQLite, for real: the database may not grow by one more page
 * (PRAGMA max_page_count on the storage's connection), so the next write that
 * needs a page fails with SQLITE_FULL. The returned function gives the room back.
 */
export async function fillSqliteDisk(storage: Storage): Promise<() => Promise<void>> {
  const { rows } = await sql<{ pageCount: number }>`PRAGMA page_count`.execute(storage.db);
  await sql.raw(`PRAGMA max_page_count = ${rows[0]!.pageCount}`).execute(storage.db);
  return async () => void (await sql.raw("PRAGMA max_page_count = 1073741823").execute(storage.db));
}

/**
 * A TCP proxy on a loopback port to `target` (the tests' PostgreSQL): `stop()`
 * refuses new connections and cuts the open ones, as a database that went down;
 * `start()` lets them through again, on the same port.
 */
export class TcpProxy {
  port = 0;
  readonly #target: { host: string; port: number };
  readonly #sockets = new Set<Socket>();
  #server: Server | undefined;

  constructor(target: { host: string; port: number }) {
    this.#target = target;
  }

  async start(): Promise<this> {
    const server = createServer((client) => {
      const upstream = connect(this.#target.port, this.#target.host);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on("close", () => this.#sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.#server = server;
    return this;
  }

  async stop() {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A fault of the storage, opened on a fresh storage: `fail()` begins it, `heal()` ends it. */
export interface StorageFault {
  readonly name: string;
  readonly kind: Storage["kind"];
  open(): Promise<{
    storage: Storage;
    /** The fault begins: the disk is full, the database is down. */
    fail(): Promise<void>;
    /** It ends. */
    heal(): Promise<void>;
    dispose(): Promise<void>;
  }>;
}

const postgresUrl = process.env.TEST_DATABASE_URL || "";
let schemas = 0;

/**
 * The storage's faults, one a backend: SQLite's disk full (fillSqliteDisk), and
 * PostgreSQL down (a TcpProxy stopped) when TEST_DATABASE_URL names a database, in a
 * schema of its own named from `schemaPrefix`.
 */
export function storageFaults(schemaPrefix: string): StorageFault[] {
  return [
    {
      name: "SQLite's disk is full",
      kind: "sqlite",
      async open() {
        const { storage, dispose } = await testBackends[0]!.open();
        let heal = async () => {};
        return {
          storage,
          fail: async () => void (heal = await fillSqliteDisk(storage)),
          heal: () => heal(),
          dispose,
        };
      },
    },
    ...(postgresUrl
      ? [
          {
            name: "PostgreSQL is down",
            kind: "postgres" as const,
            async open() {
              const url = new URL(postgresUrl);
              const proxy = await new TcpProxy({
                host: url.hostname,
                port: Number(url.port || 5432),
              }).start();
              url.port = String(proxy.port);
              const storage = new PostgresStorage({
                connectionString: url.href,
                schema: `${schemaPrefix}_${process.pid}_${Date.now()}_${schemas++}`,
              });
              await storage.migrate();
              let down = false;
              return {
                storage,
                fail: async () => {
                  down = true;
                  await proxy.stop();
                },
                heal: async () => {
                  down = false;
                  await proxy.start();
                },
                async dispose() {
                  if (down) await proxy.start();
                  await storage.dropSchema();
                  await storage.close();
                  await proxy.stop();
                },
              };
            },
          },
        ]
      : []),
  ];
}
