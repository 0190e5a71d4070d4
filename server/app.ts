import compression from "compression";
import express from "express";
import helmet from "helmet";
import path from "node:path";
import type { SiteSettings } from "#domain/site/settings.ts";
import { isInboxPath } from "#domain/site/inbox-paths.ts";
import { mountInbox } from "./inbox/mount.ts";
import { bookingFor } from "./booking/setup.ts";
import { strictPolicy } from "./csp.ts";
import type { Storage } from "./db/storage.ts";
import type { MailContext } from "./email/templates.ts";
import { allowedOrigins, webhookSettings, type ServerEnv } from "./env.ts";
import { funnelEndpoint } from "./funnel/funnel-endpoint.ts";
import { dotSegmentGuard, errorResponder, methodGuard, pathGuard } from "./http-hygiene.ts";
import { ackCap } from "./leads/ack-cap.ts";
import { contactService } from "./leads/submit.ts";
import { leadEndpoint } from "./leads/lead-endpoint.ts";
import { requestLogger, type Logger } from "./log.ts";
import { servePages, type BuiltPages, type DevPages } from "./pages.ts";

export interface AppOptions {
  /** What answers pages; without it, API only (tests). */
  readonly pages?: BuiltPages | DevPages;
  readonly env: ServerEnv;
  readonly site: SiteSettings;
  readonly logger: Logger;
  readonly storage: Storage;
  readonly mail: MailContext;
  /** The mail folder (DATA_DIR/mail, .eml files without SMTP_URL), for the inbox's erasure. Default: DATA_DIR/mail from the working directory. */
  readonly mailDir?: string;
  /** Called after a submission is committed: wakes the outbox worker. */
  readonly onCommitted?: () => void;
}

export async function createApp({
  pages,
  env,
  site,
  logger,
  storage,
  mail,
  mailDir = path.resolve(env.DATA_DIR, "mail"),
  onCommitted = () => {},
}: AppOptions) {
  const origins = allowedOrigins(env, site);
  // Google Analytics configured in the build: the CSP allows its tag and endpoints.
  const csp = { analytics: Boolean(site.gaMeasurementId), gaMeasurementId: site.gaMeasurementId };
  // The CRM webhook: each submission enqueues its job when it is configured (docs/decisions/021).
  const webhookUrl = webhookSettings(env)?.url ?? null;
  // The acknowledgements one client address may cause in an hour, quiz and contact form together (081).
  const acks = ackCap({ limit: env.ACKS_PER_CLIENT_PER_HOUR });
  const service = contactService({ storage, mail, webhookUrl, onCommitted, logger, ackCap: acks });
  // Calls booked on the site (docs/decisions/068): the team of TEAM_EMAILS takes them; none without a team.
  const booking = bookingFor({ env, storage, mail, logger, onCommitted, webhookUrl });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  // No ETag computed per response (Express hashes every body it sends, a POST's
  // answer included): HTML sets its own, the pre-rendered pages' computed at start.
  app.set("etag", false);

  if (env.LOG_REQUESTS) app.use(requestLogger(logger));

  app.use(
    helmet({
      contentSecurityPolicy: false, // set per response below: HTML gets its script hashes
      strictTransportSecurity: false, // only over HTTPS, below
      crossOriginEmbedderPolicy: false,
      // The inbox's documents only, below: on a public page it costs the first visit a new
      // browsing context group, so a new renderer process (docs/decisions/085).
      crossOriginOpenerPolicy: false,
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  app.use((req, res, next) => {
    res.setHeader("Content-Security-Policy", strictPolicy);
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    if (isInboxPath(req.path)) res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    next();
  });
  // "/%0a", "/es/%E2%80%A8": no page has a line break in its path; 400, before any path is matched.
  app.use(pathGuard());
  // "/./admin", "/x/../admin", "/%2e/admin": to the path they name, before any path is matched.
  app.use(dotSegmentGuard());
  // TRACE/TRACK anywhere, and methods the contact page, the inbox and the lead endpoint do not take: 405.
  app.use(methodGuard());

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ ok: true });
  });

  // Readiness: storage answers within 1 s, and takes writes; the outbox's backlog and failures in
  // the body. After a write the storage could not take (a full disk, a database down), not ready
  // until one goes through again: a lead's, or the probe tried here (only then: a ready server's
  // /readyz writes nothing). docs/decisions/093.
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("storage did not answer within 1 s")), 1_000);
    });
    try {
      if (storage.writeFault) await Promise.race([storage.probeWrite(), timeout]);
      const outbox = await Promise.race([storage.outboxHealth(Date.now()), timeout]);
      res.json({ ok: true, storage: storage.kind, outbox });
    } catch (error) {
      logger.error("readiness check failed", error);
      const fault = storage.writeFault;
      res.status(503).json({
        ok: false,
        storage: storage.kind,
        ...(fault
          ? { error: "storage_unwritable", since: new Date(fault.since).toISOString() }
          : { error: "storage_unavailable" }),
      });
    } finally {
      clearTimeout(timer);
    }
  });

  // The lead endpoint: JSON only, parsed only here (docs/decisions/093).
  app.use(
    leadEndpoint({
      storage,
      mail,
      webhookUrl,
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      allowedOrigins: origins,
      onCommitted,
      logger,
      bookingKey: booking ? (id) => booking.leadKey("lead", id, Date.now()) : null,
      ackCap: acks,
    }),
  );

  // The quiz funnel's anonymous beacon (docs/decisions/102).
  app.use(
    funnelEndpoint({
      storage,
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      allowedOrigins: origins,
      logger,
    }),
  );

  // For what is rendered per request; the build's own files come compressed (docs/decisions/088).
  app.use(compression());

  // The team inbox's gate and operations (server/inbox/mount.ts); its pages are React Router's, below.
  mountInbox(app, { env, site, storage, mail, mailDir, origins, logger, onCommitted, booking });

  if (pages) await servePages(app, pages, { env, origins, service, booking, csp, logger, storage });

  app.use(errorResponder(logger));

  return app;
}
