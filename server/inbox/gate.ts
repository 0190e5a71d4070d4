import express from "express";
import cookieParser from "cookie-parser";
import { languageFromAcceptLanguage, preferenceKey, readCookie, sanitizeLanguage } from "#i18n/language.ts";
import { defaultLanguage } from "#i18n/languages.ts";
import type { TeamCalls } from "#domain/booking/model.ts";
import type { TeamInbox, TeamRequest } from "#domain/inbox/team-request.ts";
import {
  inboxBase,
  inboxPaths,
  publicPostPages,
  signInPostPages,
  type InboxPage,
} from "#domain/site/inbox-paths.ts";
import type { Storage } from "../db/storage.ts";
import { signInMail } from "../email/templates/sign-in.ts";
import type { Logger } from "../log.ts";
import { createTeamAuth, type TeamAuth } from "./auth.ts";
import { fromBrowser, toBrowser } from "./host-cookies.ts";
import { inboxCsrf, postGuard, type Refusal } from "./post-guard.ts";
import { sessionCheck } from "./session.ts";
import { teamSignIn } from "./sign-in.ts";
import { guardInbox } from "./unavailable.ts";

export interface InboxGateOptions {
  readonly storage: Storage;
  readonly secret: string;
  readonly siteUrl: string;
  /** Lower-case team addresses (TEAM_EMAILS). */
  readonly team: readonly string[];
  /** The inbox's operations (server/inbox/operations.ts), handed to its pages behind the gate. */
  readonly inbox: TeamInbox;
  /** The calls booked on the site (server/booking/team-calls.ts); null when the site takes no bookings. */
  readonly calls?: TeamCalls | null;
  /** Origins allowed to post (SITE_URL's and ALLOWED_ORIGINS); the request's own is always allowed. */
  readonly origins: readonly string[];
  readonly logger: Logger;
  /** Wakes the outbox worker after a sign-in e-mail was stored. */
  readonly onCommitted: () => void;
  /**
   * Sign-in requests per 15 minutes: per address (a browser that signed in before is
   * counted per client only), per client.
   */
  readonly signInLimits?: { readonly perAddress: number; readonly perClient: number };
  readonly now?: () => number;
}

/** What the gate leaves on `res.locals` for the page handler (server/page-handler.ts). */
export interface InboxLocals {
  readonly team: TeamRequest;
  /** The post's body, read here (the CSRF token is in it); the page handler hands it to React Router. */
  readonly body?: Buffer;
  /** A post refused here: the page handler renders the sign-in page with this message instead of running any action. */
  readonly refusal?: { readonly status: 401 | 403; readonly reason: Refusal };
}

/** A strategy draft is up to 20,000 characters, percent-encoded: room for that, and no more. */
const maxBodyBytes = 256 * 1024;

/** The paths of these pages as the gate sees them (under its mount), and their `.data`. */
const underGate = (pages: readonly InboxPage[]) =>
  new Set(
    pages.flatMap((page) => {
      const path = inboxPaths[page].slice(inboxBase.length);
      return [path, `${path}.data`];
    }),
  );
/** Paths a post may reach without a session (their actions sign in or out). */
const publicPosts = underGate(publicPostPages);
/** Posts that pass the sign-in limits. */
const signInPosts = underGate(signInPostPages);
/** Entering a code (limited per client and per browser key, docs/decisions/089). */
const codePath = inboxPaths.code.slice(inboxBase.length);

/**
 * The team inbox's gate under /admin (docs/decisions/089): every request
 * gets no-store and noindex, its session (better-auth, checked against
 * TEAM_EMAILS), its language and the session's CSRF token; a post must come
 * from our origin with that token, and sign-in posts pass their rate limits.
 * A refused post never reaches React Router's actions. Then the request goes
 * on to React Router (app/routes/inbox), with all of it in `res.locals`.
 */
