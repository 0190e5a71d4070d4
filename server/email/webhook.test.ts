import { parseSiteSettings } from "#domain/site/settings.ts";
import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailsOf } from "../db/read-model.ts";
import { teamInbox } from "../inbox/operations.ts";
import { contactService } from "../leads/submit.ts";
import type { Storage } from "../db/storage.ts";
import type { Logger } from "../log.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { leadPath } from "../leads/lead-endpoint.ts";
import { validPayload } from "../../tests/support/payload.ts";
import { readServerEnv, webhookSettings } from "../env.ts";
import { startTestServer, testLogger } from "../../tests/support/app.ts";
import { SmtpSink } from "../../tests/support/smtp.ts";

const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

interface Delivery {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** What the receiver answered. */
  readonly status: number;
}

/**
 * A CRM's endpoint on loopback: verifies each request with the package's
 * `Webhook.verify` and its own secret (401 when it does not verify), and
 * answers 500 to the first `failFirst` verified ones.
 */
async function receiver(secret: string, { failFirst = 0, silent = false } = {}) {
  const deliveries: Delivery[] = [];
  const verifier = new Webhook(secret);
  let verified = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (silent) return; // never answers
      const body = Buffer.concat(chunks).toString("utf8");
      let status: number;
      try {
        verifier.verify(body, req.headers as Record<string, string>);
        status = verified++ < failFirst ? 500 : 204;
      } catch {
        status = 401;
      }
      deliveries.push({ headers: req.headers, body, status });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    deliveries,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/crm`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

for (const backend of testBackends) {
  describe(`CRM webhook through the outbox on ${backend.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    let smtp: SmtpSink;
    const closers: (() => Promise<void>)[] = [];

    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
      smtp = await new SmtpSink().start(0);
    });
    afterEach(async () => {
      for (const close of closers.splice(0)) await close();
      await smtp.stop();
      await dispose();
    });

    async function app(env: Record<string, string>, logger?: Logger) {
      const started = await startTestServer({ storage, smtpUrl: smtp.url, env, logger });
      closers.push(started.close);
      return started;
    }

    async function postLead(base: string) {
      const response = await fetch(`${base}${leadPath}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validPayload({ industry: "logistics", goal: "Abrir  una planta\nen Saltillo" })),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { id: string }).id;
    }

    it("a receiver that fails twice gets the lead signed, once accepted after 3 attempts, with one webhook-id", async () => {
      const secret = newSecret();
      const crm = await receiver(secret, { failFirst: 2 });
      closers.push(crm.close);
      const { base, worker } = await app({ LEAD_WEBHOOK_URL: crm.url, LEAD_WEBHOOK_SECRET: secret });
      const leadId = await postLead(base);

      const job = (await storage.listMails()).find((m) => m.kind === "webhook")!;
      expect(job).toMatchObject({ refId: leadId, to: new URL(crm.url).host, subject: "lead.created" });

      // Retries 60 s, then 120 s after (tests/support/app.ts: OUTBOX_RETRY_BASE_MS 60 s, 3 attempts).
      const t = Date.now();
      expect(await worker.runOnce(t)).toBe(3); // two e-mails and the webhook's first attempt
      expect(await worker.runOnce(t + 10 * 60_000)).toBe(1);
      expect(await worker.runOnce(t + 20 * 60_000)).toBe(1);
      expect(await worker.runOnce(t + 90 * 60_000)).toBe(0);

      expect(crm.deliveries.map((d) => d.status)).toEqual([500, 500, 204]);
      expect(new Set(crm.deliveries.map((d) => d.headers["webhook-id"]))).toEqual(new Set([job.id]));
      expect(new Set(crm.deliveries.map((d) => d.body)).size).toBe(1);
      const [stored] = (await storage.listMails()).filter((m) => m.kind === "webhook");
      expect(stored).toMatchObject({ status: "sent", attempts: 3, lastError: null });

      const { headers, body } = crm.deliveries[2]!;
      expect(headers["content-type"]).toBe("application/json");
      expect(Number(headers["webhook-timestamp"])).toBeCloseTo(Date.now() / 1000, -2);
      const event = new Webhook(secret).verify(body, headers as Record<string, string>);
      expect(event).toEqual({
        type: "lead.created",
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        data: {
          id: leadId,
          createdAt: expect.any(String),
          name: "Ana Pérez",
          email: "ana@example.com",
          company: "Acme SA",
          language: "en",
          score: 12,
          stage: "scaling",
          recommendedServices: ["growthTransformation", "digitalTransformation", "aiIntegration"],
          answers: { revenue: "5m-20m", teamSize: "51-100", challenge: "scale", markets: "national" },
          // The profile questions: codes and the goal's text, null when unanswered (the segment here).
          segment: null,
          industry: "logistics",
          goal: "Abrir una planta en Saltillo",
          mexicoStance: null,
          requestCall: true,
          message: "Etapa calculada: Escalamiento",
          quizSource: "fab",
          pagePath: "/en/services",
          referrer: "https://google.com/",
          utm: { source: "newsletter", campaign: "spring" },
          inboxUrl: `https://pontas.example/admin/leads/${leadId}`,
        },
      });
      expect(body).not.toMatch(/user.?agent/i);
    });

    it("a receiver with another secret refuses it: the job fails with the status, visible on the lead, and retries", async () => {
      const crm = await receiver(newSecret());
      closers.push(crm.close);
      const errors: unknown[][] = [];
      const logger: Logger = { info() {}, error: (...line) => void errors.push(line) };
      const { base, worker } = await app(
        { LEAD_WEBHOOK_URL: crm.url, LEAD_WEBHOOK_SECRET: newSecret() },
        logger,
      );
      const leadId = await postLead(base);
      const t = Date.now();
      await worker.runOnce(t);
      await worker.runOnce(t + 10 * 60_000);
      await worker.runOnce(t + 20 * 60_000);
      expect(crm.deliveries.map((d) => d.status)).toEqual([401, 401, 401]);

      // The inbox's list of the lead's e-mails and jobs: state, attempts, last error.
      const rows = await mailsOf(storage.db, leadId);
      expect(rows.map((r) => [r.kind, r.status])).toEqual([
        ["lead-team", "sent"],
        ["lead-ack", "sent"],
        ["webhook", "failed"],
      ]);
      const failed = rows[2]!;
      expect(failed).toMatchObject({ attempts: 3, lastError: "the webhook receiver answered 401" });
      expect((await storage.outboxHealth(Date.now())).failed).toBe(1);
      expect(errors).toEqual([
        [
          "webhook failed",
          undefined,
          { kind: "webhook", id: failed.id, attempts: 3, reason: "the webhook receiver answered 401" },
        ],
      ]);

      // The lead's page (the inbox's read model) shows it beside the e-mails, with its reason.
      const detail = await teamInbox({
        storage,
        mailDir: "",
        team: [],
        mail: { site: parseSiteSettings({}), leadsTo: [] },
        logger: testLogger,
        onCommitted() {},
      }).detail(leadId);
      expect(detail!.mails.find((m) => m.kind === "webhook")).toMatchObject({
        id: failed.id,
        toAddr: new URL(crm.url).host,
        subject: "lead.created",
        status: "failed",
        lastError: "the webhook receiver answered 401",
      });

      // retry (the inbox's button and `leads retry --id`) queues it again.
      expect(await storage.requeueFailedMails({ id: failed.id, now: t + 30 * 60_000 })).toBe(1);
      expect(await worker.runOnce(t + 30 * 60_000)).toBe(1);
      expect(crm.deliveries).toHaveLength(4);
    });

    it("a receiver that never answers times out; an unreachable one names the cause", async () => {
      const secret = newSecret();
      const crm = await receiver(secret, { silent: true });
      closers.push(crm.close);
      const { base, worker } = await app({
        LEAD_WEBHOOK_URL: crm.url,
        LEAD_WEBHOOK_SECRET: secret,
        LEAD_WEBHOOK_TIMEOUT_MS: "300",
      });
      await postLead(base);
      await worker.runOnce();
      const [job] = (await storage.listMails()).filter((m) => m.kind === "webhook");
      expect(job).toMatchObject({ status: "pending", attempts: 1 });
      expect(job!.lastError).toBe("the webhook request failed: timed out");
      await crm.close();
      await worker.runOnce(Date.now() + 10 * 60_000);
      const [again] = (await storage.listMails()).filter((m) => m.kind === "webhook");
      expect(again!.lastError).toBe("the webhook request failed: ECONNREFUSED");
    });

    it("a contact message is posted as message.created; without the settings no job is stored", async () => {
      const secret = newSecret();
      const crm = await receiver(secret);
      closers.push(crm.close);
      const { site, worker } = await app({ LEAD_WEBHOOK_URL: crm.url, LEAD_WEBHOOK_SECRET: secret });
      const submission = {
        contact: { name: "Bo", email: "bo@example.com", company: "", message: "Hola,\nequipo." },
        language: "es" as const,
        idempotencyKey: "",
        pagePath: "/es/contacto",
        userAgent: "Mozilla/5.0",
      };
      const mail = { site, leadsTo: ["team@pontas.test"] };
      const { id } = (await contactService({ storage, mail, webhookUrl: crm.url, onCommitted() {} }).submit(
        submission,
      )) as { id: string };
      await worker.runOnce();
      expect(crm.deliveries.map((d) => d.status)).toEqual([204]);
      expect(JSON.parse(crm.deliveries[0]!.body)).toMatchObject({
        type: "message.created",
        data: {
          id,
          name: "Bo",
          email: "bo@example.com",
          message: "Hola,\nequipo.",
          pagePath: "/es/contacto",
        },
      });

      const withoutHook = contactService({ storage, mail, onCommitted() {} });
      const other = (await withoutHook.submit({
        ...submission,
        contact: { ...submission.contact, email: "cy@example.com" },
      })) as { id: string };
      expect((await storage.listMails()).filter((m) => m.refId === other.id).map((m) => m.kind)).toEqual([
        "contact-team",
        "contact-ack",
      ]);
    });
  });
}

describe("the webhook's settings", () => {
  const secret = newSecret();
  it("go together, with an http(s) URL and a whsec_ secret", () => {
    expect(webhookSettings(readServerEnv({}))).toBeNull();
    expect(
      webhookSettings(
        readServerEnv({ LEAD_WEBHOOK_URL: "https://h.example/x", LEAD_WEBHOOK_SECRET: secret }),
      ),
    ).toEqual({ url: "https://h.example/x", secret, timeoutMs: 10_000 });
    expect(() => readServerEnv({ LEAD_WEBHOOK_URL: "https://h.example/x" })).toThrow(/go together/);
    expect(() => readServerEnv({ LEAD_WEBHOOK_SECRET: secret })).toThrow(/go together/);
    expect(() =>
      readServerEnv({ LEAD_WEBHOOK_URL: "ftp://h.example/x", LEAD_WEBHOOK_SECRET: secret }),
    ).toThrow(/http\(s\) URL/);
    expect(() =>
      readServerEnv({ LEAD_WEBHOOK_URL: "https://h.example/x", LEAD_WEBHOOK_SECRET: "hunter2" }),
    ).toThrow(/whsec_/);
  });
});
