import path from "node:path";
import { PostgresStorage } from "./postgres.ts";
import { SqliteStorage } from "./sqlite.ts";
import type { Storage } from "./storage.ts";

/** PostgreSQL when a URL is given, else the SQLite file `<dataDir>/data.db`; migrated before it is returned. */
export async function openStorage(options: { databaseUrl?: string; dataDir: string }): Promise<Storage> {
  const storage = options.databaseUrl
    ? new PostgresStorage({ connectionString: options.databaseUrl })
    : new SqliteStorage(path.join(options.dataDir, "data.db"));
  await storage.migrate();
  return storage;
}