export function inboxGate(options: InboxGateOptions) {
  const { storage, team, onCommitted } = options;
  const teamSet = new Set(team);
  const auth: TeamAuth = createTeamAuth({
    storage,
    secret: options.secret,
    siteUrl: options.siteUrl,
    team: teamSet,
    async sendCode(email, code, link) {
      // The sign-in e-mail (templates/sign-in.ts), stored in the outbox like every other e-mail.
      await storage.queueSignInMail({
        to: email,
        ...signInMail({ siteUrl: options.siteUrl, email, code, link }),
        at: Date.now(),
      });
      onCommitted();
    },
  });
  // The storage's faults: logged once, here, and answered 503 (unavailable.ts).
  const reportFault = (fault: Error) => options.logger.error("team inbox: storage unavailable", fault);
  const guardedInbox = guardInbox(options.inbox, reportFault);

  const { generateCsrfToken, validateRequest } = inboxCsrf(options.secret);

  /** better-auth's cookies as the browser gets them (`__Host-`, Secure and Path=/ on HTTPS). */
  const secureCookies = (secure: boolean, cookies: string[]) =>
    cookies.map((cookie) => toBrowser(cookie, secure));

  const { signIn, limit } = teamSignIn({
    auth,
    storage,
    team: teamSet,
    logger: options.logger,
    reportFault,
    limits: options.signInLimits ?? { perAddress: 5, perClient: 20 },
    secureCookies,
  });

  const router = express.Router();

  router.use((req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Vary", "Cookie");
    next();
  });
  // On HTTPS the browser holds `__Host-` cookies; better-auth, the CSRF check and React
  // Router read them under their plain names (host-cookies.ts).
  router.use((req, _res, next) => {
    if (req.secure) req.headers.cookie = fromBrowser(req.headers.cookie, true);
    next();
  });
  // Signed cookies (the browser's mark of a past sign-in) with AUTH_SECRET.
  router.use(cookieParser(options.secret));

  // A post's body, read whole (up to the limit) so the CSRF token can be checked
  // here; React Router gets the same bytes.
  router.use(express.raw({ type: () => true, limit: maxBodyBytes }), (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    res.locals.body = body;
    res.locals.form = req.is("application/x-www-form-urlencoded")
      ? new URLSearchParams(body.toString("utf8"))
      : new URLSearchParams();
    next();
  });

  // The session: better-auth's, checked against TEAM_EMAILS on every request.
  router.use(sessionCheck({ auth, team: teamSet, now: options.now ?? Date.now, secureCookies, reportFault }));

  // Every state-changing request: our origin, a session (but to sign in or out), its CSRF token.
  router.use(postGuard({ origins: new Set(options.origins), publicPosts, validateRequest }));

  router.use((req, res, next) => {
    if (req.method !== "POST" || res.locals.refusal || !signInPosts.has(req.path)) return next();
    limit(req, res, next, req.path.startsWith(codePath));
  });

  router.use((req, res, next) => {
    const lang =
      sanitizeLanguage(readCookie(req.get("cookie"), preferenceKey)) ??
      languageFromAcceptLanguage(req.get("accept-language"));
    const csrf = generateCsrfToken(req, res, { overwrite: false, cookieOptions: { secure: req.secure } });
    if (req.secure) {
      const set = res.getHeader("Set-Cookie");
      if (set !== undefined)
        res.setHeader(
          "Set-Cookie",
          [set].flat().map((cookie) => toBrowser(String(cookie), true)),
        );
    }
    const request: TeamRequest = {
      member: (res.locals.member as TeamRequest["member"] | undefined) ?? null,
      csrf,
      lang: lang ?? defaultLanguage,
      forbidden: Boolean(res.locals.refusal),
      limited: Boolean(res.locals.limited),
      codeSpent: Boolean(res.locals.codeSpent),
      unavailable: (res.locals.unavailable as number | undefined) ?? null,
      secure: req.secure,
      inbox: guardedInbox,
      signIn: signIn(req, res),
      calls: options.calls ?? null,
    };
    const locals: InboxLocals = {
      team: request,
      body: res.locals.body as Buffer | undefined,
      refusal: res.locals.refusal as InboxLocals["refusal"],
    };
    res.locals.inbox = locals;
    next();
  });

  return router;
}
