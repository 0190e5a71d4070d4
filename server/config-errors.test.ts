import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { childEnv } from "../tests/support/child-env.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "pontas-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The real server entry with `settings` (and nothing of the developer's environment). */
function start(settings: Record<string, string>) {
  const run = spawnSync(process.execPath, ["server/index.ts"], {
    env: childEnv({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, ...settings }),
    encoding: "utf8",
    timeout: 30_000,
  });
  return { status: run.status, stderr: run.stderr, stdout: run.stdout };
}

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
  it.each(cases)("%o", (settings, expected) => {
    const { status, stderr, stdout } = start(settings);
    expect(stderr).toBe(`configuration error: ${expected}\n`);
    expect(status).toBe(1);
    expect(stdout).toBe("");
  });
});
