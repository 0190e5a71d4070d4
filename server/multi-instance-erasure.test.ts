import { spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer, waitForExit } from "../scripts/server-process.ts";
import { childEnv } from "../tests/support/child-env.ts";
import { validPayload } from "../tests/support/payload.ts";
import { PostgresStorage } from "./db/postgres.ts";
import { mailText } from "./email/mail-text.ts";
import { leadPath } from "./leads/lead-endpoint.ts";

/**
 * Issue 56, item 2: two instances of the built server on one PostgreSQL schema, each with
 * its own DATA_DIR and so its own mail folder (no SMTP_URL: every e-mail is an .eml file).
 * A lead posted to B has its acknowledgement and the team's e-mail written in B's folder;
 * the person is erased on A (the CLI, with A's DATA_DIR). A's erasure cannot reach B's
 * folder; B applies the recorded erasure itself at its start (and every minute, which
 * server/leads/erasure-sweep.test.ts drives with a pinned clock). Before the fix, B's
 * folder kept both files after a restart. Needs `npm run build` and TEST_DATABASE_URL.
 */
const postgresUrl = process.env.TEST_DATABASE_URL || "";
const victim = { email: "Victima.Dos@Example.com", name: "Valeria Víctima" };
const other = { email: "otro.cliente@example.com", name: "Otro Cliente" };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The .eml files of `dir` whose bytes or decoded text name the person (address, any case, or name). */
function naming(dir: string, person: { email: string; name: string }): string[] {
  const pattern = new RegExp(`${person.email.replace(/\./g, "\\.")}|${person.name}`, "i");
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => {
    if (!name.endsWith(".eml")) return false;
    const bytes = readFileSync(path.join(dir, name));
    return pattern.test(bytes.toString("utf8")) || pattern.test(mailText(bytes));
  });
}

describe.skipIf(!postgresUrl)("an erasure on one instance reaches the other's mail folder", () => {
  const schema = `test_erasure_instances_${process.pid}_${Date.now()}`;
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), "pontas-erasure-instances-")));
  const mailDirs = dataDirs.map((dir) => path.join(dir, "mail"));
  const servers: ChildProcess[] = [];
  const ports: number[] = [];
  let storage: PostgresStorage;
  let url: URL;

  const env = (i: number) => ({
    DATA_DIR: dataDirs[i]!,
    DATABASE_URL: url.href,
    SITE_URL: "https://pontas.example",
    LEADS_TO: "leads@pontas.test",
    OUTBOX_POLL_MS: "100",
    // Both workers share the outbox: A's sends nothing here, so that every file is written in B's folder.
    OUTBOX_WORKER: i === 0 ? "false" : "true",
  });

  beforeAll(async () => {
    if (!existsSync("build/host/index.js") || !existsSync("build/server/index.js"))
      throw new Error("This test runs the built server: run `npm run build` first (npm test does).");
    url = new URL(postgresUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    storage = new PostgresStorage({ connectionString: postgresUrl, schema });
    await storage.migrate();
    ports.push(await freePort(), await freePort());
    servers.push(...(await Promise.all([0, 1].map((i) => startServer(ports[i]!, env(i))))));
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) server.kill("SIGTERM");
    await Promise.all(servers.map((server) => waitForExit(server)));
    await storage?.dropSchema();
    await storage?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("B's files of a person erased on A are gone after B's sweep; the record keeps no address", async () => {
    for (const person of [victim, other]) {
      const res = await fetch(`http://127.0.0.1:${ports[1]}${leadPath}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validPayload({ nombre: person.name, email: person.email })),
      });
      expect(res.status).toBe(200);
    }
    // B's worker writes the acknowledgement and the team's e-mail of each lead into B's folder.
    await vi.waitFor(() => expect(naming(mailDirs[1]!, victim)).toHaveLength(2), { timeout: 20_000 });
    await vi.waitFor(() => expect(naming(mailDirs[1]!, other)).toHaveLength(2), { timeout: 20_000 });

    // Erased on A, by the CLI with A's DATA_DIR (the inbox's erasure calls the same erasePerson).
    const cli = spawnSync(process.execPath, ["server/cli/leads.ts", "delete", "--email", victim.email], {
      env: childEnv({ DATA_DIR: dataDirs[0]!, DATABASE_URL: url.href }),
      encoding: "utf8",
    });
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stdout).toContain("Deleted 1 lead(s)");
    const records = await storage.db.selectFrom("erasures").selectAll().execute();
    expect(records).toHaveLength(1);
    expect(JSON.stringify(records)).not.toMatch(/victima|valeria/i);

    // B applies the erasure at its start (a restart stands for its minute's sweep here).
    servers[1]!.kill("SIGTERM");
    await waitForExit(servers[1]!);
    servers[1] = await startServer(ports[1]!, env(1));
    await vi.waitFor(() => expect(naming(mailDirs[1]!, victim)).toEqual([]), { timeout: 10_000 });
    expect(naming(mailDirs[1]!, other)).toHaveLength(2);
    // And the record counts B's files with A's.
    await vi.waitFor(async () => {
      const [record] = await storage.db.selectFrom("erasures").select("files").execute();
      expect(Number(record!.files)).toBe(2);
    });
  }, 90_000);
});
