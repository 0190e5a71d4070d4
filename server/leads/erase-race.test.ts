import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LeadPayloadSchema } from "#domain/forms/lead-schema.ts";
import { parseSiteSettings } from "#domain/site/settings.ts";
import type { Storage } from "../db/storage.ts";
import { mailText } from "../email/mail-text.ts";
import { OutboxWorker } from "../email/outbox.ts";
import { writerId } from "../email/mail-files.ts";
import { fileTransport, mailTempFile } from "../email/transport.ts";
import { testLogger } from "../../tests/support/app.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { validPayload } from "../../tests/support/payload.ts";
import { erasePerson } from "./erase.ts";
import { submitService } from "./submit.ts";
import { teamInbox } from "../inbox/operations.ts";

/**
 * Erasure against the outbox (issue 31, items 1 and 2): a strategy sent while its
 * lead is erased, and a mail whose writer was killed, leave no file that holds
 * the address: .eml files and mails being written alike, read decoded.
 */
const mail = {
  site: parseSiteSettings({ SITE_URL: "https://pontas.example" }),
  leadsTo: ["team@pontas.test"],
};
const actor = "ana@pontas.test";

/** Every file of the mail folder whose decoded text or bytes hold `needle`. */
function holding(dir: string, needle: RegExp): string[] {
  return readdirSync(dir).filter((name) => {
    const bytes = readFileSync(path.join(dir, name));
    return needle.test(bytes.toString("utf8")) || needle.test(mailText(bytes));
  });
}

for (const backend of testBackends) {
  describe(`erasure against the outbox on ${backend.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    let mailDir: string;
    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
      mailDir = mkdtempSync(path.join(tmpdir(), "pontas-race-"));
    });
    afterEach(async () => {
      await dispose();
      rmSync(mailDir, { recursive: true, force: true });
    });

    it("a strategy sent and the lead erased at once, 50 times: no file holds the address", async () => {
      const submit = submitService({ storage, mail, onCommitted: () => {} });
      const inbox = teamInbox({
        storage,
        mailDir,
        team: [actor],
        logger: testLogger,
        mail,
        onCommitted: () => {},
      });
      const worker = new OutboxWorker({
        storage,
        transport: fileTransport(mailDir, '"Pontàs" <hola@pontas.example>', testLogger),
        mail,
        logger: testLogger,
        maxAttempts: 3,
        retryBaseMs: 60_000,
        pollMs: 60_000,
      });
      for (let i = 0; i < 50; i++) {
        const email = `race${i}@example.com`;
        const { id } = await submit({
          kind: "lead",
          payload: LeadPayloadSchema.parse(validPayload({ email, nombre: `Persona ${i}` })),
          idempotencyKey: null,
          fingerprint: null,
          userAgent: "test",
        });
        expect(await inbox.sendAnswer({ id, actor, text: `# Estrategia\n\nPara ${email}.` })).toBe("sent");
        // The worker writes the three e-mails (the strategy with its PDF); the erasure comes 0–50 ms in.
        await Promise.all([
          worker.runOnce(),
          sleep(i % 51).then(() =>
            erasePerson(storage, mailDir, email, { id: `erasure-${i}`, at: Date.now(), actor }),
          ),
        ]);
      }
      await worker.stop();
      expect(holding(mailDir, /race\d+@example\.com/)).toEqual([]);
    }, 180_000);

    it("a mail whose writer was killed is removed by the next server's worker, and an erasure reads it too", async () => {
      // Two mails left half-written by a process that no longer runs (a pid that cannot be one).
      const left = (id: string, to: string) => {
        const file = mailTempFile(mailDir, id).replace(`.${writerId}.tmp`, `.${2 ** 22 + 17}-0123abcd.tmp`);
        writeFileSync(file, `To: ${to}\r\nSubject: x\r\n\r\nHola`);
        return path.basename(file);
      };
      const erased = left("a:answer", "erased@example.com");
      const stale = left("b", "kept@example.com");
      expect(erased).not.toContain(":");
      // The erasure reads mails being written as well as .eml files.
      expect(
        await erasePerson(storage, mailDir, "erased@example.com", { id: "e", at: 1, actor }),
      ).toMatchObject({
        files: 1,
      });
      expect(readdirSync(mailDir)).toEqual([stale]);
      // A new worker's first pass removes what its dead writer left.
      const worker = new OutboxWorker({
        storage,
        transport: fileTransport(mailDir, "hola@pontas.example", testLogger),
        mail,
        logger: testLogger,
        maxAttempts: 3,
        retryBaseMs: 60_000,
        pollMs: 60_000,
        mailFiles: { dir: mailDir, retentionMs: 30 * 86_400_000 },
      });
      expect(await worker.pruneMailFiles()).toBe(1);
      expect(readdirSync(mailDir)).toEqual([]);
      await worker.stop();
    });
  });
}
