import { readdir, readFile, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { mailText } from "./mail-text.ts";

/**
 * The mail folder (DATA_DIR/mail): without SMTP_URL, every e-mail sent is an
 * .eml file there, holding the visitor's address (To or Reply-To) and what
 * they wrote. Erasure removes a person's files; retention removes every file
 * older than MAIL_RETENTION_DAYS.
 */
/** A mail being written (transport.ts's mailTempFile): ".<id>.<pid>.tmp". */
const tempName = /^\..+\.(\d+)\.tmp$/;

/** The folder's mails: the .eml files and the temporary files of mails being written (they hold the same). */
async function emlFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir))
      .filter((name) => name.endsWith(".eml") || tempName.test(name))
      .map((name) => path.join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** A file that disappeared meanwhile (renamed, removed by another pass): undefined; any other error is thrown. */
const gone = (error: NodeJS.ErrnoException): undefined => {
  if (error.code === "ENOENT") return undefined;
  throw error;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Deletes every .eml file (and mail being written) that holds `email` (case-insensitive, as a whole
 * address) in its decoded text (mail-text.ts: a long address is cut in two by
 * quoted-printable in the file itself); returns how many.
 */
export async function eraseMailFiles(dir: string, email: string): Promise<number> {
  const address = new RegExp(`(?<![\\w.%+-])${escapeRegExp(email)}(?![\\w.-])`, "i");
  let erased = 0;
  for (const file of await emlFiles(dir)) {
    // A mail being written may be renamed meanwhile: read under its new name it is an .eml,
    // which the outbox removes itself when its row is gone (outbox.ts).
    const content = await readFile(file).catch(gone);
    if (!content) continue;
    if (!address.test(content.toString("utf8")) && !address.test(mailText(content))) continue;
    if (!(await unlink(file).then(() => true, gone))) continue;
    erased++;
  }
  return erased;
}

/** Whether a process of this machine with that id is running. */
function running(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A mail being written (".<id>.<pid>.tmp", by name) whose writer is no longer running:
 * what a process killed mid-write leaves behind. The writer's own temp files, and
 * those of any live process, come and go and are not abandoned.
 */
export function abandonedTempFile(name: string): boolean {
  const writer = tempName.exec(name);
  return writer !== null && !running(Number(writer[1]));
}

/**
 * Deletes the .eml files written before `now - maxAgeMs`, and the temporary files
 * of mails whose writer is no longer running (a process killed while it wrote
 * one: its copy of the message would otherwise stay, unseen); returns how many.
 */
export async function pruneMailFiles(dir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  let pruned = 0;
  for (const file of await emlFiles(dir)) {
    const name = path.basename(file);
    const keep = tempName.test(name)
      ? !abandonedTempFile(name)
      : (await stat(file)).mtimeMs >= now - maxAgeMs;
    if (keep) continue;
    if (!(await unlink(file).then(() => true, gone))) continue;
    pruned++;
  }
  return pruned;
}
