import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
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

const placeholders = (n: number) => Array.from({ length: n }, () => "?").join(", ");
const bind = (values: unknown[]) =>
  values.map((v) => (typeof v === "boolean" ? (v ? 1 : 0) : v)) as SQLInputValue[];

/**
 * node:sqlite storage: one file, WAL journal, synchronous=FULL so that a
 * committed row survives a crash. Calls are synchronous, so a transaction
 * never interleaves with another request of this process; BEGIN IMMEDIATE
 * and the busy timeout cover a second process (the CLI).
 */
export class SqliteStorage implements Storage {
  readonly kind = "sqlite";
  readonly #db: DatabaseSync;

  constructor(file: string) {
    if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
    this.#db = new DatabaseSync(file);
    this.#db.exec("PRAGMA journal_mode = WAL");
    this.#db.exec("PRAGMA synchronous = FULL");
    this.#db.exec("PRAGMA busy_timeout = 5000");
    this.#db.exec("PRAGMA foreign_keys = ON");
  }

  #transaction<T>(work: () => T): T {
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      this.#db.exec("COMMIT");
      return result;
    } catch (error) {
      this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  async migrate() {
    this.#db.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)",
    );
    this.#transaction(() => {
      const done = new Set(
        this.#db
          .prepare("SELECT version FROM schema_migrations")
          .all()
          .map((row) => Number(row.version)),
      );
      for (const migration of migrations) {
        if (done.has(migration.version)) continue;
        this.#db.exec(migration.sqlite);
        this.#db
          .prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)")
          .run(migration.version, migration.name, Date.now());
      }
    });
  }

  #save(
    table: "leads" | "messages",
    columns: readonly string[],
    values: unknown[],
    key: string | null,
    person: string,
    createdAt: number,
    mails: readonly OutgoingMail[],
  ): SaveResult {
    return this.#transaction(() => {
      const inserted = this.#db
        .prepare(
          `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${placeholders(columns.length)})
           ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        )
        .get(...bind(values));
      if (!inserted) {
        const first = this.#db.prepare(`SELECT id FROM ${table} WHERE idempotency_key = ?`).get(key);
        return { id: String(first!.id), created: false };
      }
      const id = String(inserted.id);
      const insertMail = this.#db.prepare(
        `INSERT INTO outbox (${outboxColumns.join(", ")}) VALUES (${placeholders(outboxColumns.length)})`,
      );
      mails.forEach((mail, i) => insertMail.run(...bind(outboxValues(id, person, mail, i, createdAt))));
      return { id, created: true };
    });
  }

  async saveLead(lead: LeadRecord, mails: readonly OutgoingMail[]) {
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

  async saveMessage(message: MessageRecord, mails: readonly OutgoingMail[]) {
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
    return this.#transaction(() =>
      this.#db
        .prepare(
          `UPDATE outbox SET locked_until = ?, attempts = attempts + 1
           WHERE id IN (
             SELECT id FROM outbox
             WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
             ORDER BY next_attempt_at, created_at, position LIMIT ?
           ) RETURNING *`,
        )
        .all(now + leaseMs, now, now, limit)
        .map(toOutbox),
    );
  }

  async markSent(id: string, now: number) {
    this.#db
      .prepare(
        "UPDATE outbox SET status = 'sent', sent_at = ?, locked_until = NULL, last_error = NULL WHERE id = ?",
      )
      .run(now, id);
  }

  async markAttemptFailed(id: string, error: string, retryAt: number | null) {
    if (retryAt === null) {
      this.#db
        .prepare("UPDATE outbox SET status = 'failed', locked_until = NULL, last_error = ? WHERE id = ?")
        .run(error, id);
    } else {
      this.#db
        .prepare("UPDATE outbox SET next_attempt_at = ?, locked_until = NULL, last_error = ? WHERE id = ?")
        .run(retryAt, error, id);
    }
  }

  async listLeads(since = 0) {
    return this.#db
      .prepare("SELECT * FROM leads WHERE created_at >= ? ORDER BY created_at, id")
      .all(since)
      .map(toLead);
  }

  async listMessages(since = 0) {
    return this.#db
      .prepare("SELECT * FROM messages WHERE created_at >= ? ORDER BY created_at, id")
      .all(since)
      .map(toMessage);
  }

  async listMails() {
    return this.#db.prepare("SELECT * FROM outbox ORDER BY created_at, ref_id, position").all().map(toOutbox);
  }

  async deleteByEmail(email: string) {
    return this.#transaction(() => {
      const mails = this.#db
        .prepare(
          `DELETE FROM outbox WHERE lower(person_email) = lower(?)
             OR ref_id IN (SELECT id FROM leads WHERE lower(email) = lower(?))
             OR ref_id IN (SELECT id FROM messages WHERE lower(email) = lower(?))`,
        )
        .run(email, email, email).changes;
      const leads = this.#db.prepare("DELETE FROM leads WHERE lower(email) = lower(?)").run(email).changes;
      const messages = this.#db
        .prepare("DELETE FROM messages WHERE lower(email) = lower(?)")
        .run(email).changes;
      return { leads: Number(leads), messages: Number(messages), mails: Number(mails) };
    });
  }

  async close() {
    if (this.#db.isOpen) this.#db.close();
  }
}
