import { createHeaders, createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import path from "node:path";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { contactServiceContext, ContactService } from "#domain/forms/contact-service.ts";
import type { cspNonceContext } from "#domain/site/csp.ts";
import type { teamRequestContext } from "#domain/inbox/team-request.ts";
import type { AdminLocals } from "./admin/gate.ts";
import { preferenceCookie, preferenceKey, readCookie } from "#domain/i18n/language.ts";
import { inboxPaths, isInboxPath } from "#domain/site/inbox-paths.ts";
import { resolveRedirect } from "#domain/site/redirects.ts";
import type { SiteSettings } from "#domain/site/settings.ts";
import { originCheck, perMinuteLimit, type Reject } from "./limits-and-origin.ts";
import { contactService } from "./leads/submit.ts";
import { appScriptsPolicy, contentSecurityPolicy, cspNonce, strictPolicy, type CspOptions } from "./csp.ts";
import type { Storage } from "./db/storage.ts";
import type { MailContext } from "./email/templates.ts";
import { allowedOrigins, webhookSettings, type ServerEnv } from "./env.ts";
import { mountInbox } from "./admin/mount.ts";
import { dotSegmentGuard, errorResponder, logRenderErrors, methodGuard, sendStatus } from "./http-hygiene.ts";
import { funnelEndpoint } from "./funnel/funnel-endpoint.ts";
import { leadEndpoint } from "./leads/lead-endpoint.ts";
import { requestLogger, type Logger } from "./log.ts";
import { htmlEtag, loadPrerenderedPages, pageBody, sourceOf } from "./prerendered.ts";

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
  const csp = { analytics: Boolean(site.gaMeasurementId), gaMeasurementId: site.gaMeasurementId };
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
  // /readyz writes nothing). docs/decisions/034.
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

  // The lead endpoint: JSON only, parsed only here (docs/decisions/012).
  app.use(
    leadEndpoint({
      storage,
      mail,
      webhookUrl,
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      allowedOrigins: origins,
      onCommitted,
      logger,
    }),
  );

  // The quiz funnel's anonymous beacon (docs/decisions/024).
  app.use(
    funnelEndpoint({
      storage,
      rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
      allowedOrigins: origins,
      logger,
    }),
  );

  // For what is rendered per request; the build's own files come compressed (docs/decisions/037).
  app.use(compression());

  // The team inbox's gate and operations (server/admin/mount.ts); its pages are React Router's, below.
  mountInbox(app, { env, site, storage, mail, mailDir, origins, logger, onCommitted });

  if (pages) await servePages(app, pages, { env, origins, service, csp, logger, storage });

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
    storage,
  }: {
    env: ServerEnv;
    origins: string[];
    service: ContactService;
    csp: CspOptions;
    logger: Logger;
    storage: Storage;
  },
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

  /**
   * The build's files as the build compressed them (scripts/precompress.ts): `file.br`
   * or `file.gz` for a client that accepts it, brotli first; the file itself otherwise.
   */
  const precompressed: expressStaticGzip.ExpressStaticGzipOptions = {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
  };
  /**
   * Only GET and HEAD reach it: express-static-gzip sets Content-Encoding before
   * serve-static looks at the method, so a post to a page's `.data` (a form's action,
   * with JavaScript) would pass on with `Content-Encoding: br` on React Router's answer.
   */
  const filesFrom = (
    root: string,
    options: expressStaticGzip.ExpressStaticGzipOptions,
  ): express.RequestHandler => {
    const files = expressStaticGzip(root, { ...precompressed, ...options });
    return (req, res, next) =>
      req.method === "GET" || req.method === "HEAD" ? files(req, res, next) : next();
  };

  if (built) {
    // Hashed, content-addressed build assets: cached for a year.
    app.use(
      "/assets",
      filesFrom(path.join(built.clientDir, "assets"), {
        serveStatic: { immutable: true, maxAge: "1y", redirect: false, fallthrough: false },
      }),
    );
  } else if ("middlewares" in pages) {
    // Development: Vite's modules, public files and hot-update client.
    app.use(pages.middlewares);
  }

  // Every redirect rule (domain/site/redirects.ts), before anything else answers a page.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = new URL(req.originalUrl, "http://localhost");
    if (url.pathname.endsWith(".data") || isInboxPath(url.pathname)) return next();
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
    const { body, encoding, etag } = pageBody(page, req);
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Cache-Control", html.revalidate);
    res.setHeader("ETag", etag);
    res.vary("Accept-Encoding");
    // Compressed at build time; the compression middleware leaves an encoded body alone.
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.type("html").send(body);
  });

  // Other public files (favicon, sitemap.xml, robots.txt, pre-rendered .data).
  if (built) {
    app.use(
      filesFrom(built.clientDir, {
        serveStatic: {
          redirect: false,
          maxAge: "1h",
          setHeaders(res, file) {
            // The file sent may be the build's `.br` or `.gz` of the one asked for.
            const name = sourceOf(file);
            if (name.endsWith(".data") || name.endsWith(".html"))
              res.setHeader("Cache-Control", html.revalidate);
            // A page's loader data, typed as React Router types its own (express-static-gzip
            // finds no type for `.data` and would write "false").
            if (name.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
          },
        },
      }),
    );
  }

  // Form posts (the contact form, with or without JavaScript) reach React
  // Router's actions only past the same abuse checks as the lead endpoint.
  const formLimit = perMinuteLimit(env.RATE_LIMIT_PER_MINUTE, rejectForm, { storage, logger }, "form:");
  const formOrigin = originCheck(origins, rejectForm);
  app.use((req, res, next) => {
    // The inbox's gate has checked its posts (origin, session, CSRF token, size) already.
    if (req.method === "GET" || req.method === "HEAD" || res.locals.admin) return next();
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

  // Everything else is rendered by React Router: other-language slugs, the 404 page,
  // form actions, and the team inbox (its gate ran first: res.locals.admin).
  app.all("/{*splat}", async (req, res, next) => {
    try {
      const admin = res.locals.admin as AdminLocals | undefined;
      const { contactService, teamRequest, cspNonce: nonceContext } = await routerContexts(build);
      const context = new RouterContextProvider();
      context.set(contactService, service);
      // This response's marker: on every script React Router and React emit (decision 045).
      // Built pages only: it is removed before they go out, while in development React would
      // see it in the HTML it hydrates and not in its own render.
      const nonce = cspNonce();
      if (built) context.set(nonceContext, nonce);
      if (admin) context.set(teamRequest, admin.team);
      let response = await handleDocument(
        admin ? adminRequest(req, res, admin) : createRequest(req, res),
        context,
      );
      if (admin?.refusal && !admin.team.unavailable && !followsToSignIn(req, admin)) {
        // A refused post ran no action: the sign-in page says why, with the refusal's status.
        if (!response.headers.get("Content-Type")?.startsWith("text/html")) {
          sendStatus(res, admin.refusal.status);
          return;
        }
        response = new Response(response.body, { status: admin.refusal.status, headers: response.headers });
      }
      // Cookies set before React Router (the inbox's session and CSRF token) go out with its own.
      const early = res.getHeader("set-cookie");
      res.removeHeader("set-cookie");
      const headers = new Headers(response.headers);
      for (const cookie of [early ?? []].flat()) headers.append("Set-Cookie", String(cookie));
      response = new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
      if (!response.headers.get("Content-Type")?.startsWith("text/html")) {
        await sendResponse(res, response);
        return;
      }
      // Built pages: the scripts the app emitted (those with this response's nonce) by their
      // hashes, nothing else the HTML may hold (decision 045). Development: every inline
      // script, Vite's own too.
      const text = await response.text();
      const { html: body, csp: policy } = built
        ? appScriptsPolicy(text, nonce, csp)
        : { html: text, csp: contentSecurityPolicy(text, csp) };
      res.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== "set-cookie") res.setHeader(key, value);
      });
      for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
      res.setHeader("Content-Security-Policy", policy);
      if (admin) {
        res.setHeader("Cache-Control", "no-store");
      } else {
        res.setHeader("Cache-Control", html.revalidate);
        res.setHeader("ETag", htmlEtag(body));
      }
      res.send(body);
    } catch (error) {
      next(error);
    }
  });
}

