import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LeadPayloadSchema } from "#domain/forms/lead-schema.ts";
import { parseSiteSettings } from "#domain/site/settings.ts";
import { SqliteStorage } from "../db/sqlite.ts";
import type { Storage } from "../db/storage.ts";
import nodemailer from "nodemailer";
import { DigestScheduler, renderDigest } from "../email/digest.ts";
import { mailText } from "../email/mail-text.ts";
import { OutboxWorker } from "../email/outbox.ts";
import { fileTransport } from "../email/transport.ts";
import { mexicoCityClock } from "../mexico-city.ts";
import { testLogger } from "../../tests/support/app.ts";
import { openOwnPostgres, testBackends } from "../../tests/support/backends.ts";
import { childEnv } from "../../tests/support/child-env.ts";
import { validPayload } from "../../tests/support/payload.ts";
import { leadRecord } from "../../tests/support/records.ts";
import { submitService } from "./submit.ts";
import { teamInbox } from "../inbox/operations.ts";

/**
 * Issue 23, item 1: after an erasure, no file under DATA_DIR (the database, its
 * log, the mail folder) holds the person's address or name. The address is long
 * enough for quoted-printable to cut it in the digests' HTML, the name has accents.
 */
const address = "maria.fernanda.gonzalez.rodriguez@constructora-ejemplo.com.mx";
const name = "María Fernanda González Rodríguez";
const other = { name: "Óscar Núñez Ibáñez", email: "oscar.nunez@ejemplo.com.mx" };
const team = ["ana@pontas.test", "bruno@pontas.test"];
const mail = {
  site: parseSiteSettings({ SITE_URL: "https://pontas.example" }),
  leadsTo: ["team@pontas.test"],
};
const hourMs = 60 * 60 * 1000;

/** What `grep -a` would look for: the UTF-8 bytes, and the name as JSON with \u escapes. */
const jsonEscaped = (text: string) =>
  text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
const needles = (person: { name: string; email: string }) => [
  person.email,
  person.email.toUpperCase(),
  person.name,
  jsonEscaped(person.name),
  jsonEscaped(person.name).toUpperCase().replace(/\\U/g, "\\u"),
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());
}

/** Every file under `dir` that holds one of the needles, with the needle: what `grep -ac` would count. */
function traces(dir: string, person: { name: string; email: string }) {
  return filesUnder(dir).flatMap((file) => {
    const bytes = readFileSync(file);
    return needles(person)
      .filter((needle) => bytes.includes(Buffer.from(needle, "utf8")))
      .map((needle) => `${path.relative(dir, file)}: ${needle}`);
  });
}

/** The next 08:30 in Mexico City: the digest's hour, within a day of the leads. */
function nextDigestTime(from: number) {
  let at = from + 30 * 60_000;
  while (mexicoCityClock(at).hour !== 8) at += 30 * 60_000;
  return at;
}

/**
 * A person with a lead and a message, their follow-up (status, owner, a note and a
 * strategy naming them), both team members' digests, and every e-mail written as
 * an .eml file, among 60 other people's leads. Returns her lead's id.
 */
