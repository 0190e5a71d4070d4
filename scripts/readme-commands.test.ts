import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteStorage } from "../server/db/sqlite.ts";
import { leadRecord } from "../tests/support/records.ts";
import { childEnv } from "../tests/support/child-env.ts";

/**
 * The README's lead commands run as a reader copies them: each line of its `sh`
 * block, whole (comment included), in a shell at the repository's root, on a data
 * folder of this test's that holds one lead. The exports land in that data folder,
 * never in the repository (issue 56: they were written to its root, not ignored by git).
 */
const readme = readFileSync("README.md", "utf8");
const block = /The leads, as the inbox has them[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
const lines = block.split("\n").filter((line) => line.trim() !== "");
const dataDir = mkdtempSync(path.join(tmpdir(), "pontas-readme-"));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the README's lead commands", () => {
  it("are there", () => {
    expect(lines.map((line) => line.split("#")[0]!.trim())).toEqual([
      'npm run -s leads -- export --format csv > "${DATA_DIR:-var}/leads.csv"',
      'npm run -s leads -- export --format json > "${DATA_DIR:-var}/leads.json"',

      "npm run leads -- delete --email ana@example.com",
      "npm run leads -- outbox",
      "npm run leads -- retry --failed",
    ]);
  });

  it("each runs as copied and does what its comment says", async () => {
    const storage = new SqliteStorage(path.join(dataDir, "data.db"));
    await storage.migrate();
    await storage.saveLead(
      { ...leadRecord("readme", Date.UTC(2026, 10, 2, 15)), email: "ana@example.com" },
      [],
    );
    await storage.close();
    for (const line of lines) {
      const run = spawnSync("bash", ["-c", line], { env: childEnv({ DATA_DIR: dataDir }), encoding: "utf8" });
      expect(run.status, `${line}\n${run.stderr}`).toBe(0);
      expect(run.stderr, line).not.toMatch(/error|usage/i);
    }
    const csv = readFileSync(path.join(dataDir, "leads.csv"), "utf8");
    expect(csv).toMatch(/^\ufeff"type","id","created_at"/);
    expect(csv).toContain('"2026-11-02 09:00"');
    expect(JSON.parse(readFileSync(path.join(dataDir, "leads.json"), "utf8")).leads[0].id).toBe("readme");
    // Nothing of it in the repository.
    for (const file of ["leads.csv", "leads.json"]) expect(existsSync(file), file).toBe(false);
  }, 60_000);
});
