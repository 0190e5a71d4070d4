import { rm } from "node:fs/promises";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Storage } from "../db/storage.ts";
import type { Logger } from "../log.ts";
import { renderDigest } from "./digest.ts";
import { pruneMailFiles } from "./mail-files.ts";
import { renderMail, type MailContext } from "./templates.ts";
import type { MailTransport } from "./transport.ts";
import { deliverWebhook, type WebhookConfig } from "./webhook.ts";

export interface OutboxOptions {
  readonly storage: Storage;
  readonly transport: MailTransport;
  /** What the templates need to render a stored e-mail's bodies (the site's settings). */
  readonly mail: MailContext;
  /** The CRM webhook (LEAD_WEBHOOK_*): where webhook jobs go; null when not configured (they fail). */
  readonly webhook?: WebhookConfig | null;
  readonly logger: Logger;
  readonly maxAttempts: number;
  /** Delay before the first retry; doubled for each further one. */
  readonly retryBaseMs: number;
  readonly pollMs: number;
  /** How long a claimed e-mail stays reserved for this worker. */
  readonly leaseMs?: number;
  /**
   * The longest one send can take (the sum of the SMTP timeouts): a claim
   * takes no more e-mails than can be sent within the lease.
   */
  readonly sendBudgetMs?: number;
  readonly batchSize?: number;
  /** The mail folder (file transport): .eml files older than `retentionMs` are removed, checked hourly. */
  readonly mailFiles?: { readonly dir: string; readonly retentionMs: number } | null;
  /** Pauses before each new try at recording a sent e-mail (then it is kept and retried at every run). */
  readonly recordRetryMs?: readonly number[];
}

const hourMs = 60 * 60 * 1000;

/** A failed attempt as the storage records it, and when the claim's lease ends. */
interface Failure {
  readonly reason: string;
  /** Null: failed for good. */
  readonly retryAt: number | null;
  readonly leaseEnds: number;
}

/** An SMTP error can quote the recipient: addresses never reach the log or the table. */
export const redactAddresses = (text: string) =>
  text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "<address>");

/**
 * The jobs not sent yet (pending or failed), oldest first, without addresses or
 * bodies: what `npm run leads -- outbox` lists, whose ids `retry --id` takes.
 */
