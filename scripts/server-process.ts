import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { childEnv } from "../tests/support/child-env.ts";

/**
 * The production server as `npm run serve` runs it (package.json; a unit test keeps
 * the two the same): the built server (scripts/build-server.ts), with three V8 flags
 * that hold its peak memory under load (docs/decisions/090): young generation capped
 * at 2 MiB per semi-space; optimizing compilation on the thread that needs it
 * instead of background threads, whose memory stayed with the process; and V8's
 * memory saver mode, which collects the old generation before it has grown by
 * 8 MiB of garbage (without it the peak under load varied from 134 to 152 MiB).
 */
export const serverArgs = [
  "--max-semi-space-size=2",
  "--no-concurrent-recompilation",
  "--memory-saver-mode",
  "build/host/index.js",
] as const;

/** Builds the site and the server if there is no build yet (the scripts below run the real server). */
export function ensureBuild() {
  if (existsSync("build/server/index.js") && existsSync("build/host/index.js")) return;
  console.log("no build yet: running npm run build");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: childEnv() });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Starts the built production server on a loopback port and resolves once /healthz answers.
 * Its environment is `env` and the defaults here only (tests/support/child-env.ts): no
 * setting of the developer's shell or .env. `nodeArgs` go before the server's (a test's `--import`).
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, ...serverArgs], {
    env: childEnv({ HOST: "127.0.0.1", PORT: String(port), LOG_REQUESTS: "false", ...env }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGKILL");
  throw new Error("server did not start in 30 s");
}

export function waitForExit(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

/** A valid lead payload (the quiz API's body, docs/product.md) for `email`. */
export function leadPayload(email: string) {
  return {
    nombre: "Crash Test",
    email,
    empresa: "Bench SA",
    mensaje: "Etapa: Escalamiento",
    quizData: {
      revenue: "5m-20m",
      teamSize: "51-100",
      challenge: "scale",
      markets: "national",
      calculatedStage: "Escalamiento",
      recommendedServices: ["Growth Transformation"],
      score: 12,
    },
    requestCall: false,
    attribution: { language: "es", quizSource: "bench", pagePath: "/es" },
  };
}
