import { setTimeout as sleep } from "node:timers/promises";
import type { NextFunction, Request, Response } from "express";
import { rateLimit } from "express-rate-limit";
import { isAPIError } from "better-auth/api";
import { fromNodeHeaders } from "better-auth/node";
import { z } from "zod";
import type { SignInEntry, TeamSignIn } from "#domain/inbox/team-request.ts";
import { inboxBase } from "#domain/site/inbox-paths.ts";
import type { Storage } from "../db/storage.ts";
import { limitOptions } from "../limits-and-origin.ts";
import type { Logger } from "../log.ts";
import {
  browserKey,
  browserKeyPattern,
  codeLifetimeSeconds,
  codeToken,
  codeTries,
  issueSignIn,
  type TeamAuth,
} from "./auth.ts";
import { teamCookieName, toBrowser } from "./host-cookies.ts";
import { writableWithin } from "./unavailable.ts";

const CodeSchema = z.string().regex(/^\d{6}$/);
/** The browser's key to the codes it asked for (15 minutes), and its mark of a past sign-in (signed, a year). */
const pendingCookie = `${teamCookieName}.pending`;
const deviceCookie = `${teamCookieName}.device`;
const deviceDays = 365;
/**
 * Both sign-in posts (asking for a code, entering it) answer no sooner than this
 * after their action starts, whatever the address: the work they do for a team
 * address (a code looked up, a session started) takes a few milliseconds, and the
 * floor hides it.
 */
export const signInFloorMs = 150;
const windowMs = 15 * 60 * 1000;

export interface SignInOptions {
  readonly auth: TeamAuth;
  readonly storage: Storage;
  /** Lower-case team addresses (TEAM_EMAILS). */
  readonly team: ReadonlySet<string>;
  readonly logger: Logger;
  /** Logs a storage fault once (the gate's). */
  readonly reportFault: (fault: Error) => void;
  /** Sign-in requests per 15 minutes: per address (not for a browser that signed in before), per client. */
  readonly limits: { readonly perAddress: number; readonly perClient: number };
  /** better-auth's cookies as the browser gets them (the gate's). */
  readonly secureCookies: (secure: boolean, cookies: string[]) => string[];
}

/**
 * The inbox's sign-in (docs/decisions/089): asking for a code, entering
 * it or the e-mail's link, signing out, and the limits the two sign-in posts pass.
 * The gate (gate.ts) hands `signIn` to the pages and runs `limit` before them.
 */
