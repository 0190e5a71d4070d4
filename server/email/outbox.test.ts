import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseSiteSettings } from "#domain/site/settings.ts";
import { SqliteStorage } from "../db/sqlite.ts";
import type { OutgoingMail, Storage } from "../db/storage.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { childEnv } from "../../tests/support/child-env.ts";
import { jsonLogger, type Logger } from "../log.ts";
import { eraseMailFiles, pruneMailFiles, writerId } from "./mail-files.ts";
import { OutboxWorker } from "./outbox.ts";
import { SmtpSink } from "../../tests/support/smtp.ts";
import { stderrOf } from "../../tests/support/faults.ts";
import { leadRecord } from "../../tests/support/records.ts";
import { fileTransport, smtpTransport } from "./transport.ts";

const from = '"Pontàs" <hola@pontas.example>';
const mailContext = { site: parseSiteSettings({}), leadsTo: ["team@pontas.test"] };

function recordingLogger() {
  const lines: { level: "info" | "error"; message: string; detail: unknown }[] = [];
  const logger: Logger = {
    info: (message, fields) => void lines.push({ level: "info", message, detail: fields }),
    error: (message, error, fields) =>
      void lines.push({ level: "error", message, detail: error === undefined ? fields : error }),
  };
  return { logger, lines };
}

/** A stored quiz lead from `email`. */
const lead = (email: string) => leadRecord(crypto.randomUUID(), Date.now(), { email, quizSource: "" });

const mails = (to: string): OutgoingMail[] => [
  {
    kind: "lead-team",
    to: "team@pontas.test",
    replyTo: to,
    subject: "Lead",
    text: `De ${to}`,
    html: "<p>t</p>",
  },
  {
    kind: "lead-ack",
    to,
    replyTo: "hola@pontas.example",
    subject: "Gracias",
    text: "Hola:",
    html: "<p>a</p>",
  },
];

describe("SMTP timeouts really apply", () => {
  it("a server that accepts and never greets fails the send within the greeting timeout", async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, from, {
      connectionTimeout: 500,
      greetingTimeout: 500,
      socketTimeout: 1_000,
    });
    const started = Date.now();
    const outcome = await transport
      .send({
        id: "x",
        kind: "lead-team",
        to: "team@pontas.test",
        replyTo: null,
        subject: "s",
        text: "t",
        html: "h",
      } as never)
      .then(
        () => "sent",
        (error: Error) => error.message,
      );
    const elapsed = Date.now() - started;
    transport.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    expect(outcome).toMatch(/greeting/i);
    // 500 ms configured; the old code waited 30 s here.
    expect(elapsed).toBeLessThan(5_000);
  });

  it("refuses a lease that is not longer than one send can take", () => {
    const options = {
      storage: {} as Storage,
      transport: fileTransport("/nonexistent", from, recordingLogger().logger),
    };
    expect(
      () =>
        new OutboxWorker({
          mail: mailContext,
          ...options,
          logger: recordingLogger().logger,
          maxAttempts: 1,
          retryBaseMs: 1,
          pollMs: 10,
          leaseMs: 30_000,
          sendBudgetMs: 40_000,
        }),
    ).toThrow(/lease/);
  });
});

