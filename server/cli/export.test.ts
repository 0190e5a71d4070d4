import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseSiteSettings } from "#domain/site/settings.ts";
import { contactService } from "../contact/contact-service.ts";
import type { Storage } from "../db/storage.ts";
import { testBackends } from "../db/test-backends.ts";
import { csvCell, exportRecords, toCsv } from "./export.ts";

describe("CSV for spreadsheets", () => {
  it("quotes every cell and doubles quotes", () => {
    expect(toCsv([["a", 'say "hi"', "line\nbreak", 3, null]])).toBe(
      '"a","say ""hi""","line\nbreak","3",""\r\n',
    );
  });

  it("guards cells a spreadsheet would run as formulas", () => {
    for (const formula of ['=HYPERLINK("x")', "+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(csvCell(formula)).toBe(`"'${formula.replaceAll('"', '""')}"`);
    }
    expect(csvCell("a=1")).toBe('"a=1"');
  });

  it("shows control characters as their pictures: no terminal escape code comes out raw", () => {
    expect(csvCell("\u001b[31mred\u001b[0m\u0007")).toBe('"␛[31mred␛[0m␇"');
    expect(csvCell("a\u0000b\u007fc\u009bd")).toBe('"a␀b␡c\ufffdd"');
    expect(csvCell("x\u202eevil\u2066")).toBe('"x\ufffdevil\ufffd"');
    expect(csvCell("line\r\nbreak\ttab")).toBe('"line\r\nbreak\ttab"');
    // Every C0 and C1 character but tab, LF and CR, whatever surrounds it.
    for (let code = 0; code <= 0x9f; code++) {
      if (code >= 0x20 && code < 0x7f) continue;
      const cell = csvCell(`a${String.fromCharCode(code)}b`);
      if (code === 9 || code === 10 || code === 13) expect(cell).toBe(`"a${String.fromCharCode(code)}b"`);
      else expect(cell).toMatch(/^"a[^\p{Cc}]b"$/u);
    }
  });
});

const site = parseSiteSettings({});
const mail = { site, leadsTo: ["team@pontas.test"] };

for (const backend of testBackends) {
  describe(`contact messages and export on ${backend.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
    });
    afterEach(async () => {
      await dispose();
    });

    const contact = { name: "=Bo Díaz", email: "bo@example.com", company: "", message: "Hola, me interesa." };

    it("a double submit of the contact form is stored once; another message is stored", async () => {
      let committed = 0;
      const service = contactService({ storage, mail, onCommitted: () => committed++ });
      const submission = {
        contact,
        language: "es" as const,
        idempotencyKey: "t1",
        pagePath: "/es/contacto",
        userAgent: "ua",
      };
      const [a, b] = await Promise.all([service.submit(submission), service.submit(submission)]);
      expect(a.id).toBe(b.id);
      await service.submit({
        ...submission,
        idempotencyKey: "t2",
        contact: { ...contact, message: "Otro mensaje, otro tema." },
      });
      expect(await storage.listMessages()).toHaveLength(2);
      // The second message's acknowledgement is left out: one per address per hour.
      expect((await storage.listMails()).map((m) => m.kind)).toEqual([
        "contact-team",
        "contact-ack",
        "contact-team",
      ]);
      expect(committed).toBe(2);
    });

    it("exports leads and messages as CSV and JSON, with e-mail status, since a date", async () => {
      const service = contactService({ storage, mail, onCommitted: () => {} });
      await service.submit({
        contact,
        language: "en",
        idempotencyKey: "",
        pagePath: "/en/contact",
        userAgent: "ua",
      });
      const csv = await exportRecords(storage, { format: "csv" });
      const lines = csv.trim().split("\r\n");
      expect(lines[0]).toMatch(/^"type","id","created_at"/);
      expect(lines[1]).toContain(`"'=Bo Díaz"`);
      expect(lines[1]).toContain(`"contact-team:pending(0) contact-ack:pending(0)"`);
      const json = JSON.parse(await exportRecords(storage, { format: "json" }));
      expect(json.messages[0]).toMatchObject({
        name: "=Bo Díaz",
        emails: [{ status: "pending" }, { status: "pending" }],
      });
      expect(
        JSON.parse(await exportRecords(storage, { format: "json", since: Date.now() + 60_000 })),
      ).toEqual({
        leads: [],
        messages: [],
      });
    });
  });
}
