import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseSiteSettings } from "#domain/site/settings.ts";
import type { Storage } from "../db/storage.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { jsonLogger } from "../log.ts";
import { diskFullBehindRollback, failingSaves, stderrOf } from "../../tests/support/faults.ts";
import { LeadPayloadSchema } from "#domain/forms/lead-schema.ts";
import { validPayload } from "../../tests/support/payload.ts";
import { contactService, submitService } from "./submit.ts";

const site = parseSiteSettings({});
const mail = { site, leadsTo: ["team@pontas.test"] };
const contact = {
  name: "Ana Pérez",
  email: "ana@example.com",
  company: "Acme SA",
  message: "Quiero hablar de crecimiento.",
};

for (const backend of testBackends) {
  describe(`contact service faults on ${backend.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
    });
    afterEach(() => dispose());

    it("a storage fault is logged once, as one JSON line with its root cause and no personal data, and rethrown", async () => {
      const fault = diskFullBehindRollback();
      const service = contactService({
        storage: failingSaves(storage, fault),
        mail,
        onCommitted: () => {},
        logger: jsonLogger,
      });
      let thrown: unknown;
      const stderr = await stderrOf(async () => {
        thrown = await service
          .submit({
            contact,
            language: "es",
            idempotencyKey: "k",
            pagePath: "/es/contacto",
            userAgent: "test",
          })
          .catch((error: unknown) => error);
      });
      expect(thrown).toBe(fault);
      const lines = stderr.split("\n").filter(Boolean);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        level: "error",
        message: "contact message not stored",
        language: "es",
        pagePath: "/es/contacto",
        rootCause: { code: "SQLITE_FULL", message: "database or disk is full (while storing [email])" },
      });
      for (const personal of Object.values(contact)) expect(stderr).not.toContain(personal);
      expect(await storage.listMessages()).toEqual([]);
    });

    it("a stored message logs nothing", async () => {
      const stderr = await stderrOf(async () => {
        const service = contactService({ storage, mail, onCommitted: () => {}, logger: jsonLogger });
        await service.submit({
          contact,
          language: "en",
          idempotencyKey: "k",
          pagePath: "/en/contact",
          userAgent: "",
        });
      });
      expect(stderr).toBe("");
      expect(await storage.listMessages()).toHaveLength(1);
    });
  });
}

for (const backend of testBackends) {
  describe(`acknowledgements of one address on ${backend.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
    });
    afterEach(() => dispose());

    it("a quiz lead, then a contact message from the same address within the hour: each gets its acknowledgement", async () => {
      const submit = submitService({ storage, mail, onCommitted: () => {} });
      const lead = await submit({
        kind: "lead",
        payload: LeadPayloadSchema.parse(validPayload({ email: "Ana@Example.com" })),
        idempotencyKey: "quiz-1",
        fingerprint: "f",
        userAgent: "test",
      });
      const message = await contactService({ storage, mail, onCommitted: () => {} }).submit({
        contact,
        language: "es",
        idempotencyKey: "form-1",
        pagePath: "/es/contacto",
        userAgent: "test",
      });
      expect("id" in message).toBe(true);
      const kinds = async (refId: string) =>
        (await storage.listMails()).filter((m) => m.refId === refId).map((m) => m.kind);
      expect(await kinds(lead.id)).toEqual(["lead-team", "lead-ack"]);
      expect(await kinds((message as { id: string }).id)).toEqual(["contact-team", "contact-ack"]);
    });
  });
}
