import { createHash } from "node:crypto";
import { MemoryStore, type Options } from "express-rate-limit";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer } from "../../tests/support/app.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { validPayload } from "../../tests/support/payload.ts";
import { SmtpSink } from "../../tests/support/smtp.ts";
import { limitStore } from "../limits-and-origin.ts";
import { leadPath } from "../leads/lead-endpoint.ts";
import type { Logger } from "../log.ts";
import { PostgresStorage } from "./postgres.ts";
import { SharedRateLimitStore } from "./rate-limits.ts";
import type { Storage } from "./storage.ts";

/**
 * The rate limits shared by every instance on one PostgreSQL (docs/decisions/094):
 * two storages (two pools, as two servers have) on one schema count as one; a
 * window ends; two limiters never count together. SQLite keeps them in memory.
 */

const postgresUrl = process.env.TEST_DATABASE_URL || "";
const minute = 60_000;
const windowOf = (windowMs: number) => ({ windowMs }) as Options;

describe.skipIf(!postgresUrl)("rate limits on PostgreSQL", () => {
  const schema = `test_limits_${process.pid}_${Date.now()}`;
  let a: PostgresStorage;
  let b: PostgresStorage;
  let smtp: SmtpSink;

  beforeAll(async () => {
    a = new PostgresStorage({ connectionString: postgresUrl, schema });
    b = new PostgresStorage({ connectionString: postgresUrl, schema });
    await a.migrate();
    await b.migrate();
    smtp = await new SmtpSink().start(0);
  });
  afterEach(async () => {
    await a.db.deleteFrom("rateLimits").execute();
  });
  afterAll(async () => {
    await smtp.stop();
    await b.close();
    await a.dropSchema();
    await a.close();
  });

  const store = (storage: Storage, prefix: string, now?: () => number) => {
    const s = new SharedRateLimitStore(storage.db, prefix, now);
    s.init(windowOf(minute));
    return s;
  };

  it("two stores on two pools count one client together, one by one and all at once", async () => {
    const one = store(a, "lead:");
    const two = store(b, "lead:");
    const counts: number[] = [];
    for (let i = 0; i < 6; i++) counts.push((await (i % 2 ? two : one).increment("203.0.113.7")).totalHits);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
    // Forty hits at once, half through each pool: each gets its own count, none lost or doubled.
    const together = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? two : one).increment("203.0.113.7")),
    );
    expect(together.map((r) => r.totalHits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 7),
    );
    expect((await one.get("203.0.113.7"))?.totalHits).toBe(46);
    expect((await two.get("198.51.100.1"))?.totalHits).toBeUndefined();
    // A single window for both: the reset time the first hit set.
    const resets = new Set(together.map((r) => r.resetTime?.getTime()));
    expect(resets.size).toBe(1);
  });

  it("a window ends: the next hit starts a new one, and ended rows are deleted", async () => {
    let now = Date.now();
    const clock = () => now;
    const one = store(a, "lead:", clock);
    const two = store(b, "lead:", clock);
    for (let i = 0; i < 3; i++) await one.increment("203.0.113.7");
    const first = await two.increment("203.0.113.7");
    expect(first.totalHits).toBe(4);
    expect(first.resetTime?.getTime()).toBe(now + minute);
    now += minute - 1;
    expect((await two.increment("203.0.113.7")).totalHits).toBe(5);
    now += 1; // the window's end
    expect(await one.get("203.0.113.7")).toBeUndefined();
    const fresh = await two.increment("203.0.113.7");
    expect(fresh).toEqual({ totalHits: 1, resetTime: new Date(now + minute) });
    expect((await one.increment("203.0.113.7")).totalHits).toBe(2);
    // An ended window of another client is deleted by a later hit (a prune, at most once a minute).
    await one.increment("198.51.100.1");
    now += 2 * minute;
    await two.increment("192.0.2.1");
    await vi.waitFor(async () =>
      expect(await a.db.selectFrom("rateLimits").select("key").execute()).toHaveLength(1),
    );
  });

  it("limiters with different prefixes never count together; decrement and reset touch their own", async () => {
    const lead = store(a, "lead:");
    const form = store(b, "form:");
    await lead.increment("203.0.113.7");
    await lead.increment("203.0.113.7");
    expect((await form.increment("203.0.113.7")).totalHits).toBe(1);
    await form.decrement("203.0.113.7");
    expect((await lead.get("203.0.113.7"))?.totalHits).toBe(2);
    expect((await form.get("203.0.113.7"))?.totalHits).toBe(0);
    await lead.resetKey("203.0.113.7");
    expect(await lead.get("203.0.113.7")).toBeUndefined();
    expect((await form.increment("203.0.113.7")).totalHits).toBe(1);
  });

  it("the rows name the limiter, never the client: its key is hashed", async () => {
    await store(a, "signin-request:").increment("request:ana@pontas.test");
    await store(a, "lead:").increment("203.0.113.7");
    const keys = (await a.db.selectFrom("rateLimits").select("key").execute()).map((r) => r.key).sort();
    expect(keys).toEqual([
      expect.stringMatching(/^lead:[\w-]{43}$/),
      expect.stringMatching(/^signin-request:[\w-]{43}$/),
    ]);
    expect(keys.join(" ")).not.toMatch(/ana|pontas|203\.0/);
    // Keyed with the database's secret: hashing every IPv4 address does not find the client.
    const plain = createHash("sha256").update("203.0.113.7").digest("base64url");
    expect(keys).not.toContain(`lead:${plain}`);
  });

  it("two servers on one database enforce one limit: leads sent to each in turn get 429 after the limit in total", async () => {
    const env = { RATE_LIMIT_PER_MINUTE: "4" };
    const one = await startTestServer({ storage: a, smtpUrl: smtp.url, env });
    const two = await startTestServer({ storage: b, smtpUrl: smtp.url, env });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await fetch(`${(i % 2 ? two : one).base}${leadPath}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(validPayload({ email: `limit-${i}@example.com` })),
        });
        statuses.push(response.status);
        if (i === 3) expect(response.headers.get("ratelimit")).toContain("r=0");
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429]);
      // A server started again (a deploy) still counts what the others counted.
      await one.close();
      const again = await startTestServer({ storage: a, smtpUrl: smtp.url, env });
      try {
        expect((await fetch(`${again.base}${leadPath}`, { method: "POST" })).status).toBe(429);
      } finally {
        await again.close();
      }
    } finally {
      await one.close().catch(() => {});
      await two.close();
      await a.db.deleteFrom("leads").execute();
      await a.db.deleteFrom("outbox").execute();
    }
  });

  it("a store that fails lets the lead through (its own write decides), and is logged once, not per request", async () => {
    const logged: { message: string; fields?: Record<string, unknown> }[] = [];
    const logger: Logger = {
      info() {},
      error: (message, _error, fields) => void logged.push({ message, fields }),
    };
    const app = await startTestServer({
      storage: a,
      smtpUrl: smtp.url,
      env: { RATE_LIMIT_PER_MINUTE: "2" },
      logger,
    });
    try {
      await sql`alter table rate_limits rename to rate_limits_away`.execute(a.db);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await fetch(`${app.base}${leadPath}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(validPayload({ email: `through-${i}@example.com` })),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200]);
      expect(logged).toEqual([
        {
          message: expect.stringContaining("error from store") as string,
          fields: { limiter: "lead:" },
        },
      ]);
    } finally {
      await sql`alter table rate_limits_away rename to rate_limits`.execute(a.db);
      await app.close();
      await a.db.deleteFrom("leads").execute();
      await a.db.deleteFrom("outbox").execute();
    }
  });
});

describe("rate limits on SQLite", () => {
  it("stay in memory (one process): the table stays empty, and the limit holds", async () => {
    const { storage, dispose } = await testBackends[0]!.open();
    const smtp = await new SmtpSink().start(0);
    const app = await startTestServer({ storage, smtpUrl: smtp.url, env: { RATE_LIMIT_PER_MINUTE: "2" } });
    try {
      expect(limitStore(storage, "lead:")).toBeInstanceOf(MemoryStore);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await fetch(`${app.base}${leadPath}`, { method: "POST" })).status);
      expect(statuses).toEqual([415, 415, 429]);
      expect(await storage.db.selectFrom("rateLimits").selectAll().execute()).toEqual([]);
    } finally {
      await app.close();
      await smtp.stop();
      await dispose();
    }
  });
});
