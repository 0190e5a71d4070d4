import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Migration, MigrationProvider } from "kysely/migration";
import { erasureMigrations } from "./migrations-erasures.ts";

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
  // The team inbox's sign-in (better-auth's core schema: user, session, account,
  // verification, under our table names; server/inbox/auth.ts maps them, and
  // server/inbox/auth.test.ts checks them against better-auth's own schema).
  "010_team_auth": {
    async up(db: Db) {
      await db.schema
        .createTable("team_users")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("email_verified", "boolean", (c) => c.notNull())
        .addColumn("image", "text")
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .addColumn("updated_at", "timestamptz", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("team_sessions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("expires_at", "timestamptz", (c) => c.notNull())
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .addColumn("updated_at", "timestamptz", (c) => c.notNull())
        .addColumn("ip_address", "text")
        .addColumn("user_agent", "text")
        .addColumn("user_id", "text", (c) => c.notNull().references("team_users.id").onDelete("cascade"))
        .execute();
      await db.schema.createIndex("team_sessions_user").on("team_sessions").column("user_id").execute();
      await db.schema
        .createTable("team_accounts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("account_id", "text", (c) => c.notNull())
        .addColumn("provider_id", "text", (c) => c.notNull())
        .addColumn("user_id", "text", (c) => c.notNull().references("team_users.id").onDelete("cascade"))
        .addColumn("access_token", "text")
        .addColumn("refresh_token", "text")
        .addColumn("id_token", "text")
        .addColumn("access_token_expires_at", "timestamptz")
        .addColumn("refresh_token_expires_at", "timestamptz")
        .addColumn("scope", "text")
        .addColumn("password", "text")
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .addColumn("updated_at", "timestamptz", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("team_accounts_user").on("team_accounts").column("user_id").execute();
      await db.schema
        .createTable("team_verifications")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("identifier", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("expires_at", "timestamptz", (c) => c.notNull())
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .addColumn("updated_at", "timestamptz", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("team_verifications_identifier")
        .on("team_verifications")
        .column("identifier")
        .execute();
    },
  },
  // The team inbox: a workflow on each lead and message, and its history.
  "011_inbox": {
    async up(db: Db) {
      for (const table of ["leads", "messages"]) {
        await db.schema
          .alterTable(table)
          .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
          .execute();
        await db.schema.alterTable(table).addColumn("owner", "text").execute();
        await db.schema.alterTable(table).addColumn("lost_reason", "text").execute();
      }
      // The inbox's pages, newest first (keyset: created_at, id), and its overdue quiz leads.
      await db.schema.createIndex("leads_created_id").on("leads").columns(["created_at", "id"]).execute();
      await db.schema
        .createIndex("messages_created_id")
        .on("messages")
        .columns(["created_at", "id"])
        .execute();
      await db.schema
        .createIndex("leads_status_created")
        .on("leads")
        .columns(["status", "created_at"])
        .execute();
      await db.schema
        .createIndex("messages_status_created")
        .on("messages")
        .columns(["status", "created_at"])
        .execute();
      await db.schema
        .createTable("lead_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("ref_id", "text", (c) => c.notNull())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addColumn("actor", "text", (c) => c.notNull())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("detail", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("lead_events_ref").on("lead_events").columns(["ref_id", "at"]).execute();
    },
  },
  // The outbox becomes a queue of jobs (docs/decisions/094): a submission stores what a
  // job needs (JSON in `data`) and the worker renders the e-mail right before sending it,
  // so the bodies may be absent. Rows from before keep their rendered bodies and send as
  // they are. SQLite cannot drop a NOT NULL, so the table is rebuilt (on both databases:
  // one path), its rows copied and its indexes made again.
  "012_outbox_jobs": {
    async up(db: Db) {
      await db.schema
        .createTable("outbox_012")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("ref_id", "text", (c) => c.notNull())
        .addColumn("person_email", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("to_addr", "text", (c) => c.notNull())
        .addColumn("reply_to", "text")
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text_body", "text")
        .addColumn("html_body", "text")
        .addColumn("data", "text")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
        .addColumn("locked_until", "bigint")
        .addColumn("last_error", "text")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("sent_at", "bigint")
        .execute();
      const columns = sql.join(
        [
          "id",
          "ref_id",
          "person_email",
          "position",
          "kind",
          "to_addr",
          "reply_to",
          "subject",
          "text_body",
          "html_body",
          "status",
          "attempts",
          "next_attempt_at",
          "locked_until",
          "last_error",
          "created_at",
          "sent_at",
        ].map((c) => sql.ref(c)),
      );
      await sql`insert into outbox_012 (${columns}) select ${columns} from outbox`.execute(db);
      await db.schema.dropTable("outbox").execute();
      await db.schema.alterTable("outbox_012").renameTo("outbox").execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("outbox_ref").on("outbox").column("ref_id").execute();
      await db.schema
        .createIndex("outbox_person")
        .on("outbox")
        .expression(sql`lower(person_email)`)
        .execute();
    },
  },
  // The quiz funnel (docs/decisions/102): each step once per quiz opening
  // (funnel_sessions, kept two days) and anonymous daily counts (funnel_daily);
  // and the inbox's erasure records (docs/decisions/091), which hold no
  // personal data.
  "013_funnel_erasures": {
    async up(db: Db) {
      await db.schema
        .createTable("funnel_sessions")
        .addColumn("session_id", "text", (c) => c.notNull())
        .addColumn("step", "text", (c) => c.notNull())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("funnel_sessions_pk", ["session_id", "step"])
        .execute();
      await db.schema.createIndex("funnel_sessions_at").on("funnel_sessions").column("at").execute();
      await db.schema
        .createTable("funnel_daily")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("step", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("count", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("funnel_daily_pk", ["day", "step", "source", "language"])
        .execute();
      await db.schema
        .createTable("erasures")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addColumn("actor", "text", (c) => c.notNull())
        .addColumn("leads", "integer", (c) => c.notNull())
        .addColumn("messages", "integer", (c) => c.notNull())
        .addColumn("mails", "integer", (c) => c.notNull())
        .addColumn("files", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("erasures_at").on("erasures").column("at").execute();
    },
  },
  // The daily digest (docs/decisions/098): one row per Mexico City date, inserted if
  // absent, so that of several instances only the one whose insert wins sends it.
  "014_digests": {
    async up(db: Db) {
      await db.schema
        .createTable("digests")
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("since", "bigint", (c) => c.notNull())
        .execute();
    },
  },
  // (created_at) is the first column of (created_at, id) since 011: the older index
  // answered nothing the newer one cannot, and cost every lead and message one more
  // B-tree insert (docs/decisions/090).
  "015_drop_redundant_indexes": {
    async up(db: Db) {
      await db.schema.dropIndex("leads_created_at").ifExists().execute();
      await db.schema.dropIndex("messages_created_at").ifExists().execute();
    },
  },
  // The rate limits' counters (docs/decisions/094): one row per limiter and client, its hits
  // and the end of its window, shared by every instance on PostgreSQL (SQLite's server is one
  // process and keeps them in memory; the table exists there too, empty). UNLOGGED on
  // PostgreSQL: a hit writes no WAL and its commit waits for no flush; a crash of the
  // database empties the table, which only resets the limits.
  "016_rate_limits": {
    async up(db: Db) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      await db.schema
        .createTable("rate_limits")
        .$call((t) => (postgres ? t.modifyFront(sql`unlogged`) : t))
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("hits", "integer", (c) => c.notNull())
        .addColumn("reset_at", "bigint", (c) => c.notNull())
        .execute();
    },
  },
  // Calls booked on the site (docs/decisions/068): one row per booking, its time range
  // widened by half the buffer on each side (blocked_from, blocked_to), so that two calls
  // of one member whose widened ranges overlap are closer than the buffer. PostgreSQL
  // refuses such a pair itself (an exclusion constraint over the member and the range,
  // btree_gist for the member's equality); SQLite's single writer re-checks in the unit.
  // booking_members: what each member set on their page of the inbox.
  "017_bookings": {
    async up(db: Db) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      await db.schema
        .createTable("bookings")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("idempotency_key", "text", (c) => c.unique())
        .addColumn("fingerprint", "text")
        .addColumn("ref_id", "text", (c) => c.notNull())
        .addColumn("ref_kind", "text", (c) => c.notNull())
        .addColumn("member", "text", (c) => c.notNull())
        .addColumn("starts_at", "bigint", (c) => c.notNull())
        .addColumn("ends_at", "bigint", (c) => c.notNull())
        .addColumn("blocked_from", "bigint", (c) => c.notNull())
        .addColumn("blocked_to", "bigint", (c) => c.notNull())
        .addColumn("minutes", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("sequence", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("company", "text", (c) => c.notNull())
        .addColumn("topic", "text", (c) => c.notNull())
        .addColumn("meeting_kind", "text", (c) => c.notNull())
        .addColumn("meeting", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("time_zone", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .addColumn("cancelled_by", "text")
        .execute();
      await db.schema
        .createIndex("bookings_member_start")
        .on("bookings")
        .columns(["member", "starts_at"])
        .execute();
      await db.schema.createIndex("bookings_start").on("bookings").column("starts_at").execute();
      await db.schema.createIndex("bookings_ref").on("bookings").column("ref_id").execute();
      if (postgres) {
        // In public, not the connection's schema: a schema dropped with CASCADE (a test's)
        // would take the extension, and every other schema's constraint, with it.
        await sql`create extension if not exists btree_gist with schema public`.execute(db);
        await sql`alter table bookings add constraint bookings_no_overlap exclude using gist
          (member with =, int8range(blocked_from, blocked_to) with &&) where (status = 'booked')`.execute(db);
      }
      await db.schema
        .createTable("booking_members")
        .addColumn("email", "text", (c) => c.primaryKey())
        .addColumn("takes_calls", "boolean", (c) => c.notNull())
        .addColumn("hours", "text")
        .addColumn("meeting_link", "text")
        .addColumn("feed_url", "text")
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .execute();
    },
  },
  // The mailbox of an outbox job's person (domain/forms/mailbox.ts: `ana+1@` is `ana@`'s), so the
  // hour's one acknowledgement counts per mailbox through an index (issue 56: sub-addresses
  // put 40 acknowledgements in one mailbox). Null on older rows and on the team's own e-mails.
  "018_outbox_mailbox": {
    async up(db: Db) {
      await db.schema.alterTable("outbox").addColumn("mailbox", "text").execute();
      await db.schema.createIndex("outbox_mailbox").on("outbox").columns(["mailbox", "kind"]).execute();
    },
  },
  ...erasureMigrations,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
