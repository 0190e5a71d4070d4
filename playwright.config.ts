import { defineConfig, devices } from "@playwright/test";
import path from "node:path";
import { serverArgs } from "./scripts/server-process.ts";
import { chromiumLaunchOptions } from "./tests/setup/browser.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
/** The e2e server's SQLite file and .eml files: the tests look for their submissions there. */
export const e2eDataDir = path.resolve("var", `e2e-${port}`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  // Generous limits: the machines are shared and have two cores; nothing here measures speed.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    trace: "off",
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions() } },
  ],
  // The production server exactly as `npm start` runs it, on the build made by scripts/e2e.ts.
  webServer: {
    command: ["node", ...serverArgs].join(" "),
    url: `${baseURL}/healthz`,
    // Playwright adds its own environment: scripts/e2e.ts starts it with one built from scratch.
    env: {
      PONTAS_DOTENV: "off",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_REQUESTS: "false",
      DATA_DIR: e2eDataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      RATE_LIMIT_PER_MINUTE: "60",
      // Every test posts from this one address: each gets its acknowledgement (docs/decisions/081).
      ACKS_PER_CLIENT_PER_HOUR: "100000",
      // The team inbox (tests/e2e/admin.spec.ts).
      TEAM_EMAILS: "equipo@pontas.test, bruno@pontas.test",
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
    },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
