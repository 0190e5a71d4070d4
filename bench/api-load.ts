/**
 * Load benchmark of the lead endpoint (npm run bench:api): autocannon on
 * loopback, bounded in time (BENCH_SECONDS each, default 10), against
 *   1. a bare Node HTTP server answering {"ok":true} (the ceiling of this machine),
 *   2. the real server on SQLite (a fresh temporary DATA_DIR; the outbox
 *      worker off, so the figures are the endpoint's own: validate, score,
 *      compose two e-mails, one durable transaction, group-committed),
 *   3. the same on PostgreSQL, in a schema of its own, when TEST_DATABASE_URL
 *      is set (else skipped, and said so; never the developer's DATABASE_URL).
 * Every request has its own Idempotency-Key and e-mail address, so each one
 * stores a lead and its two e-mails. Prints requests per second, p50/p99
 * latency and each server's peak memory (VmHWM). BENCH_PORT: first of 3 ports.
 * Then the lead endpoint on SQLite twice more in one server, signed in as a
 * partner: alone, then while that partner previews a 20,000-character strategy
 * and opens its PDF again and again (bench/composer-load.ts; decision 095:
 * the rendering runs in a worker thread). Prints the machine's load average
 * before each run. Then what SQLite's secure_delete costs, against SQLite without it in the same
 * run (bench/secure-delete.ts: the storage alone; BENCH_SD_LEADS leads, 4,000), and
 * with TEST_DATABASE_URL what the rate limit shared in PostgreSQL costs against
 * memory (bench/shared-limits.ts; BENCH_LIMIT_LEADS leads, 2,000).
 */
import autocannon from "autocannon";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { loadavg } from "node:os";
import { ensureBuild, leadPayload, startServer, waitForExit } from "../scripts/server-process.ts";
import { bookingPageTimes, bookingThroughput } from "./booking-load.ts";
import { benchMember, composerLoop, composerSession } from "./composer-load.ts";
import { printSecureDeleteCost, secureDeleteCost } from "./secure-delete.ts";
import { printSharedLimitCost, sharedLimitCost } from "./shared-limits.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const barePort = Number(process.env.BENCH_PORT ?? 3240);
const postgresUrl = process.env.TEST_DATABASE_URL ?? "";

