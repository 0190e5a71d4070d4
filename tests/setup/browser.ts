import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

/**
 * The browser the tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
 * Undefined means Playwright's own Chromium (scripts/e2e.ts installs it then).
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = chromiumExecutable();
  return {
    ...(executablePath ? { executablePath } : {}),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  };
}
