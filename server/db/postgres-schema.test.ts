import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { migrationProvider } from "./migrations.ts";
import { PostgresStorage } from "./postgres.ts";

/**
 * A server in its own schema (`options=-c search_path=…` in DATABASE_URL) of a
 * database whose `public` schema holds the tables already: Kysely's migrator
 * saw public's kysely_migration_lock, skipped creating its own, then failed
 * ("relation kysely_migration_lock does not exist").
 */
const url = process.env.TEST_DATABASE_URL || "";
const database = `pontas_schemas_${process.pid}_${Date.now()}`;

async function admin(query: string) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (url) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

/** `url` pointed at the test database, with extra query parameters. */
function urlOf(parameters: Record<string, string> = {}) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  for (const [key, value] of Object.entries(parameters)) u.searchParams.set(key, value);
  return u.toString();
}

describe.skipIf(!url)("migrations on PostgreSQL run in the connection's schema", () => {
  it("migrated in public, then in another schema through search_path: both have their tables and migration rows", async () => {
    await admin(`CREATE DATABASE ${database}`);
    const migrations = Object.keys(await migrationProvider.getMigrations()).sort();

    const inPublic = new PostgresStorage({ connectionString: urlOf() });
    try {
      await inPublic.migrate();
      await inPublic.db.withoutPlugins().schema.createSchema("tenant").execute();
    } finally {
      await inPublic.close();
    }

    const inTenant = new PostgresStorage({ connectionString: urlOf({ options: "-c search_path=tenant" }) });
    try {
      await inTenant.migrate();
      await inTenant.migrate(); // and again: nothing to do
    } finally {
      await inTenant.close();
    }

    const client = new pg.Client(urlOf());
    await client.connect();
    try {
      const tables = await client.query<{ schema: string; name: string }>(
        `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
         WHERE table_schema IN ('public', 'tenant') ORDER BY 1, 2`,
      );
      const of = (schema: string) => tables.rows.filter((t) => t.schema === schema).map((t) => t.name);
      expect(of("tenant")).toEqual(of("public"));
      expect(of("tenant")).toEqual(
        expect.arrayContaining(["kysely_migration", "kysely_migration_lock", "leads", "messages", "outbox"]),
      );
      for (const schema of ["public", "tenant"]) {
        const rows = await client.query<{ name: string }>(
          `SELECT name FROM ${schema}.kysely_migration ORDER BY name`,
        );
        expect(rows.rows.map((r) => r.name)).toEqual(migrations);
      }
    } finally {
      await client.end();
    }
  }, 60_000);
});
