import { mkdtempSync, rmSync, statSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SqliteStorage } from "../db/sqlite.ts";
import type { Storage } from "../db/storage.ts";
import { ErasureSweeper } from "../leads/erasure-sweep.ts";
import { startTestServer, testLogger } from "../../tests/support/app.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { Client, member, secret } from "../../tests/support/inbox.ts";

/**
 * Issue 56, item 6: while another transaction holds a table (a long report on PostgreSQL,
 * a reader of an older snapshot on SQLite), the erasure's rewrite of the tables cannot run.
 * Before: the inbox answered 503 after 5 s, the rows were gone, the lead's erase page was
 * 404 and only the CLI could finish the rewrite. Now the erasure answers its redirect, the
 * Erasures page says "pending", and the server's sweep (driven here) finishes the rewrite
 * once the table is free: the page then says "complete".
 */
for (const backend of testBackends) {
  describe(`an erasure whose rewrite had to wait, on ${backend.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    let dataDir: string;
    let app: Awaited<ReturnType<typeof startTestServer>>;
    beforeEach(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), "pontas-erase-pending-"));
      if (backend.name === "sqlite") {
        const sqlite = new SqliteStorage(path.join(dataDir, "data.db"));
        await sqlite.migrate();
        storage = sqlite;
        dispose = () => sqlite.close();
      } else {
        ({ storage, dispose } = await backend.open());
      }
      app = await startTestServer({
        storage,
        smtpUrl: "smtp://127.0.0.1:9",
        mailDir: path.join(dataDir, "mail"),
        env: { TEAM_EMAILS: member, AUTH_SECRET: secret, DATA_DIR: dataDir },
        pages: true,
      });
    });
    afterEach(async () => {
      await app.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    });

    async function signIn() {
      const client = new Client(app.base);
      expect((await client.post("/admin/login", { email: member }, "/admin/login")).res.status).toBe(200);
      const code = await vi.waitFor(async () => {
        const mail = (await storage.listMails()).find((m) => m.kind === "team-signin");
        return /\b(\d{6})\b/.exec(mail!.text!)![1]!;
      });
      expect(
        (await client.post("/admin/login/code", { email: member, code }, "/admin/login")).res.status,
      ).toBe(303);
      return client;
    }

    /**
     * Holds what blocks the rewrite until `release()`: on PostgreSQL a transaction that read
     * `leads` (VACUUM FULL waits for its lock); on SQLite another connection reading in a
     * transaction begun before the erasure (the log cannot be truncated under its snapshot).
     */
    async function holdTables() {
      if (backend.name === "sqlite") {
        const reader = new DatabaseSync(path.join(dataDir, "data.db"));
        reader.exec("BEGIN");
        reader.prepare("SELECT count(*) FROM leads").get();
        return async () => {
          reader.exec("COMMIT");
          reader.close();
        };
      }
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const reading = new Promise<void>((resolve) => (locked = resolve));
      const report = storage.db.transaction().execute(async (trx) => {
        await trx.selectFrom("leads").select("id").limit(1).execute();
        locked();
        await held;
      });
      await reading;
      return async () => {
        release();
        await report;
      };
    }

    /** What the rewrite changes: PostgreSQL gives `leads` a new file; SQLite truncates its log. */
    async function rewriteMark() {
      if (backend.name === "sqlite") return statSync(path.join(dataDir, "data.db-wal")).size;
      const { rows } = await sql<{
        node: string;
      }>`select pg_relation_filenode('leads')::text as node`.execute(storage.db);
      return rows[0]!.node;
    }

    /** The page as it is shown: without its scripts (whose data carries every word of the inbox). */
    async function shown(client: Client, page: string) {
      const { res, body } = await client.request(page);
      expect(res.status).toBe(200);
      return body.replace(/<script[\s\S]*?<\/script>/g, "");
    }

    it("answers its redirect, says pending, and the sweep completes the rewrite once the table is free", async () => {
      const id = crypto.randomUUID();
      await storage.saveLead(
        {
          id,
          idempotencyKey: null,
          createdAt: Date.now(),
          name: "Paula Pendiente",
          email: "paula@example.com",
          company: "Pendientes SA",
          language: "es",
          score: 12,
          stage: "scaling",
          requestCall: false,
          quizSource: "fab",
          pagePath: "/es/servicios",
          referrer: "",
          utm: "{}",
          userAgent: "test",
          payload: "{}",
        },
        [],
      );
      const client = await signIn();
      const erase = `/admin/leads/${id}/erase`;
      const token = await client.token(erase);
      const release = await holdTables();
      const before = await rewriteMark();
      const started = Date.now();
      const erased = await client.request(erase, { form: { confirm: "yes", _csrf: token } });
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(erased.res.status).toBe(303);
      expect(erased.res.headers.get("location")).toBe("/admin/erasures?erased=pending");
      expect(await storage.listLeads()).toEqual([]);
      const pending = await shown(client, "/admin/erasures?erased=pending");
      expect(pending).toContain(
        "Los datos de la persona se borraron. Las tablas que los tenían están en uso",
      );
      expect(pending).toContain("Pendiente: las tablas se reescriben cuando queden libres");
      expect(pending).not.toContain(">Completo<");
      // Not rewritten while the table is held.
      if (backend.name === "postgres") expect(await rewriteMark()).toBe(before);
      else expect(await rewriteMark()).toBeGreaterThan(0);

      await release();
      const sweeper = new ErasureSweeper({
        storage,
        mailDir: path.join(dataDir, "mail"),
        logger: testLogger,
        retentionMs: 30 * 86_400_000,
      });
      expect(await sweeper.sweep()).toEqual({ files: 0, complete: true });
      const complete = await shown(client, "/admin/erasures");
      expect(complete).toContain(">Completo<");
      expect(complete).not.toContain("Pendiente:");
      if (backend.name === "postgres") expect(await rewriteMark()).not.toBe(before);
      else expect(await rewriteMark()).toBe(0);
    }, 30_000);
  });
}
