import { STATUS_CODES } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { isRouteErrorResponse, type ServerBuild } from "react-router";
import { matchPage } from "#domain/site/pages.ts";
import { funnelPath } from "#domain/quiz/funnel.ts";
import { leadPath } from "./leads/lead-endpoint.ts";
import { requestPath, type Logger } from "./log.ts";

/**
 * Methods and error answers of the whole site (docs/decisions/093).
 */

/** The short message of an HTTP status: "Bad Request", "Method Not Allowed", "Payload Too Large"… */
export function statusMessage(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? "Server Error" : "Client Error");
}

/** A plain-text error answer carrying its status's own message. */
export function sendStatus(res: Response, status: number, headers: Record<string, string> = {}) {
  res.status(status).set(headers).type("text/plain").send(statusMessage(status));
}

/**
 * The methods a page or endpoint answers: the contact page (both slugs, both
 * languages, and its `.data` twin) and the team inbox take form posts, the lead
 * endpoint and the funnel beacon only posts, every other page GET and HEAD. Undefined for a path that is no page.
 */
const postScreens = new Set(["contact", "booking", "bookedCall"]);

export function allowedMethods(pathname: string): string | undefined {
  if (pathname === leadPath || pathname === funnelPath) return "POST";
  // The team inbox: its pages read and take form posts, nothing else (a PUT with a valid token is no post).
  if (/^\/admin(?:[/.]|$)/.test(pathname)) return "GET, HEAD, POST";
  const page = matchPage(pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname);
  if (!page) return undefined;
  // The pages whose forms post: the contact form, and booking, moving and cancelling a call.
  return postScreens.has(page.screen) ? "GET, HEAD, POST" : "GET, HEAD";
}

/**
 * TRACE and TRACK are refused on every path, and a page or the lead endpoint
 * refuses every method it does not answer (a PUT or DELETE with a valid form
 * must not store a message): 405 with `Allow`, before anything reads the body.
 * Other paths go on to their 404.
 */
export function methodGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    const method = req.method;
    if (method === "GET" || method === "HEAD") return next();
    const allow = allowedMethods(req.path);
    if (method === "TRACE" || method === "TRACK") {
      sendStatus(res, 405, { Allow: allow ?? "GET, HEAD" });
    } else if (allow && !allow.split(", ").includes(method)) {
      sendStatus(res, 405, { Allow: allow });
    } else next();
  };
}

/** What no URL path of this site holds, once decoded: control characters and the line and paragraph separators. */
const notInPath = /[\p{Cc}\u2028\u2029]/u;

/**
 * A path with a line break, another control character or a line or paragraph
 * separator (typed percent-encoded: `/%0a`, `/es/%E2%80%A8`), or an encoding that does
 * not decode: no page has one, and it would reach a redirect's Location or the router
 * as is. Answered 400 here, before anything matches a path, with nothing logged: it
 * is the request's fault, and asking again changes nothing.
 */
export function pathGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    const raw = req.url.split("?")[0] ?? "";
    let path: string;
    try {
      path = decodeURIComponent(raw);
    } catch {
      return sendStatus(res, 400);
    }
    if (notInPath.test(path) || notInPath.test(req.url)) return sendStatus(res, 400);
    next();
  };
}

/** A path segment "." or "..", as typed or percent-encoded ("%2e", "%2E%2e"). */
const dotSegment = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/**
 * A path with dot segments ("/./admin", "/x/../admin", "/%2e/admin") names the
 * path they resolve to; Express matches the raw one, so a gate mounted on
 * "/admin" would not see it while the router resolves it. A read is redirected
 * (308) to the resolved path, on this site; anything else is refused (400).
 */
export function dotSegmentGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    const raw = req.url.split("?")[0] ?? "";
    if (!dotSegment.test(raw)) return next();
    if (req.method !== "GET" && req.method !== "HEAD") return sendStatus(res, 400);
    const resolved = new URL(req.url, "http://localhost");
    // "/..//host" resolves to "//host": one slash keeps the redirect on this site.
    const location = `${resolved.pathname.replace(/^\/+/, "/")}${resolved.search}`;
    res.setHeader("Cache-Control", "no-store");
    res.redirect(308, location);
  };
}

/**
 * The last error handler: the error's own status (a body parser's 400 or 413,
 * a static file's 404…) with its own short message, as plain text; a 5xx is
 * logged once, as itself and its causes, at error level. No stack or detail
 * reaches the client.
 */
export function errorResponder(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
    const candidate = Number(statusCode ?? status);
    const code = Number.isInteger(candidate) && candidate >= 400 && candidate <= 599 ? candidate : 500;
    if (code >= 500)
      logger.error("request failed", error, { method: req.method, path: requestPath(req), status: code });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendStatus(res, code);
  };
}

/**
 * React Router reports an error thrown while rendering or in a loader or
 * action to the build's `handleError` (by default a multi-line
 * `console.error`); here it is one line of the server's log, for the 5xx it
 * becomes. Route error responses below 500 (404, 405) are answers, not faults.
 */
export function logRenderErrors(build: ServerBuild, logger: Logger): ServerBuild {
  const handleError: ServerBuild["entry"]["module"]["handleError"] = (error, { request }) => {
    if (request.signal.aborted) return;
    if (isRouteErrorResponse(error) && error.status < 500) return;
    // A 503 the inbox answers for a storage that cannot be used now was logged where the
    // fault was caught, as itself (server/inbox/unavailable.ts): not a second time here.
    if (isRouteErrorResponse(error) && error.status === 503 && !(error as { error?: unknown }).error) return;
    // A 5xx route error response wraps the thrown error (ErrorResponseImpl's `error`).
    const cause = (isRouteErrorResponse(error) && (error as { error?: unknown }).error) || error;
    logger.error("render failed", cause, { method: request.method, path: new URL(request.url).pathname });
  };
  return { ...build, entry: { ...build.entry, module: { ...build.entry.module, handleError } } };
}
