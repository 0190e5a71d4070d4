import { randomBytes } from "node:crypto";
import { readdir, readFile, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { mailText } from "./mail-text.ts";

/**
 * The mail folder (DATA_DIR/mail): without SMTP_URL, every e-mail sent is an
 * .eml file there, holding the visitor's address (To or Reply-To) and what
 * they wrote. Erasure removes a person's files; retention removes every file
 * older than MAIL_RETENTION_DAYS.
 */
/**
 * This process's name on the mails it is writing (transport.ts's mailTempFile): its pid
 * and a random part a restart changes. A pid can come back (1 at every container's
 * start): a file named after a live pid alone was never taken for abandoned.
 */
export const writerId = `${process.pid}-${randomBytes(4).toString("hex")}`;

/** A mail being written: ".<id>.<pid>-<start>.tmp" (".<id>.<pid>.tmp" before the start's part). */
const tempName = /^\..+\.(\d+)(?:-([0-9a-f]{8}))?\.tmp$/;

/** A write takes milliseconds: another writer's file a minute old is abandoned, not in progress. */
const writeGraceMs = 60_000;

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

/** A character the erasure's address pattern may not follow (before the local part) or precede (after the domain). */
const beforeLocal = /[\w.%+-]/;
const inDomain = /[\w.-]/;
/** What ends the text an address can be made of, leftwards from its "@": a space, brackets, quotes, separators. */
const addressStop = /[\s<>()[\]"',;:@]/;

/**
 * Every string of `text` that eraseMailFiles's pattern would match for some address: for each
 * "@", the whole run of domain characters after it, and each start of the local part before it
 * (at most 64 characters back) that no address character precedes. Lower-case.
 */
export function addressesIn(text: string): Set<string> {
  const found = new Set<string>();
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", at + 1)) {
    let end = at + 1;
    while (end < text.length && inDomain.test(text[end]!)) end++;
    if (end === at + 1) continue;
    for (let start = at - 1; start >= 0 && at - start <= 64 && !addressStop.test(text[start]!); start--)
      if (start === 0 || !beforeLocal.test(text[start - 1]!)) found.add(text.slice(start, end).toLowerCase());
  }
  return found;
}

/**
 * Deletes every .eml file (and mail being written) that names an erased person: `keys` maps
 * the HMAC (`keyOf`) of each erased address, lower-case, to its erasure. The addresses are
 * found as eraseMailFiles finds one (raw and decoded text, whole addresses, any case).
 * Returns how many files each erasure removed.
 */
export async function eraseMailFilesByKey(
  dir: string,
  keys: ReadonlyMap<string, string>,
  keyOf: (address: string) => string,
): Promise<Map<string, number>> {
  const erased = new Map<string, number>();
  if (keys.size === 0) return erased;
  for (const file of await emlFiles(dir)) {
    const content = await readFile(file).catch(gone);
    if (!content) continue;
    const ids = new Set<string>();
    for (const text of [content.toString("utf8"), mailText(content)])
      for (const address of addressesIn(text)) {
        const id = keys.get(keyOf(address));
        if (id !== undefined) ids.add(id);
      }
    if (ids.size === 0 || !(await unlink(file).then(() => true, gone))) continue;
    for (const id of ids) erased.set(id, (erased.get(id) ?? 0) + 1);
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
 * A mail being written (".<id>.<pid>-<start>.tmp", by name) that no writer will finish:
 * what a process killed mid-write leaves behind. This process's own come and go. Another
 * writer's is abandoned when its pid no longer runs; when that pid runs (another
 * instance, or a new process that got the same pid), once untouched for a minute.
 */
export function abandonedTempFile(name: string, mtimeMs: number, now = Date.now()): boolean {
  const writer = tempName.exec(name);
  if (writer === null || `${writer[1]}-${writer[2]}` === writerId) return false;
  return !running(Number(writer[1])) || mtimeMs < now - writeGraceMs;
}

/**
 * Deletes the .eml files written before `now - maxAgeMs`, the temporary files of mails
 * another writer abandoned (a process killed while it wrote one: its copy of the message
 * would otherwise stay, unseen), and any temporary file past the retention; returns how many.
 */
export async function pruneMailFiles(dir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  let pruned = 0;
  for (const file of await emlFiles(dir)) {
    const name = path.basename(file);
    const modified = (await stat(file).catch(gone))?.mtimeMs;
    if (modified === undefined) continue;
    const expired = modified < now - maxAgeMs;
    const keep = tempName.test(name) ? !expired && !abandonedTempFile(name, modified, now) : !expired;
    if (keep) continue;
    if (!(await unlink(file).then(() => true, gone))) continue;
    pruned++;
  }
  return pruned;
}
