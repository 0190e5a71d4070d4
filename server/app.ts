import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import path from "node:path";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { contactServiceContext, type ContactService } from "#domain/forms/contact-service.ts";
import { preferenceCookie, preferenceKey, readCookie } from "#domain/i18n/language.ts";
import { resolveRedirect } from "#domain/site/redirects.ts";
import type { SiteSettings } from "#domain/site/settings.ts";
import { originCheck, perMinuteLimit, type Reject } from "./abuse.ts";
import { contactService } from "./contact/contact-service.ts";
import { contentSecurityPolicy, strictPolicy, type CspOptions } from "./csp.ts";
import type { Storage } from "./db/storage.ts";
import type { MailContext } from "./email/templates.ts";
import { allowedOrigins, teamEmails, webhookSettings, type ServerEnv } from "./env.ts";
import { errorResponder, logRenderErrors, methodGuard, sendStatus } from "./http-hygiene.ts";
import { funnelEndpoint } from "./funnel/funnel-endpoint.ts";
import { leadEndpoint } from "./leads/lead-endpoint.ts";
import { requestLogger, type Logger } from "./log.ts";
import { htmlEtag, loadPrerenderedPages } from "./prerendered.ts";

/** Production: the React Router build and build/client (pre-rendered HTML, hashed assets, public files). */
export interface BuiltPages {
  readonly build: ServerBuild;
  readonly clientDir: string;
}

/**
 * Development (server/dev.ts): Vite in middleware mode serves the modules, public
 * files and hot updates, and every page is rendered from source on request.
 */
export interface DevPages {
  readonly build: () => Promise<ServerBuild>;
  readonly middlewares: express.RequestHandler;
}

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

const html = { revalidate: "no-cache" } as const;

/** Form posts (urlencoded or multipart) larger than this are refused: the contact form needs far less. */
const maxFormBytes = 64 * 1024;

const rejectForm: Reject = (res, status) => sendStatus(res, status);

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
  const csp = { analytics: Boolean(site.gaMeasurementId) };
  // The CRM webhook: each submission enqueues its job when it is configured (docs/decisions/021).
  const webhookUrl = webhookSettings(env)?.url ?? null;
  const service = contactService({ storage, mail, webhookUrl, onCommitted, logger });

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
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  app.use((req, res, next) => {
    res.setHeader("Content-Security-Policy", strictPolicy);
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  });
  // TRACE/TRACK anywhere, and methods the contact page and the lead endpoint do not take: 405.
  app.use(methodGuard());

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ ok: true });
  });

  // Readiness: storage answers within 1 s; the outbox's backlog and failures in the body.
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("storage did not answer within 1 s")), 1_000);
    });
    try {
      const outbox = await Promise.race([storage.outboxHealth(Date.now()), timeout]);
      res.json({ ok: true, storage: storage.kind, outbox });
    } catch (error) {
      logger.error("readiness check failed", error);
      res.status(503).json({ ok: false, storage: storage.kind, error: "storage_unavailable" });
    } finally {
      clearTimeout(timer);
    }
  });

  // The lead endpoint: JSON only, parsed only here (DESIGN.md section 4).
  app.use(
    leadEndpoint({
      storage,
      mail,
      webhookUrl,
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      allowedOrigins: origins,
      onCommitted,
    }),
  );

  // The quiz funnel's anonymous beacon (docs/decisions/024).
  app.use(
    funnelEndpoint({ storage, rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE, allowedOrigins: origins }),
  );

  app.use(compression());

  // The team inbox (docs/decisions/019): only with TEAM_EMAILS (env.ts requires AUTH_SECRET with it).
  const team = teamEmails(env);
  const secret = env.AUTH_SECRET;
  if (team.length > 0 && secret) {
    // Loaded on the inbox's first request, not at start: better-auth and the inbox's
    // views (~12 MiB) stay out of a server that only serves the public site (decision 026).
    let inbox: Promise<express.Router> | undefined;
    app.use("/admin", (req, res, next) => {
      inbox ??= import("./admin/router.ts").then(({ adminRouter }) =>
        adminRouter({
          storage,
          mailDir,
          secret,
          siteUrl: site.siteUrl,
          team,
          origins,
          logger,
          onCommitted,
        }),
      );
      inbox.then(
        (router) => router(req, res, next),
        (error: unknown) => {
          inbox = undefined; // the next request tries again
          next(error);
        },
      );
    });
  }

  if (pages) await servePages(app, pages, { env, origins, service, csp, logger });

  app.use(errorResponder(logger));

  return app;
}

