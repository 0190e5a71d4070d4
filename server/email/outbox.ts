import type { Storage } from "../db/storage.ts";
import type { Logger } from "../log.ts";
import type { MailTransport } from "./transport.ts";

export interface OutboxOptions {
  readonly storage: Storage;
  readonly transport: MailTransport;
  readonly logger: Logger;
  readonly maxAttempts: number;
  /** Delay before the first retry; doubled for each further one. */
  readonly retryBaseMs: number;
  readonly pollMs: number;
  /** How long a claimed e-mail stays reserved for this worker. */
  readonly leaseMs?: number;
  readonly batchSize?: number;
}

const maxDelayMs = 6 * 60 * 60 * 1000;

/** The delay before attempt `attempts + 1`: base × 2^(attempts − 1), capped at six hours. */
export function retryDelay(baseMs: number, attempts: number): number {
  return Math.min(maxDelayMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * The outbox worker: claims due e-mails (a lease, FOR UPDATE SKIP LOCKED on
 * PostgreSQL, so several instances never take the same one), sends each, and
 * records the outcome. A failure is retried with exponential backoff; after
 * `maxAttempts` the e-mail is marked failed and stays in the table (and the
 * export) for a person to act on.
 */
export class OutboxWorker {
  readonly #o: Required<OutboxOptions>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;
  #again = false;
  #stopped = true;

  constructor(options: OutboxOptions) {
    this.#o = { leaseMs: 5 * 60_000, batchSize: 20, ...options };
  }

  start() {
    this.#stopped = false;
    this.#schedule(0);
  }

  async stop() {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running?.catch(() => 0);
  }

  /** Something was committed: send it now rather than at the next poll. */
  poke() {
    if (this.#stopped) return;
    if (this.#running) this.#again = true;
    else this.#schedule(0);
  }

  #schedule(delay: number) {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#tick(), delay);
    this.#timer.unref();
  }

  async #tick() {
    try {
      await this.runOnce();
    } catch (error) {
      this.#o.logger.error("outbox: run failed", error);
    }
    if (this.#stopped) return;
    const again = this.#again;
    this.#again = false;
    this.#schedule(again ? 0 : this.#o.pollMs);
  }

  /**
   * Sends every e-mail due at `now` (claiming in batches); returns how many
   * were attempted. Runs are serialised within this process.
   */
  runOnce(now?: number): Promise<number> {
    const previous = this.#running ?? Promise.resolve(0);
    const run = previous.catch(() => 0).then(() => this.#drain(now));
    this.#running = run;
    void run
      .finally(() => {
        if (this.#running === run) this.#running = undefined;
      })
      .catch(() => {});
    return run;
  }

  async #drain(fixedNow?: number): Promise<number> {
    const { storage, transport, logger, maxAttempts, retryBaseMs, leaseMs, batchSize } = this.#o;
    let attempted = 0;
    const seen = new Set<string>();
    for (;;) {
      const now = fixedNow ?? Date.now();
      const batch = (await storage.claimMails(now, batchSize, leaseMs)).filter((m) => !seen.has(m.id));
      if (batch.length === 0) return attempted;
      for (const mail of batch) {
        seen.add(mail.id);
        attempted++;
        try {
          await transport.send(mail);
          await storage.markSent(mail.id, Date.now());
          logger.info("mail sent", { kind: mail.kind, id: mail.id, attempts: mail.attempts });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const giveUp = mail.attempts >= maxAttempts;
          const retryAt = giveUp ? null : (fixedNow ?? Date.now()) + retryDelay(retryBaseMs, mail.attempts);
          await storage.markAttemptFailed(mail.id, reason.slice(0, 500), retryAt);
          logger.info(giveUp ? "mail failed" : "mail retry scheduled", {
            kind: mail.kind,
            id: mail.id,
            attempts: mail.attempts,
            ...(retryAt ? { retryAt: new Date(retryAt).toISOString() } : {}),
          });
        }
      }
    }
  }
}
