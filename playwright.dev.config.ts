import { defineConfig, devices } from "@playwright/test";
import path from "node:path";
import { chromiumLaunchOptions } from "./tests/setup/browser.ts";

/**
 * The development server's smoke test (docs/decisions/016): `npm run dev` (server/app.ts
 * with Vite in middleware mode) answers pages, redirects, the lead endpoint and
 * the contact form as production does. Run by scripts/e2e.ts after the main run.
 */
const port = Number(process.env.E2E_DEV_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1);
export const devBaseURL = `http://127.0.0.1:${port}`;
/** The development server's SQLite file: the smoke test looks for its submissions there. */
export const devDataDir = path.resolve("var", `e2e-dev-${port}`);

export default defineConfig({
  testDir: "tests/dev",
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  // Vite transforms each module on its first request: generous limits on a shared two-core machine.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: { baseURL: devBaseURL, trace: "off" },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions() } },
  ],
  webServer: {
    command: "npm run dev",
    url: `${devBaseURL}/healthz`,
    // Playwright adds its own environment: scripts/e2e.ts starts it with one built from scratch.
    env: {
      PONTAS_DOTENV: "off",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_REQUESTS: "false",
      DATA_DIR: devDataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      RATE_LIMIT_PER_MINUTE: "60",
      // Every test posts from this one address: each gets its acknowledgement (docs/decisions/081).
      ACKS_PER_CLIENT_PER_HOUR: "100000",
      OUTBOX_WORKER: "false",
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
