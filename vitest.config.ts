import { defineConfig } from "vitest/config";
import { parseSiteSettings } from "./domain/site/settings.ts";
import { loadFirmProfile } from "./scripts/firm-profile.ts";

export default defineConfig({
  define: {
    // The default settings, as a build with no SITE_* environment variables gets them.
    __SITE_SETTINGS__: JSON.stringify(parseSiteSettings({})),
    // A fixture's firm profile, never the firm's own: filling in app/content/firm-profile.ts
    // changes the site, not the unit tests (issue 56). Tests that need a filled-in one use the example.
    __FIRM_PROFILE__: JSON.stringify(
      loadFirmProfile({ FIRM_PROFILE: "tests/fixtures/firm-profile.empty.json" }).profile,
    ),
  },
  test: {
    include: [
      "domain/**/*.test.ts",
      "i18n/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    // Files that need a DOM opt in with `// @vitest-environment happy-dom`.
    environment: "node",
    // No developer's .env in the tests (server/env.ts); the processes they start get
    // an environment built from scratch (tests/support/child-env.ts).
    env: { PONTAS_DOTENV: "off" },
    setupFiles: ["./tests/setup/vitest.setup.ts"],
    // Generous: the machines have two cores and integration tests start servers and databases;
    // nothing here measures speed by the test's own clock.
    testTimeout: 30_000,
  },
});
