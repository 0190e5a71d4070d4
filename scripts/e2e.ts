/**
 * End-to-end tests: builds the site, validates its HTML (scripts/validate-html.ts),
 * then runs Playwright against the production server (playwright.config.ts
 * starts it as `npm run serve` does), then the development server's smoke test
 * against `npm run dev` (playwright.dev.config.ts; skipped when arguments pick
 * tests of the main run).
 * The browser is CHROMIUM_PATH, else Debian's /usr/bin/chromium; on a machine
 * with neither, Playwright's own Chromium is installed first (and we say so).
 * Every step runs in an environment built from scratch (tests/support/child-env.ts):
 * neither the developer's shell settings nor their .env reach the build or the servers.
 */
import { spawnSync } from "node:child_process";
import { chromiumExecutable } from "../tests/setup/browser.ts";
import { childEnv } from "../tests/support/child-env.ts";

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: "inherit", env: childEnv() });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const browser = chromiumExecutable();
if (browser) {
  console.log(`e2e: using Chromium at ${browser}`);
} else {
  console.log("e2e: no CHROMIUM_PATH and no /usr/bin/chromium: installing Playwright's own Chromium.");
  run("npx", ["playwright", "install", "chromium"]);
}

if (process.env.E2E_SKIP_BUILD !== "1") run("npm", ["run", "build"]);
// HTML validity of every pre-rendered page, on the build the tests are about to use.
run(process.execPath, ["scripts/validate-html.ts"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
if (process.argv.length <= 2) run("npx", ["playwright", "test", "--config", "playwright.dev.config.ts"]);