for (const backend of testBackends) {
  describe(`outbox worker on ${backend.name} with a real SMTP server`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    let smtp: SmtpSink;
    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
      smtp = await new SmtpSink().start(0);
    });
    afterEach(async () => {
      await smtp.stop();
      await dispose();
    });

    function worker(store: Storage, logger: Logger, maxAttempts = 2) {
      return new OutboxWorker({
        mail: mailContext,
        storage: store,
        transport: smtpTransport(smtp.url, from),
        logger,
        maxAttempts,
        retryBaseMs: 1,
        pollMs: 60_000,
        recordRetryMs: [10, 10],
      });
    }

    it("recording a sent e-mail fails once: the record is retried, the e-mail is sent exactly once", async () => {
      const record = lead("ana@example.com");
      await storage.saveLead(record, mails(record.email).slice(0, 1));
      let failures = 1;
      const flaky = new Proxy(storage, {
        get(target, key, receiver) {
          if (key === "markSent") {
            return async (id: string, now: number) => {
              if (failures-- > 0) throw new Error("database is locked");
              return target.markSent(id, now);
            };
          }
          const value = Reflect.get(target, key, receiver);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      const { logger } = recordingLogger();
      expect(await worker(flaky, logger).runOnce()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect((await storage.listMails()).map((m) => [m.status, m.attempts])).toEqual([["sent", 1]]);
      // Whatever runs later, the e-mail is not sent again.
      expect(await worker(storage, logger).runOnce(Date.now() + 86_400_000)).toBe(0);
      expect(smtp.received).toHaveLength(1);
    });

    it("recording keeps failing: the next run records it without sending it again", async () => {
      const record = lead("bo@example.com");
      await storage.saveLead(record, mails(record.email).slice(0, 1));
      let broken = true;
      const flaky = new Proxy(storage, {
        get(target, key, receiver) {
          if (key === "markSent") {
            return async (id: string, now: number) => {
              if (broken) throw new Error("disk I/O error");
              return target.markSent(id, now);
            };
          }
          const value = Reflect.get(target, key, receiver);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      const { logger, lines } = recordingLogger();
      const w = new OutboxWorker({
        mail: mailContext,
        storage: flaky,
        transport: smtpTransport(smtp.url, from),
        logger,
        maxAttempts: 3,
        retryBaseMs: 1,
        pollMs: 60_000,
        leaseMs: 50_000,
        sendBudgetMs: 40_000,
        recordRetryMs: [5],
      });
      await w.runOnce();
      expect(lines.filter((l) => l.level === "error")).toHaveLength(1);
      broken = false;
      // After the lease: claimed again, recorded, not sent.
      await w.runOnce(Date.now() + 60_000);
      expect(smtp.received).toHaveLength(1);
      expect((await storage.listMails()).map((m) => m.status)).toEqual(["sent"]);
    });

    it("the JSON log's line of a permanent failure names the kind, id, attempts and reason, once, without the address", async () => {
      const record = lead("carla@example.com");
      await storage.saveLead(record, mails(record.email).slice(1));
      const [stored] = await storage.listMails();
      const refusing = {
        send: () => Promise.reject(new Error("550 5.1.1 <carla@example.com>: Recipient address rejected")),
        close() {},
      };
      const stderr = await stderrOf(async () => {
        const w = new OutboxWorker({
          mail: mailContext,
          storage,
          transport: refusing,
          logger: { ...jsonLogger, info() {} },
          maxAttempts: 1,
          retryBaseMs: 1,
          pollMs: 60_000,
        });
        expect(await w.runOnce()).toBe(1);
      });
      const lines = stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      const logged = JSON.parse(lines[0]!) as Record<string, unknown>;
      expect(logged).toMatchObject({
        level: "error",
        message: "mail failed",
        kind: "lead-ack",
        id: stored!.id,
        attempts: 1,
        reason: "550 5.1.1 <<address>>: Recipient address rejected",
      });
      expect(logged).not.toHaveProperty("error");
      expect(stderr).not.toContain("carla");
      expect(stderr).not.toContain("[object Object]");
    });

    it("a permanent failure is logged at error level with its reason and no address; retry --failed delivers once", async () => {
      const record = lead("carla@example.com");
      await storage.saveLead(record, mails(record.email));
      await smtp.stop();
      const { logger, lines } = recordingLogger();
      const w = worker(storage, logger, 1);
      expect(await w.runOnce()).toBe(2);
      expect((await storage.listMails()).map((m) => m.status)).toEqual(["failed", "failed"]);
      const failed = lines.filter((l) => l.level === "error" && l.message === "mail failed");
      expect(failed).toHaveLength(2);
      expect(failed.map((l) => l.detail)).toContainEqual(
        expect.objectContaining({ kind: "lead-team", reason: expect.stringMatching(/ECONNREFUSED/) }),
      );
      expect(JSON.stringify(lines)).not.toContain("carla@example.com");
      expect(await storage.outboxHealth(Date.now())).toMatchObject({ failed: 2, pending: 0 });

      await smtp.start();
      expect(await w.runOnce()).toBe(0);
      expect(await storage.requeueFailedMails({ now: Date.now() })).toBe(2);
      expect(await w.runOnce()).toBe(2);
      expect(await w.runOnce(Date.now() + 86_400_000)).toBe(0);
      expect(smtp.received.map((m) => m.parsed.subject).sort()).toEqual(["Gracias", "Lead"]);
      expect((await storage.listMails()).map((m) => m.status)).toEqual(["sent", "sent"]);
    });
  });
}

describe("the mail folder", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "pontas-mail-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("npm run leads -- delete and retry: erases the person's rows and .eml files; requeues failed e-mails", async () => {
    const storage = new SqliteStorage(path.join(dir, "data.db"));
    await storage.migrate();
    const { logger } = recordingLogger();
    const mailDir = path.join(dir, "mail");
    const w = new OutboxWorker({
      mail: mailContext,
      storage,
      transport: fileTransport(mailDir, from, logger),
      logger,
      maxAttempts: 3,
      retryBaseMs: 1,
      pollMs: 60_000,
    });
    for (const email of ["Dana@Example.com", "other@example.com", "xdana@example.community"]) {
      const record = lead(email);
      await storage.saveLead(record, mails(email));
    }
    expect(await w.runOnce()).toBe(6);
    expect(readdirSync(mailDir)).toHaveLength(6);

    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ["server/cli/leads.ts", ...args], {
        env: childEnv({ DATA_DIR: dir }),
        encoding: "utf8",
      });
    const erased = cli("delete", "--email", "dana@example.com");
    expect(erased.stderr).toBe("");
    expect(erased.stdout).toBe(
      "Deleted 1 lead(s), 0 message(s), 2 e-mail(s) and 2 mail file(s) of dana@example.com.\n",
    );
    expect(readdirSync(mailDir)).toHaveLength(4);
    expect((await storage.listLeads()).map((l) => l.email).sort()).toEqual([
      "other@example.com",
      "xdana@example.community",
    ]);

    // retry --failed: a failed e-mail is queued again and sent once.
    const [first] = await storage.claimMails(Date.now(), 0, 1);
    expect(first).toBeUndefined();
    const record = lead("eve@example.com");
    await storage.saveLead(record, mails(record.email).slice(0, 1));
    const [claimed] = await storage.claimMails(Date.now(), 1, 60_000);
    await storage.markAttemptFailed(claimed!.id, "550 rejected", null);
    expect(cli("retry").status).toBe(2);
    const retried = cli("retry", "--failed");
    expect(retried.stdout).toBe("Queued 1 failed e-mail(s) again; the server's outbox worker sends them.\n");
    // Queued again, not failed: the CLI says so, without the usage.
    const again = cli("retry", "--id", claimed!.id);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(
      /^lead-team \S+ is still being tried \(0 attempt\(s\), next at .+\): the outbox worker retries it by itself\.\n$/,
    );
    expect(await w.runOnce()).toBe(1);
    expect(await w.runOnce(Date.now() + 86_400_000)).toBe(0);
    expect(readdirSync(mailDir).filter((f) => f.includes(claimed!.id))).toHaveLength(1);
    await w.stop();
    await storage.close();
  }, 60_000);

  it("erasure matches whole addresses only; retention removes files older than its days", async () => {
    const file = (name: string, body: string, ageDays = 0) => {
      const target = path.join(dir, name);
      writeFileSync(target, body);
      const when = (Date.now() - ageDays * 86_400_000) / 1000;
      utimesSync(target, when, when);
    };
    file("a.eml", "To: ana@example.com\r\n\r\nHola");
    file("b.eml", "Reply-To: ANA@EXAMPLE.COM\r\n\r\nLead");
    file("c.eml", "To: juana@example.com.mx\r\n\r\nHola", 31);
    file("d.eml", "To: bo@example.com\r\n\r\nHola", 29);
    file("notes.txt", "ana@example.com", 90);
    expect(await eraseMailFiles(dir, "ana@example.com")).toBe(2);
    expect(readdirSync(dir).sort()).toEqual(["c.eml", "d.eml", "notes.txt"]);
    expect(await pruneMailFiles(dir, 30 * 86_400_000)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(["d.eml", "notes.txt"]);
    expect(await eraseMailFiles(path.join(dir, "missing"), "ana@example.com")).toBe(0);
  });

  it("a mail being written is removed once abandoned by another writer, and any past the retention (issue 56)", async () => {
    const temp = (writer: string, ageMs: number) => {
      const target = path.join(dir, `.m-${writer}-${ageMs}.${writer}.tmp`);
      writeFileSync(target, "To: ana@example.com\r\n\r\nHola");
      const when = (Date.now() - ageMs) / 1000;
      utimesSync(target, when, when);
      return path.basename(target);
    };
    const mine = temp(writerId, 10_000);
    // An earlier start of a process with this same pid (pid 1 in a container): fresh, then a minute old.
    const samePidFresh = temp(`${process.pid}-0123abcd`, 5_000);
    temp(`${process.pid}-0123abcd`, 120_000);
    temp(`${2 ** 22 + 17}-0123abcd`, 1_000); // a pid that runs no process: abandoned at once
    temp(`${process.pid}`, 120_000); // named after a live pid alone (before the start's part)
    temp(writerId, 31 * 86_400_000); // this writer's own, past the retention
    expect(await pruneMailFiles(dir, 30 * 86_400_000)).toBe(4);
    const othersFresh = samePidFresh;
    expect(readdirSync(dir).sort()).toEqual([mine, othersFresh].sort());
  });

  it("the outbox worker applies the retention itself", async () => {
    const storage = new SqliteStorage(path.join(dir, "data.db"));
    await storage.migrate();
    const { logger, lines } = recordingLogger();
    writeFileSync(path.join(dir, "old.eml"), "x");
    utimesSync(path.join(dir, "old.eml"), 0, 0);
    const w = new OutboxWorker({
      mail: mailContext,
      storage,
      transport: fileTransport(dir, from, logger),
      logger,
      maxAttempts: 3,
      retryBaseMs: 1,
      pollMs: 10,
      mailFiles: { dir, retentionMs: 86_400_000 },
    });
    w.start();
    await expect.poll(() => readdirSync(dir).includes("old.eml")).toBe(false);
    await w.stop();
    expect(lines).toContainEqual({
      level: "info",
      message: "mail files removed after retention",
      detail: { count: 1 },
    });
    await storage.close();
  }, 30_000);
});
