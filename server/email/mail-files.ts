import { readdir, readFile, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { mailText } from "./mail-text.ts";

/**
 * The mail folder (DATA_DIR/mail): without SMTP_URL, every e-mail sent is an
 * .eml file there, holding the visitor's address (To or Reply-To) and what
 * they wrote. Erasure removes a person's files; retention removes every file
 * older than MAIL_RETENTION_DAYS.
 */
async function emlFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith(".eml")).map((name) => path.join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Deletes every .eml file that holds `email` (case-insensitive, as a whole
 * address) in its decoded text (mail-text.ts: a long address is cut in two by
 * quoted-printable in the file itself); returns how many.
 */
export async function eraseMailFiles(dir: string, email: string): Promise<number> {
  const address = new RegExp(`(?<![\\w.%+-])${escapeRegExp(email)}(?![\\w.-])`, "i");
  let erased = 0;
  for (const file of await emlFiles(dir)) {
    const content = await readFile(file);
    if (!address.test(content.toString("utf8")) && !address.test(mailText(content))) continue;
    await unlink(file);
    erased++;
  }
  return erased;
}

/** Deletes the .eml files written before `now - maxAgeMs`; returns how many. */
export async function pruneMailFiles(dir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  let pruned = 0;
  for (const file of await emlFiles(dir)) {
    const { mtimeMs } = await stat(file);
    if (mtimeMs >= now - maxAgeMs) continue;
    await unlink(file);
    pruned++;
  }
  return pruned;
}