export function unsentJobs(storage: Pick<Storage, "db">) {
  return storage.db
    .selectFrom("outbox")
    .select(["id", "kind", "status", "attempts", "nextAttemptAt", "lastError"])
    .where("status", "!=", "sent")
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

/** One job's state by id (no address, no body), or undefined: why `retry --id` queued nothing. */
export function jobState(storage: Pick<Storage, "db">, id: string) {
  return storage.db
    .selectFrom("outbox")
    .select(["kind", "status", "attempts", "nextAttemptAt"])
    .where("id", "=", id)
    .executeTakeFirst();
}

const maxDelayMs = 6 * 60 * 60 * 1000;

/** The delay before attempt `attempts + 1`: base × 2^(attempts − 1), capped at six hours. */
export function retryDelay(baseMs: number, attempts: number): number {
  return Math.min(maxDelayMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * The outbox worker: claims due e-mails (a lease, FOR UPDATE SKIP LOCKED on
 * PostgreSQL, so several instances never take the same one), sends each, and
 * records the outcome (a webhook job is POSTed, webhook.ts). An e-mail stored without bodies is rendered right
 * before it is sent, one at a time. A failure is retried with exponential backoff; after
 * `maxAttempts` the e-mail is marked failed, logged at error level with its
 * reason, and stays in the table (and the export, and /readyz's count) until
 * `npm run leads -- retry --failed` queues it again. When recording a
 * successful send fails, the record is retried, never the send.
 */
export class OutboxWorker {
  readonly #o: Required<OutboxOptions>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;
  #again = false;
  #stopped = true;
  #lastPrune = 0;
  /** Sent, but the record failed: recorded at the next run, never sent again by this process. */
  readonly #unrecorded = new Map<string, number>();
  /** Tried and failed, but the failure could not be recorded: recorded at the next run. */
  readonly #unreleased = new Map<string, Failure>();

  constructor(options: OutboxOptions) {
    const o = {
      leaseMs: 5 * 60_000,
      sendBudgetMs: 40_000,
      batchSize: 20,
      mailFiles: null,
      webhook: null,
      recordRetryMs: [100, 1_000, 5_000],
      ...options,
    };
    if (o.leaseMs <= o.sendBudgetMs)
      throw new Error("the outbox lease must be longer than one send can take");
    o.batchSize = Math.max(1, Math.min(o.batchSize, Math.floor(o.leaseMs / o.sendBudgetMs) - 1));
    this.#o = o;
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
    // First: at start, what a killed predecessor was writing goes before the backlog is sent.
    try {
      await this.pruneMailFiles();
    } catch (error) {
      this.#o.logger.error("outbox: mail folder retention failed", error);
    }
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

  /** Removes the mail folder's files older than the retention period (at most hourly unless `force`). */
  async pruneMailFiles(now = Date.now(), force = false): Promise<number> {
    const files = this.#o.mailFiles;
    if (!files || (!force && now - this.#lastPrune < Math.min(hourMs, files.retentionMs))) return 0;
    this.#lastPrune = now;
    const pruned = await pruneMailFiles(files.dir, files.retentionMs, now);
    if (pruned > 0) this.#o.logger.info("mail files removed after retention", { count: pruned });
    return pruned;
  }

  /**
   * Records a send, trying again after each pause; "gone" when its row was deleted
   * meanwhile (the person was erased while it was sent), false when every try failed.
   */
  async #record(id: string, sentAt: number): Promise<"recorded" | "gone" | false> {
    let failure: unknown;
    for (const pause of [0, ...this.#o.recordRetryMs]) {
      if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
      try {
        const found = await this.#o.storage.markSent(id, sentAt);
        this.#unrecorded.delete(id);
        return found ? "recorded" : "gone";
      } catch (error) {
        failure = error;
      }
    }
    this.#unrecorded.set(id, sentAt);
    this.#o.logger.error(
      "outbox: a sent e-mail could not be recorded; retrying the record at the next run",
      failure,
    );
    return false;
  }

  /**
   * Records a failed attempt (its retry time, or failed for good); when the
   * storage cannot take the record, keeps it and tries again at the start of
   * every run, so the e-mail waits for its retry time and not for its lease.
   * A record whose lease has ended is dropped: the row is anyone's again.
   */
  async #release(id: string, failure: Failure, now: number): Promise<boolean> {
    if (now >= failure.leaseEnds) {
      this.#unreleased.delete(id);
      return false;
    }
    try {
      await this.#o.storage.markAttemptFailed(id, failure.reason, failure.retryAt);
      this.#unreleased.delete(id);
      return true;
    } catch (error) {
      if (!this.#unreleased.has(id))
        this.#o.logger.error(
          "outbox: a failed attempt could not be recorded; recording it at the next run",
          error,
        );
      this.#unreleased.set(id, failure);
      return false;
    }
  }

  async #drain(fixedNow?: number): Promise<number> {
    const { storage, transport, logger, maxAttempts, retryBaseMs, leaseMs, batchSize } = this.#o;
    const clock = () => fixedNow ?? Date.now();
    for (const [id, sentAt] of this.#unrecorded) await this.#record(id, sentAt);
    for (const [id, failure] of this.#unreleased) await this.#release(id, failure, clock());
    let attempted = 0;
    // The pass sends what was due when it began. A mail that fails in it is due again at its
    // retry time, after this moment, so the pass never claims it again (a claim counts an
    // attempt and sets a lease: a mail claimed and not sent would wait for the lease).
    // Mails that arrive meanwhile are sent by the next pass (poke() asks for one at once).
    const dueBy = clock();
    for (;;) {
      const claimedAt = clock();
      const batch = await storage.claimMails(claimedAt, batchSize, leaseMs, dueBy);
      if (batch.length === 0) return attempted;
      for (const mail of batch) {
        const sentBefore = this.#unrecorded.get(mail.id);
        if (sentBefore !== undefined) {
          // Its lease ran out while the record kept failing: record it, do not send it again.
          await this.#record(mail.id, sentBefore);
          continue;
        }
        attempted++;
        const noun = mail.kind === "webhook" ? "webhook" : "mail";
        let copy: string | undefined;
        try {
          if (mail.kind === "webhook") {
            await deliverWebhook(this.#o.webhook, mail);
          } else {
            // Rendered here, not on the request path (docs/decisions/094); then the event loop
            // gets a turn before the (synchronous) rendering of the next one.
            const bodies =
              mail.kind === "digest"
                ? await renderDigest(this.#o.mail, storage.db, mail)
                : await renderMail(this.#o.mail, mail);
            await nextTurn();
            copy = (await transport.send({ ...mail, ...bodies }))?.file;
          }
        } catch (error) {
          const reason = redactAddresses(error instanceof Error ? error.message : String(error)).slice(
            0,
            500,
          );
          const giveUp = mail.attempts >= maxAttempts;
          const retryAt = giveUp ? null : clock() + retryDelay(retryBaseMs, mail.attempts);
          // Not recorded (the storage cannot write): kept, recorded at the next run; the
          // rest of the batch, already claimed, is still tried in this one.
          await this.#release(mail.id, { reason, retryAt, leaseEnds: claimedAt + leaseMs }, clock());
          const fields = { kind: mail.kind, id: mail.id, attempts: mail.attempts, reason };
          if (giveUp) logger.error(`${noun} failed`, undefined, fields);
          else
            logger.info(`${noun} retry scheduled`, { ...fields, retryAt: new Date(retryAt!).toISOString() });
          continue;
        }
        const recorded = await this.#record(mail.id, Date.now());
        if (recorded === "gone") {
          // Erased while it was being sent: the erasure may have looked at the mail folder
          // before this copy was there (docs/decisions/091), so the copy goes too.
          if (copy) await rm(copy, { force: true });
          logger.info(`${noun} sent, then found erased`, {
            kind: mail.kind,
            id: mail.id,
            removedCopy: Boolean(copy),
          });
        } else if (recorded) {
          logger.info(`${noun} sent`, { kind: mail.kind, id: mail.id, attempts: mail.attempts });
        }
      }
    }
  }
}
