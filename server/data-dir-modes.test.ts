import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { childEnv } from "../tests/support/child-env.ts";
import { validPayload } from "../tests/support/payload.ts";
import { leadPath } from "./leads/lead-endpoint.ts";

const parent = mkdtempSync(path.join(tmpdir(), "pontas-modes-"));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

/** Waits until `check` is true (polling), or fails after `ms`. */
async function until(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(process.platform === "win32")("DATA_DIR is the server's alone", () => {
  it("the real server creates DATA_DIR and its mail folder 0700, the database and .eml files 0600", async () => {
    const dataDir = path.join(parent, "data");
    // The server as it is started in production: the built pages (npm test builds first).
    const child = spawn(process.execPath, ["server/index.ts"], {
      env: childEnv({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_REQUESTS: "false" }),
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
      await until(() => out.includes('"listening"'), 30_000);
      const port = /"url":"http:\/\/localhost:(\d+)"/.exec(out)![1];
      const res = await fetch(`http://127.0.0.1:${port}${leadPath}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validPayload()),
      });
      expect(res.status).toBe(200);
      const mailDir = path.join(dataDir, "mail");
      await until(() => out.split('"mail written"').length > 2, 30_000);

      expect(mode(dataDir)).toBe("700");
      expect(mode(mailDir)).toBe("700");
      const files = [
        ...readdirSync(dataDir)
          .filter((name) => name !== "mail")
          .map((name) => path.join(dataDir, name)),
        ...readdirSync(mailDir).map((name) => path.join(mailDir, name)),
      ];
      expect(files.map((f) => path.relative(dataDir, f)).sort()).toEqual(
        expect.arrayContaining(["data.db", "data.db-shm", "data.db-wal"]),
      );
      expect(files.filter((f) => f.endsWith(".eml"))).toHaveLength(2);
      expect(Object.fromEntries(files.map((f) => [path.relative(dataDir, f), mode(f)]))).toEqual(
        Object.fromEntries(files.map((f) => [path.relative(dataDir, f), "600"])),
      );
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
    }
  }, 90_000);

  it("an existing DATA_DIR 0755 with a database 0644 is narrowed to 0700 and 0600, the CLI's new database too", () => {
    const existing = path.join(parent, "existing");
    mkdirSync(existing, { mode: 0o755 });
    chmodSync(existing, 0o755);
    writeFileSync(path.join(existing, "data.db"), "", { mode: 0o644 });
    chmodSync(path.join(existing, "data.db"), 0o644);
    const fresh = path.join(parent, "fresh");
    for (const dataDir of [existing, fresh]) {
      // The CLI, with the shell's usual umask (022), not the server's.
      const run = spawnSync(
        "/bin/sh",
        ["-c", `umask 022; "${process.execPath}" server/cli/leads.ts export --format json`],
        {
          env: childEnv({ DATA_DIR: dataDir }),
          encoding: "utf8",
        },
      );
      expect(run.status, run.stderr).toBe(0);
      expect(mode(dataDir)).toBe("700");
      const files = readdirSync(dataDir);
      expect(files).toContain("data.db");
      for (const name of files) expect(mode(path.join(dataDir, name)), name).toBe("600");
    }
  }, 60_000);
});
