/**
 * What SQLite's secure_delete costs (docs/decisions/091), against SQLite without
 * it, in the same run: the storage alone, no HTTP, each time on a fresh file in a
 * temporary folder. Leads are saved through the lead module's own submit (the
 * endpoint's envelopes and write unit), ten in flight as the endpoint's group
 * commit sees them; then people are erased one at a time as the inbox does
 * (rows, then the truncating checkpoint). Runs alternate, on, off, on, off, so
 * that the machine's drift falls on both. `npm run bench:api` runs it after the
 * HTTP runs; `node bench/secure-delete.ts` alone.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { LeadPayloadSchema } from "../domain/forms/lead-schema.ts";
import { parseSiteSettings } from "../domain/site/settings.ts";
import { SqliteStorage } from "../server/db/sqlite.ts";
import { submitService } from "../server/leads/submit.ts";
import { leadPayload } from "../scripts/server-process.ts";
import { median } from "./lighthouse/figures.ts";

const mail = { site: parseSiteSettings({}), leadsTo: ["team@pontas.test"] };

export interface SecureDeleteRun {
  readonly secureDelete: boolean;
  /** Leads saved per second, ten in flight. */
  readonly leadsPerSecond: number;
  /** Median milliseconds of one person's erasure: rows, then the truncating checkpoint. */
  readonly eraseMs: number;
}

async function run(secureDelete: boolean, leads: number, erasures: number): Promise<SecureDeleteRun> {
  const dir = mkdtempSync(path.join(tmpdir(), "pontas-bench-sd-"));
  const storage = new SqliteStorage(path.join(dir, "data.db"), { secureDelete });
  try {
    await storage.migrate();
    const submit = submitService({ storage, mail, onCommitted: () => {} });
    const emails = Array.from({ length: leads }, (_, i) => `bench-${i}-${randomUUID()}@example.com`);
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < emails.length) {
          const email = emails[next++]!;
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
    const leadsPerSecond = Math.round(leads / ((performance.now() - started) / 1000));
    const times: number[] = [];
    for (let i = 0; i < erasures; i++) {
      const at = performance.now();
      await storage.deleteByEmail(emails[Math.floor((i * leads) / erasures)]!);
      await storage.purgeDeleted();
      times.push(performance.now() - at);
    }
    times.sort((a, b) => a - b);
    return { secureDelete, leadsPerSecond, eraseMs: Math.round(times[times.length >> 1]! * 10) / 10 };
  } finally {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Two runs each, alternating; returns every run. */
export async function secureDeleteCost({ leads = 4_000, erasures = 40 } = {}) {
  const runs: SecureDeleteRun[] = [];
  for (const secureDelete of [true, false, true, false]) runs.push(await run(secureDelete, leads, erasures));
  return runs;
}

export function printSecureDeleteCost(runs: readonly SecureDeleteRun[], leads: number) {
  console.log(
    `\nsecure_delete (SQLite storage alone, ${leads} leads ten in flight, then erasures), alternating runs`,
  );
  console.log(`${"".padEnd(20)} ${"leads/s".padStart(9)} ${"erase ms".padStart(9)}`);
  for (const r of runs)
    console.log(
      `${`secure_delete ${r.secureDelete ? "on" : "off"}`.padEnd(20)} ${String(r.leadsPerSecond).padStart(9)} ${String(r.eraseMs).padStart(9)}`,
    );
  const on = runs.filter((r) => r.secureDelete);
  const off = runs.filter((r) => !r.secureDelete);
  const ratio = median(on.map((r) => r.leadsPerSecond)) / median(off.map((r) => r.leadsPerSecond));
  console.log(
    `secure_delete on/off: ${(ratio * 100).toFixed(1)}% of the leads/s; erasure ${median(on.map((r) => r.eraseMs)).toFixed(1)} ms against ${median(off.map((r) => r.eraseMs)).toFixed(1)} ms (medians)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const leads = Number(process.env.BENCH_SD_LEADS ?? 4_000);
  printSecureDeleteCost(await secureDeleteCost({ leads }), leads);
}
