/**
 * The server (started by index.ts once NODE_ENV is set): storage, the outbox,
 * the digest, the HTTP app, and a graceful shutdown.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { devPages } from "./dev.ts";
import { openStorage } from "./db/open.ts";
import { DigestScheduler } from "./email/digest.ts";
import { OutboxWorker } from "./email/outbox.ts";
import { closeRenderPool } from "./email/render-pool.ts";
import { fileTransport, smtpTransport } from "./email/transport.ts";
import {
  allowedOrigins,
  listenError,
  mailSettings,
  readServerEnv,
  readSiteSettings,
  smtpTimeouts,
  teamEmails,
  webhookSettings,
} from "./env.ts";
import { httpServer } from "./http-server.ts";
import { ErasureSweeper } from "./leads/erasure-sweep.ts";
import { jsonLogger as logger } from "./log.ts";
import { projectRoot } from "./project-root.ts";

const root = projectRoot(import.meta.url);
// Every setting is read and checked before anything starts: a bad one is a ConfigError
// (index.ts prints its one line and exits with code 1).
const env = readServerEnv();
const site = readSiteSettings();
const { leadsTo, from } = mailSettings(env, site);
const team = teamEmails(env);
allowedOrigins(env, site);
const dataDir = path.resolve(root, env.DATA_DIR);

// Storage and the outbox worker: created once here and handed to the app.
const storage = await openStorage({ databaseUrl: env.DATABASE_URL, dataDir });
const mailDir = path.join(dataDir, "mail");
const { timeouts, sendBudgetMs } = smtpTimeouts(env);
const transport = env.SMTP_URL
  ? smtpTransport(env.SMTP_URL, from, timeouts)
  : fileTransport(mailDir, from, logger);
const mail = { site, leadsTo };
const worker = new OutboxWorker({
  storage,
  transport,
  mail,
  webhook: webhookSettings(env),
  logger,
  maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
  retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
  pollMs: env.OUTBOX_POLL_MS,
  leaseMs: env.OUTBOX_LEASE_MS,
  sendBudgetMs,
  mailFiles: { dir: mailDir, retentionMs: env.MAIL_RETENTION_DAYS * 24 * 60 * 60 * 1000 },
});
if (env.OUTBOX_WORKER) worker.start();
// The team's daily digest at 08:00 Mexico City time, once per day across instances (decision 098).
const digest = new DigestScheduler({
  storage,
  team,
  logger,
  onCommitted: () => worker.poke(),
});
if (team.length > 0) digest.start();
// Erasures recorded by another instance or the CLI reach this mail folder, and a rewrite of
// the tables left pending is finished: at start and every minute (docs/decisions/091).
const sweeper = new ErasureSweeper({
  storage,
  mailDir,
  logger,
  retentionMs: env.MAIL_RETENTION_DAYS * 24 * 60 * 60 * 1000,
});
sweeper.start();

// `--dev` (npm run dev): Vite renders from source with hot reload; otherwise the build.
const dev = process.argv.includes("--dev");
const server = httpServer(undefined, env);
const devServer = dev ? await devPages(server) : undefined;
const pages = devServer ?? {
  build: (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild,
  clientDir: path.join(root, "build/client"),
};
const app = await createApp({
  pages,
  env,
  site,
  logger,
  storage,
  mail,
  mailDir,
  onCommitted: () => worker.poke(),
});

server.on("request", app);
// A port that is taken or an address that is not this machine's is a setting to fix: one line.
await new Promise<void>((resolve, reject) => {
  server.once("error", (error) => reject(listenError(error, env.PORT, env.HOST)));
  server.listen(env.PORT, env.HOST, () => resolve());
});
{
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info("listening", {
    url: `http://localhost:${port}`,
    mode: dev ? "development" : "production",
    storage: storage.kind,
    mail: env.SMTP_URL ? "smtp" : "files",
  });
}

// Graceful shutdown: stop accepting connections, let requests in flight finish,
// then stop the worker and close the database.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("shutting down", { signal });
  const finish = async () => {
    await devServer?.close();
    await digest.stop();
    await sweeper.stop();
    await worker.stop();
    await closeRenderPool();
    transport.close();
    await storage.close();
    process.exit(0);
  };
  server.close(() => void finish());
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