export function teamSignIn({
  auth,
  storage,
  team: teamSet,
  logger,
  reportFault,
  limits,
  secureCookies,
}: SignInOptions) {
  /** An inbox cookie (Path=/admin, HttpOnly, SameSite=Lax), `__Host-` on HTTPS like the others. */
  const setCookie = (
    req: Request,
    res: Response,
    name: string,
    value: string,
    maxAgeMs: number,
    signed = false,
  ) => {
    res.cookie(name, value, { path: inboxBase, sameSite: "lax", httpOnly: true, maxAge: maxAgeMs, signed });
    if (req.secure)
      res.setHeader(
        "Set-Cookie",
        [res.getHeader("Set-Cookie") ?? []].flat().map((cookie) => toBrowser(String(cookie), true)),
      );
  };
  /** The key of the codes this browser asked for, if it holds one. */
  const keyOf = (req: Request) => {
    const key = (req.cookies as Record<string, unknown> | undefined)?.[pendingCookie];
    return typeof key === "string" && browserKeyPattern.test(key) ? key : null;
  };
  /** The browser's mark of a past sign-in (signed with AUTH_SECRET: only we set it). */
  const deviceOf = (req: Request) => {
    const device = (req.signedCookies as Record<string, unknown> | undefined)?.[deviceCookie];
    return typeof device === "string" && browserKeyPattern.test(device) ? device : null;
  };

  const signIn = (req: Request, res: Response): TeamSignIn => ({
    async requestCode(email) {
      // An address off the list gets the same page, and no e-mail (nor a code stored). The
      // code is made and stored after the answer, so its time does not tell a team address
      // from another; a failure is logged (the member asks again).
      // Whatever the address, the storage must take a write now: never "sent" for a code
      // that cannot be stored (a 503), in the same time for every address.
      await writableWithin(storage, signInFloor(), reportFault);
      // Every browser that asks gets a new key, whatever the address: its code needs it.
      const key = browserKey();
      setCookie(req, res, pendingCookie, key, codeLifetimeSeconds * 1000);
      if (!teamSet.has(email)) return;
      const headers = fromNodeHeaders(req.headers);
      setImmediate(() => {
        issueSignIn(auth, email, key, headers).catch((error: unknown) =>
          logger.error("team sign-in: the code could not be stored", error),
        );
      });
    },
    async verify(entry, request) {
      // Whatever the address and the code, the answer takes the same time: the floor outlasts
      // the work (looking the code up, starting the session).
      const floor = signInFloor();
      try {
        const cookies = await check(entry, keyOf(req), request.headers, req.secure);
        // This browser signed in: no longer counted per address when it asks (perAddress).
        if (cookies)
          setCookie(req, res, deviceCookie, deviceOf(req) ?? browserKey(), deviceDays * 86_400_000, true);
        return cookies;
      } finally {
        await floor;
      }
    },
    async signOut(request) {
      const result = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
      return secureCookies(req.secure, result.headers.getSetCookie());
    },
  });

  /**
   * A link's or a code's check: the session's cookies when it is right, else null. A code
   * is the token made of the address, the key of the browser that asked and the digits.
   */
  const check = async (
    { email, code, link }: SignInEntry,
    key: string | null,
    headers: Headers,
    secure: boolean,
  ) => {
    let token: string;
    if (link) {
      if (!browserKeyPattern.test(link)) return null;
      token = link;
    } else {
      if (!key || !teamSet.has(email) || !CodeSchema.safeParse(code).success) return null;
      token = codeToken(email, key, code);
    }
    try {
      const result = await auth.api.magicLinkVerify({ query: { token }, headers, returnHeaders: true });
      return secureCookies(secure, result.headers.getSetCookie());
    } catch (error) {
      if (isAPIError(error)) return null;
      throw error;
    }
  };
  const signInFloor = () => sleep(signInFloorMs);

  const limited = (req: Request, res: Response, next: NextFunction) => {
    res.locals.limited = true;
    next();
  };
  // In the database on PostgreSQL, shared by every instance (docs/decisions/094).
  const at = { storage, logger };
  const perClient = rateLimit({
    windowMs,
    limit: limits.perClient,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: limited,
    ...limitOptions(at, "signin-client:"),
  });
  /**
   * Asking for a code, per address: a few e-mails a window, so nobody can flood a
   * member's mailbox. Entering codes has no limit per address (docs/decisions/089):
   * anyone can type a member's address, so such a limit let anyone lock the member
   * out. Guessing is bounded by the code itself (3 tries from the browser that asked,
   * then it is spent) times the codes an address can be sent, and by the per-client limit.
   * A browser that signed in before (its signed mark) is not counted here, only per client
   * (docs/decisions/089): others' requests for the address never keep it out.
   */
  const perAddress = rateLimit({
    windowMs,
    limit: limits.perAddress,
    standardHeaders: false,
    legacyHeaders: false,
    skip: (req) => deviceOf(req) !== null,
    keyGenerator: (_req, res) =>
      `request:${String((res.locals.form as URLSearchParams | undefined)?.get("email") ?? "")
        .trim()
        .toLowerCase()}`,
    handler: limited,
    ...limitOptions(at, "signin-request:"),
  });

  /**
   * Typing codes, per browser key: 3 tries for the code a browser asked for, then it is
   * spent (a new request gives a new key). The window outlasts the code. An e-mail's link
   * is not counted: its token cannot be guessed, and nobody else's tries touch it.
   */
  const perKey = rateLimit({
    windowMs: codeLifetimeSeconds * 1000,
    limit: codeTries,
    standardHeaders: false,
    legacyHeaders: false,
    skip: (req, res) => !keyOf(req) || Boolean((res.locals.form as URLSearchParams | undefined)?.get("link")),
    keyGenerator: (req) => `code:${keyOf(req) ?? ""}`,
    handler: (_req, res, next) => {
      res.locals.codeSpent = true;
      next();
    },
    ...limitOptions(at, "signin-code:"),
  });

  /** The limits of a sign-in post: per client, then per browser key (entering a code) or per address (asking for one). */
  const limit = (req: Request, res: Response, next: NextFunction, entering: boolean) => {
    perClient(req, res, () => (entering ? perKey(req, res, next) : perAddress(req, res, next)));
  };

  return { signIn, limit };
}
