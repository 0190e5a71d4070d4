import { createHmac, randomBytes } from "node:crypto";
import { ipKeyGenerator, MemoryStore, type Options } from "express-rate-limit";

/**
 * The acknowledgements one client address may cause in an hour, to every address typed
 * (ACKS_PER_CLIENT_PER_HOUR; docs/decisions/094, issue 56 item 9): the hour's one
 * acknowledgement per mailbox (writes/leads.ts) keeps one person's mailbox from filling up,
 * this keeps one client from sending acknowledgements to many people's. Past the cap the
 * lead or message is stored and the team notified as always; only the acknowledgement is
 * left out.
 */
export interface AckCap {
  /**
   * Takes one of the client's acknowledgements for the hour: false when none is left.
   * `address` is the request's client address (behind TRUST_PROXY, the proxy's client).
   */
  take(address: string): Promise<boolean>;
  /** Gives back one taken that no acknowledgement used (a replay, the mailbox's hour, a failed write). */
  giveBack(address: string): Promise<void>;
}

/**
 * Counted in this process's memory (express-rate-limit's MemoryStore, a fixed window of an
 * hour from the client's first acknowledgement), under a keyed hash of the address (IPv6 by
 * its /56, as the rate limits count) whose key is random per process: the address itself is
 * not kept, and the hash says nothing once the process ends. Each instance counts its own
 * (two instances: at most twice the cap), and a restart forgets the counts.
 */
export function ackCap({ limit, windowMs = 60 * 60 * 1000 }: { limit: number; windowMs?: number }): AckCap {
  const store = new MemoryStore();
  store.init({ windowMs } as Options);
  const secret = randomBytes(32);
  const keyOf = (address: string) =>
    createHmac("sha256", secret).update(ipKeyGenerator(address)).digest("base64url");
  return {
    async take(address) {
      const { totalHits } = await store.increment(keyOf(address));
      return totalHits <= limit;
    },
    async giveBack(address) {
      await store.decrement(keyOf(address));
    },
  };
}
