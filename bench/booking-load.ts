/**
 * The booking page's two figures (docs/decisions/068), each against the real
 * server on SQLite in a fresh DATA_DIR (used by bench/api-load.ts):
 *   - bookings per second on distinct times: autocannon posts the booking form,
 *     each request a time and an address of its own, to a team of 40 members
 *     (buffer 0, 48 calls a day, 60 days, no notice, so the times do not run out);
 *   - the page's open times for four members whose calendar feeds hold 500 busy
 *     events each, served by a local HTTP server and already cached: the latency
 *     of GET /es/agendar, one connection, after a warm-up.
 */
import autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { SqliteStorage } from "../server/db/sqlite.ts";
import { startServer, waitForExit } from "../scripts/server-process.ts";

const secret = "bench-secret-bench-secret-bench-secret-01";

/** The open times the booking page links (server-rendered, Mexico City's zone). */
async function openTimes(base: string): Promise<number[]> {
  const html = await (await fetch(`${base}/es/agendar`)).text();
  return [...new Set([...html.matchAll(/[?&]t=(\d+)/g)].map((m) => Number(m[1])))];
}

export async function bookingThroughput(port: number, seconds: number, connections: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pontas-bench-booking-"));
  const members = Array.from({ length: 40 }, (_, i) => `Socio ${i} <socio${i}@pontas.test>`).join(", ");
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    RATE_LIMIT_PER_MINUTE: "10000000",
    OUTBOX_WORKER: "false",
    TEAM_EMAILS: members,
    AUTH_SECRET: secret,
    BOOKING_BUFFER_MINUTES: "0",
    BOOKING_DAILY_CAP: "48",
    BOOKING_WINDOW_DAYS: "60",
    BOOKING_NOTICE_MINUTES: "0",
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const times = await openTimes(base);
    if (times.length === 0) throw new Error("the booking page offered no time");
    let n = 0;
    const result = await autocannon({
      url: `${base}/es/agendar`,
      method: "POST",
      connections,
      duration: seconds,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
      requests: [
        {
          setupRequest: (request) => {
            const i = n++;
            // Each request a time of its own, round after round (40 members take each time).
            const start = times[i % times.length]!;
            const form = new URLSearchParams({
              name: `Visitante ${i}`,
              email: `bench-${i}-${Date.now()}@example.com`,
              meeting: "phone",
              phone: "+52 81 1234 5678",
              t: String(start),
              tz: "America/Mexico_City",
              submissionToken: `bench-${i}-${start}`,
            });
            return { ...request, body: form.toString() };
          },
        },
      ],
    });
    const booked = result["3xx"];
    return {
      rps: Math.round(booked / seconds),
      p50: result.latency.p50,
      p99: result.latency.p99,
      total: result.requests.total,
      booked,
      refused: result.non2xx - booked,
      errors: result.errors + result.timeouts,
      offered: times.length,
    };
  } finally {
    server.kill("SIGTERM");
    await waitForExit(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A calendar of `count` one-hour busy events on weekdays' office hours, from today on. */
function feed(count: number, seed: number): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//bench//EN"];
  const day = 24 * 3_600_000;
  const start = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const stamp = (at: number) => new Date(at).toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
  for (let i = 0; i < count; i += 1) {
    // Spread over 20 days, 15:00–24:00 UTC (office hours in Mexico City), every 15 minutes' offset.
    const at = start + (i % 20) * day + (15 * 3_600_000 + ((i * 7 + seed) % 36) * 15 * 60_000);
    lines.push("BEGIN:VEVENT", `UID:bench-${seed}-${i}`, `DTSTAMP:${stamp(start)}`);
    lines.push(`DTSTART:${stamp(at)}`, `DTEND:${stamp(at + 3_600_000)}`, "SUMMARY:Busy", "END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.join("\r\n");
}

export async function bookingPageTimes(port: number, seconds: number) {
  const feeds = http.createServer((req, res) => {
    const seed = Number(/member(\d+)/.exec(req.url ?? "")?.[1] ?? 0);
    res.writeHead(200, { "content-type": "text/calendar" });
    res.end(feed(500, seed));
  });
  await new Promise<void>((resolve) => feeds.listen(0, "127.0.0.1", resolve));
  const feedPort = (feeds.address() as { port: number }).port;
  const dataDir = mkdtempSync(path.join(tmpdir(), "pontas-bench-feeds-"));
  const emails = [0, 1, 2, 3].map((i) => `member${i}@pontas.test`);
  // The members' settings, as their inbox page stores them: each with a calendar feed.
  const storage = new SqliteStorage(path.join(dataDir, "data.db"));
  await storage.migrate();
  for (const [i, email] of emails.entries())
    await storage.saveMemberSettings({
      email,
      takesCalls: true,
      hours: null,
      meetingLink: null,
      feedUrl: `http://127.0.0.1:${feedPort}/member${i}/basic.ics`,
      now: Date.now(),
    });
  await storage.close();
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    OUTBOX_WORKER: "false",
    TEAM_EMAILS: emails.join(", "),
    AUTH_SECRET: secret,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    // Warm: the feeds are read (and cached for five minutes) on the first request.
    for (let i = 0; i < 5; i += 1) await (await fetch(`${base}/es/agendar`)).text();
    const times = await openTimes(base);
    const result = await autocannon({ url: `${base}/es/agendar`, connections: 1, duration: seconds });
    return {
      p50: result.latency.p50,
      p99: result.latency.p99,
      total: result.requests.total,
      offered: times.length,
      failed: result.non2xx + result.errors,
    };
  } finally {
    server.kill("SIGTERM");
    await waitForExit(server);
    await new Promise((resolve) => feeds.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const port = Number(process.env.BENCH_PORT ?? 3240) + 5;
  console.log(`load average before: ${loadavg()[0]!.toFixed(2)}`);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const b = await bookingThroughput(port, seconds, Number(process.env.BENCH_CONNECTIONS ?? 10));
  console.log(
    `bookings (SQLite, distinct times): ${b.rps} booked/s, p50 ${b.p50} ms, p99 ${b.p99} ms, ${b.booked} booked of ${b.total}, ${b.refused} refused, ${b.errors} errors (${b.offered} times offered)`,
  );
  const p = await bookingPageTimes(port + 1, Math.max(3, Math.round(seconds / 2)));
  console.log(
    `booking page, 4 members × 500 busy events (feeds cached): p50 ${p.p50} ms, p99 ${p.p99} ms over ${p.total} requests, ${p.offered} times offered, ${p.failed} failed`,
  );
}
