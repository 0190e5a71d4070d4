import type { Request, RequestHandler } from "express";
import { doubleCsrf } from "csrf-csrf";
import { inboxBase } from "#domain/site/inbox-paths.ts";
import { teamCookieName } from "./host-cookies.ts";

/** Why a post to the inbox was refused before React Router saw it. */
export type Refusal = "forbidden" | "signIn";

/**
 * The inbox's CSRF tokens: bound to the session (the session id, or "" before sign-in) and
 * kept in its cookie while valid, so every tab of a session shares one; a post carries it as
 * the form's `_csrf` (the gate read the body into `res.locals.form`).
 */
export function inboxCsrf(secret: string) {
  return doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: (req) => (req.res?.locals as { sessionId?: string } | undefined)?.sessionId ?? "",
    cookieName: `${teamCookieName}.csrf`,
    cookieOptions: { path: inboxBase, sameSite: "lax", httpOnly: true, secure: false },
    getCsrfTokenFromRequest: (req) =>
      (req.res?.locals as { form?: URLSearchParams } | undefined)?.form?.get("_csrf"),
  });
}

export interface PostGuardOptions {
  /** Origins allowed to post besides the request's own (SITE_URL's and ALLOWED_ORIGINS). */
  readonly origins: ReadonlySet<string>;
  /** Paths a post may reach without a session (their actions sign in or out). */
  readonly publicPosts: ReadonlySet<string>;
  readonly validateRequest: (req: Request) => boolean;
}

/**
 * Every state-changing request: our origin, then a session (everything but signing in and
 * out needs one: a session that ended is told so, whatever its token), then the session's
 * CSRF token. A refusal is left on `res.locals` (the page handler renders the sign-in page
 * with its message instead of running any action).
 */
export function postGuard({ origins, publicPosts, validateRequest }: PostGuardOptions): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const refuse = (status: 401 | 403, reason: Refusal) => (res.locals.refusal = { status, reason });
    const origin = req.get("origin");
    const own = `${req.protocol}://${req.get("host")}`;
    if (!origin || !(origin === own || origins.has(origin))) refuse(403, "forbidden");
    else if (!res.locals.member && !publicPosts.has(req.path)) refuse(401, "signIn");
    else if (!validateRequest(req)) refuse(403, "forbidden");
    next();
  };
}
