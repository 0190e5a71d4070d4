import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseSiteSettings } from "#domain/site/settings.ts";
import { contactService } from "./submit.ts";
import type { LeadRecord, Storage } from "../db/storage.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { leadRecord } from "../../tests/support/records.ts";
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
      const [a, b] = (await Promise.all([service.submit(submission), service.submit(submission)])) as [
        { id: string },
        { id: string },
      ];
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
      const lines = csv
        .replace(/^\ufeff/, "")
        .trim()
        .split("\r\n");
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

    const t0 = Date.UTC(2026, 10, 2, 15, 0, 0);
    const lead = (id: string, createdAt: number, fields: Partial<LeadRecord> = {}) =>
      leadRecord(id, createdAt, { payload: JSON.stringify({ quizData: { revenue: "5m-20m" } }), ...fields });
    const teamMail = (to: string) => [
      { kind: "lead-team" as const, to, replyTo: null, subject: "s", data: "{}" },
    ];

    it("each record's status, owner, due time and last note; newest first; CSV with a BOM, accents intact", async () => {
      // An open lead (due 24 h after it arrived), a lead whose strategy went out (nothing due), a message.
      await storage.saveLead(
        lead("a-open", t0, {
          name: "Íñigo Núñez",
          company: "Señales SA",
          payload: JSON.stringify({
            quizData: { revenue: "5m-20m" },
            segment: "fund",
            industry: "health",
            mexicoStance: "starting",
            goal: "Llevar dos empresas a Monterrey",
          }),
        }),
        teamMail("a"),
      );
      await storage.saveLead(lead("b-sent", t0 + 1_000), teamMail("b"));
      await contactService({ storage, mail, onCommitted: () => {} }).submit({
        contact: { ...contact, name: "Zoë Müller" },
        language: "es",
        idempotencyKey: "",
        pagePath: "/es/contacto",
        userAgent: "ua",
      });
      const [message] = await storage.listMessages();
      await storage.db
        .updateTable("messages")
        .set({ createdAt: t0 + 2_000 })
        .execute();
      const change = { lostReason: null, at: t0 + 5_000 };
      await storage.changeWorkflow({
        ...change,
        id: "a-open",
        actor: "ana@pontas.test",
        status: "contacted",
        owner: "bruno@pontas.test",
      });
      await storage.changeWorkflow({
        ...change,
        id: "b-sent",
        actor: "ana@pontas.test",
        status: "strategy_sent",
        owner: null,
      });
      await storage.addNote({ id: "a-open", actor: "ana@pontas.test", text: "Primera nota", at: t0 + 6_000 });
      await storage.addNote({
        id: "a-open",
        actor: "bruno@pontas.test",
        text: "Llamó: quiere propuesta el lunes",
        at: t0 + 7_000,
      });

      const csv = await exportRecords(storage, { format: "csv" });
      expect(csv.startsWith('\ufeff"type"')).toBe(true);
      expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [header, ...rows] = csv.slice(1).trim().split("\r\n");
      const column = (name: string) => header!.split(",").indexOf(`"${name}"`);
      expect(header).toMatch(/^"type","id","created_at","status","owner","due_at","last_note",/);
      expect(rows.map((row) => row.split(",")[1])).toEqual([`"${message!.id}"`, '"b-sent"', '"a-open"']);
      const cells = (row: string) => row.split(",").slice(3, 7);
      // Words of the team's language and Mexico City's local times (t0 + 24 h is 3 Nov, 09:00 there).
      expect(cells(rows[2]!)).toEqual([
        '"Contactado"',
        '"bruno@pontas.test"',
        '"2026-11-03 09:00"',
        '"Llamó: quiere propuesta el lunes"',
      ]);
      expect(rows[2]!.split(",")[2]).toBe('"2026-11-02 09:00"');
      expect(cells(rows[1]!)).toEqual(['"Estrategia enviada"', '""', '""', '""']);
      expect(cells(rows[0]!)).toEqual(['"Nuevo"', '""', '""', '""']);
      // The stored codes in words: the stage, the answers and the call.
      expect(rows[2]!.split(",")[column("revenue")]).toBe(
        '"De $100 a menos de $400 millones de pesos (USD 5 a menos de 20 millones)"',
      );
      expect(rows[2]!.split(",")[column("stage")]).toBe('"Escalamiento"');
      expect(rows[2]!.split(",")[column("request_call")]).toBe('"No"');
      expect(rows[2]).toContain('"Íñigo Núñez"');
      expect(rows[2]).toContain('"Señales SA"');
      // The lead form's profile answers as words (Spanish, the team's default), "" when unanswered.
      expect(rows[2]!.split(",")[column("segment")]).toBe('"Fondo de inversión o empresa de portafolio"');
      expect(rows[2]!.split(",")[column("industry")]).toBe('"Salud"');
      expect(rows[2]!.split(",")[column("mexico_stance")]).toBe('"Empiezan a vender u operar en México"');
      expect(rows[2]!.split(",")[column("goal")]).toBe('"Llevar dos empresas a Monterrey"');
      expect(rows[1]!.split(",")[column("segment")]).toBe('""');
      expect(rows[1]!.split(",")[column("goal")]).toBe('""');
      const english = (await exportRecords(storage, { format: "csv", language: "en" })).split("\r\n")[3]!;
      expect(english.split(",")[column("segment")]).toBe('"Investment fund or portfolio company"');
      expect(english.split(",")[column("status")]).toBe('"Contacted"');
      expect(english.split(",")[column("stage")]).toBe('"Scaling"');
      expect(rows[0]).toContain('"Zoë Müller"');
      // A message's row has a lead's columns, its text under "message" (every cell is quoted).
      const quoted = (row: string) => row.match(/"(?:[^"]|"")*"/g) ?? [];
      expect(quoted(rows[0]!)).toHaveLength(quoted(header!).length);
      expect(quoted(rows[0]!)[column("message")]).toBe(`"${contact.message}"`);
      expect(quoted(rows[0]!)[column("page_path")]).toBe('"/es/contacto"');

      const json = JSON.parse(await exportRecords(storage, { format: "json" }));
      expect(json.leads.map((l: { id: string }) => l.id)).toEqual(["b-sent", "a-open"]);
      expect(json.leads[1]).toMatchObject({
        name: "Íñigo Núñez",
        payload: { segment: "fund", industry: "health" },
        status: "contacted",
        owner: "bruno@pontas.test",
        dueAt: new Date(t0 + 24 * 3_600_000).toISOString(),
        lastNote: "Llamó: quiere propuesta el lunes",
      });
      expect(json.leads[0]).toMatchObject({
        status: "strategy_sent",
        owner: null,
        dueAt: null,
        lastNote: "",
      });
      expect(json.messages[0]).toMatchObject({
        name: "Zoë Müller",
        status: "new",
        dueAt: null,
        lastNote: "",
      });
    });
  });
}
