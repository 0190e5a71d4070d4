import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { childEnv } from "../tests/support/child-env.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "pontas-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * The real server entry with `settings` (and nothing of the developer's environment),
 * killed after `timeoutMs`: `status` is then null (it hung).
 */
function start(settings: Record<string, string>, timeoutMs = 30_000) {
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: childEnv({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, ...settings }),
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  return new Promise<{ status: number | null; stderr: string; stdout: string }>((resolve) => {
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, stderr, stdout });
    });
  });
}

/** A TCP server on a loopback port: `silent` accepts connections and never answers. */
async function listening(silent = false): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    // Silent: what the client sends is read and never answered (read, so its end is seen).
    if (silent) socket.resume();
    else socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
const closing = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

const secret = "x".repeat(32);
const cases: [Record<string, string>, string][] = [
  [
    { TEAM_EMAILS: "ana@pontas.test" },
    "AUTH_SECRET is required when TEAM_EMAILS is set (at least 32 characters)",
  ],
  [
    { TEAM_EMAILS: "ana@pontas.test", AUTH_SECRET: "short" },
    "AUTH_SECRET must be at least 32 characters (TEAM_EMAILS is set)",
  ],
  [{ PORT: "70000" }, "PORT must be at most 65535"],
  [{ LOG_REQUESTS: "yes" }, "LOG_REQUESTS must be one of true, false"],
  [{ SITE_URL: "ftp://pontas.example" }, "SITE_URL must be a URL"],
  [
    { TEAM_EMAILS: "ana", AUTH_SECRET: secret },
    'TEAM_EMAILS must be e-mail addresses separated by commas ("ana" is not one)',
  ],
  [
    { LEAD_WEBHOOK_URL: "https://crm.example/hook" },
    "LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET go together: set both or neither",
  ],
  [
    { ALLOWED_ORIGINS: "pontas.example" },
    'ALLOWED_ORIGINS must be http(s) origins separated by commas ("pontas.example" is not one)',
  ],
];

describe("a bad setting stops the server with one line naming it, and exit code 1", () => {
  it.each(cases)("%o", async (settings, expected) => {
    const { status, stderr, stdout } = await start(settings);
    expect(stderr).toBe(`configuration error: ${expected}\n`);
    expect(status).toBe(1);
    expect(stdout).toBe("");
  });
});

/**
 * Issue 31, item 5: storage and listening that cannot be, for a reason of the settings,
 * are one line naming the variable and the cause (no stack), exit code 1, and never a
 * wait without end. The server is the real one: these reach `main.ts` (the built pages
 * for the port: `npm run build` first).
 */
describe("storage and port settings the server cannot use: one line, exit code 1, no hang", () => {
  const expectOneLine = (run: Awaited<ReturnType<typeof start>>, expected: string) => {
    expect(run.stderr).toBe(`configuration error: ${expected}\n`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.status).toBe(1);
  };

  it("DATA_DIR is a file, or below one", async () => {
    const file = path.join(dataDir, "a-file");
    writeFileSync(file, "not a folder\n");
    expectOneLine(await start({ DATA_DIR: file }), `DATA_DIR=${file} is a file, not a folder`);
    expectOneLine(
      await start({ DATA_DIR: path.join(file, "var") }),
      `DATA_DIR=${path.join(file, "var")}: ${file} is a file, not a folder`,
    );
  });

  it("DATA_DIR cannot be written", async () => {
    // root writes through a folder's mode; sysfs refuses a new file even to root.
    const root = process.getuid?.() === 0;
    const dir = root ? "/sys" : path.join(dataDir, "read-only");
    if (!root) {
      mkdirSync(dir);
      chmodSync(dir, 0o500);
    }
    expectOneLine(await start({ DATA_DIR: dir }), `DATA_DIR=${dir} cannot be written (EACCES)`);
    expect(existsSync(path.join(dir, "data.db"))).toBe(false);
  });

  it("DATA_DIR that cannot be created where its parent exists (/proc) fails at once instead of hanging", async () => {
    const started = Date.now();
    expectOneLine(
      await start({ DATA_DIR: "/proc/pontas" }, 20_000),
      "DATA_DIR=/proc/pontas cannot be created (ENOENT)",
    );
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("DATABASE_URL that is no URL, without repeating it (it may hold a password)", async () => {
    const run = await start({ DATABASE_URL: "postgres://ana:s3cret@[bad/pontas" });
    expectOneLine(run, "DATABASE_URL is not a valid URL");
    expect(run.stderr).not.toContain("s3cret");
  });

  it("DATABASE_URL whose server cannot be reached", async () => {
    const { server, port } = await listening();
    await closing(server);
    expectOneLine(
      await start({ DATABASE_URL: `postgres://ana:s3cret@127.0.0.1:${port}/pontas` }),
      `DATABASE_URL: cannot reach 127.0.0.1:${port} (ECONNREFUSED)`,
    );
  });

  it("DATABASE_URL whose server accepts and never answers: given up after the connection timeout", async () => {
    const { server, port } = await listening(true);
    try {
      const started = Date.now();
      expectOneLine(
        await start({ DATABASE_URL: `postgres://127.0.0.1:${port}/pontas` }, 25_000),
        `DATABASE_URL: cannot reach 127.0.0.1:${port} (no answer within 5 s)`,
      );
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      await closing(server);
    }
  }, 30_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "DATABASE_URL naming a database that does not exist",
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = "/pontas_no_such_database";
      expectOneLine(
        await start({ DATABASE_URL: url.href }),
        'DATABASE_URL: database "pontas_no_such_database" does not exist',
      );
    },
  );

  it("PORT that another process listens on", async () => {
    const { server, port } = await listening();
    try {
      expectOneLine(await start({ PORT: String(port) }), `PORT ${port} is in use (HOST=127.0.0.1)`);
    } finally {
      await closing(server);
    }
  });

  it("HOST that is no address of this machine", async () => {
    expectOneLine(await start({ HOST: "192.0.2.1" }), "HOST=192.0.2.1 is not an address of this machine");
  });
});
