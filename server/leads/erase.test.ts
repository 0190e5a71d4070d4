import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LeadRecord, Storage } from "../db/storage.ts";
import { SqliteStorage } from "../db/sqlite.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { childEnv } from "../../tests/support/child-env.ts";
import { leadRecord } from "../../tests/support/records.ts";
import { erasePerson } from "./erase.ts";

const lead = (id: string, email: string, createdAt: number): LeadRecord =>
  leadRecord(id, createdAt, { email });
const teamMail = [
  { kind: "lead-team" as const, to: "team@pontas.test", replyTo: null, subject: "s", data: "{}" },
];

/** An .eml file of the mail folder that holds the address. */
function writeMail(mailDir: string, name: string, email: string) {
  mkdirSync(mailDir, { recursive: true });
  writeFileSync(path.join(mailDir, name), `To: ${email}\r\nSubject: s\r\n\r\nHola\r\n`);
}

for (const backend of testBackends) {
  describe(`erasure of a person on ${backend.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    let mailDir: string;
    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
      mailDir = mkdtempSync(path.join(tmpdir(), "pontas-erase-"));
    });
    afterEach(async () => {
      await dispose();
      rmSync(mailDir, { recursive: true, force: true });
    });

    it("erases the rows and .eml files and records who and how much, never whose", async () => {
      await storage.saveLead(lead("l1", "ana@example.com", 1_000), teamMail);
      await storage.saveLead(lead("l2", "otro@example.com", 2_000), teamMail);
      writeMail(mailDir, "1.eml", "ana@example.com");
      writeMail(mailDir, "2.eml", "otro@example.com");
      const counts = await erasePerson(storage, mailDir, "ANA@example.com", {
        id: "e1",
        at: 5_000,
        actor: "cli",
      });
      expect(counts).toEqual({ leads: 1, messages: 0, mails: 1, files: 1, compaction: "done" });
      expect((await storage.listLeads()).map((l) => l.id)).toEqual(["l2"]);
      expect(readdirSync(mailDir)).toEqual(["2.eml"]);
      const recorded = await storage.db.selectFrom("erasures").selectAll().execute();
      expect(
        recorded.map((r) => ({
          ...r,
          at: Number(r.at),
          leads: Number(r.leads),
          files: Number(r.files),
          compactedAt: typeof r.compactedAt,
        })),
      ).toEqual([
        {
          id: "e1",
          at: 5_000,
          actor: "cli",
          leads: 1,
          messages: 0,
          mails: 1,
          files: 1,
          // The address's HMAC (for the other instances' mail folders), and the rewrite done.
          personKey: expect.stringMatching(/^[0-9a-f]{64}$/),
          compactedAt: "number",
        },
      ]);
      expect(JSON.stringify(recorded)).not.toContain("ana@");
    });
  });
}

describe("npm run leads (the CLI) on SQLite", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pontas-cli-"));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The CLI in a child process: none of the developer's settings or .env, this test's data folder. */
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ["server/cli/leads.ts", ...args], {
      env: childEnv({ DATA_DIR: dataDir }),
      encoding: "utf8",
    });

  it("exports newest first and records a deletion under the inbox's Erasures, by the CLI", async () => {
    const storage = new SqliteStorage(path.join(dataDir, "data.db"));
    await storage.migrate();
    await storage.saveLead(lead("older", "ana@example.com", Date.UTC(2026, 0, 1)), teamMail);
    await storage.saveLead(lead("newer", "bo@example.com", Date.UTC(2026, 0, 2)), teamMail);
    await storage.close();
    writeMail(path.join(dataDir, "mail"), "1.eml", "ana@example.com");

    const exported = cli("export", "--format", "json");
    expect(exported.status, exported.stderr).toBe(0);
    expect((JSON.parse(exported.stdout) as { leads: { id: string }[] }).leads.map((l) => l.id)).toEqual([
      "newer",
      "older",
    ]);
    const deleted = cli("delete", "--email", "ana@example.com");
    expect(deleted.status, deleted.stderr).toBe(0);
    expect(deleted.stdout).toContain("Deleted 1 lead(s), 0 message(s), 1 e-mail(s) and 1 mail file(s)");

    const after = new SqliteStorage(path.join(dataDir, "data.db"));
    try {
      const erasures = await after.db.selectFrom("erasures").selectAll().execute();
      expect(erasures.map((r) => [r.actor, Number(r.leads), Number(r.mails), Number(r.files)])).toEqual([
        ["cli", 1, 1, 1],
      ]);
      expect((await after.listLeads()).map((l) => l.id)).toEqual(["newer"]);
    } finally {
      await after.close();
    }
  });

  it("a delete that finds nothing says so and records no erasure; retry --id names a job still being tried; outbox lists the ids", async () => {
    const storage = new SqliteStorage(path.join(dataDir, "data.db"));
    await storage.migrate();
    await storage.saveLead(lead("one", "ana@example.com", Date.UTC(2026, 0, 1)), [
      { kind: "webhook", to: "crm.example", replyTo: null, subject: "lead.created", data: "{}" },
    ]);
    const [job] = await storage.claimMails(Date.now(), 1, 60_000);
    await storage.markAttemptFailed(job!.id, "the webhook receiver answered 500", Date.now() + 60_000);
    await storage.close();

    const none = cli("delete", "--email", "nobody@example.com");
    expect(none.status).toBe(1);
    expect(none.stderr).toBe(
      "Nothing stored for nobody@example.com: nothing deleted, no erasure recorded.\n",
    );
    expect(none.stdout).toBe("");

    const listed = cli("outbox");
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(`${job!.id}\twebhook\tpending\t1 attempt(s)\tnext `);
    expect(listed.stdout).toContain("the webhook receiver answered 500");
    expect(listed.stdout).not.toContain("ana@example.com");

    const retry = cli("retry", "--id", job!.id);
    expect(retry.status).toBe(1);
    expect(retry.stderr).toMatch(
      new RegExp(
        `^webhook ${job!.id} is still being tried \\(1 attempt\\(s\\), next at \\d{4}-.+\\): the outbox worker retries it by itself\\.\\n$`,
      ),
    );
    expect(retry.stderr).not.toContain("Usage");
    const unknown = cli("retry", "--id", "nope");
    expect([unknown.status, unknown.stderr]).toEqual([
      1,
      "No e-mail or webhook call with id nope (`npm run leads -- outbox` lists them).\n",
    ]);

    const after = new SqliteStorage(path.join(dataDir, "data.db"));
    try {
      expect(await after.db.selectFrom("erasures").selectAll().execute()).toEqual([]);
    } finally {
      await after.close();
    }
  });

  it("a DATA_DIR it cannot use: one line naming it, exit 1, no stack", () => {
    const run = spawnSync(process.execPath, ["server/cli/leads.ts", "outbox"], {
      env: childEnv({ DATA_DIR: "/etc/passwd" }),
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe("DATA_DIR=/etc/passwd is a file, not a folder\n");
  });
});
