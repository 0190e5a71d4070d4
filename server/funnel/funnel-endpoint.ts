import express, { Router, type NextFunction, type Request, type Response } from "express";
import { isbot } from "isbot";
import { funnelPath, funnelSteps } from "#domain/quiz/funnel.ts";
import { originCheck, perMinuteLimit, type Reject } from "../limits-and-origin.ts";
import type { Storage } from "../db/storage.ts";
import { jsonLogger, type Logger } from "../log.ts";
import { sendStatus } from "../http-hygiene.ts";
import { FunnelBeaconSchema, pruneSessions, recordStep } from "./funnel.ts";

export interface FunnelEndpointOptions {
  readonly storage: Storage;
  /** The lead endpoint's per-client limit; a quiz sends one beacon per step, so the funnel allows that many times it. */
  readonly rateLimitPerMinute: number;
  readonly allowedOrigins: readonly string[];
  /** Where a failing rate-limit store is logged (default: the JSON log on stderr). */
  readonly logger?: Logger;
  readonly now?: () => number;
}

const reject: Reject = (res, status) => sendStatus(res, status);
const hourMs = 60 * 60 * 1000;

/**
 * POST /api/funnel (docs/decisions/102): the quiz's anonymous beacon. In
 * order: rate limit (429), Origin (403), text/plain or JSON (415), 1 KiB
 * (413), JSON and schema (400); a bot's user agent is answered 204 and not
 * counted; otherwise the step is counted once per quiz opening and 204. No
 * cookie is read or set, and neither the address nor the user agent is
 * stored.
 */
export function funnelEndpoint(options: FunnelEndpointOptions) {
  const { storage } = options;
  const now = options.now ?? Date.now;
  let prunedAt = 0;
  const router = Router();
  router.post(
    funnelPath,
    perMinuteLimit(
      options.rateLimitPerMinute * funnelSteps.length,
      reject,
      { storage, logger: options.logger ?? jsonLogger },
      "funnel:",
    ),
    originCheck(options.allowedOrigins, reject),
    (req, res, next) => {
      res.setHeader("Cache-Control", "no-store");
      if (!req.is(["text/plain", "application/json"])) return sendStatus(res, 415);
      next();
    },
    express.text({ type: "text/plain", limit: "1kb" }),
    express.json({ type: "application/json", limit: "1kb", strict: false }),
    async (req, res, next) => {
      try {
        let body: unknown = req.body;
        if (typeof body === "string") {
          try {
            body = JSON.parse(body);
          } catch {
            return sendStatus(res, 400);
          }
        }
        const parsed = FunnelBeaconSchema.safeParse(body);
        if (!parsed.success) return sendStatus(res, 400);
        const userAgent = req.get("user-agent") ?? "";
        // Crawlers and scripts (and a request without a user agent) are answered alike and not counted.
        if (userAgent && !isbot(userAgent)) {
          const at = now();
          await recordStep(storage, parsed.data, at);
          if (at - prunedAt > hourMs) {
            prunedAt = at;
            await pruneSessions(storage, at);
          }
        }
        res.status(204).end();
      } catch (error) {
        next(error);
      }
    },
  );
  // Body-parser errors (413, 400, 415 charset): their status, nothing stored.
  router.use(funnelPath, (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) return next(error); // logged once, by the app's error responder
    sendStatus(res, status);
  });
  return router;
}
