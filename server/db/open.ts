import path from "node:path";
import { ConfigError } from "../env.ts";
import type { Storage } from "./storage.ts";

export interface OpenOptions {
  readonly databaseUrl?: string;
  readonly dataDir: string;
  /** How long opening and migrating may take before the storage is given up (default 15 s). */
  readonly timeoutMs?: number;
}

/**
 * PostgreSQL when a URL is given, else the SQLite file `<dataDir>/data.db`; migrated before
 * it is returned. A storage that cannot be opened for a reason of the settings (DATA_DIR is
 * a file or cannot be written, DATABASE_URL is malformed, unreachable or names no database)
 * is a ConfigError naming the variable and the cause, one line (the server's entry prints
 * it and exits 1); opening never waits longer than `timeoutMs`. Any other error is itself.
 */
export async function openStorage({
  databaseUrl,
  dataDir,
  timeoutMs = 15_000,
}: OpenOptions): Promise<Storage> {
  let storage: Storage | undefined;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OpenTimeout(timeoutMs)), timeoutMs);
  });
  try {
    // Each backend's modules load only when used (pg is not needed on SQLite, decision 090).
    storage = databaseUrl
      ? new (await import("./postgres.ts")).PostgresStorage({ connectionString: databaseUrl })
      : new (await import("./sqlite.ts")).SqliteStorage(path.join(dataDir, "data.db"));
    await Promise.race([storage.migrate(), deadline]);
    return storage;
  } catch (error) {
    const config = databaseUrl
      ? await postgresConfigError(error, databaseUrl)
      : sqliteConfigError(error, path.resolve(dataDir));
    if (!config) throw error;
    // What was opened is closed, quietly: the one line is the cause.
    if (!(error instanceof OpenTimeout)) await storage?.close().catch(() => {});
    throw config;
  } finally {
    clearTimeout(timer);
  }
}

class OpenTimeout extends Error {
  readonly ms: number;
  constructor(ms: number) {
    super(`the storage did not open within ${ms / 1000} s`);
    this.ms = ms;
  }
}

const codeOf = (error: unknown) => (error instanceof Error ? (error as { code?: unknown }).code : undefined);

/** SQLite's primary result codes of a file that cannot be used as our database. */
const sqliteFileCodes = new Set([5, 8, 10, 11, 13, 14, 26]);

/** Why `<dir>/data.db` cannot be opened, as DATA_DIR's one line; undefined for a fault of ours. */
function sqliteConfigError(error: unknown, dir: string): ConfigError | undefined {
  const name = `DATA_DIR=${dir}`;
  if (error instanceof OpenTimeout)
    return new ConfigError(`${name}: the database did not open within ${error.ms / 1000} s`);
  const code = codeOf(error);
  const where = (error as { path?: unknown }).path;
  if (code === "ENOTDIR" || code === "EEXIST")
    return new ConfigError(
      typeof where === "string" && where !== dir
        ? `${name}: ${where} is a file, not a folder`
        : `${name} is a file, not a folder`,
    );
  if (code === "EACCES" || code === "EPERM" || code === "EROFS")
    return new ConfigError(`${name} cannot be written (${code})`);
  if (code === "ENOENT") return new ConfigError(`${name} cannot be created (${code})`);
  if (code === "ENOSPC" || code === "EDQUOT") return new ConfigError(`${name}: no space left (${code})`);
  if (typeof code === "string" && code.startsWith("E") && !code.startsWith("ERR_"))
    return new ConfigError(`${name} cannot be used (${code})`);
  const errcode = (error as { errcode?: unknown }).errcode;
  if (typeof errcode === "number" && sqliteFileCodes.has(errcode & 0xff)) {
    const errstr = (error as { errstr?: unknown }).errstr;
    return new ConfigError(
      `${name}: data.db cannot be used (${typeof errstr === "string" ? errstr : "SQLite error"})`,
    );
  }
  return undefined;
}

/** Node's codes of a server that could not be reached. */
const unreachable = new Set([
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ECONNRESET",
  "EPIPE",
]);

/** Why PostgreSQL cannot be used, as DATABASE_URL's one line (never the URL: it may hold a password). */
async function postgresConfigError(error: unknown, url: string): Promise<ConfigError | undefined> {
  const { endpoint, valid } = await describeUrl(url);
  if (!valid) return new ConfigError("DATABASE_URL is not a valid URL");
  if (error instanceof OpenTimeout)
    return new ConfigError(`DATABASE_URL: ${endpoint} did not answer within ${error.ms / 1000} s`);
  for (let cause: unknown = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = codeOf(cause) ?? codeOf((cause as { errors?: unknown[] }).errors?.[0]);
    if (typeof code === "string" && unreachable.has(code))
      return new ConfigError(`DATABASE_URL: cannot reach ${endpoint} (${code})`);
    if (code === "ENOTFOUND" || code === "EAI_AGAIN")
      return new ConfigError(`DATABASE_URL: cannot resolve the host of ${endpoint} (${code})`);
    // The server's own refusal, with its SQLSTATE: no such database, a wrong password, a role
    // without rights, too many connections, starting or shutting down.
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code))
      return new ConfigError(`DATABASE_URL: ${cause.message}`);
    if (/^timeout exceeded when trying to connect|connection timeout/.test(cause.message)) {
      const { connectTimeoutMs } = await import("./postgres.ts");
      return new ConfigError(
        `DATABASE_URL: cannot reach ${endpoint} (no answer within ${connectTimeoutMs / 1000} s)`,
      );
    }
    if (/^Connection terminated/.test(cause.message))
      return new ConfigError(`DATABASE_URL: ${endpoint} closed the connection`);
    cause = cause.cause;
  }
  return undefined;
}

/** The host and port pg connects to (as pg reads the URL), or that it cannot read it. */
async function describeUrl(url: string): Promise<{ endpoint: string; valid: boolean }> {
  const { default: pg } = await import("pg");
  try {
    const client = new pg.Client({ connectionString: url });
    const host = client.host.startsWith("/") ? `${client.host} (socket)` : client.host;
    return { endpoint: `${host.includes(":") ? `[${host}]` : host}:${client.port}`, valid: true };
  } catch {
    return { endpoint: "", valid: false };
  }
}