async function seed(storage: Storage, mailDir: string) {
  const submit = submitService({ storage, mail, onCommitted: () => {} });
  const lead = (person: { name: string; email: string }, i: number) =>
    submit({
      kind: "lead",
      payload: LeadPayloadSchema.parse(
        validPayload({ nombre: person.name, email: person.email, empresa: `Constructora ${i}` }),
      ),
      idempotencyKey: `key-${person.email}-${i}`,
      fingerprint: null,
      userAgent: "test",
    });
  for (let batch = 0; batch < 2; batch++)
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        lead({ name: `Persona ${batch * 30 + i}`, email: `p${batch * 30 + i}@example.com` }, i),
      ),
    );
  const { id } = await lead({ name, email: address }, 0);
  const { id: messageId } = await submit({
    kind: "message",
    contact: { name, email: address, company: "Constructora Ejemplo", message: `Soy ${name}: ${address}.` },
    language: "es",
    idempotencyKey: "token",
    pagePath: "/es/contacto",
    userAgent: "test",
  });
  await lead(other, 0);
  const inbox = teamInbox({ storage, mailDir, team, logger: testLogger, mail, onCommitted: () => {} });
  const actor = team[0]!;
  await inbox.changeWorkflow({ id, actor, status: "contacted", owner: actor, lostReason: null });
  await inbox.addNote({ id, actor, text: `Hablé con ${name} (${address}).` });
  expect(await inbox.sendAnswer({ id, actor, text: `Estimada ${name}:\n\nSu estrategia.` })).toBe("sent");

  const at = nextDigestTime(Date.now());
  const digest = new DigestScheduler({ storage, team, logger: testLogger, onCommitted: () => {} });
  expect(await digest.runOnce(at)).toBe(true);
  await cutTheAddress(storage, id, messageId);
  const worker = new OutboxWorker({
    storage,
    transport: fileTransport(mailDir, '"Pontàs" <hola@pontas.example>', testLogger),
    mail,
    logger: testLogger,
    maxAttempts: 3,
    retryBaseMs: hourMs,
    pollMs: hourMs,
  });
  await worker.runOnce(at);
  expect((await storage.listMails()).filter((m) => m.status !== "sent")).toEqual([]);
  return { id, inbox, actor };
}

/**
 * As in the issue: her company made such that quoted-printable cuts every
 * occurrence of her address in the digest as the worker will write it (where the
 * 76-character lines break depends on all that comes before). Set in the rows
 * before the digest is rendered, as if she had typed it.
 */
async function cutTheAddress(storage: Storage, leadId: string, messageId: string) {
  const row = (await storage.listMails()).find((m) => m.kind === "digest")!;
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  for (let k = 0; k <= 40; k++) {
    const company = `Constructora ${"Ejemplo del Norte, Sociedad Anónima de C.V."}`.slice(0, 13 + k);
    for (const table of ["leads", "messages"] as const)
      await storage.db.updateTable(table).set({ company }).where("id", "in", [leadId, messageId]).execute();
    const { text, html } = await renderDigest(mail, storage.db, row);
    const sent = await composer.sendMail({ from: "a@pontas.test", to: row.to, text, html });
    const raw = sent.message as Buffer;
    if (raw.toString("utf8").includes(address) === false) return;
  }
  throw new Error("no company name cuts her address in the digest");
}

/** The .eml files whose decoded text names `person`. */
function mailFilesNaming(mailDir: string, person: string) {
  return filesUnder(mailDir).filter((file) => mailText(readFileSync(file)).includes(person));
}

async function expectRowsGone(storage: Storage, ids: readonly string[]) {
  const db = storage.db;
  const lower = (column: "email" | "personEmail") => sql<boolean>`lower(${sql.ref(column)}) = ${address}`;
  expect(await db.selectFrom("leads").select("id").where(lower("email")).execute()).toEqual([]);
  expect(await db.selectFrom("messages").select("id").where(lower("email")).execute()).toEqual([]);
  expect(await db.selectFrom("outbox").select("id").where(lower("personEmail")).execute()).toEqual([]);
  expect(await db.selectFrom("leadEvents").select("id").where("refId", "in", ids).execute()).toEqual([]);
}

