import { randomUUID } from "node:crypto";
import express, { Router, type NextFunction, type Request, type Response } from "express";
import { honeypotField } from "#domain/forms/honeypot.ts";
import { LeadPayloadSchema } from "#domain/forms/lead-schema.ts";
import { originCheck, perMinuteLimit, type Reject } from "../limits-and-origin.ts";
import { StorageBusyError, StorageUnavailableError } from "../db/storage.ts";
import { jsonLogger, type Logger } from "../log.ts";
import { bodyFingerprint, fieldErrors, idempotencyKeyOf } from "./request.ts";
import { submitService, type SubmitOptions } from "./submit.ts";

export const leadPath = "/functions/v1/send-contact-email";

export interface LeadEndpointOptions extends SubmitOptions {
  readonly rateLimitPerMinute: number;
  readonly allowedOrigins: readonly string[];
  /** Where a storage fault answered 503 is logged (default: the JSON log on stderr). */
  readonly logger?: Logger;
}

const reject: Reject = (res, status) =>
  void res.status(status).json({ ok: false, error: status === 429 ? "rate_limited" : "forbidden_origin" });

/**
 * POST /functions/v1/send-contact-email (docs/product.md). In order:
 * rate limit (429), Origin (403), JSON content type (415), 16 KiB (413),
 * parse and schema (400), honeypot (200, nothing stored), idempotency key,
 * then the lead module's submit (submit.ts: one write unit for the lead,
 * its two e-mails and its webhook job), and only then 200.
 * A key seen before answers the first lead's id if the body is the same
 * (its fingerprint), 422 if not. A storage that cannot take the write
 * (StorageUnavailableError: a lock held by another process, a full disk, an
 * I/O error, a database that cannot be reached) answers 503 with Retry-After:
 * nothing was stored, and the same key may be sent again. Each but the held
 * lock (seconds, by another process of ours) is logged as a fault.
 */
export function leadEndpoint(options: LeadEndpointOptions) {
  const submit = submitService(options);
  const logger = options.logger ?? jsonLogger;
  const router = Router();
  router.post(
    leadPath,
    perMinuteLimit(options.rateLimitPerMinute, reject, { storage: options.storage, logger }, "lead:"),
    originCheck(options.allowedOrigins, reject),
    (req, res, next) => {
      // JSON is UTF-8 (RFC 8259): a body declared in another charset (utf-16 included) is not ours to read.
      const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.get("content-type") ?? "")?.[1];
      if (!req.is("application/json") || (charset !== undefined && !/^utf-?8$/i.test(charset))) {
        res.status(415).json({ ok: false, error: "unsupported_media_type" });
        return;
      }
      next();
    },
    express.json({ limit: "16kb", strict: false }),
    async (req, res, next) => {
      try {
        res.setHeader("Cache-Control", "no-store");
        const key = idempotencyKeyOf(req.get("idempotency-key"));
        if (key === false) {
          res.status(400).json({ ok: false, errors: { "Idempotency-Key": ["errors.idempotencyKey"] } });
          return;
        }
        const parsed = LeadPayloadSchema.safeParse(req.body);
        if (!parsed.success) {
          res.status(400).json({ ok: false, errors: fieldErrors(parsed.error) });
          return;
        }
        const payload = parsed.data;
        if (payload[honeypotField]?.trim()) {
          // Looks accepted to the bot; nothing is stored or sent.
          res.status(200).json({ ok: true, id: randomUUID(), receivedAt: Date.now() });
          return;
        }
        const result = await submit({
          kind: "lead",
          payload,
          idempotencyKey: key,
          fingerprint: key === null ? null : bodyFingerprint(req.body),
          userAgent: req.get("user-agent") ?? "",
          ...(req.ip === undefined ? {} : { clientAddress: req.ip }),
        });
        if (result.conflict) {
          res.status(422).json({ ok: false, error: "idempotency_key_reused" });
          return;
        }
        res.status(200).json({
          ok: true,
          id: result.id,
          receivedAt: result.createdAt,
          // What the confirmation shows: the server's recommendation, the form's answers included.
          services: result.services,
          ...(options.bookingKey ? { bookingKey: options.bookingKey(result.id) } : {}),
        });
      } catch (error) {
        if (error instanceof StorageUnavailableError) {
          const busy = error instanceof StorageBusyError;
          if (!busy) logger.error("request failed", error, { method: "POST", path: leadPath, status: 503 });
          res
            .status(503)
            .setHeader("Retry-After", String(error.retryAfterSeconds))
            .json({ ok: false, error: busy ? "storage_busy" : "storage_unavailable" });
          return;
        }
        next(error);
      }
    },
  );
  // Body-parser errors (413, 400 bad JSON, 415 charset) as JSON; nothing was stored.
  router.use(leadPath, (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) return next(error);
    const code = { 413: "payload_too_large", 415: "unsupported_media_type" }[status] ?? "invalid_json";
    res.status(status).json({ ok: false, error: code });
  });
  return router;
}