async function servePages(
  app: express.Express,
  pages: NonNullable<AppOptions["pages"]>,
  {
    env,
    origins,
    service,
    csp,
    logger,
  }: { env: ServerEnv; origins: string[]; service: ContactService; csp: CspOptions; logger: Logger },
) {
  const built = "clientDir" in pages ? pages : undefined;
  const prerendered = built ? await loadPrerenderedPages(built.clientDir, csp) : new Map<string, never>();
  const { build } = pages;
  const handleDocument = createRequestHandler(
    typeof build === "function"
      ? async () => logRenderErrors(await build(), logger)
      : logRenderErrors(build, logger),
    built ? "production" : "development",
  );

  if (built) {
    // Hashed, content-addressed build assets: cached for a year.
    app.use(
      "/assets",
      express.static(path.join(built.clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        redirect: false,
        fallthrough: false,
      }),
    );
  } else if ("middlewares" in pages) {
    // Development: Vite's modules, public files and hot-update client.
    app.use(pages.middlewares);
  }

  // Redirects of DESIGN.md section 2, before anything else answers a page.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = new URL(req.originalUrl, "http://localhost");
    if (url.pathname.endsWith(".data")) return next();
    const target = resolveRedirect({
      pathname: url.pathname,
      search: url.search,
      preferred: readCookie(req.headers.cookie, preferenceKey),
      acceptLanguage: req.headers["accept-language"],
    });
    if (!target) return next();
    if (url.pathname === "/") res.setHeader("Vary", "Cookie, Accept-Language");
    // The language switcher's choice, carried by its link: remembered as the browser's own code would.
    if (target.remember) res.setHeader("Set-Cookie", preferenceCookie(target.remember, req.secure));
    res.setHeader("Cache-Control", target.status === 301 ? "public, max-age=3600" : "no-store");
    res.redirect(target.status, target.location);
  });

  // Pre-rendered pages straight from memory, revalidated by ETag.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = prerendered.get(req.path);
    if (!page) return next();
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Cache-Control", html.revalidate);
    res.setHeader("ETag", page.etag);
    res.type("html").send(page.html);
  });

  // Other public files (favicon, sitemap.xml, robots.txt, pre-rendered .data).
  if (built) {
    app.use(
      express.static(built.clientDir, {
        index: false,
        redirect: false,
        maxAge: "1h",
        setHeaders(res, file) {
          if (file.endsWith(".data") || file.endsWith(".html"))
            res.setHeader("Cache-Control", html.revalidate);
        },
      }),
    );
  }

  // Form posts (the contact form, with or without JavaScript) reach React
  // Router's actions only past the same abuse checks as the lead endpoint.
  const formLimit = perMinuteLimit(env.RATE_LIMIT_PER_MINUTE, rejectForm);
  const formOrigin = originCheck(origins, rejectForm);
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    formLimit(req, res, () =>
      formOrigin(req, res, () => {
        const length = req.get("content-length");
        if (length === undefined && req.get("transfer-encoding")) {
          sendStatus(res, 411);
        } else if (Number(length ?? 0) > maxFormBytes) {
          sendStatus(res, 413);
        } else next();
      }),
    );
  });

  // Everything else is rendered by React Router: other-language slugs, the 404 page, form actions.
  app.all("/{*splat}", async (req, res, next) => {
    try {
      const context = new RouterContextProvider();
      context.set(contactServiceContext, service);
      const response = await handleDocument(createRequest(req, res), context);
      if (!response.headers.get("Content-Type")?.startsWith("text/html")) {
        await sendResponse(res, response);
        return;
      }
      const body = await response.text();
      res.status(response.status);
      response.headers.forEach((value, key) => res.setHeader(key, value));
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(body, csp));
      res.setHeader("Cache-Control", html.revalidate);
      res.setHeader("ETag", htmlEtag(body));
      res.send(body);
    } catch (error) {
      next(error);
    }
  });
}
