import type express from "express";
import expressStaticGzip from "express-static-gzip";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { BookingService } from "#domain/booking/model.ts";
import { preferenceCookie, preferenceKey, readCookie } from "#i18n/language.ts";
import { isInboxPath } from "#domain/site/inbox-paths.ts";
import { resolveRedirect } from "#domain/site/redirects.ts";
import type { CspOptions } from "./csp.ts";
import type { Storage } from "./db/storage.ts";
import type { ServerEnv } from "./env.ts";
import { sendStatus } from "./http-hygiene.ts";
import { originCheck, perMinuteLimit, type Reject } from "./limits-and-origin.ts";
import type { Logger } from "./log.ts";
import { pageHandler } from "./page-handler.ts";
import { loadPrerenderedPages, pageBody, sourceOf } from "./prerendered.ts";
import type { ServerContactService } from "./leads/submit.ts";

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

const html = { revalidate: "no-cache" } as const;

/** Form posts (urlencoded or multipart) larger than this are refused: the contact form needs far less. */
const maxFormBytes = 64 * 1024;

const rejectForm: Reject = (res, status) => sendStatus(res, status);

export interface PagesOptions {
  readonly env: ServerEnv;
  readonly origins: readonly string[];
  readonly service: ServerContactService;
  /** The booking pages' service; null when the site takes no bookings. */
  readonly booking: BookingService | null;
  readonly csp: CspOptions;
  readonly logger: Logger;
  readonly storage: Storage;
}

/**
 * The site's pages and files on `app`: the build's assets, the redirects, the
 * pre-rendered pages from memory, the public files, and what React Router renders
 * on request (page-handler.ts), form posts past the same checks as the lead endpoint.
 */
export async function servePages(
  app: express.Express,
  pages: BuiltPages | DevPages,
  { env, origins, service, booking, csp, logger, storage }: PagesOptions,
) {
  const built = "clientDir" in pages ? pages : undefined;
  const prerendered = built ? await loadPrerenderedPages(built.clientDir, csp) : new Map<string, never>();

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
    if (req.method === "GET" || req.method === "HEAD" || res.locals.inbox) return next();
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
  // form actions, and the team inbox (its gate ran first: res.locals.inbox).
  app.all(
    "/{*splat}",
    pageHandler({ build: pages.build, built: Boolean(built), service, booking, csp, logger }),
  );
}
