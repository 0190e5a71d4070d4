/**
 * Versioned schema migrations, run in order at start-up by both storages.
 * Append new versions; never edit one that has shipped.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sqlite: string;
  readonly postgres: string;
}

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

export const migrations: readonly Migration[] = [
  { version: 1, name: "leads, messages, outbox", sqlite: initial("INTEGER"), postgres: initial("BIGINT") },
];
