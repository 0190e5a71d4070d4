import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { readServerEnv, readSiteSettings } from "./env.ts";
import { jsonLogger as logger } from "./log.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = readServerEnv();

const buildPath = path.join(root, "build/server/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
const app = await createApp({
  build,
  clientDir: path.join(root, "build/client"),
  env,
  logger,
  analytics: Boolean(readSiteSettings().gaMeasurementId),
});

const server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info("listening", { url: `http://localhost:${port}` });
});

// Graceful shutdown: stop accepting connections, let requests in flight finish.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("shutting down", { signal });
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
