import type { ErasureCounts, Storage } from "../db/storage.ts";
import { eraseMailFiles } from "../email/mail-files.ts";

export interface PersonErasure extends ErasureCounts {
  /** .eml files of the mail folder that held the address. */
  readonly files: number;
}

/**
 * Erases one person's data (the privacy notice's cancellation right): every
 * lead, message, e-mail and inbox history row of the address, then every .eml
 * file of the mail folder that holds it. The CLI's `leads delete --email` and
 * the inbox's erasure both call this.
 */
export async function erasePerson(storage: Storage, mailDir: string, email: string): Promise<PersonErasure> {
  const counts = await storage.deleteByEmail(email);
  const files = await eraseMailFiles(mailDir, email);
  return { ...counts, files };
}
