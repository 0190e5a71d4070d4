import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Storage } from "../db/storage.ts";
import { addressesIn } from "../email/mail-files.ts";
import { testLogger } from "../../tests/support/app.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { leadRecord } from "../../tests/support/records.ts";
import { erasePerson } from "./erase.ts";
import { ErasureSweeper } from "./erasure-sweep.ts";

/**
 * Issue 56, item 2, in one process: two mail folders (instance A's, B's) on one database.
 * A erases a person whose mails are in B's folder; B's sweeper removes them at its start and,
 * for an erasure recorded later, on its timer a minute on (a pinned clock: fake timers).
 * server/multi-instance-erasure.test.ts does it with two servers.
 */
const dayMs = 24 * 60 * 60 * 1000;
const long = "maria.fernanda.gonzalez.rodriguez@constructora-ejemplo.com.mx";

/** An .eml file as the file transport writes it (quoted-printable cuts a long address in its HTML). */
async function writeMail(dir: string, name: string, to: string, body: string) {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const sent = await composer.sendMail({
    from: "hola@pontas.test",
    to,
    subject: "Hola",
    text: body,
    html: `<p>${body}</p>`,
  });
  const { writeFileSync } = await import("node:fs");
  writeFileSync(path.join(dir, name), sent.message as Buffer);
}

describe("addressesIn", () => {
  it("finds what the erasure's pattern matches: whole addresses, any case, every start of the local part", () => {
    const found = addressesIn(
      "To: <Ana.Lopez@Example.com>, x+ana@ejemplo.mx; foo@bar. abc@@x, mail ana@example.com.mx",
    );
    expect(found).toContain("ana.lopez@example.com");
    expect(found).toContain("x+ana@ejemplo.mx");
    expect(found).not.toContain("ana@ejemplo.mx");
    expect(found).toContain("ana@example.com.mx");
    expect(found).not.toContain("ana@example.com");
    // "foo@bar." ends with a dot: the pattern does not match there either.
    expect([...found].some((a) => a.startsWith("foo@"))).toBe(true);
  });
});

for (const backend of testBackends) {
  describe(`erasures reach another instance's mail folder, on ${backend.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    const dirs: string[] = [];
    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
      dirs.push(
        mkdtempSync(path.join(tmpdir(), "pontas-sweep-a-")),
        mkdtempSync(path.join(tmpdir(), "pontas-sweep-b-")),
      );
    });
    afterEach(async () => {
      vi.useRealTimers();
      await dispose();
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    });

    it("B removes the files at its start and, for a later erasure, within a minute", async () => {
      const [a, b] = dirs as [string, string];
      await storage.saveLead(leadRecord("l1", Date.now(), { email: long, name: "María" }), []);
      await storage.saveLead(leadRecord("l2", Date.now(), { email: "Beto@Example.com", name: "Beto" }), []);
      await storage.saveLead(leadRecord("l3", Date.now(), { email: "otra@example.com", name: "Otra" }), []);
      await writeMail(b, "maria-ack.eml", long, `Hola María, ${long}: recibimos tu solicitud.`);
      await writeMail(b, "maria-team.eml", "team@pontas.test", `Nuevo lead de ${long}`);
      await writeMail(b, "beto.eml", "beto@example.com", "Hola Beto");
      await writeMail(b, "otra.eml", "otra@example.com", "Hola Otra, escribe a beto@example.com.mx");

      // A erases María: A's folder is all it reaches.
      const erased = await erasePerson(storage, a, long.toUpperCase(), {
        id: "e1",
        at: Date.now(),
        actor: "cli",
      });
      expect(erased).toMatchObject({ leads: 1, files: 0, compaction: "done" });
      expect(readdirSync(b).sort()).toEqual(["beto.eml", "maria-ack.eml", "maria-team.eml", "otra.eml"]);

      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
      const sweeper = new ErasureSweeper({
        storage,
        mailDir: b,
        logger: testLogger,
        retentionMs: 30 * dayMs,
      });
      const swept = vi.spyOn(sweeper, "sweep");
      sweeper.start();
      await vi.waitFor(() => expect(readdirSync(b).sort()).toEqual(["beto.eml", "otra.eml"]));
      const [record] = await storage.db.selectFrom("erasures").select("files").execute();
      expect(Number(record!.files)).toBe(2);

      // Beto is erased on A a moment later; B's next sweep, a minute on, removes his file only.
      await erasePerson(storage, a, "beto@example.com", { id: "e2", at: Date.now(), actor: "cli" });
      expect(readdirSync(b).sort()).toEqual(["beto.eml", "otra.eml"]);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(swept).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(swept).toHaveBeenCalledTimes(2);
      await vi.waitFor(() => expect(readdirSync(b)).toEqual(["otra.eml"]));
      await sweeper.stop();

      // Past the mail retention (and a day), the HMACs are forgotten: no file can be older.
      vi.setSystemTime(Date.now() + 31 * dayMs + 1);
      await new ErasureSweeper({ storage, mailDir: b, logger: testLogger, retentionMs: 30 * dayMs }).sweep();
      const keys = await storage.db.selectFrom("erasures").select("personKey").execute();
      expect(keys).toEqual([{ personKey: null }, { personKey: null }]);
    });
  });
}
