import { existsSync } from "node:fs";
import { z } from "zod";
import { parseSiteSettings, siteSettingsEnv } from "#domain/site/settings.ts";
import type { WebhookConfig } from "./email/webhook.ts";

/**
 * The one module that reads process.env. Public site settings are parsed by
 * the domain schema (they are baked into the pages at build time); the rest
 * configures the Node server.
 */
// A local .env file (see .env.example) fills in what the environment does not set,
// except under PONTAS_DOTENV=off: the tests and benches set it for every process they
// start (tests/support/child-env.ts), so that no developer's .env reaches them.
if (process.env.PONTAS_DOTENV !== "off" && existsSync(".env")) process.loadEnvFile(".env");

/**
 * A setting the server cannot start with. Its message is one line that names
 * the variable and what it needs; the server's entry prints it (no stack) and
 * exits with code 1.
 */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** What a zod issue says the variable needs, in words. */
function needs(issue: z.core.$ZodIssue): string {
  const i = issue as z.core.$ZodIssue & Record<string, unknown>;
  switch (issue.code) {
    case "too_small":
      return i.origin === "string"
        ? `must be at least ${String(i.minimum)} characters`
        : `must be ${i.inclusive ? "at least" : "more than"} ${String(i.minimum)}`;
    case "too_big":
      return i.origin === "string"
        ? `must be at most ${String(i.maximum)} characters`
        : `must be ${i.inclusive ? "at most" : "less than"} ${String(i.maximum)}`;
    case "invalid_type":
      return i.expected === "int" ? "must be a whole number" : `must be a ${String(i.expected)}`;
    case "invalid_value":
      return `must be one of ${(i.values as unknown[]).map(String).join(", ")}`;
    case "invalid_format":
      return i.format === "url"
        ? "must be a URL"
        : i.format === "email"
          ? "must be an e-mail address"
          : "is not valid";
    default:
      return `is not valid (${issue.message})`;
  }
}

/** A ZodError of an environment as one line: each issue's variable and what it needs. */
function configError(error: z.ZodError, variable: (key: string) => string): ConfigError {
  const lines = error.issues.map((issue) => {
    const name = variable(String(issue.path[0] ?? ""));
    // Messages of our own start with a variable's name already.
    return /^[A-Z][A-Z0-9_]+ /.test(issue.message) ? issue.message : `${name} ${needs(issue)}`;
  });
  return new ConfigError([...new Set(lines)].join("; "));
}

const emptyAsUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());
const flag = (fallback: "true" | "false") =>
  z
    .enum(["true", "false"])
    .default(fallback)
    .transform((value) => value === "true");

const ServerEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /** Trust X-Forwarded-* from this many proxy hops (0 = none). HSTS is sent for HTTPS requests only. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_REQUESTS: flag("true"),
  /** Time a client has to send a request's headers (Node's `headersTimeout`), at most 10 s. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(10_000),
  /** Time a client has to send a whole request, body included (`requestTimeout`), at most 30 s. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(30_000),
  /** How long an idle keep-alive connection stays open (`keepAliveTimeout`), at most 5 s. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(5_000).default(5_000),
  /** PostgreSQL connection string; without it, SQLite at DATA_DIR/data.db. */
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")),
  /** Where the SQLite file and the .eml files (no SMTP_URL) go. */
  DATA_DIR: z.string().min(1).default("var"),
  /** smtp:// or smtps:// URL for nodemailer; without it, e-mails are written to DATA_DIR/mail as .eml files. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")),
  /** Team address(es) for lead and contact notifications, comma-separated; default: the site's contact e-mail. */
  LEADS_TO: optional(z.string()),
  /** Sender of every e-mail; default: the brand name at the site's contact e-mail. */
  MAIL_FROM: optional(z.string()),
  /** Submissions per minute per client address, each endpoint (lead, forms). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(10),
  /** Acknowledgements one client address may cause in an hour, quiz and contact form together (docs/decisions/094). */
  ACKS_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(5),
  /** Origins allowed to post besides SITE_URL's and the request's own, comma-separated. */
  ALLOWED_ORIGINS: z.string().default(""),
  /** Send attempts before an e-mail is marked failed. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  /** First retry delay; each further retry doubles it (capped at six hours). */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  /** How often the worker looks for due e-mails (it is also woken after each commit). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(5_000),
  /** Run the outbox worker in this process. */
  OUTBOX_WORKER: flag("true"),
  /** How long a claimed e-mail stays reserved for one worker; longer than the three SMTP timeouts together. */
  OUTBOX_LEASE_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(5 * 60_000),
  /** SMTP: to connect, to get the server's greeting, and of silence on the socket (each at most 30 s). */
  SMTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
  SMTP_GREETING_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
  SMTP_SOCKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(20_000),
  /** Days the .eml files of sent e-mails stay in DATA_DIR/mail. */
  MAIL_RETENTION_DAYS: z.coerce.number().min(0).default(30),
  /** The team inbox (/admin): who may sign in, comma-separated; empty = no inbox. */
  TEAM_EMAILS: z.string().default(""),
  /** Signs the inbox's sessions and codes; at least 32 characters, required with TEAM_EMAILS. */
  AUTH_SECRET: optional(z.string().min(32, "AUTH_SECRET must be at least 32 characters")),
  /** Booking (docs/decisions/068): the minimum notice in office minutes, the buffer between a member's calls, the days shown, a member's calls per day. */
  BOOKING_NOTICE_MINUTES: z.coerce.number().int().min(0).max(10_000).default(240),
  BOOKING_BUFFER_MINUTES: z.coerce.number().int().min(0).max(240).default(15),
  BOOKING_WINDOW_DAYS: z.coerce.number().int().min(1).max(60).default(14),
  BOOKING_DAILY_CAP: z.coerce.number().int().min(1).max(48).default(6),
  /** The firm's own closed days besides Mexico's statutory rest days: YYYY-MM-DD, comma-separated. */
  BOOKING_CLOSED_DAYS: z
    .string()
    .default("")
    .refine(
      (value) => value.split(",").every((d) => d.trim() === "" || /^\d{4}-\d{2}-\d{2}$/.test(d.trim())),
      "BOOKING_CLOSED_DAYS must be YYYY-MM-DD dates separated by commas",
    ),
  /** The CRM webhook (docs/webhooks.md): where every new lead and contact message is POSTed; both or neither. */
  LEAD_WEBHOOK_URL: optional(
    z.url({ protocol: /^https?$/, error: "LEAD_WEBHOOK_URL must be an http(s) URL" }),
  ),
  /** Its Standard Webhooks signing secret: `whsec_` followed by base64 (24 to 64 random bytes). */
  LEAD_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/, "LEAD_WEBHOOK_SECRET must be whsec_ and base64"),
  ),
  /** How long one webhook request may take, answer included (at most 30 s). */
  LEAD_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
});

const CheckedServerEnvSchema = ServerEnvSchema.refine(
  (env) =>
    env.OUTBOX_LEASE_MS >
    Math.max(
      env.SMTP_CONNECTION_TIMEOUT_MS + env.SMTP_GREETING_TIMEOUT_MS + env.SMTP_SOCKET_TIMEOUT_MS,
      env.LEAD_WEBHOOK_TIMEOUT_MS,
    ),
  {
    path: ["OUTBOX_LEASE_MS"],
    message: "OUTBOX_LEASE_MS must be longer than the three SMTP timeouts together and the webhook timeout",
  },
).refine((env) => Boolean(env.LEAD_WEBHOOK_URL) === Boolean(env.LEAD_WEBHOOK_SECRET), {
  path: ["LEAD_WEBHOOK_SECRET"],
  message: "LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET go together: set both or neither",
});

export type ServerEnv = z.infer<typeof ServerEnvSchema>;

/** The server's settings; a bad one throws a ConfigError that names it. */
export function readServerEnv(env: Record<string, string | undefined> = process.env): ServerEnv {
  const result = CheckedServerEnvSchema.safeParse(env);
  if (!result.success) {
    const error = configError(result.error, (key) => key);
    const team = typeof env.TEAM_EMAILS === "string" && env.TEAM_EMAILS.trim() !== "";
    if (team) error.message = error.message.replace(/^(AUTH_SECRET .*?)(?=;|$)/, "$1 (TEAM_EMAILS is set)");
    throw error;
  }
  const parsed = result.data;
  if (parsed.HEADERS_TIMEOUT_MS > parsed.REQUEST_TIMEOUT_MS) {
    throw new ConfigError("HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS");
  }
  if (parsed.TEAM_EMAILS.trim() && !parsed.AUTH_SECRET)
    throw new ConfigError("AUTH_SECRET is required when TEAM_EMAILS is set (at least 32 characters)");
  return parsed;
}

/** The public site's settings (SITE_*); a bad one throws a ConfigError that names it. */
export function readSiteSettings(env: Record<string, string | undefined> = process.env) {
  try {
    return parseSiteSettings(env);
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    throw configError(error, (key) => siteSettingsEnv[key as keyof typeof siteSettingsEnv] ?? key);
  }
}

