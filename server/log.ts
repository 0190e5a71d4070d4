import type { NextFunction, Request, Response } from "express";

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, error?: unknown): void;
}

/** One JSON object a line on stdout/stderr. */
export const jsonLogger: Logger = {
  info(message, fields) {
    process.stdout.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: "info", message, ...fields })}\n`,
    );
  },
  error(message, error) {
    const detail = error instanceof Error ? { error: error.message, stack: error.stack } : { error };
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: "error", message, ...detail })}\n`,
    );
  },
};

/**
 * One line per request: method, path (never the query string, which can carry
 * personal data), status and duration.
 */
export function requestLogger(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const durationMs = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info("request", {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
      });
    });
    next();
  };
}
