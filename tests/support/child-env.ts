/**
 * The environment of a process a test or bench starts (a server, a build, the
 * Playwright runner, the CLI): built from scratch, not inherited, so that no
 * setting of the developer's shell (TEAM_EMAILS, LEAD_WEBHOOK_URL, SITE_URL,
 * DATABASE_URL…) reaches it, and with PONTAS_DOTENV=off, so that server/env.ts
 * does not read the developer's .env either. What is kept: what programs need
 * to run (PATH, HOME, locale, temporary folder, proxies, npm's own settings)
 * and the test settings (README and docs/development.md: CHROMIUM_PATH, TEST_DATABASE_URL, the ports).
 */
const kept =
  /^(PATH|HOME|USER|LOGNAME|SHELL|TMPDIR|TMP|TEMP|LANG|LANGUAGE|LC_[A-Z]+|TZ|TERM|COLORTERM|FORCE_COLOR|NO_COLOR|CI|DISPLAY|XDG_[A-Z_]+|NODE_EXTRA_CA_CERTS|(HTTPS?|NO|ALL)_PROXY|(https?|no|all)_proxy|npm_config_[a-z_]+|CHROMIUM_PATH|PLAYWRIGHT_[A-Z_]+|TEST_DATABASE_URL|E2E_[A-Z_]+|CRASH_[A-Z_]+|BENCH_[A-Z_]+|SystemRoot|ComSpec|PATHEXT|APPDATA|LOCALAPPDATA|USERPROFILE)$/;

export function childEnv(
  settings: Record<string, string> = {},
  from: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(from))
    if (value !== undefined && kept.test(name)) env[name] = value;
  return { ...env, PONTAS_DOTENV: "off", ...settings };
}
