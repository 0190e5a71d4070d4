import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import packageJson from "../package.json" with { type: "json" };
import { buildServer } from "./build-server.ts";
import { serverArgs } from "./server-process.ts";

describe("the production server's build", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "pontas-host-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is JavaScript that imports no TypeScript module, with the SQLite worker beside it", async () => {
    await buildServer(dir);
    const files = readdirSync(dir);
    expect(files).toEqual(expect.arrayContaining(["index.js", "sqlite-worker.js"]));
    // Static and dynamic import specifiers: a `.ts` one would make Node load its TypeScript stripper.
    const specifiers = files.flatMap((file) =>
      [
        ...readFileSync(path.join(dir, file), "utf8").matchAll(
          /^\s*(?:import|export)\b[^;]*?from\s*"([^"]+)"|^\s*import\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/gm,
        ),
      ].map((m) => (m[1] ?? m[2] ?? m[3])!),
    );
    expect(specifiers).toEqual(expect.arrayContaining(["react-router", "node:sqlite"]));
    expect(specifiers.filter((s) => /\.[cm]?tsx?$/.test(s))).toEqual([]);
    // Kysely is bundled, not loaded as its 512 modules, and so is better-auth, which imports it.
    expect(specifiers.filter((s) => /^(kysely|better-auth|@better-auth\/)/.test(s))).toEqual([]);
  });

  it("is what `npm run serve` runs, with the flags the scripts and tests start it with", () => {
    expect(packageJson.scripts.serve).toBe(["node", ...serverArgs].join(" "));
  });
});
