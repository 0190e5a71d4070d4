/**
 * What the rate limit shared in PostgreSQL costs (docs/decisions/094), against the
 * same limit counted in memory, in the same run: the storage alone, no HTTP. Leads
 * are saved through the lead module's own submit, ten in flight, each preceded by
 * its limiter's hit as the endpoint does it (one client's key: every hit on one
 * row, the worst case for lock waits). Runs alternate, shared, memory, shared,
 * memory, each in a fresh schema. `npm run bench:api` runs it with
 * TEST_DATABASE_URL; `node bench/shared-limits.ts` alone.
 */
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { MemoryStore, type Options, type Store } from "express-rate-limit";
import pg from "pg";
import { LeadPayloadSchema } from "../domain/forms/lead-schema.ts";
import { parseSiteSettings } from "../domain/site/settings.ts";
import { PostgresStorage } from "../server/db/postgres.ts";
import { SharedRateLimitStore } from "../server/db/rate-limits.ts";
import { submitService } from "../server/leads/submit.ts";
import { leadPayload } from "../scripts/server-process.ts";
import { median } from "./lighthouse/figures.ts";

const mail = { site: parseSiteSettings({}), leadsTo: ["team@pontas.test"] };

export interface SharedLimitRun {
  readonly store: "shared" | "memory";
  /** Leads saved per second, ten in flight, each after its limit's hit. */
  readonly leadsPerSecond: number;
  /** Median milliseconds of one hit alone (ten in flight). */
  readonly hitMs: number;
}

async function run(url: string, kind: SharedLimitRun["store"], leads: number): Promise<SharedLimitRun> {
  const schema = `bench_limits_${process.pid}_${Date.now()}`;
  const admin = new pg.Client(url);
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const storage = new PostgresStorage({ connectionString: url, schema });
  try {
    await storage.migrate();
    const store: Store =
      kind === "shared" ? new SharedRateLimitStore(storage.db, "bench:") : new MemoryStore();
    store.init?.({ windowMs: 60_000 } as Options);
    const submit = submitService({ storage, mail, onCommitted: () => {} });
    const inFlight = (count: number, each: (i: number) => Promise<void>) => {
      let next = 0;
      return Promise.all(
        Array.from({ length: 10 }, async () => {
          while (next < count) await each(next++);
        }),
      );
    };
    const started = performance.now();
    await inFlight(leads, async (i) => {
      await store.increment("client");
      await submit({
        kind: "lead",
        payload: LeadPayloadSchema.parse(leadPayload(`bench-${i}-${randomUUID()}@example.com`)),
        idempotencyKey: randomUUID(),
        fingerprint: null,
        userAgent: "bench",
      });
    });
    const leadsPerSecond = Math.round(leads / ((performance.now() - started) / 1000));
    const times: number[] = [];
    await inFlight(leads, async () => {
      const at = performance.now();
      await store.increment("client");
      times.push(performance.now() - at);
    });
    times.sort((a, b) => a - b);
    return { store: kind, leadsPerSecond, hitMs: Math.round(times[times.length >> 1]! * 100) / 100 };
  } finally {
    await storage.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

/** Two runs each, alternating; returns every run. */
export async function sharedLimitCost(url: string, { leads = 2_000 } = {}) {
  const runs: SharedLimitRun[] = [];
  for (const kind of ["shared", "memory", "shared", "memory"] as const)
    runs.push(await run(url, kind, leads));
  return runs;
}

export function printSharedLimitCost(runs: readonly SharedLimitRun[], leads: number) {
  console.log(
    `\nrate limit shared in PostgreSQL against memory (storage alone, ${leads} leads ten in flight, one client), alternating runs`,
  );
  console.log(`${"".padEnd(20)} ${"leads/s".padStart(9)} ${"hit ms".padStart(9)}`);
  for (const r of runs)
    console.log(
      `${`limit in ${r.store}`.padEnd(20)} ${String(r.leadsPerSecond).padStart(9)} ${String(r.hitMs).padStart(9)}`,
    );
  const shared = runs.filter((r) => r.store === "shared");
  const memory = runs.filter((r) => r.store === "memory");
  const ratio = median(shared.map((r) => r.leadsPerSecond)) / median(memory.map((r) => r.leadsPerSecond));
  console.log(
    `shared/memory: ${(ratio * 100).toFixed(1)}% of the leads/s; a hit ${median(shared.map((r) => r.hitMs)).toFixed(2)} ms against ${median(memory.map((r) => r.hitMs)).toFixed(2)} ms (medians)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("bench/shared-limits.ts: set TEST_DATABASE_URL to a PostgreSQL database");
  const leads = Number(process.env.BENCH_LIMIT_LEADS ?? 2_000);
  printSharedLimitCost(await sharedLimitCost(url, { leads }), leads);
}
