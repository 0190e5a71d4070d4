import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseSiteSettings } from "#domain/site/settings.ts";
import { StorageUnavailableError, type OutgoingMail, type Storage } from "../db/storage.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { leadRecord } from "../../tests/support/records.ts";
import type { Logger } from "../log.ts";
import { OutboxWorker } from "./outbox.ts";
import { fileTransport, mailTempFile, smtpTransport } from "./transport.ts";

/**
 * Issue 23, item 4, for the outbox: a claim takes only what the pass will
 * send, a failed try is never left for its lease (5 minutes), and a full disk
 * leaves no empty .eml behind.
 */
const from = '"Pontàs" <hola@pontas.example>';
const mailContext = { site: parseSiteSettings({}), leadsTo: ["team@pontas.test"] };
const quiet: Logger = { info() {}, error() {} };
const leaseMs = 5 * 60_000;
/** Linux's device whose every write fails with ENOSPC: a real full disk for one file. */
const full = "/dev/full";

const lead = (email: string) => leadRecord(crypto.randomUUID(), Date.now(), { email, quizSource: "" });

const twoMails = (to: string): OutgoingMail[] => [
  { kind: "lead-team", to: "team@pontas.test", replyTo: to, subject: "Lead", text: "t", html: "<p>t</p>" },
  { kind: "lead-ack", to, replyTo: "hola@pontas.example", subject: "Gracias", text: "a", html: "<p>a</p>" },
];

/** Each row's attempts and lease, by id. */
async function rows(storage: Storage) {
  const all = await storage.db
    .selectFrom("outbox")
    .select(["id", "attempts", "lockedUntil", "status"])
    .execute();
  return new Map(
    all.map((r) => [
      r.id,
      { attempts: Number(r.attempts), locked: r.lockedUntil !== null, status: r.status },
    ]),
  );
}

for (const backend of testBackends) {
  describe(`outbox faults on ${backend.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
    });
    afterEach(() => dispose());

    it("a silent SMTP server and four queued mails: each counts the tries it had, none waits a lease", async () => {
      // Accepts the connection and never says a word: every send fails on the greeting timeout.
      const tries: net.Socket[] = [];
      const silent = net.createServer((socket) => void tries.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
      const { port } = silent.address() as AddressInfo;
      const transport = smtpTransport(`smtp://127.0.0.1:${port}`, from, {
        connectionTimeout: 150,
        greetingTimeout: 150,
        socketTimeout: 300,
      });
      try {
        for (const email of ["ana@example.com", "bo@example.com"])
          await storage.saveLead(lead(email), twoMails(email));
        const worker = new OutboxWorker({
          storage,
          transport,
          mail: mailContext,
          logger: quiet,
          maxAttempts: 5,
          // Due again 1 ms after each failure: long before the pass's last send has failed.
          retryBaseMs: 1,
          pollMs: 60_000,
          leaseMs,
          sendBudgetMs: 1_000,
        });
        for (const pass of [1, 2]) {
          expect(await worker.runOnce()).toBe(4);
          expect(tries).toHaveLength(4 * pass);
          // Counted: one attempt per real try. Not left under a lease: due again at once.
          expect([...(await rows(storage)).values()]).toEqual(
            Array.from({ length: 4 }, () => ({ attempts: pass, locked: false, status: "pending" })),
          );
        }
      } finally {
        transport.close();
        for (const socket of tries) socket.destroy();
        await new Promise((resolve) => silent.close(resolve));
      }
    });

    it.skipIf(!existsSync(full))(
      "disk full: every claimed mail is tried, no .eml is left, and each is tried again at the next run",
      async () => {
        const mailDir = mkdtempSync(path.join(tmpdir(), "pontas-full-"));
        try {
          await storage.saveLead(lead("ana@example.com"), twoMails("ana@example.com").slice(0, 1));
          await storage.saveLead(lead("bo@example.com"), twoMails("bo@example.com"));
          const ids = (await storage.listMails()).map((m) => m.id);
          expect(ids).toHaveLength(3);
          // The mail folder's disk is full (each mail's file is /dev/full), and so is the
          // database's: the failed tries cannot be recorded either.
          mkdirSync(mailDir, { recursive: true });
          for (const id of ids) symlinkSync(full, mailTempFile(mailDir, id));
          let databaseFull = true;
          const store = new Proxy(storage, {
            get(target, key, receiver) {
              if (key === "markAttemptFailed" && databaseFull)
                return () => Promise.reject(new StorageUnavailableError("database or disk is full"));
              const value: unknown = Reflect.get(target, key, receiver);
              return typeof value === "function" ? (value as () => unknown).bind(target) : value;
            },
          });
          const errors: string[] = [];
          const worker = new OutboxWorker({
            storage: store,
            transport: fileTransport(mailDir, from, quiet),
            mail: mailContext,
            logger: { info() {}, error: (message) => void errors.push(message) },
            maxAttempts: 5,
            retryBaseMs: 1,
            pollMs: 60_000,
            leaseMs,
          });

          // Every claimed mail is tried in the run (none left claimed and unsent), and nothing
          // is left in the folder: no empty .eml, no temporary file.
          expect(await worker.runOnce()).toBe(3);
          expect(readdirSync(mailDir)).toEqual([]);
          expect(errors).toEqual(
            Array(3).fill("outbox: a failed attempt could not be recorded; recording it at the next run"),
          );
          for (const row of (await rows(storage)).values())
            expect(row).toMatchObject({ attempts: 1, locked: true });

          // Space again: the next run, long before the leases end, records the failures and sends.
          databaseFull = false;
          expect(await worker.runOnce()).toBe(3);
          const files = readdirSync(mailDir);
          expect(files.filter((f) => f.endsWith(".eml"))).toHaveLength(3);
          expect(files).toHaveLength(3);
          for (const file of files)
            expect(readFileSync(path.join(mailDir, file)).length).toBeGreaterThan(100);
          expect([...(await rows(storage)).values()]).toEqual(
            Array.from({ length: 3 }, () => ({ attempts: 2, locked: false, status: "sent" })),
          );
        } finally {
          rmSync(mailDir, { recursive: true, force: true });
        }
      },
    );
  });
}

describe("the file transport", () => {
  let mailDir: string;
  beforeEach(() => {
    mailDir = mkdtempSync(path.join(tmpdir(), "pontas-eml-"));
  });
  afterEach(() => rmSync(mailDir, { recursive: true, force: true }));

  const mail = {
    id: "m1",
    kind: "lead-team",
    to: "team@pontas.test",
    replyTo: null,
    subject: "s",
    text: "t",
    html: "<p>h</p>",
  } as never;

  it.skipIf(!existsSync(full))("a full disk fails the send and leaves no file, empty or not", async () => {
    symlinkSync(full, mailTempFile(mailDir, "m1"));
    const transport = fileTransport(mailDir, from, quiet);
    await expect(transport.send(mail)).rejects.toMatchObject({ code: "ENOSPC" });
    expect(readdirSync(mailDir)).toEqual([]);
  });

  it("writes one whole .eml, 0600, and nothing else", async () => {
    await fileTransport(mailDir, from, quiet).send(mail);
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-lead-team-m1\.eml$/);
    const file = path.join(mailDir, files[0]!);
    expect(readFileSync(file, "utf8")).toContain("Subject: s");
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
