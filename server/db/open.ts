import path from "node:path";
import type { Storage } from "./storage.ts";

/** PostgreSQL when a URL is given, else the SQLite file `<dataDir>/data.db`; migrated before it is returned. */
export async function openStorage(options: { databaseUrl?: string; dataDir: string }): Promise<Storage> {
  // Each backend's modules load only when used (pg is not needed on SQLite, decision 026).
  const storage = options.databaseUrl
    ? new (await import("./postgres.ts")).PostgresStorage({ connectionString: options.databaseUrl })
    : new (await import("./sqlite.ts")).SqliteStorage(path.join(options.dataDir, "data.db"));
  await storage.migrate();
  return storage;
}
