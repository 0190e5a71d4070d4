import { sql, type Kysely } from "kysely";
import type { Migration, MigrationProvider } from "kysely/migration";

/**
 * The schema's versions, run in order by Kysely's Migrator (table
 * kysely_migration) on both databases. Append new ones; never edit one that
 * has shipped. They take a Kysely without the CamelCasePlugin: names here are
 * the real, snake_case ones.
 *
 * 001 is the schema of the hand-made migrator this replaces (version 1 of its
 * schema_migrations table), created only where missing, so a database made by
 * it migrates forward with every row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any past schema
type Db = Kysely<any>;

const migrations: Record<string, Migration> = {
  "001_leads_messages_outbox": {
    async up(db: Db) {
      const submission = (table: "leads" | "messages") =>
        db.schema
          .createTable(table)
          .ifNotExists()
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("idempotency_key", "text", (c) => c.unique())
          .addColumn("created_at", "bigint", (c) => c.notNull())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("company", "text", (c) => c.notNull());
      await submission("leads")
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("score", "integer", (c) => c.notNull())
        .addColumn("stage", "text", (c) => c.notNull())
        .addColumn("request_call", "boolean", (c) => c.notNull())
        .addColumn("quiz_source", "text", (c) => c.notNull())
        .addColumn("page_path", "text", (c) => c.notNull())
        .addColumn("referrer", "text", (c) => c.notNull())
        .addColumn("utm", "text", (c) => c.notNull())
        .addColumn("user_agent", "text", (c) => c.notNull())
        .addColumn("payload", "text", (c) => c.notNull())
        .execute();
      await submission("messages")
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("page_path", "text", (c) => c.notNull())
        .addColumn("user_agent", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("outbox")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("ref_id", "text", (c) => c.notNull())
        .addColumn("person_email", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("to_addr", "text", (c) => c.notNull())
        .addColumn("reply_to", "text")
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text_body", "text", (c) => c.notNull())
        .addColumn("html_body", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
        .addColumn("locked_until", "bigint")
        .addColumn("last_error", "text")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("sent_at", "bigint")
        .execute();
      const index = (name: string, table: string, column: string) =>
        db.schema.createIndex(name).ifNotExists().on(table).column(column).execute();
      const lowerIndex = (name: string, table: string, column: string) =>
        db.schema
          .createIndex(name)
          .ifNotExists()
          .on(table)
          .expression(sql`lower(${sql.ref(column)})`)
          .execute();
      await index("leads_created_at", "leads", "created_at");
      await lowerIndex("leads_email", "leads", "email");
      await index("messages_created_at", "messages", "created_at");
      await lowerIndex("messages_email", "messages", "email");
      await db.schema
        .createIndex("outbox_due")
        .ifNotExists()
        .on("outbox")
        .columns(["status", "next_attempt_at"])
        .execute();
      await index("outbox_ref", "outbox", "ref_id");
      await lowerIndex("outbox_person", "outbox", "person_email");
    },
  },
  "002_idempotency_fingerprint": {
    async up(db: Db) {
      await db.schema.alterTable("leads").addColumn("fingerprint", "text").execute();
      await db.schema.alterTable("messages").addColumn("fingerprint", "text").execute();
      // The hand-made migrator's bookkeeping: its one version is 001 above.
      await db.schema.dropTable("schema_migrations").ifExists().execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
