import type { ErasureCounts, ErasureRecord, OutgoingMail, Storage } from "../db/storage.ts";
import { eraseMailFiles } from "../email/mail-files.ts";

export interface PersonErasure extends ErasureCounts {
  /** .eml files of the mail folder that held the address. */
  readonly files: number;
}

/**
 * Erases one person's data (the privacy notice's cancellation right): every
 * lead, message, e-mail and inbox history row of the address, then every .eml
 * file of the mail folder that holds it (read decoded, mail-files.ts), then the
 * copies the database kept of the deleted rows (Storage.purgeDeleted: on SQLite
 * no file under DATA_DIR holds them when this returns; docs/decisions/033).
 * The CLI's `leads delete --email` and
 * the inbox's erasure both call this, and both are recorded under the inbox's
 * Erasures: `record` (who: a team member's address, or "cli"; when) is stored
 * in the rows' transaction, so no erasure goes unrecorded, its file count after;
 * an erasure that found nothing (no row, no file) is not recorded.
 */
export async function erasePerson(
  storage: Storage,
  mailDir: string,
  email: string,
  record: ErasureRecord,
  /** The members' cancellations of the person's coming calls (booking/erasure.ts), queued with the erasure. */
  cancels: (email: string) => Promise<readonly OutgoingMail[]> = async () => [],
): Promise<PersonErasure> {
  const counts = await storage.deleteByEmail(email, record, await cancels(email));
  const files = await eraseMailFiles(mailDir, email);
  // Its own unit, after the files: they cannot be in the rows' transaction (server/db/writes/leads.ts).
  if (files > 0) await storage.recordErasedFiles(record, files);
  // Last: no write of this erasure comes after it.
  await storage.purgeDeleted();
  return { ...counts, files };
}
