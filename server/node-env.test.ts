import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * Runs `server/node-env.ts` first, as server/index.ts does, then loads React as
 * the server does, and reports NODE_ENV and which React build Node loaded.
 */
function probe(args: string[], env: Record<string, string | undefined>) {
  const script = `
    await import("./server/node-env.ts");
    await import("react-dom/server");
    const { createRequire } = await import("node:module");
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    console.log(JSON.stringify({
      nodeEnv: process.env.NODE_ENV,
      production: loaded.some((file) => file.endsWith("react.production.js")),
      development: loaded.some((file) => file.endsWith("react.development.js")),
    }));`;
  const { NODE_ENV: _ignored, ...rest } = process.env;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script, "--", ...args], {
    env: { ...rest, ...env },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as { nodeEnv: string; production: boolean; development: boolean };
}

describe("the server's NODE_ENV", () => {
  it("is production when unset, so React loads its production build", () => {
    expect(probe([], {})).toEqual({ nodeEnv: "production", production: true, development: false });
  });

  it("is development with --dev", () => {
    expect(probe(["--dev"], {})).toEqual({ nodeEnv: "development", production: false, development: true });
  });

  it("keeps a NODE_ENV that is already set", () => {
    expect(probe([], { NODE_ENV: "development" }).nodeEnv).toBe("development");
  });
});
