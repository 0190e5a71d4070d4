import { randomUUID } from "node:crypto";
import express, { Router, type NextFunction, type Request, type Response } from "express";
import { honeypotField } from "#domain/forms/honeypot.ts";
import { LeadPayloadSchema, type LeadPayload } from "#domain/forms/lead-schema.ts";
import type { QuizAnswers } from "#domain/quiz/questions.ts";
import { evaluate } from "#domain/quiz/score.ts";
import { defaultLanguage, type Language } from "#domain/site/pages.ts";
import { originCheck, perMinuteLimit, type Reject } from "../abuse.ts";
import { StorageBusyError, type LeadRecord, type Storage } from "../db/storage.ts";
import { leadAckMail, leadTeamMail, type MailContext } from "../email/templates.ts";
import { leadWebhook } from "../email/webhook.ts";
import { bodyFingerprint, fieldErrors, idempotencyKeyOf } from "../submissions.ts";

export const leadPath = "/functions/v1/send-contact-email";

export interface LeadEndpointOptions {
  readonly storage: Storage;
  readonly mail: MailContext;
  /** LEAD_WEBHOOK_URL when the CRM webhook is configured: each new lead enqueues its job. */
  readonly webhookUrl?: string | null;
  readonly rateLimitPerMinute: number;
  readonly allowedOrigins: readonly string[];
  /** Called after a new lead is committed (wakes the outbox worker). */
  readonly onCommitted: () => void;
}

const reject: Reject = (res, status) =>
  void res.status(status).json({ ok: false, error: status === 429 ? "rate_limited" : "forbidden_origin" });

/**
 * POST /functions/v1/send-contact-email (DESIGN.md section 4). In order:
 * rate limit (429), Origin (403), JSON content type (415), 16 KiB (413),
 * parse and schema (400), honeypot (200, nothing stored), idempotency key,
 * then one transaction for the lead and its two e-mails (and its webhook
 * job), and only then 200.
 * A key seen before answers the first lead's id if the body is the same
 * (its fingerprint), 422 if not; a database locked by another process
 * answers 503 (nothing stored: the form retries with the same key).
 */
export function leadEndpoint(options: LeadEndpointOptions) {
  const router = Router();
  router.post(
    leadPath,
    perMinuteLimit(options.rateLimitPerMinute, reject),
    originCheck(options.allowedOrigins, reject),
    (req, res, next) => {
      if (!req.is("application/json")) {
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
          res.status(200).json({ ok: true, id: randomUUID() });
          return;
        }
        // Score and stage from the answers; the client's own claims are kept in the payload only.
        const { score, stage } = evaluate(payload.quizData as QuizAnswers);
        const lead = toRecord(payload, { score, stage: stage.key }, key, req.get("user-agent") ?? "");
        const input = { id: lead.id, payload, language: lead.language as Language, score, stage };
        // Envelopes and template inputs only: the outbox worker renders the bodies when it sends.
        const mails = [
          leadTeamMail(options.mail, input),
          leadAckMail(options.mail, input),
          ...leadWebhook(options.webhookUrl ?? null, options.mail.site.siteUrl, lead, payload),
        ];
        const result = await options.storage.saveLead(
          lead,
          mails,
          key === null ? null : bodyFingerprint(req.body),
        );
        if (result.conflict) {
          res.status(422).json({ ok: false, error: "idempotency_key_reused" });
          return;
        }
        if (result.created) options.onCommitted();
        res.status(200).json({ ok: true, id: result.id });
      } catch (error) {
        if (error instanceof StorageBusyError) {
          res.status(503).setHeader("Retry-After", "5").json({ ok: false, error: "storage_busy" });
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

function toRecord(
  payload: LeadPayload,
  { score, stage }: { score: number; stage: string },
  key: string | null,
  userAgent: string,
): LeadRecord {
  const { [honeypotField]: _honeypot, ...stored } = payload;
  const a = payload.attribution;
  const utm = Object.fromEntries(Object.entries(a?.utm ?? {}).filter(([, v]) => v));
  return {
    id: randomUUID(),
    idempotencyKey: key,
    createdAt: Date.now(),
    name: payload.nombre,
    email: payload.email,
    company: payload.empresa,
    language: a?.language ?? defaultLanguage,
    score,
    stage,
    requestCall: payload.requestCall,
    quizSource: a?.quizSource ?? "",
    pagePath: a?.pagePath ?? "",
    referrer: a?.referrer ?? "",
    utm: JSON.stringify(utm),
    userAgent: userAgent.slice(0, 500),
    payload: JSON.stringify(stored),
  };
}
