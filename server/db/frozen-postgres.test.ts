import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer } from "../../tests/support/app.ts";
import { member, secret } from "../../tests/support/inbox.ts";
import { postgresBin, startOwnPostgres, type OwnPostgres } from "../../tests/support/own-postgres.ts";
import { validPayload } from "../../tests/support/payload.ts";
import { SmtpSink } from "../../tests/support/smtp.ts";
import { leadPath } from "../leads/lead-endpoint.ts";
import type { Logger } from "../log.ts";
import { PostgresStorage, statementTimeoutMs } from "./postgres.ts";
import { StorageUnavailableError } from "./storage.ts";

/**
 * Issue 56, item 3: a frozen PostgreSQL (SIGSTOP: a host that freezes, a network that
 * drops packets without a reset) with idle pooled connections. Every request is answered
 * within 15 s, a lead 503 with Retry-After, and once the database resumes, leads are taken
 * again and none answered 2xx is missing. On a cluster of the test's own (never the shared
 * TEST_DATABASE_URL): it needs Debian's PostgreSQL binaries, which CI installs.
 */
if (!postgresBin)
  console.warn(
    "note: no PostgreSQL binaries under /usr/lib/postgresql: the frozen-database test is skipped.",
  );

/** What a request must never wait longer than while the database is frozen. */
const answerWithinMs = 15_000;

describe.skipIf(!postgresBin)("a frozen PostgreSQL (SIGSTOP)", () => {
  let cluster: OwnPostgres;
  let storage: PostgresStorage;
  let smtp: SmtpSink;
  let app: Awaited<ReturnType<typeof startTestServer>>;
  const logged: string[] = [];
  const logger: Logger = {
    info() {},
    error: (message, error) => void logged.push(`${message} ${String(error)}`),
  };

  beforeAll(async () => {
    cluster = await startOwnPostgres();
    storage = new PostgresStorage({ connectionString: cluster.url });
    await storage.migrate();
    smtp = await new SmtpSink().start(0);
    app = await startTestServer({
      storage,
      smtpUrl: smtp.url,
      env: { TEAM_EMAILS: member, AUTH_SECRET: secret },
      pages: true,
      logger,
    });
  }, 60_000);
  afterAll(async () => {
    cluster?.signal("SIGCONT");
    await app?.close();
    await smtp?.stop();
    await storage?.close();
    cluster?.stop();
  });

  /** A request, its answer (or none within 40 s: the test's own bound) and how long it took. */
  async function timed(path: string, init: RequestInit = {}) {
    const started = performance.now();
    try {
      const res = await fetch(`${app.base}${path}`, { ...init, signal: AbortSignal.timeout(40_000) });
      const body = await res.text();
      return {
        status: res.status,
        retryAfter: res.headers.get("retry-after"),
        body,
        ms: performance.now() - started,
      };
    } catch {
      return { status: 0, retryAfter: null, body: "", ms: performance.now() - started };
    }
  }
  const lead = (n: number) =>
    timed(leadPath, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify(validPayload({ email: `frozen${n}@example.com` })),
    });
  const accepted: string[] = [];
  const keep = (answer: Awaited<ReturnType<typeof lead>>) => {
    if (answer.status >= 200 && answer.status < 300)
      accepted.push((JSON.parse(answer.body) as { id: string }).id);
    return answer;
  };

  it("a statement past statement_timeout fails as the database unavailable (503), and the pool serves the next", async () => {
    const started = performance.now();
    const error: unknown = await sql`select pg_sleep(30)`.execute(storage.db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect((error as { code?: unknown }).code).toBe("57014");
    expect(performance.now() - started).toBeLessThan(statementTimeoutMs + 1_000);
    expect((await sql<{ one: number }>`select 1 as one`.execute(storage.db)).rows).toEqual([{ one: 1 }]);
  });

  it("answers every request within 15 s (a lead 503 with Retry-After), then recovers with nothing lost", async () => {
    // Warm: ten leads at once leave ten idle connections in the pool.
    for (const answer of await Promise.all(Array.from({ length: 10 }, (_, i) => lead(i).then(keep))))
      expect(answer.status).toBe(200);

    cluster.signal("SIGSTOP");
    try {
      // Leads at once, the inbox's pages and the readiness probe beside them, and a lead alone after.
      const together = await Promise.all([
        ...Array.from({ length: 6 }, (_, i) => lead(100 + i).then(keep)),
        timed("/readyz"),
        timed("/admin/login"),
        timed("/admin/leads"),
      ]);
      const alone = keep(await lead(200));
      const leads = [...together.slice(0, 6), alone];
      const figures = [...together, alone].map(
        (answer) => `${answer.status} in ${(answer.ms / 1000).toFixed(1)} s`,
      );
      console.info(`frozen PostgreSQL: ${figures.join(", ")}`);
      for (const answer of [...together, alone]) {
        expect(answer.status, figures.join(", ")).toBeGreaterThan(0);
        expect(answer.ms, figures.join(", ")).toBeLessThan(answerWithinMs);
      }
      for (const answer of leads) {
        expect(answer.status).toBe(503);
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      }
      // Each refused lead logged once, as the database's fault; nothing else but the faults.
      expect(logged.filter((line) => line.startsWith("request failed "))).toHaveLength(leads.length);
      for (const line of logged) expect(line).toMatch(/StorageUnavailableError|storage did not answer/);
    } finally {
      cluster.signal("SIGCONT");
    }

    // Resumed: leads are taken again, and every lead answered 2xx is stored.
    await vi.waitFor(async () => expect(keep(await lead(300)).status).toBe(200), {
      timeout: 30_000,
      interval: 500,
    });
    const stored = await storage.db.selectFrom("leads").select("id").execute();
    expect(stored.map((row) => row.id)).toEqual(expect.arrayContaining(accepted));
    expect(accepted.length).toBeGreaterThanOrEqual(11);
    // The faults were logged as themselves, without the people's addresses.
    expect(logged.join("\n")).not.toMatch(/frozen\d+@example\.com/);
  }, 180_000);
});
