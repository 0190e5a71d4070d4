import { randomUUID } from "node:crypto";
import cookieParser from "cookie-parser";
import express, { type NextFunction, type Request, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import { APIError } from "better-auth/api";
import { fromNodeHeaders } from "better-auth/node";
import { doubleCsrf } from "csrf-csrf";
import { z } from "zod";
import {
  languageFromAcceptLanguage,
  preferenceKey,
  readCookie,
  sanitizeLanguage,
} from "#domain/i18n/language.ts";
import { stageKeys } from "#domain/quiz/stages.ts";
import { erasePerson } from "../leads/erase.ts";
import { formatRecords } from "../leads/export.ts";
import type { Storage } from "../db/storage.ts";
import { funnelReport, type FunnelPeriod } from "../funnel/funnel.ts";
import { mexicoCityDay } from "../mexico-city.ts";
import type { Logger } from "../log.ts";
import { createTeamAuth, type TeamAuth } from "./auth.ts";
import { erasePage, erasuresPage } from "./erase-view.ts";
import { funnelPage, funnelPresets } from "./funnel-view.ts";
import { adminCsp, html, layout } from "./html.ts";
import {
  addEvent,
  addNote,
  countByEmail,
  eventsOf,
  exportInbox,
  getItem,
  listInbox,
  listOverdue,
  mailsOf,
  overdueShown,
  statuses,
  type Cursor,
  type InboxFilters,
} from "./inbox.ts";
import { en } from "./locales/en.ts";
import { es, type AdminCopy } from "./locales/es.ts";
import { codeForm, leadPage, listPage, loginForm } from "./views.ts";

export interface AdminOptions {
  readonly storage: Storage;
  /** The mail folder (DATA_DIR/mail), whose .eml files of a person an erasure removes. */
  readonly mailDir: string;
  readonly secret: string;
  readonly siteUrl: string;
  /** Lower-case team addresses (TEAM_EMAILS). */
  readonly team: readonly string[];
  /** Origins allowed to post (SITE_URL's and ALLOWED_ORIGINS); the request's own is always allowed. */
  readonly origins: readonly string[];
  readonly logger: Logger;
  /** Wakes the outbox worker after a sign-in e-mail or a retry was stored. */
  readonly onCommitted: () => void;
  /** Sign-in requests per 15 minutes: per address, per client. */
  readonly signInLimits?: { readonly perAddress: number; readonly perClient: number };
  readonly now?: () => number;
}

interface Member {
  readonly email: string;
  readonly sessionId: string;
}

declare module "express-serve-static-core" {
  interface Request {
    member?: Member;
    adminCopy?: AdminCopy;
  }
}

const EmailSchema = z.email().max(254);
const CodeSchema = z.string().regex(/^\d{6}$/);
const windowMs = 15 * 60 * 1000;

/** The sign-in e-mail (both languages: the team reads either), stored in the outbox like every other e-mail. */
async function storeSignInMail(storage: Storage, siteUrl: string, email: string, code: string) {
  const link = new URL("/admin/login/code", siteUrl);
  link.searchParams.set("email", email);
  link.searchParams.set("code", code);
  const text = `${es.mail.body(link.href, code)}\n\n---\n\n${en.mail.body(link.href, code)}\n`;
  const now = Date.now();
  await storage.db
    .insertInto("outbox")
    .values({
      id: randomUUID(),
      refId: `team-signin:${randomUUID()}`,
      personEmail: email,
      position: 0,
      kind: "team-signin",
      toAddr: email,
      replyTo: null,
      subject: `${es.mail.subject} / ${en.mail.subject}`,
      textBody: text,
      htmlBody: `<!doctype html><html><head><meta charset="utf-8"></head><body><pre style="font:inherit;white-space:pre-wrap">${text
        .replaceAll("&", "&amp;")
        .replaceAll("<", "&lt;")}</pre></body></html>`,
      nextAttemptAt: now,
      createdAt: now,
    })
    .execute();
}

/**
 * The team inbox under /admin (docs/decisions/019, 020): server-rendered HTML
 * without any script, so no public page loads any of it.
 */
export function adminRouter(options: AdminOptions) {
  const { storage, team, logger, onCommitted } = options;
  const now = options.now ?? Date.now;
  const teamSet = new Set(team);
  const limits = options.signInLimits ?? { perAddress: 5, perClient: 20 };
  const auth: TeamAuth = createTeamAuth({
    storage,
    secret: options.secret,
    siteUrl: options.siteUrl,
    team: teamSet,
    async sendCode(email, code) {
      await storeSignInMail(storage, options.siteUrl, email, code);
      onCommitted();
    },
  });
  const origins = new Set(options.origins);

  const { generateCsrfToken, doubleCsrfProtection } = doubleCsrf({
    getSecret: () => options.secret,
    getSessionIdentifier: (req) => req.member?.sessionId ?? "",
    cookieName: "pontas-team.csrf",
    cookieOptions: { path: "/admin", sameSite: "lax", httpOnly: true, secure: false },
    getCsrfTokenFromRequest: (req) => (req.body as Record<string, string> | undefined)?._csrf,
  });
  const csrf = (req: Request, res: Response) =>
    generateCsrfToken(req, res, { overwrite: true, cookieOptions: { secure: req.secure } });

  /** better-auth's cookies, with Secure added on HTTPS requests. */
  const forwardCookies = (req: Request, res: Response, headers: Headers) => {
    for (const cookie of headers.getSetCookie()) {
      res.append("Set-Cookie", req.secure ? `${cookie}; Secure` : cookie);
    }
  };

  const send = (
    req: Request,
    res: Response,
    status: number,
    title: string,
    body: ReturnType<typeof loginForm>,
    csrfToken?: string,
  ) => {
    const copy = req.adminCopy!;
    res
      .status(status)
      .type("html")
      .send(
        layout(
          {
            copy,
            title,
            path: req.originalUrl.split("?")[0] ?? "/admin",
            member: req.member && csrfToken ? { email: req.member.email, csrf: csrfToken } : undefined,
          },
          body,
        ),
      );
  };

  const router = express.Router();

  router.use((req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Content-Security-Policy", adminCsp);
    res.setHeader("Vary", "Cookie");
    // The site's own preference cookie (the public language switcher sets it too), else Accept-Language.
    const lang =
      sanitizeLanguage(readCookie(req.get("cookie"), preferenceKey)) ??
      languageFromAcceptLanguage(req.get("accept-language"));
    req.adminCopy = lang === "en" ? en : es;
    next();
  });
  router.use(cookieParser());
  router.use(express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 50 }));

  // The session: better-auth's, checked against TEAM_EMAILS on every request.
  router.use(async (req, res, next) => {
    try {
      const result = await auth.api.getSession({
        headers: fromNodeHeaders(req.headers),
        returnHeaders: true,
      });
      const session = result.response;
      if (session && teamSet.has(session.user.email.toLowerCase())) {
        req.member = { email: session.user.email.toLowerCase(), sessionId: session.session.id };
        forwardCookies(req, res, result.headers);
      }
      next();
    } catch (error) {
      next(error);
    }
  });

  // Every state-changing request: our origin, then a CSRF token bound to the session.
  router.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const origin = req.get("origin");
    const own = `${req.protocol}://${req.get("host")}`;
    if (!origin || !(origin === own || origins.has(origin))) return forbidden(req, res);
    next();
  });
  router.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    doubleCsrfProtection(req, res, (error?: unknown) => (error ? forbidden(req, res) : next()));
  });

  function forbidden(req: Request, res: Response) {
    res.status(403);
    send(
      req,
      res,
      403,
      req.adminCopy!.login.title,
      loginForm(req.adminCopy!, csrf(req, res), { error: req.adminCopy!.login.forbidden }),
    );
  }

  const tooMany = (req: Request, res: Response) => {
    const copy = req.adminCopy!;
    send(req, res, 429, copy.login.title, loginForm(copy, csrf(req, res), { error: copy.login.tooMany }));
  };
  const perClient = rateLimit({
    windowMs,
    limit: limits.perClient,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: tooMany,
  });
  const perAddress = rateLimit({
    windowMs,
    limit: limits.perAddress,
    standardHeaders: false,
    legacyHeaders: false,
    keyGenerator: (req) =>
      `address:${String((req.body as Record<string, unknown>).email ?? "")
        .trim()
        .toLowerCase()}`,
    handler: tooMany,
  });

  router.get("/lang/:lang", (req, res) => {
    const lang = sanitizeLanguage(req.params.lang) ?? "es";
    const next =
      typeof req.query.next === "string" && /^\/admin(\/|$)/.test(req.query.next) ? req.query.next : "/admin";
    res.cookie(preferenceKey, lang, {
      path: "/",
      sameSite: "lax",
      maxAge: 365 * 24 * 60 * 60 * 1000,
      secure: req.secure,
    });
    res.redirect(303, next);
  });

  router.get("/login", (req, res) => {
    if (req.member) return res.redirect(303, "/admin");
    send(req, res, 200, req.adminCopy!.login.title, loginForm(req.adminCopy!, csrf(req, res)));
  });

  router.post("/login", perClient, perAddress, async (req, res, next) => {
    const copy = req.adminCopy!;
    const parsed = EmailSchema.safeParse(
      String((req.body as Record<string, unknown>).email ?? "")
        .trim()
        .toLowerCase(),
    );
    if (!parsed.success) {
      return send(
        req,
        res,
        400,
        copy.login.title,
        loginForm(copy, csrf(req, res), { error: copy.login.invalidEmail }),
      );
    }
    const email = parsed.data;
    try {
      // An address off the list gets the same page, and no e-mail (nor a code stored).
      if (teamSet.has(email)) await auth.api.sendVerificationOTP({ body: { email, type: "sign-in" } });
      send(req, res, 200, copy.login.codeTitle, codeForm(copy, csrf(req, res), { email, sent: true }));
    } catch (error) {
      next(error);
    }
  });

  router.get("/login/code", (req, res) => {
    const copy = req.adminCopy!;
    const email = typeof req.query.email === "string" ? req.query.email.slice(0, 254) : "";
    const code = typeof req.query.code === "string" ? req.query.code.slice(0, 6) : "";
    send(req, res, 200, copy.login.codeTitle, codeForm(copy, csrf(req, res), { email, code }));
  });

  router.post("/login/code", perClient, async (req, res, next) => {
    const copy = req.adminCopy!;
    const body = req.body as Record<string, unknown>;
    const email = String(body.email ?? "")
      .trim()
      .toLowerCase();
    const code = String(body.code ?? "").trim();
    const refuse = () =>
      send(
        req,
        res,
        400,
        copy.login.codeTitle,
        codeForm(copy, csrf(req, res), { email, error: copy.login.invalidCode }),
      );
    if (!teamSet.has(email) || !CodeSchema.safeParse(code).success) return refuse();
    try {
      const result = await auth.api.signInEmailOTP({
        body: { email, otp: code },
        headers: fromNodeHeaders(req.headers),
        returnHeaders: true,
      });
      forwardCookies(req, res, result.headers);
      res.redirect(303, "/admin");
    } catch (error) {
      if (error instanceof APIError) return refuse();
      next(error);
    }
  });

  router.post("/logout", async (req, res, next) => {
    try {
      if (req.member) {
        const result = await auth.api.signOut({ headers: fromNodeHeaders(req.headers), returnHeaders: true });
        forwardCookies(req, res, result.headers);
      }
      res.redirect(303, "/admin/login");
    } catch (error) {
      next(error);
    }
  });

  // Everything below needs a team member's session.
  router.use((req, res, next) => {
    if (req.member) return next();
    if (req.method === "GET" || req.method === "HEAD") return res.redirect(303, "/admin/login");
    res.status(401).type("text/plain").send("Sign in first");
  });

  router.get("/", async (req, res, next) => {
    try {
      const copy = req.adminCopy!;
      const filters = readFilters(req.query);
      const cursor = readCursor(req.query.before);
      const at = now();
      // Overdue leads first, once: the main list (every page of it) leaves out those the section shows.
      const overdue = await listOverdue(storage.db, filters, at);
      const list = await listInbox(storage.db, filters, cursor, at, overdueShown(overdue));
      const token = csrf(req, res);
      send(
        req,
        res,
        200,
        copy.list.heading,
        listPage(copy, {
          filters,
          items: list.items,
          overdue: cursor ? [] : overdue,
          next: list.next,
          paged: cursor !== null,
          now: at,
        }),
        token,
      );
    } catch (error) {
      next(error);
    }
  });

  router.get("/funnel", async (req, res, next) => {
    try {
      const copy = req.adminCopy!;
      const today = mexicoCityDay(now());
      const presets = funnelPresets.map((days) => ({ days, period: lastDays(today, days) }));
      const asked = typeof req.query.from === "string" || typeof req.query.to === "string";
      const chosen = readPeriod(req.query);
      const period = chosen ?? lastDays(today, 30);
      const report = await funnelReport(storage.db, period);
      const token = csrf(req, res);
      send(
        req,
        res,
        asked && !chosen ? 400 : 200,
        copy.funnel.heading,
        funnelPage(copy, {
          period,
          report,
          presets,
          error: asked && !chosen ? copy.funnel.invalidPeriod : undefined,
        }),
        token,
      );
    } catch (error) {
      next(error);
    }
  });

  const showLead = async (
    req: Request,
    res: Response,
    status = 200,
    extra: { notice?: string; error?: string } = {},
  ) => {
    const copy = req.adminCopy!;
    const id = String(req.params.id);
    const item = await getItem(storage.db, id);
    const token = csrf(req, res);
    if (!item) {
      return send(req, res, 404, copy.lead.notFound, listPageNotFound(copy), token);
    }
    const [mails, events] = await Promise.all([mailsOf(storage.db, id), eventsOf(storage.db, id)]);
    send(
      req,
      res,
      status,
      item.name,
      leadPage(copy, { item, mails, events, team, csrf: token, now: now(), ...extra }),
      token,
    );
  };

  router.get("/leads/:id", async (req, res, next) => {
    try {
      const notice =
        req.query.saved === "1"
          ? req.adminCopy!.lead.saved
          : req.query.retried === "1"
            ? req.adminCopy!.lead.retried
            : undefined;
      await showLead(req, res, 200, { notice });
    } catch (error) {
      next(error);
    }
  });

  const WorkflowSchema = z.object({
    status: z.enum(statuses),
    owner: z.union([z.literal(""), z.enum(team as [string, ...string[]])]),
    lostReason: z.string().trim().max(500).default(""),
  });

  router.post("/leads/:id/workflow", async (req, res, next) => {
    try {
      const copy = req.adminCopy!;
      const parsed = WorkflowSchema.safeParse(req.body);
      if (!parsed.success) return await showLead(req, res, 400, { error: copy.lead.lostReasonRequired });
      const { status, owner, lostReason } = parsed.data;
      if (status === "lost" && !lostReason)
        return await showLead(req, res, 400, { error: copy.lead.lostReasonRequired });
      const id = String(req.params.id);
      const done = await storage.changeWorkflow({
        id,
        actor: req.member!.email,
        status,
        owner: owner || null,
        lostReason: lostReason || null,
        at: now(),
      });
      if (!done) return await showLead(req, res, 404);
      res.redirect(303, `/admin/leads/${encodeURIComponent(id)}?saved=1`);
    } catch (error) {
      next(error);
    }
  });

  router.post("/leads/:id/notes", async (req, res, next) => {
    try {
      const copy = req.adminCopy!;
      const id = String(req.params.id);
      const text = String((req.body as Record<string, unknown>).note ?? "").trim();
      if (!(await getItem(storage.db, id))) return await showLead(req, res, 404);
      if (!text || text.length > 5000)
        return await showLead(req, res, 400, { error: copy.lead.noteRequired });
      await addNote(storage.db, id, req.member!.email, text, now());
      res.redirect(303, `/admin/leads/${encodeURIComponent(id)}?saved=1`);
    } catch (error) {
      next(error);
    }
  });

  router.post("/leads/:id/mails/:mailId/retry", async (req, res, next) => {
    try {
      const id = String(req.params.id);
      const mailId = String(req.params.mailId);
      const mail = await storage.db
        .selectFrom("outbox")
        .select(["id", "status"])
        .where("id", "=", mailId)
        .where("refId", "=", id)
        .executeTakeFirst();
      if (!mail) return await showLead(req, res, 404);
      const requeued = await storage.requeueFailedMails({ id: mailId, now: now() });
      if (requeued > 0) {
        await addEvent(storage.db, {
          refId: id,
          actor: req.member!.email,
          at: now(),
          type: "retry",
          detail: JSON.stringify({ mailId }),
        });
        onCommitted();
      }
      res.redirect(303, `/admin/leads/${encodeURIComponent(id)}?retried=1`);
    } catch (error) {
      next(error);
    }
  });

  // The current filter, every page of it, as the CLI exports it (server/cli/export.ts: its escaping too).
  router.get("/export/:format", async (req, res, next) => {
    try {
      const format = req.params.format;
      if (format !== "csv" && format !== "json") return next();
      const at = now();
      const records = await exportInbox(storage.db, readFilters(req.query), at);
      res.setHeader("Content-Disposition", `attachment; filename="pontas-${mexicoCityDay(at)}.${format}"`);
      res
        .type(format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8")
        .send(formatRecords(format, records));
    } catch (error) {
      next(error);
    }
  });

  // Erasure of a person (docs/decisions/025): a confirmation page, then a POST with a ticked box.
  const showErase = async (req: Request, res: Response, status = 200, error?: string) => {
    const copy = req.adminCopy!;
    const id = String(req.params.id);
    const item = await getItem(storage.db, id);
    const token = csrf(req, res);
    if (!item) return send(req, res, 404, copy.lead.notFound, listPageNotFound(copy), token);
    const counts = await countByEmail(storage.db, item.email);
    send(
      req,
      res,
      status,
      copy.erase.heading(item.email),
      erasePage(copy, { id, email: item.email, ...counts, csrf: token, error }),
      token,
    );
  };

  router.get("/leads/:id/erase", async (req, res, next) => {
    try {
      await showErase(req, res);
    } catch (error) {
      next(error);
    }
  });

  router.post("/leads/:id/erase", async (req, res, next) => {
    try {
      const copy = req.adminCopy!;
      const item = await getItem(storage.db, String(req.params.id));
      if (!item) return await showErase(req, res, 404);
      if ((req.body as Record<string, unknown>).confirm !== "yes")
        return await showErase(req, res, 400, copy.erase.confirmRequired);
      const counts = await erasePerson(storage, options.mailDir, item.email, {
        id: randomUUID(),
        at: now(),
        actor: req.member!.email,
      });
      logger.info("person erased from the inbox", { by: req.member!.email, ...counts });
      res.redirect(303, "/admin/erasures?erased=1");
    } catch (error) {
      next(error);
    }
  });

  router.get("/erasures", async (req, res, next) => {
    try {
      const copy = req.adminCopy!;
      const records = await storage.db
        .selectFrom("erasures")
        .selectAll()
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(500)
        .execute();
      const token = csrf(req, res);
      send(
        req,
        res,
        200,
        copy.erasures.heading,
        erasuresPage(copy, {
          records: records.map((r) => ({
            ...r,
            at: Number(r.at),
            leads: Number(r.leads),
            messages: Number(r.messages),
            mails: Number(r.mails),
            files: Number(r.files),
          })),
          notice: req.query.erased === "1" ? copy.erasures.done : undefined,
        }),
        token,
      );
    } catch (error) {
      next(error);
    }
  });

  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status =
      (error as { statusCode?: number; status?: number }).statusCode ??
      (error as { status?: number }).status ??
      500;
    if (status >= 500) logger.error("admin request failed", error);
    res
      .status(status)
      .type("text/plain")
      .send(status === 413 ? "Payload too large" : status < 500 ? "Bad request" : "Internal server error");
  });

  return router;
}

