/**
 * npm run leads -- export --format csv|json [--since DATE]
 * npm run leads -- delete --email ADDRESS
 *
 * Uses the same storage as the server (DATABASE_URL, else DATA_DIR/data.db).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { openStorage } from "../db/open.ts";
import { readServerEnv } from "../env.ts";
import { exportRecords } from "./export.ts";

const usage = `Usage:
  npm run leads -- export --format csv|json [--since YYYY-MM-DD]
  npm run leads -- delete --email ADDRESS`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: "string", default: "csv" },
    since: { type: "string" },
    email: { type: "string" },
  },
});

const command = positionals[0];
if (command !== "export" && command !== "delete") fail(`Unknown command: ${command ?? "(none)"}`);

const env = readServerEnv();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const storage = await openStorage({
  databaseUrl: env.DATABASE_URL,
  dataDir: path.resolve(root, env.DATA_DIR),
});
try {
  if (command === "export") {
    const format = values.format;
    if (format !== "csv" && format !== "json") fail(`--format must be csv or json`);
    let since: number | undefined;
    if (values.since) {
      since = Date.parse(values.since);
      if (Number.isNaN(since)) fail(`--since is not a date: ${values.since}`);
    }
    process.stdout.write(await exportRecords(storage, { format, since }));
  } else {
    const email = z.email().safeParse(values.email?.trim());
    if (!email.success) fail("--email must be an e-mail address");
    const counts = await storage.deleteByEmail(email.data);
    process.stdout.write(
      `Deleted ${counts.leads} lead(s), ${counts.messages} message(s) and ${counts.mails} e-mail(s) of ${email.data}.\n`,
    );
  }
} finally {
  await storage.close();
}
