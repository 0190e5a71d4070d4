/**
 * Crash test (npm run test:crash): a steady stream of lead submissions while
 * the server is killed with SIGKILL and restarted, several times. A
 * submission without an answer is retried with the same Idempotency-Key, as
 * the form does. Afterwards every submission that got a 200 must be in
 * storage, none twice. The outbox worker writes the e-mails as .eml files
 * meanwhile, so a kill can cut one mid-write: after the last restart no mail
 * being written (a ".tmp" file, which holds the address) may survive.
 * Loopback only; bounded (about 20 s).
 */
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { SqliteStorage } from "../server/db/sqlite.ts";
import { abandonedTempFile } from "../server/email/mail-files.ts";
import { ensureBuild, leadPayload, startServer, waitForExit } from "./server-process.ts";

const port = Number(process.env.CRASH_PORT ?? 3230);
const kills = Number(process.env.CRASH_KILLS ?? 4);
const senders = 8;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "pontas-crash-"));
// Every submission comes from one client address (loopback): no per-client limit on them or their acknowledgements.
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  RATE_LIMIT_PER_MINUTE: "1000000",
  ACKS_PER_CLIENT_PER_HOUR: "10000000",
  SMTP_URL: "",
};
const mailDir = path.join(dataDir, "mail");
/**
 * Mails being written whose writer is gone: what a kill left (the live server writes
 * mails too: its own temp files come and go).
 */
const tempFiles = () =>
  (existsSync(mailDir) ? readdirSync(mailDir) : []).filter((name) => {
    const modified = statSync(path.join(mailDir, name), { throwIfNoEntry: false })?.mtimeMs;
    return modified !== undefined && abandonedTempFile(name, modified);
  });

ensureBuild();

interface Submission {
  readonly key: string;
  readonly email: string;
  id?: string;
  tries: number;
}
const submissions: Submission[] = [];
let stopSending = false;
let refused = 0;

async function submit(s: Submission): Promise<boolean> {
  s.tries++;
  try {
    const response = await fetch(`${base}/functions/v1/send-contact-email`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": s.key },
      body: JSON.stringify(leadPayload(s.email)),
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    const body = (await response.json()) as { id: string };
    if (s.id && s.id !== body.id) throw new Error(`key ${s.key} answered two ids`);
    s.id = body.id;
    return true;
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("key ")) throw error;
    refused++;
    return false;
  }
}

async function sender() {
  while (!stopSending) {
    const s: Submission = { key: randomUUID(), email: `crash-${randomUUID()}@example.com`, tries: 0 };
    submissions.push(s);
    // Until answered: through the crash and the restart, with the same key.
    while (!(await submit(s))) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let server: ChildProcess = await startServer(port, env);
const streams = Array.from({ length: senders }, () => sender());
for (let round = 1; round <= kills; round++) {
  await new Promise((resolve) => setTimeout(resolve, 1_000 + Math.random() * 1_000));
  server.kill("SIGKILL");
  await waitForExit(server);
  console.log(`crash ${round}/${kills}: SIGKILL after ${submissions.length} submissions started`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  if (round === kills) {
    // Whatever the kills cut, and one mail surely cut: its writer (a pid no process has) is gone.
    mkdirSync(mailDir, { recursive: true, mode: 0o700 });
    writeFileSync(
      path.join(mailDir, `.cut-by-a-kill.${2 ** 22 + 17}.tmp`),
      "To: crash@example.com\r\n\r\nHola",
    );
  }
  server = await startServer(port, env);
}
await new Promise((resolve) => setTimeout(resolve, 1_000));
stopSending = true;
await Promise.all(streams);
// The restarted server's worker removes, on its first pass, the mails its killed predecessors were writing.
for (let waited = 0; tempFiles().length > 0 && waited < 10_000; waited += 100)
  await new Promise((resolve) => setTimeout(resolve, 100));
const leftTemp = tempFiles();
server.kill("SIGTERM");
await waitForExit(server);

const storage = new SqliteStorage(path.join(dataDir, "data.db"));
const leads = await storage.listLeads();
const mails = await storage.listMails();
await storage.close();
rmSync(dataDir, { recursive: true, force: true });

const acked = submissions.filter((s) => s.id);
const storedIds = new Set(leads.map((l) => l.id));
const missing = acked.filter((s) => !storedIds.has(s.id!));
const perEmail = new Map<string, number>();
for (const lead of leads) perEmail.set(lead.email, (perEmail.get(lead.email) ?? 0) + 1);
const duplicates = [...perEmail.values()].filter((n) => n > 1).length;
const retried = submissions.filter((s) => s.tries > 1).length;
// The lead's two e-mails only: the outbox also holds other jobs (a CRM webhook when one is configured).
const leadMails = mails.filter((m) => m.kind === "lead-team" || m.kind === "lead-ack");
const mailsPerLead = new Map<string, number>();
for (const mail of leadMails) mailsPerLead.set(mail.refId, (mailsPerLead.get(mail.refId) ?? 0) + 1);
const wrongMails = leads.filter((l) => mailsPerLead.get(l.id) !== 2);

console.log(
  `crash test: ${kills} SIGKILLs, ${submissions.length} submissions, ${acked.length} answered 200 ` +
    `(${retried} retried with the same key after a refused or cut connection, ${refused} failed attempts), ` +
    `${leads.length} stored, ${missing.length} missing, ${duplicates} stored twice, ` +
    `${leadMails.length} lead e-mails in the outbox (${mails.length - leadMails.length} other jobs)`,
);
const failures = [
  missing.length > 0 &&
    `${missing.length} submission(s) answered 200 but not stored (e.g. id ${missing[0]!.id})`,
  duplicates > 0 && `${duplicates} address(es) stored more than once: an idempotency key was not honoured`,
  leads.length !== acked.length &&
    `${leads.length} leads stored for ${acked.length} submissions answered 200: a lead without an answer, or an answer without a lead`,
  leftTemp.length > 0 &&
    `${leftTemp.length} mail(s) being written when a kill came survived the restart (e.g. ${leftTemp[0]})`,
  wrongMails.length > 0 &&
    `${wrongMails.length} lead(s) without exactly their two e-mails (team notification and acknowledgement) in the outbox, ` +
      `e.g. ${wrongMails[0]!.id} with ${mailsPerLead.get(wrongMails[0]!.id) ?? 0}`,
].filter((failure): failure is string => Boolean(failure));
for (const failure of failures) console.log(`FAILED: ${failure}`);
console.log(failures.length === 0 ? "1 passed, 0 failed" : "0 passed, 1 failed");
process.exit(failures.length === 0 ? 0 : 1);
