import { fromNodeHeaders } from "better-auth/node";
import type { RequestHandler } from "express";
import { sessionDays, type TeamAuth } from "./auth.ts";
import type { StorageUnavailableError } from "../db/storage.ts";
import { storageFault } from "./unavailable.ts";

export interface SessionCheckOptions {
  readonly auth: TeamAuth;
  /** Lower-case team addresses (TEAM_EMAILS). */
  readonly team: ReadonlySet<string>;
  readonly now: () => number;
  /** better-auth's cookies as the browser gets them (`__Host-`, Secure and Path=/ on HTTPS). */
  readonly secureCookies: (secure: boolean, cookies: string[]) => string[];
  /** Logs a storage fault once (the gate's). */
  readonly reportFault: (fault: StorageUnavailableError) => void;
}

/**
 * The inbox's session on every request: better-auth's, sliding 30 days and never more than
 * 30 days from the sign-in itself, for an address TEAM_EMAILS still lists. Leaves the
 * member and the session id on `res.locals`; a storage that cannot check it leaves
 * `unavailable` (the page answers 503).
 */
export function sessionCheck({
  auth,
  team,
  now,
  secureCookies,
  reportFault,
}: SessionCheckOptions): RequestHandler {
  return async (req, res, next) => {
    try {
      const result = await auth.api.getSession({
        headers: fromNodeHeaders(req.headers),
        returnHeaders: true,
      });
      const session = result.response;
      const started = session ? new Date(session.session.createdAt).getTime() : 0;
      const current = started > now() - sessionDays * 24 * 60 * 60 * 1000;
      if (session && current && team.has(session.user.email.toLowerCase())) {
        res.locals.member = { email: session.user.email.toLowerCase() };
        res.locals.sessionId = session.session.id;
        for (const cookie of secureCookies(req.secure, result.headers.getSetCookie()))
          res.append("Set-Cookie", cookie);
      }
      next();
    } catch (error) {
      // The session cannot be checked now: every inbox page answers 503 (page-handler.ts, login.tsx).
      const fault = storageFault(error);
      if (!fault) return next(error);
      reportFault(fault);
      res.locals.unavailable = fault.retryAfterSeconds;
      next();
    }
  };
}