function listPageNotFound(copy: AdminCopy) {
  return html`<h1>${copy.lead.notFound}</h1>
    <p><a href="/admin">${copy.lead.back}</a></p>`;
}

const FiltersSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(statuses).optional().catch(undefined),
  stage: z
    .enum(stageKeys as [string, ...string[]])
    .optional()
    .catch(undefined),
  call: z.enum(["yes", "no"]).optional().catch(undefined),
  language: z.enum(["es", "en"]).optional().catch(undefined),
  period: z.coerce
    .number()
    .int()
    .refine((n) => [1, 7, 30, 90].includes(n))
    .optional()
    .catch(undefined),
});

function readFilters(query: Request["query"]): InboxFilters {
  const raw = Object.fromEntries(Object.entries(query).filter(([, v]) => typeof v === "string" && v !== ""));
  const parsed = FiltersSchema.parse(raw);
  return Object.fromEntries(
    Object.entries(parsed).filter(([, v]) => v !== undefined && v !== ""),
  ) as InboxFilters;
}

function readCursor(value: unknown): Cursor | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{1,15})\.([\w-]{1,100})$/.exec(value);
  return match ? { createdAt: Number(match[1]), id: match[2]! } : null;
}

const DaySchema = z.iso.date();

/** The funnel's period from the query (from, to: YYYY-MM-DD, from ≤ to); null when absent or invalid. */
function readPeriod(query: Request["query"]): FunnelPeriod | null {
  const from = DaySchema.safeParse(query.from);
  const to = DaySchema.safeParse(query.to);
  if (!from.success || !to.success || from.data > to.data) return null;
  return { from: from.data, to: to.data };
}

/** The last `days` days up to `today` (YYYY-MM-DD), today included. */
function lastDays(today: string, days: number): FunnelPeriod {
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 24 * 60 * 60 * 1000);
  return { from: start.toISOString().slice(0, 10), to: today };
}
