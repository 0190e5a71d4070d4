/**
 * What an erasure costs on PostgreSQL (docs/decisions/091): the storage alone, no HTTP,
 * on an inbox of N leads (each with its two e-mails in the outbox). For each size,
 * people are erased one at a time with the erasure's plain VACUUM, then with VACUUM FULL
 * (the tables rewritten: what decision 091 runs), and while a VACUUM FULL runs, a lead is
 * saved and the leads are read, to time how long its lock holds them. The leads are 1,000
 * stored through the lead module's own submit, then copied in SQL with new ids and
 * addresses up to N. `TEST_DATABASE_URL=… node bench/pg-erasure.ts [N…]` (default 10000
 * 100000); each size in a schema of its own, dropped after.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "kysely";
import { LeadPayloadSchema } from "../domain/forms/lead-schema.ts";
import { parseSiteSettings } from "../domain/site/settings.ts";
import { PostgresStorage } from "../server/db/postgres.ts";
import { submitService } from "../server/leads/submit.ts";
import { leadPayload } from "../scripts/server-process.ts";
import { median } from "./lighthouse/figures.ts";

const mail = { site: parseSiteSettings({}), leadsTo: ["team@pontas.test"] };
const tables = ["leads", "messages", "outbox", "lead_events"] as const;
/** Text columns made unique per copy (keys, and the addresses an erasure looks for). */
const perCopy = new Set(["id", "idempotency_key", "email", "person_email", "ref_id", "lead_id", "to_addr"]);

const ms = (from: number) => Math.round((performance.now() - from) * 10) / 10;

async function seed(storage: PostgresStorage, leads: number) {
  const submit = submitService({ storage, mail, onCommitted: () => {} });
  const base = Math.min(1_000, leads);
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < base) {
        const email = `bench-${next++}-${randomUUID()}@example.com`;
        await submit({
          kind: "lead",
          payload: LeadPayloadSchema.parse(leadPayload(email)),
          idempotencyKey: randomUUID(),
          fingerprint: null,
          userAgent: "bench",
        });
      }
    }),
  );
  const copies = Math.ceil(leads / base) - 1;
  const plain = storage.db.withoutPlugins();
  for (const table of ["leads", "outbox"] as const) {
    const { rows } = await sql<{ column_name: string; data_type: string }>`
      select column_name, data_type from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(
      plain,
    );
    const columns = rows.map((r) => r.column_name);
    const values = rows.map((r) =>
      perCopy.has(r.column_name) && r.data_type === "text" ? `${r.column_name} || '-' || g` : r.column_name,
    );
    await sql
      .raw(
        `insert into ${table} (${columns.join(", ")}) select ${values.join(", ")} from ${table}, generate_series(1, ${copies}) g`,
      )
      .execute(plain);
  }
  await sql`vacuum analyze`.execute(plain);
}

async function sizes(storage: PostgresStorage) {
  const { rows } = await sql<{ name: string; bytes: string }>`
    select c.relname as name, pg_total_relation_size(c.oid) as bytes from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relname = any(${[...tables]})`.execute(
    storage.db.withoutPlugins(),
  );
  return Object.fromEntries(rows.map((r) => [r.name, Math.round(Number(r.bytes) / 1024 / 102.4) / 10]));
}

async function emails(storage: PostgresStorage, count: number) {
  const rows = await storage.db
    .selectFrom("leads")
    .select("email")
    .orderBy("id")
    .limit(count * 50)
    .execute();
  return rows.filter((_, i) => i % 50 === 0).map((r) => r.email);
}

async function run(url: string, leads: number) {
  const storage = new PostgresStorage({
    connectionString: url,
    schema: `bench_erase_${process.pid}_${leads}`,
  });
  try {
    await storage.migrate();
    const seeding = performance.now();
    await seed(storage, leads);
    const seeded = ms(seeding);
    const before = await sizes(storage);
    const people = await emails(storage, 6);
    const plain = storage.db.withoutPlugins();
    const vacuumOnly: number[] = [];
    const full: number[] = [];
    for (const [i, email] of people.entries()) {
      const at = performance.now();
      await storage.deleteByEmail(email);
      if (i % 2 === 0) {
        await storage.purgeDeleted();
        vacuumOnly.push(ms(at));
      } else {
        await sql.raw(`vacuum full ${tables.join(", ")}`).execute(plain);
        full.push(ms(at));
      }
    }
    // What VACUUM FULL's ACCESS EXCLUSIVE lock holds: a lead saved and a read started 20 ms in.
    const rewriting = sql.raw(`vacuum full ${tables.join(", ")}`).execute(plain);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const savingAt = performance.now();
    const saving = submitService({ storage, mail, onCommitted: () => {} })({
      kind: "lead",
      payload: LeadPayloadSchema.parse(leadPayload(`during-${randomUUID()}@example.com`)),
      idempotencyKey: randomUUID(),
      fingerprint: null,
      userAgent: "bench",
    }).then(() => ms(savingAt));
    const readingAt = performance.now();
    const reading = storage.db
      .selectFrom("leads")
      .select("id")
      .limit(50)
      .execute()
      .then(() => ms(readingAt));
    const rewriteAt = performance.now();
    await rewriting;
    const rewriteMs = ms(rewriteAt) + 20;
    return {
      leads,
      seededMs: seeded,
      mib: before,
      eraseVacuumMs: median(vacuumOnly),
      eraseVacuumFullMs: median(full),
      vacuumFullMs: rewriteMs,
      leadSavedDuringMs: await saving,
      readDuringMs: await reading,
    };
  } finally {
    await storage.dropSchema();
    await storage.close();
  }
}

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) {
  console.error("bench/pg-erasure.ts: set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL it may use");
  process.exit(1);
}
const counts = process.argv.slice(2).map(Number);
console.log(`load average before: ${readFileSync("/proc/loadavg", "utf8").trim()}`);
for (const leads of counts.length ? counts : [10_000, 100_000])
  console.log(JSON.stringify(await run(url, leads)));
console.log(`load average after: ${readFileSync("/proc/loadavg", "utf8").trim()}`);