/** Each address of a comma-separated list, or a ConfigError naming the variable. */
function addresses(variable: string, list: string[]) {
  for (const address of list)
    if (!AddressSchema.safeParse(address).success)
      throw new ConfigError(
        `${variable} must be e-mail addresses separated by commas ("${address}" is not one)`,
      );
  return list;
}

const AddressSchema = z.email();

/**
 * The mail settings, with their defaults filled in: notifications go to LEADS_TO, else to
 * the team (TEAM_EMAILS, who work the leads), else to the site's contact address.
 */
export function mailSettings(env: ServerEnv, site: ReturnType<typeof readSiteSettings>) {
  const team = teamEmails(env);
  const leadsTo = (env.LEADS_TO ?? (team.length > 0 ? team.join(",") : site.contactEmail))
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  addresses("LEADS_TO", leadsTo);
  const from = env.MAIL_FROM ?? `"${site.brandName.replaceAll('"', "")}" <${site.contactEmail}>`;
  if (/[\r\n]/.test(from)) throw new ConfigError("MAIL_FROM must be one line");
  return { leadsTo, from };
}

/** The SMTP timeouts for nodemailer, and the most one send can take. */
export function smtpTimeouts(env: ServerEnv) {
  const timeouts = {
    connectionTimeout: env.SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: env.SMTP_GREETING_TIMEOUT_MS,
    socketTimeout: env.SMTP_SOCKET_TIMEOUT_MS,
  };
  return {
    timeouts,
    // The longest one job can take: an e-mail's three timeouts, or a webhook request's.
    sendBudgetMs: Math.max(
      timeouts.connectionTimeout + timeouts.greetingTimeout + timeouts.socketTimeout,
      env.LEAD_WEBHOOK_TIMEOUT_MS,
    ),
  };
}

/** The CRM webhook's settings, or null when it is not configured. */
export function webhookSettings(env: ServerEnv): WebhookConfig | null {
  if (!env.LEAD_WEBHOOK_URL || !env.LEAD_WEBHOOK_SECRET) return null;
  return {
    url: env.LEAD_WEBHOOK_URL,
    secret: env.LEAD_WEBHOOK_SECRET,
    timeoutMs: env.LEAD_WEBHOOK_TIMEOUT_MS,
  };
}

/** ALLOWED_ORIGINS as a list of origins. */
export function allowedOrigins(env: ServerEnv, site: ReturnType<typeof readSiteSettings>): string[] {
  const extra = env.ALLOWED_ORIGINS.split(",")
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      if (!URL.canParse(o) || !/^https?:$/.test(new URL(o).protocol))
        throw new ConfigError(
          `ALLOWED_ORIGINS must be http(s) origins separated by commas ("${o}" is not one)`,
        );
      return new URL(o).origin;
    });
  return [new URL(site.siteUrl).origin, ...extra];
}

/** A team member: the address (lower-case) and the display name TEAM_EMAILS may give it. */
export interface TeamMember {
  readonly email: string;
  readonly name: string | null;
}

/**
 * TEAM_EMAILS: addresses separated by commas, each optionally with a display
 * name (`Ana Pérez <ana@pontas.mx>`), which signs the strategies the member sends.
 */
export function teamMembers(env: ServerEnv): TeamMember[] {
  const members = new Map<string, TeamMember>();
  for (const entry of env.TEAM_EMAILS.split(",")
    .map((a) => a.trim())
    .filter(Boolean)) {
    const named = /^(.*?)\s*<([^<>]*)>$/.exec(entry);
    const email = (named ? named[2]! : entry).trim().toLowerCase();
    addresses("TEAM_EMAILS", [email]);
    const name = named?.[1]!.replace(/^"(.*)"$/, "$1").trim() || null;
    if (name && /[\p{Cc}<>"]/u.test(name))
      throw new ConfigError(`TEAM_EMAILS has a display name that is not plain text ("${email}")`);
    if (!members.has(email)) members.set(email, { email, name });
  }
  return [...members.values()];
}

/** TEAM_EMAILS as lower-case addresses (each must be an e-mail address). */
export function teamEmails(env: ServerEnv): string[] {
  return teamMembers(env).map((m) => m.email);
}

/** Why the server could not listen on PORT at HOST, as a ConfigError when the settings are the cause. */
export function listenError(error: Error, port: number, host: string): Error {
  const code = (error as { code?: unknown }).code;
  if (code === "EADDRINUSE") return new ConfigError(`PORT ${port} is in use (HOST=${host})`);
  if (code === "EACCES")
    return new ConfigError(`PORT ${port} needs privileges this process has not (EACCES)`);
  if (code === "EADDRNOTAVAIL") return new ConfigError(`HOST=${host} is not an address of this machine`);
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return new ConfigError(`HOST=${host} cannot be resolved (${code})`);
  return error;
}
