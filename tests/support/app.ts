import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { parseSiteSettings } from "#domain/site/settings.ts";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "#server/app.ts";
import type { BuiltPages } from "#server/pages.ts";
import type { Storage } from "#server/db/storage.ts";
import { OutboxWorker } from "#server/email/outbox.ts";
import { fileTransport, smtpTransport } from "#server/email/transport.ts";
import { readServerEnv, smtpTimeouts, webhookSettings } from "#server/env.ts";
import { httpServer } from "#server/http-server.ts";
import type { Logger } from "#server/log.ts";

/** Errors still reach the test runner (an unexpected one fails the test); info lines are dropped. */
export const testLogger: Logger = {
  info() {},
  error(message, error) {
    console.error(message, error);
  },
};

export const teamAddress = "team@pontas.test";

/** The React Router build of build/ (made by `npm run build`, which `npm test` runs before these tests). */
async function builtPages(): Promise<BuiltPages> {
  const serverFile = path.resolve("build/server/index.js");
  if (!existsSync(serverFile))
    throw new Error("These tests serve the built pages: run `npm run build` first (npm test does).");
  const build = (await import(/* @vite-ignore */ pathToFileURL(serverFile).href)) as ServerBuild;
  return { build, clientDir: path.resolve("build/client") };
}

/**
 * The real Express app (API part) listening on a loopback port, with the
 * outbox worker sending to `smtpUrl`. The worker is not started: tests run it
 * with `worker.runOnce()`, so nothing depends on timing.
 */
export async function startTestServer(options: {
  storage: Storage;
  smtpUrl: string;
  env?: Record<string, string>;
  /** Default: `testLogger`. */
  logger?: Logger;
  /** Serve the pages too (the React Router build: `npm run build` first), as the team inbox needs. */
  pages?: boolean;
  /**
   * E-mails as .eml files in this folder (a server without SMTP_URL: `smtpUrl` unused), the
   * inbox's erasure reading it too; and the worker running, woken by each commit, as the server's.
   */
  mailDir?: string;
}) {
  const env = readServerEnv({
    LOG_REQUESTS: "false",
    RATE_LIMIT_PER_MINUTE: "100000",
    ACKS_PER_CLIENT_PER_HOUR: "100000",
    ...options.env,
  });
  const site = parseSiteSettings({ SITE_URL: "https://pontas.example" });
  const mail = { site, leadsTo: [teamAddress] };
  const from = '"Pontàs" <hola@pontas.example>';
  const { timeouts, sendBudgetMs } = smtpTimeouts(env);
  const { mailDir } = options;
  const transport = mailDir
    ? fileTransport(mailDir, from, options.logger ?? testLogger)
    : smtpTransport(options.smtpUrl, from, timeouts);
  const worker = new OutboxWorker({
    storage: options.storage,
    transport,
    mail,
    webhook: webhookSettings(env),
    logger: options.logger ?? testLogger,
    maxAttempts: 3,
    retryBaseMs: 60_000,
    pollMs: 60_000,
    leaseMs: env.OUTBOX_LEASE_MS,
    sendBudgetMs,
    ...(mailDir ? { mailFiles: { dir: mailDir, retentionMs: 30 * 86_400_000 } } : {}),
  });
  const app = await createApp({
    pages: options.pages ? await builtPages() : undefined,
    env,
    site,
    logger: options.logger ?? testLogger,
    storage: options.storage,
    mail,
    ...(mailDir ? { mailDir, onCommitted: () => worker.poke() } : {}),
  });
  if (mailDir) worker.start();
  const server: Server = await new Promise((resolve) => {
    const s = httpServer(app, env).listen(0, "127.0.0.1", () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    site,
    worker,
    async close() {
      await worker.stop();
      transport.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
