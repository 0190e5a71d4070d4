/**
 * npm run leads -- export --format csv|json [--since DATE] [--lang es|en]
 * npm run leads -- delete --email ADDRESS
 * npm run leads -- retry --failed | --id ID
 * npm run leads -- outbox
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
import { defaultLanguage, languages, sanitizeLanguage } from "#i18n/languages.ts";
import { openStorage } from "../db/open.ts";
import { erasureCancels } from "../booking/erasure.ts";
import { ConfigError, mailSettings, readServerEnv, readSiteSettings, teamMembers } from "../env.ts";
import { jobState, unsentJobs } from "../email/outbox.ts";
import { erasePerson } from "../leads/erase.ts";
import { exportRecords } from "../leads/export.ts";

const usage = `Usage:
  npm run leads -- export --format csv [--since YYYY-MM-DD] [--lang es|en]
  npm run leads -- export --format json [--since YYYY-MM-DD]
  npm run leads -- delete --email ADDRESS
  npm run leads -- retry --failed
  npm run leads -- retry --id ID
  npm run leads -- outbox          (the e-mails and webhook calls not sent yet, with their ids)`;

/** A command line that cannot be run: the message and the usage, exit 2. */
function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

/** A command that ran and found nothing to do: the message alone, exit 1. */
function nothing(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
  throw new Nothing();
}
class Nothing extends Error {}

const when = (ms: number | null) => (ms === null ? "" : new Date(ms).toISOString());

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: "string", default: "csv" },
    lang: { type: "string", default: defaultLanguage },
    since: { type: "string" },
    email: { type: "string" },
    failed: { type: "boolean", default: false },
    id: { type: "string" },
  },
});

const command = positionals[0];
if (command !== "export" && command !== "delete" && command !== "retry" && command !== "outbox") {
  fail(`Unknown command: ${command ?? "(none)"}`);
}
if (command === "retry" && values.failed === Boolean(values.id)) fail("retry takes --failed or --id ID");

const env = readServerEnv();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = path.resolve(root, env.DATA_DIR);
// A setting it cannot use (DATA_DIR, DATABASE_URL): its one line, exit 1, as the server does.
const storage = await openStorage({ databaseUrl: env.DATABASE_URL, dataDir }).catch((error: unknown) => {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
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
    const language = sanitizeLanguage(values.lang);
    if (!language) fail(`--lang must be one of: ${languages.join(", ")}`);
    process.stdout.write(await exportRecords(storage, { format, since, language }));
  } else if (command === "delete") {
    const email = z.email().safeParse(values.email?.trim());
    if (!email.success) fail("--email must be an e-mail address");
    // Recorded under the inbox's Erasures as the CLI's (counts, never the address).
    // The members' calendars lose the person's coming calls too (a cancel with nothing of them).
    const site = readSiteSettings();
    const members = teamMembers(env);
    const cancels = erasureCancels({
      storage,
      mail: { site, leadsTo: mailSettings(env, site).leadsTo },
      names: new Map(members.map((m) => [m.email, m.name ?? m.email])),
    });
    const counts = await erasePerson(
      storage,
      path.join(dataDir, "mail"),
      email.data,
      { id: randomUUID(), at: Date.now(), actor: "cli" },
      cancels,
    );
    if (counts.leads + counts.messages + counts.mails + counts.files === 0)
      nothing(`Nothing stored for ${email.data}: nothing deleted, no erasure recorded.`);
    process.stdout.write(
      `Deleted ${counts.leads} lead(s), ${counts.messages} message(s), ${counts.mails} e-mail(s) and ${counts.files} mail file(s) of ${email.data}.\n`,
    );
    // The rows are gone; the tables' rewrite waits for a table another transaction holds (docs/decisions/091).
    if (counts.compaction === "pending")
      process.stdout.write(
        "The tables that held them are in use: their rewrite is pending. The server finishes it within a minute of them being free (the inbox's Erasures says when); a server that is not running finishes it at its start.\n",
      );
  } else if (command === "outbox") {
    // Jobs not sent yet, oldest first: their ids are what `retry --id` takes. No addresses or bodies.
    const jobs = await unsentJobs(storage);
    if (jobs.length === 0) process.stdout.write("Nothing waiting: every e-mail and webhook call was sent.\n");
    for (const job of jobs)
      process.stdout.write(
        `${job.id}\t${job.kind}\t${job.status}\t${job.attempts} attempt(s)\t${job.status === "pending" ? `next ${when(Number(job.nextAttemptAt))}` : ""}\t${job.lastError ?? ""}\n`,
      );
  } else {
    const count = await storage.requeueFailedMails({ id: values.id, now: Date.now() });
    if (values.id && count === 0) {
      const job = await jobState(storage, values.id);
      if (!job)
        nothing(`No e-mail or webhook call with id ${values.id} (\`npm run leads -- outbox\` lists them).`);
      if (job.status === "sent") nothing(`${job.kind} ${values.id} was sent already: nothing to retry.`);
      nothing(
        `${job.kind} ${values.id} is still being tried (${job.attempts} attempt(s), next at ${when(Number(job.nextAttemptAt))}): the outbox worker retries it by itself.`,
      );
    }
    process.stdout.write(`Queued ${count} failed e-mail(s) again; the server's outbox worker sends them.\n`);
  }
} catch (error) {
  if (!(error instanceof Nothing)) throw error;
} finally {
  await storage.close();
}
