import { getMigrations } from "better-auth/db/migration";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Storage } from "../db/storage.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { readServerEnv, teamEmails } from "../env.ts";
import { createTeamAuth } from "./auth.ts";

for (const backend of testBackends) {
  describe(`better-auth's schema against our migration 010 (${backend.name})`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
    });
    afterEach(async () => {
      await dispose();
    });

    it("better-auth's own migration planner finds every table and column (camelCase names mapped to snake_case)", async () => {
      const auth = createTeamAuth({
        storage,
        secret: "test-secret-test-secret-test-secret-0123",
        siteUrl: "https://pontas.example",
        team: new Set(["ana@pontas.test"]),
        sendCode: async () => {},
      });
      const plan = await getMigrations(auth.options);
      expect(plan.toBeCreated).toEqual([]);
      // The planner does not apply our CamelCasePlugin: it reports the camelCase
      // fields as missing. Each must exist under its snake_case name.
      const tables = await storage.db.introspection.getTables();
      const columns = (table: string) =>
        tables.find((t) => t.name === table)?.columns.map((c) => c.name) ?? [];
      const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      const missing = plan.toBeAdded.flatMap(({ table, fields }) =>
        Object.keys(fields)
          .map(snake)
          .filter((column) => !columns(table).includes(column))
          .map((column) => `${table}.${column}`),
      );
      expect(missing).toEqual([]);
      expect(plan.toBeAdded.map((t) => t.table).sort()).toEqual([
        "team_accounts",
        "team_sessions",
        "team_users",
        "team_verifications",
      ]);
    });
  });
}

describe("TEAM_EMAILS and AUTH_SECRET", () => {
  it("need each other, and every team entry must be an address", () => {
    expect(() => readServerEnv({ TEAM_EMAILS: "ana@pontas.test" })).toThrow(/AUTH_SECRET/);
    expect(() => readServerEnv({ TEAM_EMAILS: "ana@pontas.test", AUTH_SECRET: "short" })).toThrow(/32/);
    const env = readServerEnv({
      TEAM_EMAILS: " Ana@Pontas.test, ana@pontas.test ,bo@pontas.test",
      AUTH_SECRET: "x".repeat(32),
    });
    expect(teamEmails(env)).toEqual(["ana@pontas.test", "bo@pontas.test"]);
    expect(() =>
      teamEmails(readServerEnv({ TEAM_EMAILS: "not-an-address", AUTH_SECRET: "x".repeat(32) })),
    ).toThrow();
    expect(teamEmails(readServerEnv({}))).toEqual([]);
  });
});
