import { randomUUID } from "node:crypto";
import { storageFault } from "./unavailable.ts";
import { betterAuth } from "better-auth";
import { emailOTP } from "better-auth/plugins/email-otp";
import type { Storage } from "../db/storage.ts";
import { teamCookieName } from "./host-cookies.ts";
import { inboxBase } from "#domain/site/inbox-paths.ts";

/** A sign-in code is valid this long, once. */
export const codeLifetimeSeconds = 15 * 60;
/**
 * Sessions last 30 days from their last use (sliding: renewed at most once a day),
 * and never more than 30 days from the sign-in (gate.ts checks that).
 */
export const sessionDays = 30;

export interface TeamAuthOptions {
  readonly storage: Storage;
  readonly secret: string;
  /** SITE_URL: better-auth's base URL (its own HTTP handler is never mounted). */
  readonly siteUrl: string;
  /** Lower-case addresses allowed in. */
  readonly team: ReadonlySet<string>;
  /** Stores the sign-in e-mail in the outbox (durable; the worker sends it). */
  readonly sendCode: (email: string, code: string) => Promise<void>;
}

/**
 * Sign-in and sessions of the team inbox: better-auth with its e-mail OTP
 * plugin on the storage's own Kysely instance (docs/decisions/019). Its
 * endpoints are called from server/admin/gate.ts only (auth.api.*), never
 * mounted over HTTP, so every request to them passes our rate limits, Origin
 * and CSRF checks first. Its tables are created by our migration 010.
 */
export function createTeamAuth({ storage, secret, siteUrl, team, sendCode }: TeamAuthOptions) {
  return betterAuth({
    appName: "Pontàs",
    baseURL: siteUrl,
    basePath: `${inboxBase}/auth`,
    secret,
    telemetry: { enabled: false },
    // What better-auth reports goes to stderr as before, but a storage that cannot be used
    // (a database down) is logged once by the gate, as itself (unavailable.ts): not here too.
    logger: {
      log(level, message, ...args: unknown[]) {
        if (args.some((arg) => storageFault(arg))) return;
        console[level === "debug" ? "log" : level](`[Better Auth]: ${message}`, ...args);
      },
    },
    database: { db: storage.db, type: storage.kind, transaction: true },
    user: { modelName: "team_users" },
    account: { modelName: "team_accounts" },
    verification: { modelName: "team_verifications" },
    session: {
      modelName: "team_sessions",
      expiresIn: sessionDays * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    emailAndPassword: { enabled: false },
    // Our own limits (per address and per client) run before every call; see gate.ts.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: teamCookieName,
      // Secure is added per request (behind HTTPS, TRUST_PROXY): gate.ts.
      useSecureCookies: false,
      defaultCookieAttributes: { path: inboxBase, sameSite: "lax", httpOnly: true },
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          // Defence in depth: only a team address ever becomes a user.
          before: async (user) => (team.has(user.email.toLowerCase()) ? { data: user } : false),
        },
      },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: codeLifetimeSeconds,
        allowedAttempts: 3,
        storeOTP: "hashed",
        async sendVerificationOTP({ email, otp, type }) {
          if (type === "sign-in" && team.has(email.toLowerCase())) await sendCode(email, otp);
        },
      }),
    ],
  });
}

export type TeamAuth = ReturnType<typeof createTeamAuth>;
