import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import packageJson from "../package.json" with { type: "json" };
import { childEnv } from "../tests/support/child-env.ts";
import { buildServer, serverInput } from "./build-server.ts";
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

  it("leaves pdfkit a package: the strategy's PDF renders from the built code", async () => {
    // The server's build with one more entry, the PDF's module, run by Node as the worker would;
    // node_modules beside it, as beside build/host/.
    const out = mkdtempSync(path.join(tmpdir(), "pontas-host-pdf-"));
    try {
      await buildServer(out, { ...serverInput, "strategy-pdf": "server/email/strategy-pdf.ts" });
      // Every chunk of the build (the PDF's code may sit in a chunk the server shares with it).
      const code = readdirSync(out, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".js"))
        .map((file) => readFileSync(path.join(out, file), "utf8"))
        .join("\n");
      symlinkSync(path.join(import.meta.dirname, "../node_modules"), path.join(out, "node_modules"), "dir");
      // Imported when a PDF is made, from node_modules: not bundled, not loaded with the server.
      expect(code).toMatch(/\bimport\(\s*"pdfkit"\s*\)/);
      expect(code).not.toMatch(/^\s*import\b[^;]*?from\s*"pdfkit"/m);
      const run = [
        "const { strategyPdf } = await import(process.argv[1]);",
        "const blocks = [{ type: 'heading', text: 'Prioridades' }, { type: 'list', items: ['Mañana, en León'] }];",
        "const partner = { name: 'Ana Pérez', email: 'ana@pontas.mx' };",
        "const pdf = await strategyPdf({ language: 'es', brand: 'Pontàs', company: 'Acme', partner, sentAt: 0, blocks });",
        "process.stdout.write(pdf.toString('latin1'));",
      ].join("\n");
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--input-type=module", "-e", run, pathToFileURL(path.join(out, "strategy-pdf.js")).href],
        { env: childEnv(), maxBuffer: 16 * 1024 * 1024 },
      );
      expect(stdout.startsWith("%PDF-")).toBe(true);
      // The embedded DejaVu Sans, found from the build through node_modules (decision 095).
      expect(stdout).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold/);
      // The render thread's module is an entry point of the build and renders the same PDF there.
      const worker = [
        "const { default: render } = await import(process.argv[1]);",
        "const partner = { name: 'Ана Петрова', email: 'ana@pontas.mx' };",
        "const input = { language: 'es', brand: 'Pontàs', company: 'Łódź', partner, sentAt: 0, blocks: [] };",
        "const pdf = await render({ kind: 'pdf', input });",
        "process.stdout.write(Buffer.from(pdf).toString('latin1').slice(0, 5));",
      ].join("\n");
      const built = await promisify(execFile)(
        process.execPath,
        ["--input-type=module", "-e", worker, pathToFileURL(path.join(out, "render-worker.js")).href],
        { env: childEnv(), maxBuffer: 16 * 1024 * 1024 },
      );
      expect(built.stdout).toBe("%PDF-");
      expect(stdout.trimEnd().endsWith("%%EOF")).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("is what `npm run serve` runs, with the flags the scripts and tests start it with", () => {
    expect(packageJson.scripts.serve).toBe(["node", ...serverArgs].join(" "));
  });
});
