import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { PostgresStorage } from "#server/db/postgres.ts";
import { SqliteStorage } from "#server/db/sqlite.ts";
import type { Storage } from "#server/db/storage.ts";

/**
 * The storages every storage and integration test runs against: a SQLite
 * file always; PostgreSQL when TEST_DATABASE_URL is set (never DATABASE_URL: not the server's database), as
 * CI sets it. Each open() gives a fresh, migrated, private database.
 */
export interface TestBackend {
  readonly name: "sqlite" | "postgres";
  open(): Promise<{ storage: Storage; dispose(): Promise<void> }>;
}

// Tests choose their database here; server code reads its configuration through env.ts only.
const postgresUrl = process.env.TEST_DATABASE_URL || "";

let counter = 0;

export const testBackends: TestBackend[] = [
  {
    name: "sqlite",
    async open() {
      const dir = mkdtempSync(path.join(tmpdir(), "pontas-db-"));
      const storage = new SqliteStorage(path.join(dir, "data.db"));
      await storage.migrate();
      return {
        storage,
        async dispose() {
          await storage.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  ...(postgresUrl
    ? [
        {
          name: "postgres" as const,
          async open() {
            const schema = `test_${process.pid}_${Date.now()}_${counter++}`;
            const storage = new PostgresStorage({ connectionString: postgresUrl, schema, max: 20 });
            await storage.migrate();
            return {
              storage,
              async dispose() {
                await storage.dropSchema();
                await storage.close();
              },
            };
          },
        },
      ]
    : []),
];

if (!postgresUrl) {
  console.warn("note: TEST_DATABASE_URL is not set: the PostgreSQL storage tests are skipped (CI sets it).");
}

/**
 * A fresh, migrated PostgreSQL *database* of its own (not a schema of the shared one):
 * for a test about what VACUUM leaves on disk. VACUUM keeps the rows a running
 * transaction of the same database may still see, and the other test files' work
 * runs in TEST_DATABASE_URL's database at the same time; in a database of its own
 * only the test's own transactions count. Null without TEST_DATABASE_URL.
 */
export async function openOwnPostgres(): Promise<{ storage: Storage; dispose(): Promise<void> } | null> {
  if (!postgresUrl) return null;
  const name = `test_db_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const storage = new PostgresStorage({ connectionString: url.href, max: 20 });
  await storage.migrate();
  return {
    storage,
    async dispose() {
      await storage.close();
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
