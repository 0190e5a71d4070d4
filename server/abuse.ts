import type { NextFunction, Request, Response } from "express";
import { rateLimit } from "express-rate-limit";

/**
 * Abuse protection shared by the lead endpoint and the form posts: a per-IP
 * rate limit and an Origin check. Both answer before anything is parsed or
 * stored.
 */

export type Reject = (res: Response, status: 403 | 429) => void;

/** `limit` requests a minute per client address (IPv6 grouped by /56), in memory. */
export function perMinuteLimit(limit: number, reject: Reject) {
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, res) => reject(res, 429),
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
