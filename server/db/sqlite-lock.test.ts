import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, leadPayload, startServer, waitForExit } from "../../scripts/server-process.ts";
import { SqliteStorage } from "./sqlite.ts";

/**
 * docs/decisions/092: another process holds SQLite's write lock for 10 s (BEGIN
 * IMMEDIATE in a second node:sqlite connection). The real server, built
 * pages and all, must keep answering pages, assets and /healthz at once; a
 * lead submitted meanwhile is stored once the lock goes, or answered 503 and
 * stored on the form's retry with the same key; never lost after a 200.
 */
const holdMs = 10_000;
const lockScript = `
const { DatabaseSync } = require("node:sqlite");
const db = new DatabaseSync(process.argv[1]);
db.exec("BEGIN IMMEDIATE");
db.exec("INSERT INTO outbox_lock_probe VALUES (1)");
console.log("locked");
setTimeout(() => { db.exec("COMMIT"); db.close(); console.log("released"); }, ${holdMs});
`;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

describe("SQLite write lock held by another process", () => {
  let dir: string;
  let server: ChildProcess;
  let base: string;

  beforeAll(async () => {
    ensureBuild();
    dir = mkdtempSync(path.join(tmpdir(), "pontas-lock-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startServer(port, {
      DATA_DIR: dir,
      DATABASE_URL: "",
      RATE_LIMIT_PER_MINUTE: "100000",
      OUTBOX_WORKER: "false",
    });
    // A table of the test's own, so that the other process's transaction writes something.
    const storage = new SqliteStorage(path.join(dir, "data.db"));
    await storage.db.schema.createTable("outbox_lock_probe").addColumn("n", "integer").execute();
    await storage.close();
  }, 120_000);

  afterAll(async () => {
    server?.kill("SIGTERM");
    if (server) await waitForExit(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it("pages, assets and /healthz answer within 200 ms each; the lead is stored once the lock goes (or 503)", async () => {
    const asset = readdirSync("build/client/assets").find((f) => f.endsWith(".css") || f.endsWith(".js"))!;
    const urls = ["/healthz", "/es", "/en/contact", `/assets/${asset}`].map((p) => `${base}${p}`);
    // Warm up (first reads from disk, first compression), so that only the lock is measured.
    for (const url of urls) await timed(url);
    const locker = spawn(process.execPath, ["-e", lockScript, path.join(dir, "data.db")], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const lines = createInterface({ input: locker.stdout! });
    const events: string[] = [];
    const released = new Promise<void>((resolve) =>
      lines.on("line", (line) => {
        events.push(line);
        if (line === "released") resolve();
      }),
    );
    await expect.poll(() => events, { timeout: 20_000 }).toContain("locked");

    const key = crypto.randomUUID();
    const submit = () =>
      fetch(`${base}/functions/v1/send-contact-email`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key },
        body: JSON.stringify(leadPayload("locked@example.com")),
      });
    const lead = submit();

    const timings: { url: string; status: number; ms: number }[] = [];
    for (let i = 0; i < 20; i++) {
      const url = urls[i % urls.length]!;
      timings.push({ url, ...(await timed(url)) });
    }
    // A request slowed by the machine (a busy CI core, a GC pause) is measured once more while the
    // lock is still held: the lock would slow both (it blocked each for seconds before), noise not.
    for (const slow of timings.filter((t) => t.ms >= 200)) {
      const again = await timed(slow.url);
      console.log(
        `re-measured ${slow.url.replace(base, "")}: ${slow.ms.toFixed(0)} -> ${again.ms.toFixed(0)} ms`,
      );
      slow.ms = again.ms;
    }
    console.log(timings.map((t) => `${t.url.replace(base, "")} ${t.ms.toFixed(0)}`).join(", "));
    expect(events).not.toContain("released");
    expect(timings.filter((t) => t.status !== 200)).toEqual([]);
    expect(timings.filter((t) => t.ms >= 200)).toEqual([]);

    const first = await lead;
    const answers = [first.status];
    await released;
    await waitForExit(locker);
    let id: string;
    if (first.status === 503) {
      expect(first.headers.get("retry-after")).toBe("5");
      const retry = await submit();
      answers.push(retry.status);
      id = ((await retry.json()) as { id: string }).id;
    } else {
      id = ((await first.json()) as { id: string }).id;
    }
    expect(answers.at(-1)).toBe(200);
    const storage = new SqliteStorage(path.join(dir, "data.db"));
    const stored = await storage.listLeads();
    await storage.close();
    expect(stored.map((l) => l.id)).toEqual([id]);
  }, 60_000);
});
