import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import path from "node:path";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { contactServiceContext, type ContactService } from "#domain/forms/contact-service.ts";
import { preferenceKey, readCookie } from "#domain/i18n/language.ts";
import { resolveRedirect } from "#domain/site/redirects.ts";
import type { SiteSettings } from "#domain/site/settings.ts";
import { originCheck, perMinuteLimit, type Reject } from "./abuse.ts";
import { contactService } from "./contact/contact-service.ts";
import { contentSecurityPolicy, strictPolicy, type CspOptions } from "./csp.ts";
import type { Storage } from "./db/storage.ts";
import type { MailContext } from "./email/templates.ts";
import { adminRouter } from "./admin/router.ts";
import { allowedOrigins, teamEmails, type ServerEnv } from "./env.ts";
import { leadEndpoint } from "./leads/lead-endpoint.ts";
import { requestLogger, type Logger } from "./log.ts";
import { loadPrerenderedPages } from "./prerendered.ts";

export interface AppOptions {
  /** The React Router build and build/client (pre-rendered HTML, hashed assets, public files); without it, API only (tests). */
  readonly pages?: { readonly build: ServerBuild; readonly clientDir: string };
  readonly env: ServerEnv;
  readonly site: SiteSettings;
  readonly logger: Logger;
  readonly storage: Storage;
  readonly mail: MailContext;
  /** Called after a submission is committed: wakes the outbox worker. */
  readonly onCommitted?: () => void;
}

const html = { revalidate: "no-cache" } as const;

/** Form posts (urlencoded or multipart) larger than this are refused: the contact form needs far less. */
const maxFormBytes = 64 * 1024;

const rejectForm: Reject = (res, status) =>
  void res
    .status(status)
    .type("text/plain")
    .send(status === 429 ? "Too many requests" : "Forbidden");

export async function createApp({
  pages,
  env,
  site,
  logger,
  storage,
  mail,
  onCommitted = () => {},
}: AppOptions) {
  const origins = allowedOrigins(env, site);
  // Google Analytics configured in the build: the CSP allows its tag and endpoints.
  const csp = { analytics: Boolean(site.gaMeasurementId) };
  const service = contactService({ storage, mail, onCommitted });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.set("etag", "strong");

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

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ ok: true });
  });

  // The lead endpoint: JSON only, parsed only here (DESIGN.md section 4).
  app.use(
    leadEndpoint({
      storage,
      mail,
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      allowedOrigins: origins,
      onCommitted,
    }),
  );

  app.use(compression());

  // The team inbox (docs/decisions/019): only with TEAM_EMAILS (env.ts requires AUTH_SECRET with it).
  const team = teamEmails(env);
  if (team.length > 0 && env.AUTH_SECRET) {
    app.use(
      "/admin",
      adminRouter({
        storage,
        secret: env.AUTH_SECRET,
        siteUrl: site.siteUrl,
        team,
        origins,
        logger,
        onCommitted,
      }),
    );
  }

  if (pages) await servePages(app, pages, { env, origins, service, csp });

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number; statusCode?: number }).statusCode ?? 500;
    if (status >= 500) logger.error("request failed", error);
    res
      .status(status)
      .type("text/plain")
      .send(status === 404 ? "Not found" : "Internal server error");
  });

  return app;
}

async function servePages(
  app: express.Express,
  { build, clientDir }: NonNullable<AppOptions["pages"]>,
  {
    env,
    origins,
    service,
    csp,
  }: { env: ServerEnv; origins: string[]; service: ContactService; csp: CspOptions },
) {
  const prerendered = await loadPrerenderedPages(clientDir, csp);
  const handleDocument = createRequestHandler(build, "production");

  // Hashed, content-addressed build assets: cached for a year.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      fallthrough: false,
    }),
  );

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
    res.type("html").send(page.html);
  });

  // Other public files (favicon, sitemap.xml, robots.txt, pre-rendered .data).
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      maxAge: "1h",
      setHeaders(res, file) {
        if (file.endsWith(".data") || file.endsWith(".html")) res.setHeader("Cache-Control", html.revalidate);
      },
    }),
  );

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
          res.status(411).type("text/plain").send("Length required");
        } else if (Number(length ?? 0) > maxFormBytes) {
          res.status(413).type("text/plain").send("Payload too large");
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
      res.send(body);
    } catch (error) {
      next(error);
    }
  });
}