async function load(url: string) {
  const result = await autocannon({
    url,
    method: "POST",
    connections,
    duration: seconds,
    headers: { "content-type": "application/json" },
    // A fresh Idempotency-Key and address per request: every request stores a lead and two e-mails.
    requests: [
      {
        setupRequest: (request) => {
          const key = randomUUID();
          return {
            ...request,
            headers: { ...request.headers, "idempotency-key": key },
            body: JSON.stringify(leadPayload(`bench-${key}@example.com`)),
          };
        },
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

/** Runs the real server with `env`, loads the lead endpoint, and returns the figures and the peak memory. */
async function serverRun(port: number, env: Record<string, string>) {
  const server = await startServer(port, {
    RATE_LIMIT_PER_MINUTE: "10000000",
    ACKS_PER_CLIENT_PER_HOUR: "10000000",
    OUTBOX_WORKER: "false",
    ...env,
  });
  try {
    const figures = await load(`http://127.0.0.1:${port}/functions/v1/send-contact-email`);
    return { ...figures, peak: peakRssMiB(server.pid!) };
  } finally {
    server.kill("SIGTERM");
    await waitForExit(server);
  }
}

// 2. The real server on SQLite.
const dataDir = mkdtempSync(path.join(tmpdir(), "pontas-bench-"));
const sqliteFigures = await serverRun(barePort + 1, { DATA_DIR: dataDir, DATABASE_URL: "" });
rmSync(dataDir, { recursive: true, force: true });

// 2b. The same, with a partner at the composer beside it (decision 095), in one server and one run.
const load1 = () => loadavg()[0]!.toFixed(2);
const composerDir = mkdtempSync(path.join(tmpdir(), "pontas-bench-composer-"));
const composerPort = barePort + 3;
const composerServer = await startServer(composerPort, {
  RATE_LIMIT_PER_MINUTE: "10000000",
  OUTBOX_WORKER: "false",
  DATA_DIR: composerDir,
  DATABASE_URL: "",
  TEAM_EMAILS: `Socia Bench <${benchMember}>`,
  AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
});
const composerFigures = await (async () => {
  try {
    const base = `http://127.0.0.1:${composerPort}`;
    const session = await composerSession(base, composerDir);
    // A first preview and PDF outside the measure: the render thread starts and loads its modules.
    const warm = new AbortController();
    const warming = composerLoop(session, warm.signal);
    setTimeout(() => warm.abort(), 1);
    await warming;
    const loadAlone = load1();
    const alone = await load(`${base}/functions/v1/send-contact-email`);
    const loadBeside = load1();
    const stop = new AbortController();
    const looping = composerLoop(session, stop.signal);
    const beside = await load(`${base}/functions/v1/send-contact-email`);
    stop.abort();
    return {
      alone,
      beside,
      composer: await looping,
      loadAlone,
      loadBeside,
      peak: peakRssMiB(composerServer.pid!),
    };
  } finally {
    composerServer.kill("SIGTERM");
    await waitForExit(composerServer);
    rmSync(composerDir, { recursive: true, force: true });
  }
})();

// 3. The real server on PostgreSQL, in a schema of its own.
let postgresFigures: Awaited<ReturnType<typeof serverRun>> | undefined;
if (postgresUrl) {
  const schema = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client(postgresUrl);
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  try {
    const url = new URL(postgresUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    postgresFigures = await serverRun(barePort + 2, { DATABASE_URL: url.href, DATA_DIR: tmpdir() });
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

const row = (name: string, f: typeof bareFigures, peak = "") =>
  `${name.padEnd(36)} ${String(f.rps).padStart(8)} ${String(f.p50).padStart(8)} ${String(f.p99).padStart(8)} ${String(f.total).padStart(8)} ${String(f.failed).padStart(7)} ${peak.padStart(9)}`;
console.log(`\n${seconds} s each, ${connections} connections, loopback`);
console.log(
  `${"".padEnd(36)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"total".padStart(8)} ${"non-2xx".padStart(7)} ${"peak MiB".padStart(9)}`,
);
console.log(row("bare node:http", bareFigures));
console.log(row("lead endpoint (SQLite, FULL sync)", sqliteFigures, String(sqliteFigures.peak)));
if (postgresFigures)
  console.log(row("lead endpoint (PostgreSQL)", postgresFigures, String(postgresFigures.peak)));
else console.log("lead endpoint (PostgreSQL): skipped (set TEST_DATABASE_URL)");
console.log(`server peak memory (VmHWM): ${Math.max(sqliteFigures.peak, postgresFigures?.peak ?? 0)} MiB`);
console.log(`\nlead endpoint (SQLite) beside the composer, one server (${composerFigures.peak} MiB peak)`);
console.log(row(`alone (load ${composerFigures.loadAlone})`, composerFigures.alone));
console.log(row(`with 20,000-char previews (load ${composerFigures.loadBeside})`, composerFigures.beside));
const c = composerFigures.composer;
console.log(
  `composer meanwhile: ${c.previews} previews (mean ${c.previewMs} ms), ${c.pdfs} PDFs of ${c.pdfKiB} KiB (mean ${c.pdfMs} ms); load average now ${load1()}`,
);

// 3b. Booking (docs/decisions/068): bookings per second on distinct times, and the booking page's times
// for four members with 500 busy events each (feeds cached). Goals: ≥ 200 bookings/s, p99 ≤ 100 ms; ≤ 50 ms a page.
const b = await bookingThroughput(barePort + 5, seconds, connections);
console.log(`\nbooking (SQLite, load average before: ${load1()})`);
console.log(
  `bookings on distinct times: ${b.rps} booked/s, p50 ${b.p50} ms, p99 ${b.p99} ms, ${b.booked} booked of ${b.total} (${b.refused} refused, ${b.errors} errors)`,
);
const page = await bookingPageTimes(barePort + 6, Math.max(3, Math.round(seconds / 2)));
console.log(
  `booking page, 4 members × 500 busy events: p50 ${page.p50} ms, p99 ${page.p99} ms over ${page.total} requests (${page.offered} times offered, ${page.failed} failed)`,
);

// 4. What secure_delete costs (docs/decisions/091), on and off alternating.
const sdLeads = Number(process.env.BENCH_SD_LEADS ?? 4_000);
printSecureDeleteCost(await secureDeleteCost({ leads: sdLeads }), sdLeads);

// 5. What the rate limit shared in PostgreSQL costs (docs/decisions/094), against memory.
if (postgresUrl) {
  const limitLeads = Number(process.env.BENCH_LIMIT_LEADS ?? 2_000);
  printSharedLimitCost(await sharedLimitCost(postgresUrl, { leads: limitLeads }), limitLeads);
}
