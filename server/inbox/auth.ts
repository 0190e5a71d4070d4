import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { storageFault } from "./unavailable.ts";
import { betterAuth } from "better-auth";
import { generateRandomString } from "better-auth/crypto";
import { magicLink } from "better-auth/plugins/magic-link";
import type { Storage } from "../db/storage.ts";
import { teamCookieName } from "./host-cookies.ts";
import { inboxBase } from "#domain/site/inbox-paths.ts";

/** A sign-in code and its link are valid this long, once. */
export const codeLifetimeSeconds = 15 * 60;
/** Wrong codes a browser may type for one code it asked for; then that code is spent (its link still works). */
export const codeTries = 3;
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
  /** Stores the sign-in e-mail (its code and its link's token) in the outbox (durable; the worker sends it). */
  readonly sendCode: (email: string, code: string, link: string) => Promise<void>;
}

/** The token the next magic link is stored under, when we choose it (a browser's code: `codeToken`). */
const chosenToken = new AsyncLocalStorage<string>();

/** The token of a code asked for by the browser holding `key`, for `email`. */
export const codeToken = (email: string, key: string, code: string) => `${email} ${key} ${code}`;
/** A browser's key to its codes: 32 random letters and digits, in its cookie for the code's 15 minutes. */
export const browserKey = () => generateRandomString(32, "a-z", "A-Z", "0-9");
/** The pattern of a browser's key, as read back from its cookie or a form. */
export const browserKeyPattern = /^[A-Za-z0-9]{32}$/;

/**
 * Sign-in and sessions of the team inbox: better-auth with its magic-link
 * plugin on the storage's own Kysely instance (docs/decisions/089). Its
 * endpoints are called from server/inbox/gate.ts only (auth.api.*), never
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
      // Every sign-in e-mail stores two single-use tokens (docs/decisions/089): its link's
      // (random, opens the inbox in any browser) and its code's, which only the browser that
      // asked can complete (its key, in its cookie, and the address are part of it). A wrong
      // code is a token that does not exist: it spends nothing of anyone else's.
      magicLink({
        expiresIn: codeLifetimeSeconds,
        storeToken: "hashed",
        generateToken: () => chosenToken.getStore() ?? generateRandomString(32, "a-z", "A-Z", "0-9"),
        async sendMagicLink({ email, token, metadata }) {
          const code: unknown = metadata?.code;
          if (typeof code === "string" && team.has(email.toLowerCase())) await sendCode(email, code, token);
        },
      }),
    ],
  });
}

export type TeamAuth = ReturnType<typeof createTeamAuth>;

/**
 * A sign-in e-mail for `email`, asked for by the browser holding `key`: the code's
 * token (that browser's only), then the link's, whose e-mail carries both.
 */
export async function issueSignIn(auth: TeamAuth, email: string, key: string, headers: Headers) {
  const code = generateRandomString(6, "0-9");
  await chosenToken.run(codeToken(email, key, code), () =>
    auth.api.signInMagicLink({ body: { email }, headers }),
  );
  await auth.api.signInMagicLink({ body: { email, metadata: { code } }, headers });
}
