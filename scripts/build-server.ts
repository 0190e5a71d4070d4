/**
 * Builds the production server (npm run build, after `react-router build`):
 * server/index.ts, the SQLite worker's and the render worker's modules, with the project's own
 * modules (and Kysely) bundled as plain JavaScript in build/host/. Node then
 * runs JavaScript only: it loads no TypeScript stripper, which cost the server's
 * two threads (HTTP and SQLite) 37 MiB together (docs/decisions/090).
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const hostDir = path.join(root, "build/host");

/**
 * Packages and Node built-ins stay external (node_modules, as installed), except
 * Kysely: its 512 small ES modules, loaded by both threads, cost ~11 MiB more as
 * modules than as one bundled chunk. The inbox's better-auth imports Kysely too,
 * so it is bundled with it (else it would load the 512 modules again on the first
 * sign-in), and with the @noble packages it imports: better-auth has its own
 * version of those in its node_modules, which only bundling finds (an external
 * import from build/host would get the project's). Relative paths and
 * `#domain/…` imports are bundled.
 */
const bundled = /^(kysely|better-auth|@better-auth\/[^/]+|@noble\/[^/]+)(\/|$)/;
const isPackage = (id: string) =>
  !id.startsWith(".") && !id.startsWith("#") && !path.isAbsolute(id) && !bundled.test(id);

/** The built server's entry points: the server, and the SQLite and render workers' modules. */
export const serverInput: Readonly<Record<string, string>> = {
  index: "server/index.ts",
  // Loaded by server/db/sqlite.ts as `new URL("./sqlite-worker.js", import.meta.url)`.
  "sqlite-worker": "server/db/sqlite-worker.ts",
  // Loaded by server/email/render-pool.ts as `new URL("./render-worker.js", import.meta.url)`.
  "render-worker": "server/email/render-worker.ts",
};

/**
 * Writes the server's JavaScript to `outDir` (build/host/ by default), replacing what was there.
 * `input` names the entry points (a test adds one to run a module as the server would).
 * pdfkit stays external like every package: the outbox worker imports it when it makes a
 * strategy's PDF, and it loads its fonts' data through its own package imports
 * (`#standard-fonts/…`), which resolve only from its folder in node_modules.
 */
export async function buildServer(outDir = hostDir, input = serverInput) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    cwd: root,
    input: { ...input },
    platform: "node",
    external: isPackage,
    logLevel: "warn",
    output: {
      dir: outDir,
      format: "esm",
      entryFileNames: "[name].js",
      chunkFileNames: "[name]-[hash].js",
    },
  });
}

if (import.meta.main) {
  await buildServer();
  console.log(`server built in ${path.relative(root, hostDir)}/`);
}
