import type { NextFunction, Request, Response } from "express";
import { MemoryStore, rateLimit, type Options, type Store } from "express-rate-limit";
import { SharedRateLimitStore } from "./db/rate-limits.ts";
import type { Storage } from "./db/storage.ts";
import type { Logger } from "./log.ts";

/**
 * Abuse protection shared by the lead endpoint and the form posts: a per-IP
 * rate limit and an Origin check. Both answer before anything is parsed or
 * stored.
 */

export type Reject = (res: Response, status: 403 | 429) => void;

/** Where the limits count: the storage (PostgreSQL's table, or memory beside SQLite) and where a store's failure is logged. */
export interface LimitStorage {
  readonly storage: Storage;
  readonly logger: Logger;
}

/**
 * One limiter's store (docs/decisions/094): on PostgreSQL its counters are in the
 * database, shared by every instance, under `prefix` (each limiter its own); SQLite's
 * server is one process and counts in memory, as express-rate-limit does by default.
 */
export function limitStore(storage: Storage, prefix: string): Store {
  return storage.kind === "postgres" ? new SharedRateLimitStore(storage.db, prefix) : new MemoryStore();
}

/** A failing store is logged once a minute at most, with how many failures were not. */
const logEveryMs = 60_000;

/**
 * A limiter's store and what happens when it fails: the request is let through
 * (passOnStoreError). A lead whose database is down is then refused by its own
 * write (503 with Retry-After, docs/decisions/093), and a store that fails for
 * another reason costs the limit, not the leads (docs/decisions/094).
 */
export function limitOptions({ storage, logger }: LimitStorage, prefix: string) {
  let loggedAt = -Infinity;
  let unlogged = 0;
  const log = (error: unknown, message?: string) => {
    const now = Date.now();
    if (now - loggedAt < logEveryMs) {
      unlogged++;
      return;
    }
    loggedAt = now;
    logger.error(message ?? "rate limit: express-rate-limit's own check failed", error, {
      limiter: prefix,
      ...(unlogged ? { unlogged } : {}),
    });
    unlogged = 0;
  };
  return {
    store: limitStore(storage, prefix),
    passOnStoreError: true,
    logger: { error: log, warn: log },
  } satisfies Partial<Options>;
}

/** `limit` requests a minute per client address (IPv6 grouped by /56), counted under `prefix`. */
export function perMinuteLimit(limit: number, reject: Reject, at: LimitStorage, prefix: string) {
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, res) => reject(res, 429),
    ...limitOptions(at, prefix),
  });
}

/**
 * The Origin of a browser's POST must be one of ours: SITE_URL's origin, the
 * origin the request itself was addressed to (so a deployment under another
 * host name works) or one of ALLOWED_ORIGINS. A request without Origin is
 * not from a browser form or fetch of another site; it is let through (rate
 * limit and validation still apply). `null` (sandboxed or privacy-redirected
 * documents) is refused.
 */
export function originCheck(allowed: readonly string[], reject: Reject) {
  const fixed = new Set(allowed);
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get("origin");
    if (origin === undefined) return next();
    const own = `${req.protocol}://${req.get("host")}`;
    if (fixed.has(origin) || origin === own) return next();
    reject(res, 403);
  };
}
