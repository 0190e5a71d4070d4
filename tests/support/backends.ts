import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
