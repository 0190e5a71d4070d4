/**
 * npm run leads -- export --format csv|json [--since DATE]
 * npm run leads -- delete --email ADDRESS
 * npm run leads -- retry --failed | --id ID
 *
 * Uses the same storage as the server (DATABASE_URL, else DATA_DIR/data.db)
 * and its mail folder (DATA_DIR/mail). The work is the lead module's
 * (server/leads/export.ts, erase.ts), which the inbox uses too: this file only
 * reads the arguments and prints.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { openStorage } from "../db/open.ts";
import { readServerEnv } from "../env.ts";
import { erasePerson } from "../leads/erase.ts";
import { exportRecords } from "../leads/export.ts";

const usage = `Usage:
  npm run leads -- export --format csv|json [--since YYYY-MM-DD]
  npm run leads -- delete --email ADDRESS
  npm run leads -- retry --failed | --id ID`;

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
    failed: { type: "boolean", default: false },
    id: { type: "string" },
  },
});

const command = positionals[0];
if (command !== "export" && command !== "delete" && command !== "retry") {
  fail(`Unknown command: ${command ?? "(none)"}`);
}
if (command === "retry" && values.failed === Boolean(values.id)) fail("retry takes --failed or --id ID");

const env = readServerEnv();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = path.resolve(root, env.DATA_DIR);
const storage = await openStorage({ databaseUrl: env.DATABASE_URL, dataDir });
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
  } else if (command === "delete") {
    const email = z.email().safeParse(values.email?.trim());
    if (!email.success) fail("--email must be an e-mail address");
    // Recorded under the inbox's Erasures as the CLI's (counts, never the address).
    const counts = await erasePerson(storage, path.join(dataDir, "mail"), email.data, {
      id: randomUUID(),
      at: Date.now(),
      actor: "cli",
    });
    process.stdout.write(
      `Deleted ${counts.leads} lead(s), ${counts.messages} message(s), ${counts.mails} e-mail(s) and ${counts.files} mail file(s) of ${email.data}.\n`,
    );
  } else {
    const count = await storage.requeueFailedMails({ id: values.id, now: Date.now() });
    if (values.id && count === 0) fail(`No failed e-mail with id ${values.id}`);
    process.stdout.write(`Queued ${count} failed e-mail(s) again; the server's outbox worker sends them.\n`);
  }
} finally {
  await storage.close();
}
