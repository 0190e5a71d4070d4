import { callsStarting } from "../db/booking-reads.ts";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { storedLeadOf } from "#domain/leads/lead.ts";
import { defaultLanguage, type Language } from "#i18n/languages.ts";
import { digestItems, digestLists } from "../db/read-model.ts";
import type { Database } from "../db/schema.ts";
import type { OutboxRow, Storage } from "../db/storage.ts";
import type { Logger } from "../log.ts";
import { mexicoCityClock } from "../mexico-city.ts";
import {
  digestBodies,
  digestSubject,
  type DigestItem,
  type MailContext,
  type RenderedBodies,
} from "./templates.ts";

/**
 * The daily digest (docs/decisions/098): at 08:00 Mexico
 * City time, an e-mail to every TEAM_EMAILS address listing the leads and
 * messages that arrived since the previous digest (24 h for the first) and
 * the quiz leads still waiting for their strategy, oldest first, each linked
 * to its composer (overdue ones marked), and the calls of the next 24 hours.
 * A day with none of these gets no e-mail (its row is still claimed, so the
 * next window starts there): a first start, before anything arrived, sends
 * nothing for the day before the product ran (issue 56, item 13).
 *
 * Once per day whatever the number of instances: each checks every minute;
 * from 08:00 on, the first to insert that day's row into `digests` (insert if
 * absent) enqueues the e-mails through the outbox in the same transaction;
 * the others' inserts do nothing. A server that was down at 08:00 sends it
 * when it comes up later that day. The e-mails store only the items' ids: the
 * outbox worker reads them when it renders the digest, so a person erased
 * meanwhile is not in it, and a sent digest's row holds no personal data.
 */
export const digestHour = 8;
const dayMs = 24 * 60 * 60 * 1000;
/** At most this many items per list (the inbox has the rest). */
const listLimit = 100;

/** What a digest e-mail stores: the window and the ids of its items. */
interface DigestData {
  readonly language: Language;
  readonly day: string;
  readonly at: number;
  readonly since: number;
  readonly newIds: readonly string[];
  /** Quiz leads waiting for their strategy, oldest first. */
  readonly waitingIds?: readonly string[];
  /** Digests stored before the waiting list: the overdue leads only. */
  readonly overdueIds?: readonly string[];
}

export interface DigestOptions {
  readonly storage: Storage;
  /** TEAM_EMAILS. */
  readonly team: readonly string[];
  readonly logger: Logger;
  /** Wakes the outbox worker after the digest was enqueued. */
  readonly onCommitted: () => void;
  readonly now?: () => number;
  readonly checkMs?: number;
}

export class DigestScheduler {
  readonly #o: DigestOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  /** The last day this process saw claimed (by itself or another instance): no query until the next. */
  #done = "";

  constructor(options: DigestOptions) {
    this.#o = options;
  }

  start() {
    const tick = () => {
      this.#running = this.runOnce()
        .catch((error: unknown) => this.#o.logger.error("digest: run failed", error))
        .finally(() => {
          this.#timer = setTimeout(tick, this.#o.checkMs ?? 60_000);
          this.#timer.unref();
        });
    };
    tick();
  }

  async stop() {
    clearTimeout(this.#timer);
    await this.#running;
    clearTimeout(this.#timer);
  }

  /**
   * Claims and enqueues today's digest when it is due and nobody has; true
   * when this call did.
   */
  async runOnce(at = (this.#o.now ?? Date.now)()): Promise<boolean> {
    const { day, hour } = mexicoCityClock(at);
    if (hour < digestHour || this.#done === day || this.#o.team.length === 0) return false;
    const claimed = await this.#o.storage.db.transaction().execute(async (trx) => {
      const previous = await trx
        .selectFrom("digests")
        .select((eb) => eb.fn.max("createdAt").as("last"))
        .where("day", "<", day)
        .executeTakeFirst();
      const since = previous?.last == null ? at - dayMs : Number(previous.last);
      const won = await trx
        .insertInto("digests")
        .values({ day, createdAt: at, since })
        .onConflict((oc) => oc.column("day").doNothing())
        .returning("day")
        .executeTakeFirst();
      if (!won) return 0;
      const { newIds, waitingIds, overdue } = await digestLists(trx, { since, at, limit: listLimit });
      // Nothing new, nobody waiting, no call coming: no e-mail (an empty digest tells nothing).
      if (newIds.length + waitingIds.length === 0 && (await callsStarting(trx, at, at + dayMs)).length === 0)
        return 0;
      const data: DigestData = { language: defaultLanguage, day, at, since, newIds, waitingIds };
      const subject = digestSubject(defaultLanguage, {
        new: newIds.length,
        waiting: waitingIds.length,
        overdue,
      });
      let position = 0;
      for (const address of this.#o.team) {
        await trx
          .insertInto("outbox")
          .values({
            id: randomUUID(),
            refId: `digest:${day}`,
            personEmail: address,
            position: position++,
            kind: "digest",
            toAddr: address,
            replyTo: null,
            subject,
            data: JSON.stringify(data),
            nextAttemptAt: at,
            createdAt: at,
          })
          .execute();
      }
      return newIds.length + waitingIds.length + 1;
    });
    this.#done = day;
    // Claimed by another instance, or claimed here for a day with nothing to tell.
    if (!claimed) return false;
    this.#o.logger.info("digest enqueued", { day, recipients: this.#o.team.length });
    this.#o.onCommitted();
    return true;
  }
}

/** The outbox worker's rendering of a digest: its items read now (an erased one is left out). */
export async function renderDigest(
  ctx: MailContext,
  db: Kysely<Database>,
  mail: Pick<OutboxRow, "data">,
): Promise<RenderedBodies> {
  if (!mail.data) throw new Error("a digest e-mail with nothing to render");
  const data = JSON.parse(mail.data) as DigestData;
  const waitingIds = data.waitingIds ?? data.overdueIds ?? [];
  const ids = [...new Set([...data.newIds, ...waitingIds])];
  const items = new Map<string, DigestItem>();
  const { leads, messages } = await digestItems(db, ids);
  for (const { payload, ...lead } of leads)
    items.set(lead.id, {
      kind: "lead",
      ...lead,
      ...storedLeadOf(payload).profile,
    });
  for (const m of messages) items.set(m.id, { kind: "message", ...m, stage: null, score: null });
  const pick = (list: readonly string[]) => list.flatMap((id) => items.get(id) ?? []);
  return digestBodies(ctx, {
    language: data.language,
    at: data.at,
    since: data.since,
    newItems: pick(data.newIds),
    waiting: pick(waitingIds),
    // The calls booked for the next 24 hours, read now: a call moved or cancelled since is as it is.
    calls: await callsStarting(db, data.at, data.at + dayMs),
  });
}