for (const backend of testBackends) {
  describe(`an erasure leaves no trace on ${backend.name}`, () => {
    let dataDir: string;
    let storage: Storage;
    let dispose: () => Promise<void>;
    beforeEach(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), "pontas-trace-"));
      if (backend.name === "sqlite") {
        const sqlite = new SqliteStorage(path.join(dataDir, "data.db"));
        await sqlite.migrate();
        storage = sqlite;
        dispose = () => sqlite.close();
      } else {
        // A database of its own: the other test files' transactions would keep her rows alive for VACUUM.
        ({ storage, dispose } = (await openOwnPostgres())!);
      }
    });
    afterEach(async () => {
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("from the inbox: no row, .eml file, database page or log frame holds her address or name", async () => {
      const mailDir = path.join(dataDir, "mail");
      const { id, inbox, actor } = await seed(storage, mailDir);
      const messageId = (await storage.listMessages())[0]!.id;
      // Before: she is in the files, and both digests name her where the raw file cuts her address.
      expect(traces(dataDir, { name, email: address }).length).toBeGreaterThan(0);
      const digests = filesUnder(mailDir).filter((file) => file.includes("-digest-"));
      expect(digests).toHaveLength(2);
      for (const file of digests) {
        expect(mailText(readFileSync(file))).toContain(address);
        expect(readFileSync(file, "utf8")).not.toContain(address);
      }

      expect(await inbox.erase({ id, actor })).toBe("done");

      await expectRowsGone(storage, [id, messageId]);
      expect(mailFilesNaming(mailDir, address)).toEqual([]);
      expect(mailFilesNaming(mailDir, name)).toEqual([]);
      if (backend.name === "sqlite") {
        // Every file under DATA_DIR, the database and its log (truncated to nothing) included.
        expect(traces(dataDir, { name, email: address })).toEqual([]);
        expect(statSync(path.join(dataDir, "data.db-wal")).size).toBe(0);
      } else {
        await expectNoTuple(storage);
      }
      // The others are untouched: the same search finds the next person.
      expect((await storage.listLeads()).filter((l) => l.email === other.email)).toHaveLength(1);
      expect(mailFilesNaming(mailDir, other.email).length).toBeGreaterThan(0);
      if (backend.name === "sqlite") expect(traces(dataDir, other).length).toBeGreaterThan(0);
    });

    if (backend.name === "postgres") {
      it("the planner's statistics (pg_stats) forget the erased address and name", async () => {
        const victim = "estadistica@example.com";
        const when = Date.UTC(2026, 10, 2, 15);
        // Often enough to be one of the most common values, beside 40 other people.
        for (let i = 0; i < 60; i += 1)
          await storage.saveLead(
            leadRecord(`v${i}`, when + i, { email: victim, name: "Estela Estadística" }),
            [{ kind: "lead-ack", to: victim, replyTo: null, subject: "s", text: "t", html: "h" }],
          );
        for (let i = 0; i < 40; i += 1)
          await storage.saveLead(leadRecord(`o${i}`, when + i, { email: `otra${i}@example.com` }), []);
        await sql`analyze leads, outbox`.execute(storage.db);
        const stats = async () => {
          const { rows } = await sql<{ values: string | null }>`
            select most_common_vals::text as values from pg_stats
            where schemaname = current_schema() and tablename in ('leads', 'outbox', 'messages', 'lead_events', 'bookings')`.execute(
            storage.db,
          );
          return rows.map((r) => r.values ?? "").join(" ");
        };
        expect(await stats()).toContain(victim);
        await storage.deleteByEmail(victim);
        await storage.purgeDeleted();
        const after = await stats();
        expect(after).not.toContain(victim);
        expect(after).not.toContain("Estadística");
      });

      it("the rewrite waits at most 5 s for a table another transaction holds, then fails as busy; erasing again completes it", async () => {
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let locked!: () => void;
        const reading = new Promise<void>((resolve) => (locked = resolve));
        // A long report: its read holds the leads table's lock until it ends.
        const report = storage.db.transaction().execute(async (trx) => {
          await trx.selectFrom("leads").select("id").limit(1).execute();
          locked();
          await held;
        });
        await reading;
        const started = Date.now();
        await expect(storage.purgeDeleted()).rejects.toMatchObject({
          name: "StorageBusyError",
          retryAfterSeconds: 5,
        });
        expect(Date.now() - started).toBeLessThan(9_000);
        release();
        await report;
        await storage.purgeDeleted();
      }, 20_000);
    }

    if (backend.name === "sqlite") {
      it("from the CLI while the server has the database open: no file holds her either", async () => {
        const mailDir = path.join(dataDir, "mail");
        const { id } = await seed(storage, mailDir);
        const cli = spawnSync(process.execPath, ["server/cli/leads.ts", "delete", "--email", address], {
          env: childEnv({ DATA_DIR: dataDir }),
          encoding: "utf8",
        });
        expect(cli.status, cli.stderr).toBe(0);
        expect(cli.stdout).toContain("Deleted 1 lead(s), 1 message(s)");
        await expectRowsGone(storage, [id]);
        expect(traces(dataDir, { name, email: address })).toEqual([]);
      });

      it("secure_delete is on for the connection", async () => {
        const { rows } = await sql<{ secureDelete: number }>`pragma secure_delete`.execute(storage.db);
        expect(Object.values(rows[0]!)).toEqual([1]);
      });
    }
  });
}

