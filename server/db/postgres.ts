import pg from "pg";
import { migrations } from "./migrations.ts";
import {
  leadColumns,
  leadValues,
  messageColumns,
  messageValues,
  outboxColumns,
  outboxValues,
  toLead,
  toMessage,
  toOutbox,
} from "./rows.ts";
import type { LeadRecord, MessageRecord, OutgoingMail, SaveResult, Storage } from "./storage.ts";

const placeholders = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `$${i + from}`).join(", ");

export interface PostgresOptions {
  readonly connectionString: string;
  /** A schema to create and use instead of `public` (the tests isolate themselves this way). */
  readonly schema?: string;
  readonly max?: number;
}

/** An arbitrary constant: the advisory lock that serialises migrations across instances. */
const migrationLock = 4_040_404;

/**
 * PostgreSQL storage (DATABASE_URL). Saves are one transaction each; the
 * idempotency key is UNIQUE, and `ON CONFLICT DO NOTHING` waits for a
 * concurrent insert of the same key to commit, so ten identical requests at
 * once store one row. The outbox is claimed with FOR UPDATE SKIP LOCKED.
 */
export class PostgresStorage implements Storage {
  readonly kind = "postgres";
  readonly #pool: pg.Pool;
  readonly #schema: string | undefined;

  constructor({ connectionString, schema, max = 10 }: PostgresOptions) {
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
    this.#schema = schema;
    this.#pool = new pg.Pool({
      connectionString,
      max,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // An idle client that loses its connection must not crash the process.
    this.#pool.on("error", () => {});
  }

  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async migrate() {
    if (this.#schema) await this.#pool.query(`CREATE SCHEMA IF NOT EXISTS ${this.#schema}`);
    await this.#transaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock($1)", [migrationLock]);
      await client.query(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)",
      );
      const { rows } = await client.query("SELECT version FROM schema_migrations");
      const done = new Set(rows.map((row) => Number(row.version)));
      for (const migration of migrations) {
        if (done.has(migration.version)) continue;
        await client.query(migration.postgres);
        await client.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
          migration.version,
          migration.name,
          Date.now(),
        ]);
      }
    });
  }

  async #save(
    table: "leads" | "messages",
    columns: readonly string[],
    values: unknown[],
    key: string | null,
    person: string,
    createdAt: number,
    mails: readonly OutgoingMail[],
  ): Promise<SaveResult> {
    return this.#transaction(async (client) => {
      const inserted = await client.query(
        `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${placeholders(columns.length)})
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        values,
      );
      if (inserted.rowCount === 0) {
        // Read committed: this statement sees the row whose insert we waited for.
        const first = await client.query(`SELECT id FROM ${table} WHERE idempotency_key = $1`, [key]);
        return { id: String(first.rows[0].id), created: false };
      }
      const id = String(inserted.rows[0].id);
      for (const [i, mail] of mails.entries()) {
        await client.query(
          `INSERT INTO outbox (${outboxColumns.join(", ")}) VALUES (${placeholders(outboxColumns.length)})`,
          outboxValues(id, person, mail, i, createdAt),
        );
      }
      return { id, created: true };
    });
  }

  saveLead(lead: LeadRecord, mails: readonly OutgoingMail[]) {
    return this.#save(
      "leads",
      leadColumns,
      leadValues(lead),
      lead.idempotencyKey,
      lead.email,
      lead.createdAt,
      mails,
    );
  }

  saveMessage(message: MessageRecord, mails: readonly OutgoingMail[]) {
    return this.#save(
      "messages",
      messageColumns,
      messageValues(message),
      message.idempotencyKey,
      message.email,
      message.createdAt,
      mails,
    );
  }

  async claimMails(now: number, limit: number, leaseMs: number) {
    const { rows } = await this.#pool.query(
      `UPDATE outbox SET locked_until = $1, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM outbox
         WHERE status = 'pending' AND next_attempt_at <= $2 AND (locked_until IS NULL OR locked_until <= $2)
         ORDER BY next_attempt_at, created_at, position LIMIT $3
         FOR UPDATE SKIP LOCKED
       ) RETURNING *`,
      [now + leaseMs, now, limit],
    );
    return rows.map(toOutbox);
  }

  async markSent(id: string, now: number) {
    await this.#pool.query(
      "UPDATE outbox SET status = 'sent', sent_at = $1, locked_until = NULL, last_error = NULL WHERE id = $2",
      [now, id],
    );
  }

  async markAttemptFailed(id: string, error: string, retryAt: number | null) {
    if (retryAt === null) {
      await this.#pool.query(
        "UPDATE outbox SET status = 'failed', locked_until = NULL, last_error = $1 WHERE id = $2",
        [error, id],
      );
    } else {
      await this.#pool.query(
        "UPDATE outbox SET next_attempt_at = $1, locked_until = NULL, last_error = $2 WHERE id = $3",
        [retryAt, error, id],
      );
    }
  }

  async listLeads(since = 0) {
    const { rows } = await this.#pool.query(
      "SELECT * FROM leads WHERE created_at >= $1 ORDER BY created_at, id",
      [since],
    );
    return rows.map(toLead);
  }

  async listMessages(since = 0) {
    const { rows } = await this.#pool.query(
      "SELECT * FROM messages WHERE created_at >= $1 ORDER BY created_at, id",
      [since],
    );
    return rows.map(toMessage);
  }

  async listMails() {
    const { rows } = await this.#pool.query("SELECT * FROM outbox ORDER BY created_at, ref_id, position");
    return rows.map(toOutbox);
  }

  async deleteByEmail(email: string) {
    return this.#transaction(async (client) => {
      const mails = await client.query(
        `DELETE FROM outbox WHERE lower(person_email) = lower($1)
           OR ref_id IN (SELECT id FROM leads WHERE lower(email) = lower($1))
           OR ref_id IN (SELECT id FROM messages WHERE lower(email) = lower($1))`,
        [email],
      );
      const leads = await client.query("DELETE FROM leads WHERE lower(email) = lower($1)", [email]);
      const messages = await client.query("DELETE FROM messages WHERE lower(email) = lower($1)", [email]);
      return { leads: leads.rowCount ?? 0, messages: messages.rowCount ?? 0, mails: mails.rowCount ?? 0 };
    });
  }

  /** Drops the private schema (tests). */
  async dropSchema() {
    if (this.#schema) await this.#pool.query(`DROP SCHEMA IF EXISTS ${this.#schema} CASCADE`);
  }

  async close() {
    await this.#pool.end();
  }
}
