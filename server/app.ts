import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { preferenceKey, readCookie } from "#domain/i18n/language.ts";
import { resolveRedirect } from "#domain/site/redirects.ts";
import { contentSecurityPolicy, strictPolicy } from "./csp.ts";
import type { ServerEnv } from "./env.ts";
import { requestLogger, type Logger } from "./log.ts";
import { loadPrerenderedPages } from "./prerendered.ts";

export interface AppOptions {
  readonly build: ServerBuild;
  /** build/client: pre-rendered HTML, hashed assets and public files. */
  readonly clientDir: string;
  readonly env: ServerEnv;
  readonly logger: Logger;
  /** Google Analytics is configured in the build (SITE_GA_MEASUREMENT_ID). */
  readonly analytics?: boolean;
}

const html = { revalidate: "no-cache" } as const;

export async function createApp({ build, clientDir, env, logger, analytics = false }: AppOptions) {
  const pages = await loadPrerenderedPages(clientDir, { analytics });
  const handleDocument = createRequestHandler(build, "production");

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

  app.use(compression());

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
    const page = pages.get(req.path);
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

  // Everything else is rendered by React Router: other-language slugs, the 404 page.
  app.all("/{*splat}", async (req, res, next) => {
    try {
      const response = await handleDocument(createRequest(req, res));
      if (!response.headers.get("Content-Type")?.startsWith("text/html")) {
        await sendResponse(res, response);
        return;
      }
      const body = await response.text();
      res.status(response.status);
      response.headers.forEach((value, key) => res.setHeader(key, value));
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(body, { analytics }));
      res.setHeader("Cache-Control", html.revalidate);
      res.send(body);
    } catch (error) {
      next(error);
    }
  });

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
