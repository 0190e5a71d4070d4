import { randomUUID } from "node:crypto";
import type { TeamInbox } from "#domain/inbox/team-request.ts";
import type { OutgoingMail, Storage } from "../db/storage.ts";
import { countByEmail, getItem } from "../db/read-model.ts";
import type { Logger } from "../log.ts";
import { erasePerson } from "../leads/erase.ts";

export interface InboxErasuresOptions {
  readonly storage: Storage;
  /** The mail folder (DATA_DIR/mail), whose .eml files of a person an erasure removes. */
  readonly mailDir: string;
  readonly logger: Logger;
  readonly now: () => number;
  /** The members' cancellations of an erased person's coming calls (server/booking/erasure.ts). */
  readonly erasureCancels?: (email: string) => Promise<readonly OutgoingMail[]>;
}

/** The inbox's erasures (docs/decisions/091): what one would remove, the erasure itself, and their list. */
export function inboxErasures({
  storage,
  mailDir,
  logger,
  now,
  erasureCancels,
}: InboxErasuresOptions): Pick<TeamInbox, "erasePreview" | "erase" | "erasures"> {
  const db = storage.db;
  return {
    async erasePreview(id) {
      const item = await getItem(db, id);
      if (!item) return null;
      return { email: item.email, ...(await countByEmail(db, item.email)) };
    },

    async erase({ id, actor }) {
      const item = await getItem(db, id);
      if (!item) return null;
      const counts = await erasePerson(
        storage,
        mailDir,
        item.email,
        { id: randomUUID(), at: now(), actor },
        erasureCancels,
      );
      logger.info("person erased from the inbox", { by: actor, ...counts });
      return counts.compaction;
    },

    async erasures() {
      const records = await db
        .selectFrom("erasures")
        .selectAll()
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(500)
        .execute();
      return records.map((r) => ({
        id: r.id,
        actor: r.actor,
        at: Number(r.at),
        leads: Number(r.leads),
        messages: Number(r.messages),
        mails: Number(r.mails),
        files: Number(r.files),
        complete: r.compactedAt !== null,
      }));
    },
  };
}
