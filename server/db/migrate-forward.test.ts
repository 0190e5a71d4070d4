import { mkdtempSync, rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { PostgresStorage } from "./postgres.ts";
import { SqliteStorage } from "./sqlite.ts";
import type { Storage } from "./storage.ts";

/**
 * A database made by the hand-made migrator that Kysely's replaced: its
 * schema (version 1 of schema_migrations), verbatim, with rows in it.
 */
const initial = (bigint: string) => `
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT UNIQUE,
  created_at ${bigint} NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL,
  language TEXT NOT NULL,
  score INTEGER NOT NULL,
  stage TEXT NOT NULL,
  request_call BOOLEAN NOT NULL,
  quiz_source TEXT NOT NULL,
  page_path TEXT NOT NULL,
  referrer TEXT NOT NULL,
  utm TEXT NOT NULL,
  user_agent TEXT NOT NULL,
  payload TEXT NOT NULL
);
CREATE INDEX leads_created_at ON leads (created_at);
CREATE INDEX leads_email ON leads (lower(email));

CREATE TABLE messages (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT UNIQUE,
  created_at ${bigint} NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL,
  message TEXT NOT NULL,
  language TEXT NOT NULL,
  page_path TEXT NOT NULL,
  user_agent TEXT NOT NULL
);
CREATE INDEX messages_created_at ON messages (created_at);
CREATE INDEX messages_email ON messages (lower(email));

CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  ref_id TEXT NOT NULL,
  person_email TEXT NOT NULL,
  position INTEGER NOT NULL,
  kind TEXT NOT NULL,
  to_addr TEXT NOT NULL,
  reply_to TEXT,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at ${bigint} NOT NULL,
  locked_until ${bigint},
  last_error TEXT,
  created_at ${bigint} NOT NULL,
  sent_at ${bigint}
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_ref ON outbox (ref_id);
CREATE INDEX outbox_person ON outbox (lower(person_email));
`;

const oldRows = `
CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL);
INSERT INTO schema_migrations VALUES (1, 'leads, messages, outbox', 1700000000000);
INSERT INTO leads VALUES ('old-lead', 'old-key', 1700000000001, 'Ana', 'ana@example.com', 'Acme', 'es', 12,
  'scaling', TRUE, 'fab', '/es', '', '{}', 'ua', '{"nombre":"Ana"}');
INSERT INTO messages VALUES ('old-msg', NULL, 1700000000002, 'Bo', 'bo@example.com', '', 'Hola', 'es', '/es/contacto', 'ua');
INSERT INTO outbox (id, ref_id, person_email, position, kind, to_addr, reply_to, subject, text_body, html_body,
  status, attempts, next_attempt_at, created_at)
  VALUES ('old-mail', 'old-lead', 'ana@example.com', 0, 'lead-team', 'team@x.co', 'ana@example.com', 's', 't', 'h',
  'failed', 8, 1700000000001, 1700000000001);
`;

async function expectMigratedForward(storage: Storage) {
  await storage.migrate();
  const [lead] = await storage.listLeads();
  expect(lead).toMatchObject({
    id: "old-lead",
    idempotencyKey: "old-key",
    requestCall: true,
    createdAt: 1700000000001,
  });
  expect((await storage.listMessages()).map((m) => m.id)).toEqual(["old-msg"]);
  // Its rendered bodies stay (migration 012): it sends as it is, nothing to render.
  expect(await storage.listMails()).toMatchObject([
    { id: "old-mail", status: "failed", attempts: 8, text: "t", html: "h", data: null },
  ]);
  // The old row has no fingerprint: a retry with its key still gets its id.
  expect(await storage.saveLead({ ...lead!, id: "new" }, [], "f")).toEqual({
    id: "old-lead",
    createdAt: lead!.createdAt,
    created: false,
    conflict: false,
    acknowledged: false,
  });
  expect(await storage.saveLead({ ...lead!, id: "new", idempotencyKey: "k2" }, [], "f")).toMatchObject({
    created: true,
  });
  expect(await storage.listLeads()).toHaveLength(2);
}

describe("a database of the old migrator migrates forward without losing a row", () => {
  it("SQLite", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pontas-old-"));
    const file = path.join(dir, "data.db");
    const old = new DatabaseSync(file);
    old.exec(initial("INTEGER"));
    old.exec(oldRows);
    old.close();
    const storage = new SqliteStorage(file);
    try {
      await expectMigratedForward(storage);
    } finally {
      await storage.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const schema = `old_${process.pid}_${Date.now()}`;
  afterAll(async () => {
    if (!url) return;
    const client = new pg.Client(url);
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it.skipIf(!url)(
    "PostgreSQL",
    async () => {
      const client = new pg.Client(url);
      await client.connect();
      await client.query(`CREATE SCHEMA ${schema}; SET search_path = ${schema};`);
      await client.query(initial("BIGINT"));
      await client.query(oldRows);
      await client.end();
      const storage = new PostgresStorage({ connectionString: url!, schema });
      try {
        await expectMigratedForward(storage);
      } finally {
        await storage.close();
      }
    },
    30_000,
  );
});
