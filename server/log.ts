import type { NextFunction, Request, Response } from "express";

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  /**
   * A fault, once: `error` (what was thrown, or undefined when nothing was) is
   * described by `describeError` (its cause chain, no personal data); `fields`
   * say what failed.
   */
  error(message: string, error?: unknown, fields?: Record<string, unknown>): void;
}

export interface ErrorSummary {
  readonly name: string;
  readonly code?: string | number;
  readonly message: string;
}

/** E-mail addresses in error texts (a database error may quote a value): replaced, never logged. */
const emailLike = /[^\s@"'<>()[\]{},;:]{1,64}@[^\s@"'<>()[\]{},;:]{1,255}/g;
const redact = (text: string) => text.replace(emailLike, "[email]");

function summary(error: unknown): ErrorSummary {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return {
      name: error.name,
      ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
      message: redact(error.message),
    };
  }
  return { name: typeof error, message: redact(String(error)).slice(0, 500) };
}

/**
 * An error as log fields: the error itself, the chain of its causes (`cause`,
 * and the errors of an AggregateError) down to the root cause, and its stack
 * as one string. Messages are redacted of e-mail addresses.
 */
/** An object literal (not an Error, array, or class instance): its fields are log fields. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

export function describeError(error: unknown): Record<string, unknown> {
  if (error === undefined) return {};
  // Fields passed where an error goes (or a thrown object literal): logged as fields, not as "[object Object]".
  if (isPlainObject(error)) return { ...error };
  const causes: ErrorSummary[] = [];
  const seen = new Set<unknown>([error]);
  let current: unknown = error;
  while (causes.length < 10) {
    const next: unknown =
      current instanceof AggregateError && current.errors.length
        ? current.errors[0]
        : (current as { cause?: unknown } | null)?.cause;
    if (next === undefined || next === null || seen.has(next)) break;
    seen.add(next);
    causes.push(summary(next));
    current = next;
  }
  const stack = error instanceof Error && error.stack ? redact(error.stack) : undefined;
  return {
    error: summary(error),
    ...(causes.length ? { causes, rootCause: causes.at(-1) } : { rootCause: summary(error) }),
    ...(stack ? { stack } : {}),
  };
}

/**
 * One line of JSON (newlines inside values are escaped), every text redacted of
 * e-mail addresses. A field cannot replace the line's own time, level or message.
 */
function line(level: string, message: string, fields: Record<string, unknown>) {
  const own = { time: new Date().toISOString(), level, message };
  const json = (value: unknown) =>
    JSON.stringify(value, (_key, v: unknown) =>
      typeof v === "string" ? redact(v) : typeof v === "bigint" ? String(v) : v,
    );
  try {
    const rest = Object.fromEntries(Object.entries(fields).filter(([key]) => !(key in own)));
    return `${json({ ...own, ...rest })}\n`;
  } catch {
    // A field that cannot be written (a cycle): the line still says what happened.
    return `${json({ ...own, fields: "unserialisable" })}\n`;
  }
}

/** One JSON object a line: info on stdout, errors on stderr. */
export const jsonLogger: Logger = {
  info(message, fields) {
    process.stdout.write(line("info", message, fields ?? {}));
  },
  error(message, error, fields) {
    process.stderr.write(line("error", message, { ...fields, ...describeError(error) }));
  },
};

/**
 * The path the client asked for, without the query string (which can carry
 * personal data: the sign-in link's address and code). Not `req.path`: inside
 * a router mounted at /admin that is the part after /admin.
 */
export function requestPath(req: Request): string {
  const url = req.originalUrl;
  // An absolute-form request line (`GET http://host/path`): its path.
  if (!url.startsWith("/")) return URL.canParse(url) ? new URL(url).pathname : "";
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * One line per request: method, path (as the client asked for it, never the
 * query string), status and duration.
 */
export function requestLogger(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint();
    const path = requestPath(req);
    res.on("finish", () => {
      const durationMs = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info("request", {
        method: req.method,
        path,
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
      });
    });
    next();
  };
}