/**
 * PostgreSQL keeps a deleted row's bytes in its table's files: as a dead tuple until
 * VACUUM prunes it, then in the page's free space, in index pages and in TOAST until
 * new rows overwrite them. The erasure rewrites the tables (VACUUM FULL,
 * docs/decisions/091), so no file of theirs holds her. Read as `grep -a` would read
 * them: every file of the four tables, their indexes and TOAST tables
 * (`pg_relation_filepath`, `pg_read_binary_file`: a superuser, as in CI), after a
 * CHECKPOINT has written every page to its file.
 */
const personTables = ["leads", "messages", "outbox", "lead_events"];

async function relationFiles(storage: Storage): Promise<Map<string, Buffer>> {
  const db = storage.db.withoutPlugins();
  await sql`checkpoint`.execute(db);
  const { rows } = await sql<{ relname: string; path: string | null }>`
    with tables as (
      select c.oid, c.reltoastrelid from pg_class c
       where c.relnamespace = current_schema()::regnamespace and c.relname = any(${personTables})
    ), relations as (
      select oid from tables
      union select reltoastrelid from tables where reltoastrelid <> 0
      union select i.indexrelid from pg_index i join tables t on i.indrelid in (t.oid, t.reltoastrelid)
    )
    select r.oid::regclass::text as relname, pg_relation_filepath(r.oid) as path from relations r`.execute(
    db,
  );
  const files = new Map<string, Buffer>();
  for (const { relname, path: file } of rows) {
    if (!file) continue;
    const { rows: bytes } = await sql<{ data: Buffer }>`
      select pg_read_binary_file(${file}) as data`.execute(db);
    files.set(relname, bytes[0]!.data);
  }
  return files;
}

/** The relations whose files hold one of `person`'s needles. */
async function fileTraces(storage: Storage, person: { name: string; email: string }) {
  const found: string[] = [];
  for (const [relation, bytes] of await relationFiles(storage))
    for (const needle of needles(person))
      if (bytes.includes(Buffer.from(needle, "utf8"))) found.push(`${relation}: ${needle}`);
  return found;
}

/** Reading the server's files takes a superuser (or pg_read_server_files): the tests' role in CI. */
async function mayReadFiles(storage: Storage) {
  const { rows } = await sql<{ allowed: boolean }>`
    select pg_has_role(current_user, 'pg_read_server_files', 'member') as allowed`.execute(
    storage.db.withoutPlugins(),
  );
  return rows[0]!.allowed;
}

async function expectNoTuple(storage: Storage) {
  if (!(await mayReadFiles(storage))) {
    console.warn(
      "note: the test's role may not read the server's files: the erasure's files are not checked",
    );
    return;
  }
  expect(await fileTraces(storage, { name, email: address })).toEqual([]);
  // The same search finds the next person: the files were read.
  expect((await fileTraces(storage, other)).length).toBeGreaterThan(0);
}
