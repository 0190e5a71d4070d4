/**
 * Load benchmark of the lead endpoint (npm run bench:api): autocannon on
 * loopback, bounded in time (BENCH_SECONDS each, default 10), against
 *   1. a bare Node HTTP server answering {"ok":true} (the ceiling of this machine),
 *   2. the real server on SQLite (a fresh temporary DATA_DIR; the outbox
 *      worker off, so the figures are the endpoint's own: validate, score,
 *      compose two e-mails, one durable transaction).
 * Prints requests per second, p50/p99 latency and the server's peak memory.
 */
import autocannon from "autocannon";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild, leadPayload, startServer, waitForExit } from "../scripts/server-process.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const barePort = 3240;
const serverPort = 3241;
const body = JSON.stringify(leadPayload("bench@example.com"));

async function load(url: string) {
  const result = await autocannon({
    url,
    method: "POST",
    connections,
    duration: seconds,
    headers: { "content-type": "application/json" },
    body,
    // A fresh Idempotency-Key per request: every request stores a lead.
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, "idempotency-key": randomUUID() },
        }),
      },
    ],
  });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: non2xx,
  };
}

function peakRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

ensureBuild();

// 1. Bare Node HTTP server, in this process.
const bare = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"ok":true}');
  });
});
await new Promise<void>((resolve) => bare.listen(barePort, "127.0.0.1", resolve));
const bareFigures = await load(`http://127.0.0.1:${barePort}/`);
await new Promise((resolve) => bare.close(resolve));

// 2. The real server on SQLite.
const dataDir = mkdtempSync(path.join(tmpdir(), "pontas-bench-"));
const server = await startServer(serverPort, {
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  RATE_LIMIT_PER_MINUTE: "10000000",
  OUTBOX_WORKER: "false",
});
const leadFigures = await load(`http://127.0.0.1:${serverPort}/functions/v1/send-contact-email`);
const peak = peakRssMiB(server.pid!);
server.kill("SIGTERM");
await waitForExit(server);
rmSync(dataDir, { recursive: true, force: true });

const row = (name: string, f: typeof bareFigures) =>
  `${name.padEnd(34)} ${String(f.rps).padStart(8)} ${String(f.p50).padStart(8)} ${String(f.p99).padStart(8)} ${String(f.total).padStart(8)} ${String(f.failed).padStart(7)}`;
console.log(`\n${seconds} s each, ${connections} connections, loopback`);
console.log(
  `${"".padEnd(34)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"total".padStart(8)} ${"non-2xx".padStart(7)}`,
);
console.log(row("bare node:http", bareFigures));
console.log(row("lead endpoint (SQLite, FULL sync)", leadFigures));
console.log(`server peak memory (VmHWM): ${peak} MiB`);