/** The router contexts of the build (its entry module's): the objects its routes read. */
async function routerContexts(build: BuiltPages["build"] | DevPages["build"]) {
  const resolved = typeof build === "function" ? await build() : build;
  const entry = resolved.entry.module as unknown as {
    routerContexts?: {
      contactService: typeof contactServiceContext;
      teamRequest: typeof teamRequestContext;
      cspNonce: typeof cspNonceContext;
    };
  };
  if (!entry.routerContexts) throw new Error("the build's entry.server does not export routerContexts");
  return entry.routerContexts;
}

/**
 * The inbox's request for React Router: its body as the gate read it; a refused
 * post becomes a GET of the sign-in page (`refused` says why), so no action runs.
 */
/** A post of React Router's client (`.data`) refused for want of a session: answered with a redirect it follows. */
const followsToSignIn = (req: express.Request, admin: AdminLocals) =>
  admin.refusal?.reason === "signIn" && req.path.endsWith(".data");

function adminRequest(req: express.Request, res: express.Response, admin: AdminLocals): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const headers = createHeaders(req);
  if (admin.team.unavailable) {
    // The session could not be checked (the storage cannot be used now): whatever was asked,
    // the sign-in page's loader answers 503 with the inbox's words, and no action runs.
    headers.delete("content-type");
    headers.delete("content-length");
    return new Request(new URL(`${inboxPaths.signIn}${url.pathname.endsWith(".data") ? ".data" : ""}`, url), {
      method: "GET",
      headers,
    });
  }
  if (admin.refusal) {
    headers.delete("content-type");
    headers.delete("content-length");
    if (followsToSignIn(req, admin)) {
      // React Router's client sent a form without a session: the same post, emptied, to let the
      // signed-in layout's middleware answer it (before any action) with a redirect to sign-in that
      // the client follows, where a bare 401 would show it an error.
      url.searchParams.set("refused", "signIn");
      return new Request(url, { method: "POST", headers, body: new Uint8Array() });
    }
    const refused = new URL(`${inboxPaths.signIn}${url.pathname.endsWith(".data") ? ".data" : ""}`, url);
    refused.searchParams.set("refused", admin.refusal.reason);
    return new Request(refused, { method: "GET", headers });
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(admin.body ?? []) : undefined,
    signal: controller.signal,
  });
}
