import { createHmac } from "node:crypto";
import type { ErasureCounts, ErasureRecord, OutgoingMail, Storage } from "../db/storage.ts";
import { StorageBusyError } from "../db/storage.ts";
import { databaseSecret } from "../db/secret.ts";
import { eraseMailFiles } from "../email/mail-files.ts";

export interface PersonErasure extends ErasureCounts {
  /** .eml files of the mail folder that held the address. */
  readonly files: number;
  /**
   * The tables' rewrite (Storage.purgeDeleted): "done", or "pending" when another transaction
   * held a table past the wait (StorageBusyError); the server's sweep finishes it
   * (erasure-sweep.ts, docs/decisions/091). The rows are erased either way.
   */
  readonly compaction: "done" | "pending";
}

/** How an erased address is recorded (docs/decisions/091): its HMAC, lower-case, never the address. */
export async function personKeyer(storage: Storage): Promise<(address: string) => string> {
  const secret = await databaseSecret(storage.db);
  return (address) => createHmac("sha256", secret).update(address.toLowerCase()).digest("hex");
}

/**
 * Rewrites the tables that held erased rows (Storage.purgeDeleted) and marks done every
 * erasure recorded before it began. False when a table was held past the rewrite's wait
 * (StorageBusyError): those erasures stay pending for the next try.
 */
export async function compactErased(storage: Storage, now = Date.now()): Promise<boolean> {
  const pending = await storage.db
    .selectFrom("erasures")
    .select("id")
    .where("compactedAt", "is", null)
    .execute();
  try {
    await storage.purgeDeleted();
  } catch (error) {
    if (error instanceof StorageBusyError) return false;
    throw error;
  }
  await storage.markCompacted(
    pending.map((row) => row.id),
    now,
  );
  // SQLite: the mark's own frames (nothing of the person: secure_delete zeroed the pages) leave
  // the log too, so that it is empty when an erasure returns, as before (docs/decisions/091).
  if (storage.kind === "sqlite")
    await storage.purgeDeleted().catch((error: unknown) => {
      if (!(error instanceof StorageBusyError)) throw error;
    });
  return true;
}

/**
 * Erases one person's data (the privacy notice's cancellation right): every
 * lead, message, e-mail and inbox history row of the address, then every .eml
 * file of the mail folder that holds it (read decoded, mail-files.ts), then the
 * copies the database kept of the deleted rows (compactErased: on SQLite no file
 * under DATA_DIR holds them when it is done; docs/decisions/091).
 * The CLI's `leads delete --email` and
 * the inbox's erasure both call this, and both are recorded under the inbox's
 * Erasures: `record` (who: a team member's address, or "cli"; when) is stored
 * in the rows' transaction with the address's HMAC (for the other instances'
 * mail folders, erasure-sweep.ts), so no erasure goes unrecorded, its file count
 * after; an erasure that found nothing (no row, no file) is not recorded.
 */
export async function erasePerson(
  storage: Storage,
  mailDir: string,
  email: string,
  record: ErasureRecord,
  /** The members' cancellations of the person's coming calls (booking/erasure.ts), queued with the erasure. */
  cancels: (email: string) => Promise<readonly OutgoingMail[]> = async () => [],
): Promise<PersonErasure> {
  const keyed = { ...record, personKey: (await personKeyer(storage))(email) };
  const counts = await storage.deleteByEmail(email, keyed, await cancels(email));
  const files = await eraseMailFiles(mailDir, email);
  // Its own unit, after the files: they cannot be in the rows' transaction (server/db/writes/leads.ts).
  if (files > 0) await storage.recordErasedFiles(keyed, files);
  // Last: no write of this erasure comes after it but its mark.
  const compaction = (await compactErased(storage)) ? "done" : "pending";
  return { ...counts, files, compaction };
}
