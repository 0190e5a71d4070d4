import path from "node:path";
import { SqliteStorage } from "../../server/db/sqlite.ts";

/** The leads and contact messages a test server stored in its SQLite file (WAL: readable while it writes). */
export async function storedIn(dataDir: string) {
  const storage = new SqliteStorage(path.join(dataDir, "data.db"));
  try {
    return { leads: await storage.listLeads(), messages: await storage.listMessages() };
  } finally {
    await storage.close();
  }
}
