import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forms } from "#i18n/locales/es/forms.ts";
import { startTestServer } from "../../tests/support/app.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { validPayload } from "../../tests/support/payload.ts";
import type { Storage } from "../db/storage.ts";
import { readServerEnv } from "../env.ts";
import { ackCap } from "./ack-cap.ts";
import { leadPath } from "./lead-endpoint.ts";

/**
 * Issue 56, item 9 (docs/decisions/094): one client address causes at most
 * `acksPerClientPerHour` acknowledgements an hour, whatever addresses it types; every
 * message and lead is stored and the team notified all the same. Over HTTP, the built
 * pages behind one proxy (TRUST_PROXY=1), four client addresses in X-Forwarded-For.
 */
/** ACKS_PER_CLIENT_PER_HOUR's default. */
const acksPerClientPerHour = readServerEnv({}).ACKS_PER_CLIENT_PER_HOUR;
const statusClass = ' class="mt-4 rounded-md bg-green-50 p-4 text-green-900"';
const clients = ["198.51.100.7", "198.51.100.8", "2001:db8:1:1::7", "203.0.113.9"];

for (const backend of testBackends) {
  describe(`acknowledgements per client address on ${backend.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    let app: Awaited<ReturnType<typeof startTestServer>>;
    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
      app = await startTestServer({
        storage,
        smtpUrl: "smtp://127.0.0.1:9",
        pages: true,
        env: { TRUST_PROXY: "1", ACKS_PER_CLIENT_PER_HOUR: String(acksPerClientPerHour) },
      });
    });
    afterEach(async () => {
      await app.close();
      await dispose();
    });

    const send = (i: number, email: string, client = clients[i % clients.length]!) =>
      fetch(`${app.base}/es/contacto`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: app.base,
          "x-forwarded-for": client,
        },
        body: new URLSearchParams({
          name: "Ana Pérez",
          email,
          company: "Acme",
          message: `Queremos crecer en Monterrey (mensaje ${i}).`,
          submissionToken: `token-${i}`,
        }),
      });
    const kinds = async () => {
      const mails = await storage.listMails();
      const count = (kind: string) => mails.filter((m) => m.kind === kind).length;
      return { acks: count("contact-ack"), team: count("contact-team") };
    };

    it("40 messages to victim+1 … victim+40 from 4 client addresses: one acknowledgement, 40 stored, 40 team notices", async () => {
      for (let i = 1; i <= 40; i++) expect((await send(i, `victim+${i}@example.com`)).status).toBe(200);
      expect(await kinds()).toEqual({ acks: 1, team: 40 });
      expect(await storage.listMessages()).toHaveLength(40);
    });

    it("40 messages to 40 people from 4 client addresses: the cap's acknowledgements per client, 40 stored, 40 team notices", async () => {
      const pages: string[] = [];
      for (let i = 1; i <= 40; i++) {
        const answer = await send(i, `person${i}@example.com`);
        expect(answer.status).toBe(200);
        pages.push(await answer.text());
      }
      // Before the cap: 40 acknowledgements.
      expect(await kinds()).toEqual({ acks: clients.length * acksPerClientPerHour, team: 40 });
      expect(await storage.listMessages()).toHaveLength(40);
      // The page promises an acknowledgement to those who get one, and none to the others.
      // (the form's status line: the page's translations are in it as data too).
      const said = (text: string) =>
        pages.filter((page) => page.includes(`role="status"${statusClass}>${text}</p>`)).length;
      expect(said(forms.contact.success)).toBe(clients.length * acksPerClientPerHour);
      expect(said(forms.contact.successUnacknowledged)).toBe(40 - clients.length * acksPerClientPerHour);

      // A quiz lead from a client past the cap: stored, the team notified, no acknowledgement.
      const lead = await fetch(`${app.base}${leadPath}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": clients[0]! },
        body: JSON.stringify(validPayload({ email: "quiz-person@example.com" })),
      });
      expect(lead.status).toBe(200);
      const { id } = (await lead.json()) as { id: string };
      const ofLead = (await storage.listMails()).filter((m) => m.refId === id).map((m) => m.kind);
      expect(ofLead).toEqual(["lead-team"]);
      // Another client still gets its own.
      const other = await send(41, "person41@example.com", "192.0.2.1");
      expect(await other.text()).toContain(`role="status"${statusClass}>${forms.contact.success}</p>`);
      expect((await kinds()).acks).toBe(clients.length * acksPerClientPerHour + 1);
    });
  });
}

describe("the cap's counter", () => {
  it("counts an address's IPv6 /56 as one client, and what is given back is free again", async () => {
    const cap = ackCap({ limit: 2 });
    expect(await cap.take("2001:db8:1:100::1")).toBe(true);
    expect(await cap.take("2001:db8:1:1ff::2")).toBe(true);
    expect(await cap.take("2001:db8:1:100::3")).toBe(false);
    await cap.giveBack("2001:db8:1:100::3");
    expect(await cap.take("2001:db8:2::1")).toBe(true);
    await cap.giveBack("2001:db8:1:100::1");
    expect(await cap.take("2001:db8:1:100::1")).toBe(true);
  });
});
