import type { Storage } from "../db/storage.ts";
import { eraseMailFilesByKey } from "../email/mail-files.ts";
import type { Logger } from "../log.ts";
import { compactErased, personKeyer } from "./erase.ts";

export interface ErasureSweepOptions {
  readonly storage: Storage;
  /** This instance's mail folder (DATA_DIR/mail). */
  readonly mailDir: string;
  readonly logger: Logger;
  /** MAIL_RETENTION_DAYS: past it (and a day) no mail file is older than an erasure, and its HMAC is forgotten. */
  readonly retentionMs: number;
  /** How often it runs after the start: a minute. */
  readonly intervalMs?: number;
  readonly now?: () => number;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * What every instance does about the erasures recorded in the shared database, at its start
 * and every minute (docs/decisions/091):
 * - removes from its own mail folder the .eml files of every erased person it has not swept
 *   for since it started (an erasure run on another instance, or by the CLI with another
 *   DATA_DIR, reached only that one's folder), found by the address's HMAC;
 * - finishes the tables' rewrite of erasures that had to leave it pending (a table held by
 *   another transaction), until it is done.
 */
export class ErasureSweeper {
  readonly #o: Required<ErasureSweepOptions>;
  /** The erasures whose files this process removed from its folder (all of them, again, after a restart). */
  readonly #swept = new Set<string>();
  #timer: NodeJS.Timeout | undefined;
  #stopped = true;
  #queue: Promise<unknown> = Promise.resolve();
  /** Logged once until it changes: a failing sweep, a rewrite still pending. */
  #failing = false;
  #pendingTold = false;

  constructor(options: ErasureSweepOptions) {
    this.#o = { intervalMs: 60_000, now: Date.now, ...options };
  }

  /** Sweeps now, then every interval. */
  start() {
    this.#stopped = false;
    void this.#tick();
  }

  async stop() {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#queue;
  }

  async #tick() {
    try {
      await this.sweep();
      this.#failing = false;
    } catch (error) {
      if (!this.#failing) this.#o.logger.error("erasure sweep failed", error);
      this.#failing = true;
    }
    if (this.#stopped) return;
    this.#timer = setTimeout(() => void this.#tick(), this.#o.intervalMs);
    this.#timer.unref();
  }

  /** One sweep, after any still running: the files it removed, and whether no rewrite is left pending. */
  sweep(): Promise<{ files: number; complete: boolean }> {
    const run = this.#queue.then(() => this.#sweep(this.#o.now()));
    this.#queue = run.catch(() => {});
    return run;
  }

  async #sweep(now: number) {
    const { storage, logger } = this.#o;
    if (this.#o.retentionMs >= 0) await storage.forgetPersonKeys(now - this.#o.retentionMs - dayMs);
    const files = await this.#sweepFiles();
    const pending = await storage.db
      .selectFrom("erasures")
      .select("id")
      .where("compactedAt", "is", null)
      .execute();
    if (pending.length === 0) return { files, complete: true };
    const complete = await compactErased(storage, now);
    if (complete && this.#pendingTold)
      logger.info("erased rows' tables rewritten", { erasures: pending.length });
    if (!complete && !this.#pendingTold)
      logger.info(
        "erased rows' tables not rewritten yet (another transaction holds one): retried every minute",
        {
          erasures: pending.length,
        },
      );
    this.#pendingTold = !complete;
    return { files, complete };
  }

  async #sweepFiles(): Promise<number> {
    const { storage, mailDir, logger } = this.#o;
    const rows = await storage.db
      .selectFrom("erasures")
      .select(["id", "personKey"])
      .where("personKey", "is not", null)
      .execute();
    const keys = new Map(rows.filter((r) => !this.#swept.has(r.id)).map((r) => [r.personKey!, r.id]));
    if (keys.size === 0) return 0;
    const counts = await eraseMailFilesByKey(mailDir, keys, await personKeyer(storage));
    for (const id of keys.values()) this.#swept.add(id);
    if (counts.size === 0) return 0;
    await storage.addSweptFiles([...counts].map(([id, files]) => ({ id, files })));
    const files = [...counts.values()].reduce((sum, n) => sum + n, 0);
    logger.info("erased people's mail files removed from this instance's folder", { files });
    return files;
  }
}
