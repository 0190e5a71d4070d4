import fc from "fast-check";
import { deadlineSentence } from "../../domain/quiz/deadline-sentence.ts";
import { email as emailEs } from "#i18n/locales/es/email.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Storage } from "../db/storage.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { renderMail } from "../email/templates.ts";
import { SmtpSink } from "../../tests/support/smtp.ts";
import { startTestServer, teamAddress } from "../../tests/support/app.ts";
import { leadPath } from "./lead-endpoint.ts";
import { validPayload } from "../../tests/support/payload.ts";

for (const backend of testBackends) {
  describe(`lead endpoint against ${backend.name} and a real SMTP server`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    let smtp: SmtpSink;
    let app: Awaited<ReturnType<typeof startTestServer>>;

    async function start(env?: Record<string, string>) {
      await app?.close();
      app = await startTestServer({ storage, smtpUrl: smtp.url, env });
    }

    function post(body: unknown, headers: Record<string, string> = {}) {
      return fetch(`${app.base}${leadPath}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    }

    async function expectNothingStored() {
      expect(await storage.listLeads()).toEqual([]);
      expect(await storage.listMails()).toEqual([]);
    }

    beforeEach(async () => {
      ({ storage, dispose } = await backend.open());
      smtp = await new SmtpSink().start(0);
      app = undefined as never;
      await start();
    });

    afterEach(async () => {
      await app.close();
      await smtp.stop();
      await dispose();
    });

    it("stores the lead with the server's score and stage, and both e-mails arrive", async () => {
      const response = await post(validPayload(), { "Idempotency-Key": crypto.randomUUID() });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { ok: boolean; id: string };
      // The services the confirmation shows: the server's recommendation, the form's answers included.
      expect(body).toEqual({
        ok: true,
        id: expect.any(String),
        receivedAt: expect.any(Number),
        services: ["growthTransformation", "digitalTransformation", "aiIntegration"],
      });

      const [lead] = await storage.listLeads();
      expect(lead).toMatchObject({
        id: body.id,
        name: "Ana Pérez",
        email: "ana@example.com",
        company: "Acme SA",
        language: "en",
        score: 12,
        stage: "scaling",
        requestCall: true,
        quizSource: "fab",
        pagePath: "/en/services",
        referrer: "https://google.com/",
        userAgent: expect.any(String),
      });
      expect(JSON.parse(lead!.utm)).toEqual({ source: "newsletter", campaign: "spring" });
      expect(JSON.parse(lead!.payload).quizData.revenue).toBe("5m-20m");
      // The server's recommendation (docs/decisions/097), stored beside what the client claimed.
      expect(JSON.parse(lead!.payload).recommendation).toEqual({
        origin: "general",
        services: [
          { service: "growthTransformation", reason: "challenge.scale" },
          { service: "digitalTransformation", reason: "stage.digitalTransformation" },
          { service: "aiIntegration", reason: "stage.aiIntegration" },
        ],
      });

      expect(await app.worker.runOnce()).toBe(2);
      expect(smtp.received).toHaveLength(2);
      const team = smtp.received.find((m) => m.rcptTo.includes(teamAddress))!;
      expect(team.rcptTo).toEqual([teamAddress]);
      expect(team.parsed.replyTo?.value[0]?.address).toBe("ana@example.com");
      expect(team.parsed.subject).toBe("[LLAMADA] Nuevo lead del quiz: Escalamiento, 12 puntos");
      for (const expected of [
        "Llamada solicitada: SÍ",
        "Etapa: Escalamiento (scaling)",
        "Puntos: 12",
        "¿Cuánto factura tu empresa al año?: De $100 a menos de $400 millones de pesos (USD 5 a menos de 20 millones) (5m-20m)",
        "¿Dónde vendes hoy?: En todo México (national)",
        "Servicios recomendados: Transformación del Crecimiento, Transformación Digital, Integración de IA",
        "Origen del quiz: Botón flotante",
        "UTM: source=newsletter, campaign=spring",
      ]) {
        expect(team.parsed.text).toContain(expected);
      }
      expect(team.parsed.html).toContain("Escalamiento");

      const ack = smtp.received.find((m) => m.rcptTo.includes("ana@example.com"))!;
      expect(ack.rcptTo).toEqual(["ana@example.com"]);
      expect(ack.parsed.subject).toBe("Pontàs: we received your answers");
      // The first name only (decision 095), never the rest of what was typed.
      expect(ack.parsed.text).toContain("Dear Ana,");
      expect(ack.parsed.text).not.toContain("Pérez");
      expect(ack.parsed.text).toContain("Your stage: Scaling.");
      expect(ack.parsed.text).toMatch(/by \w+day, \w+ \d+ at \d+:\d\d [AP]M, Mexico City time\./);
      expect(ack.parsed.text).toContain(`Book your 30-minute call here: ${app.site.siteUrl}/en/book-a-call`);
      expect(ack.parsed.html).toContain(`href="${app.site.siteUrl}/en/book-a-call`);

      expect((await storage.listMails()).map((m) => m.status)).toEqual(["sent", "sent"]);
      expect(await app.worker.runOnce()).toBe(0);
    });

    it("stores the lead form's profile answers; an unknown one is refused with its field's message key, nothing stored", async () => {
      const answered = validPayload({ segment: "family-business", industry: "manufacturing" });
      expect((await post(answered)).status).toBe(200);
      const [lead] = await storage.listLeads();
      expect(JSON.parse(lead!.payload)).toMatchObject({
        segment: "family-business",
        industry: "manufacturing",
      });

      for (const [field, value, key] of [
        ["segment", "conglomerate", "errors.segmentInvalid"],
        ["industry", "mining", "errors.industryInvalid"],
        ["segment", 3, "errors.segmentInvalid"],
      ] as const) {
        const response = await post({
          ...validPayload(),
          email: `other-${field}@example.com`,
          [field]: value,
        });
        expect(response.status).toBe(400);
        expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toEqual({
          [field]: [key],
        });
      }
      expect(await storage.listLeads()).toHaveLength(1);
      // Unanswered: absent, or empty as a form sends it.
      expect(
        (await post({ ...validPayload(), email: "blank@example.com", segment: "", industry: "" })).status,
      ).toBe(200);
    });

    it("a quiz opened on the Soft Landing page: the stored services and both e-mails name Soft Landing", async () => {
      const payload = validPayload();
      payload.attribution = { ...payload.attribution!, quizPage: "/en/services/soft-landing" };
      expect((await post(payload)).status).toBe(200);
      const [lead] = await storage.listLeads();
      expect(
        JSON.parse(lead!.payload).recommendation.services.map((s: { service: string }) => s.service),
      ).toEqual(["growthTransformation", "softLanding", "digitalTransformation"]);
      expect(await app.worker.runOnce()).toBe(2);
      const team = smtp.received.find((m) => m.rcptTo.includes(teamAddress))!;
      expect(team.parsed.text).toContain(
        "Servicios recomendados: Transformación del Crecimiento, Aterrizaje en México, Transformación Digital",
      );
      const ack = smtp.received.find((m) => m.rcptTo.includes("ana@example.com"))!;
      expect(ack.parsed.text).toContain(
        "Services we recommend: Growth Transformation, Soft Landing in Mexico, Digital Transformation.",
      );
    });

    it("a stated foreign company from the home page: Soft Landing in the answer, the stored lead, the webhook-ready payload and both e-mails", async () => {
      const payload = validPayload({
        segment: "foreign-company",
        mexicoStance: "not-yet",
        goal: "  Open our first plant in Querétaro ",
      });
      payload.attribution = { ...payload.attribution!, quizSource: "home_cta", quizPage: "/en" };
      const response = await post(payload);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { services: string[] };
      expect(body.services[0]).toBe("softLanding");
      const [lead] = await storage.listLeads();
      const stored = JSON.parse(lead!.payload);
      expect(stored).toMatchObject({ goal: "Open our first plant in Querétaro", mexicoStance: "not-yet" });
      expect(stored.recommendation.services.map((s: { service: string }) => s.service)).toEqual(
        body.services,
      );
      expect(stored.recommendation.services[0]).toEqual({ service: "softLanding", reason: "foreignCompany" });
      expect(await app.worker.runOnce()).toBe(2);
      const team = smtp.received.find((m) => m.rcptTo.includes(teamAddress))!;
      expect(team.parsed.text).toContain("Servicios recomendados: Aterrizaje en México");
      expect(team.parsed.text).toContain("Objetivo a 12 meses: Open our first plant in Querétaro");
      const ack = smtp.received.find((m) => m.rcptTo.includes("ana@example.com"))!;
      expect(ack.parsed.text).toContain("Services we recommend: Soft Landing in Mexico");
      // A goal over 500 characters is refused with its message key; nothing more is stored.
      const long = await post({ ...validPayload({ goal: "x".repeat(501) }), email: "long@example.com" });
      expect(long.status).toBe(400);
      expect(((await long.json()) as { errors: Record<string, string[]> }).errors).toEqual({
        goal: ["errors.goalMax"],
      });
      expect(await storage.listLeads()).toHaveLength(1);
    });

    it("renders no e-mail on the request path: the worker renders each, as the templates do, and sends it", async () => {
      const saveLead = vi.spyOn(storage, "saveLead");
      expect((await post(validPayload())).status).toBe(200);
      const [, given] = saveLead.mock.calls[0]!;
      expect(given.map((m) => [m.kind, m.text, m.html, typeof m.data])).toEqual([
        ["lead-team", undefined, undefined, "string"],
        ["lead-ack", undefined, undefined, "string"],
      ]);
      const stored = await storage.listMails();
      expect(stored.map((m) => [m.text, m.html])).toEqual([
        [null, null],
        [null, null],
      ]);
      // The inbox's list shows each subject before anything was sent.
      expect(stored.map((m) => m.subject)).toEqual([
        "[LLAMADA] Nuevo lead del quiz: Escalamiento, 12 puntos",
        "Pontàs: we received your answers",
      ]);

      expect(await app.worker.runOnce()).toBe(2);
      const ctx = { site: app.site, leadsTo: [teamAddress] };
      for (const row of stored) {
        const expected = await renderMail(ctx, row);
        const received = smtp.received.find((m) => m.parsed.subject === row.subject)!;
        expect(received.parsed.html).toBe(expected.html);
        expect(received.parsed.text).toBe(expected.text);
      }
      expect(smtp.received.find((m) => m.rcptTo.includes(teamAddress))!.parsed.text).toContain(
        "Nombre: Ana Pérez",
      );
    });

    it("acknowledges in Spanish by default, without the scheduling link when no call was asked for", async () => {
      const payload = validPayload({ requestCall: false });
      delete payload.attribution;
      expect((await post(payload)).status).toBe(200);
      await app.worker.runOnce();
      const ack = smtp.received.find((m) => m.rcptTo.includes("ana@example.com"))!;
      expect(ack.parsed.subject).toBe("Pontàs: recibimos sus respuestas");
      // The promise with its deadline, from the lead's stored arrival time.
      const [lead] = await storage.listLeads();
      expect(ack.parsed.text).toContain(deadlineSentence(emailEs.leadAck, lead!.createdAt, "es"));
      expect(ack.parsed.text).toMatch(
        /^Le enviaremos su estrategia personalizada antes del \S+ \d+ de \S+ a las? \d+:\d\d [ap]\.m\., hora de Ciudad de México\.$/m,
      );
      expect(ack.parsed.text).not.toContain("/es/agendar");
      const team = smtp.received.find((m) => m.rcptTo.includes(teamAddress))!;
      expect(team.parsed.subject).toBe("Nuevo lead del quiz: Escalamiento, 12 puntos");
      expect(team.parsed.text).toContain("Llamada solicitada: No");
    });

    it("SMTP down: the lead is stored and answered 200; the e-mails go out once SMTP is back", async () => {
      await smtp.stop();
      const response = await post(validPayload());
      expect(response.status).toBe(200);
      expect(await storage.listLeads()).toHaveLength(1);

      expect(await app.worker.runOnce()).toBe(2);
      let mails = await storage.listMails();
      expect(mails.map((m) => [m.status, m.attempts])).toEqual([
        ["pending", 1],
        ["pending", 1],
      ]);
      expect(mails[0]!.lastError).toBeTruthy();
      // Not due yet (exponential backoff): nothing is attempted.
      expect(await app.worker.runOnce()).toBe(0);

      await smtp.start();
      expect(await app.worker.runOnce(Date.now() + 3_600_000)).toBe(2);
      expect(smtp.received).toHaveLength(2);
      mails = await storage.listMails();
      expect(mails.map((m) => [m.status, m.attempts])).toEqual([
        ["sent", 2],
        ["sent", 2],
      ]);
    });

    it("an e-mail that keeps failing is marked failed after N tries, logged as an error, and stays visible", async () => {
      const errors: { message: string; detail: unknown }[] = [];
      await app.close();
      app = await startTestServer({
        storage,
        smtpUrl: smtp.url,
        logger: {
          info() {},
          error: (message, error, fields) => void errors.push({ message, detail: fields ?? error }),
        },
      });
      await smtp.stop();
      expect((await post(validPayload())).status).toBe(200);
      let now = Date.now();
      for (let i = 0; i < 5; i++) {
        await app.worker.runOnce(now);
        now += 24 * 3_600_000;
      }
      const mails = await storage.listMails();
      expect(mails.map((m) => [m.status, m.attempts])).toEqual([
        ["failed", 3],
        ["failed", 3],
      ]);
      expect(errors.map((e) => e.message)).toEqual(["mail failed", "mail failed"]);
      expect(errors[0]!.detail).toMatchObject({ attempts: 3, reason: expect.stringMatching(/ECONNREFUSED/) });
      await smtp.start();
      expect(await app.worker.runOnce(now)).toBe(0);
    });

    it("the acknowledgement carries nothing the visitor typed, and goes once an hour per address", async () => {
      // Line breaks in a name are refused (docs/decisions/093); a URL and a phone number pass.
      const spam = "WIN $1000 -> http://evil.example/claim Call +1-900-555";
      expect(
        (await post(validPayload({ nombre: spam.slice(0, 60), empresa: "http://evil.example" }))).status,
      ).toBe(200);
      expect((await post(validPayload({ email: "ANA@example.com" }))).status).toBe(200);
      await app.worker.runOnce();
      const acks = smtp.received.filter((m) => m.rcptTo.some((r) => r.toLowerCase() === "ana@example.com"));
      expect(acks).toHaveLength(1);
      expect(`${acks[0]!.parsed.text}${String(acks[0]!.parsed.html)}`).not.toMatch(/evil|WIN|900|Acme/);
      // Both leads are stored and the team hears of both.
      expect(await storage.listLeads()).toHaveLength(2);
      expect(smtp.received.filter((m) => m.rcptTo.includes(teamAddress))).toHaveLength(2);
    });

    it("/readyz: 200 with the outbox backlog, 503 when storage does not answer within 1 s", async () => {
      expect((await post(validPayload())).status).toBe(200);
      const ready = await fetch(`${app.base}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({
        ok: true,
        storage: backend.name,
        outbox: { pending: 2, oldestPendingSeconds: expect.any(Number), failed: 0 },
      });
      // /healthz is liveness only.
      expect(await (await fetch(`${app.base}/healthz`)).json()).toEqual({ ok: true });

      await app.close();
      const stuck = new Proxy(storage, {
        get: (target, key) =>
          key === "outboxHealth" ? () => new Promise(() => {}) : Reflect.get(target, key, target),
      });
      const errors: string[] = [];
      app = await startTestServer({
        storage: stuck,
        smtpUrl: smtp.url,
        logger: { info() {}, error: (message) => void errors.push(message) },
      });
      const notReady = await fetch(`${app.base}/readyz`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({
        ok: false,
        storage: backend.name,
        error: "storage_unavailable",
      });
      expect(errors).toEqual(["readiness check failed"]);
    });

    describe("rejections store nothing", () => {
      it("415 for a body that is not JSON", async () => {
        const text = await fetch(`${app.base}${leadPath}`, {
          method: "POST",
          headers: { "content-type": "text/plain" },
          body: JSON.stringify(validPayload()),
        });
        expect(text.status).toBe(415);
        const form = await fetch(`${app.base}${leadPath}`, {
          method: "POST",
          body: new URLSearchParams({ nombre: "Ana Pérez" }),
        });
        expect(form.status).toBe(415);
        const none = await fetch(`${app.base}${leadPath}`, { method: "POST", body: "{}" });
        expect(none.status).toBe(415);
        // JSON declared in another charset than UTF-8: not JSON we read (it was a 400 invalid_json).
        for (const charset of ["utf-16", "UTF-16LE", "latin1"]) {
          const declared = await fetch(`${app.base}${leadPath}`, {
            method: "POST",
            headers: { "content-type": `application/json; charset=${charset}` },
            body: JSON.stringify(validPayload()),
          });
          expect(declared.status, charset).toBe(415);
          expect(await declared.json()).toEqual({ ok: false, error: "unsupported_media_type" });
        }
        await expectNothingStored();
        // UTF-8, named as such, is read.
        const utf8 = await fetch(`${app.base}${leadPath}`, {
          method: "POST",
          headers: { "content-type": "application/json; charset=UTF-8" },
          body: JSON.stringify(validPayload({ email: "charset@example.com" })),
        });
        expect(utf8.status).toBe(200);
      });

      it("413 over 16 KiB", async () => {
        const response = await post(validPayload({ mensaje: "x".repeat(17 * 1024) }));
        expect(response.status).toBe(413);
        expect(await response.json()).toEqual({ ok: false, error: "payload_too_large" });
        await expectNothingStored();
      });

      it("400 for malformed JSON", async () => {
        const response = await post('{"nombre": "Ana",');
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ ok: false, error: "invalid_json" });
        await expectNothingStored();
      });

      it("400 with the failing fields and their message keys", async () => {
        const payload = validPayload({ nombre: " A ", email: "not-an-email", empresa: "x".repeat(101) });
        (payload.quizData as { revenue: string }).revenue = "a-lot";
        const response = await post(payload);
        expect(response.status).toBe(400);
        const body = (await response.json()) as { ok: boolean; errors: Record<string, string[]> };
        expect(body.ok).toBe(false);
        expect(body.errors).toMatchObject({
          nombre: ["errors.nameMin"],
          email: ["errors.emailInvalid"],
          empresa: ["errors.companyMax"],
          "quizData.revenue": [expect.any(String)],
        });
        const long = await post(validPayload({ nombre: "n".repeat(101), email: `${"e".repeat(250)}@x.com` }));
        expect(((await long.json()) as { errors: unknown }).errors).toMatchObject({
          nombre: ["errors.nameMax"],
          email: ["errors.emailMax"],
        });
        await expectNothingStored();
      });

      it("400 for an unusable Idempotency-Key", async () => {
        const response = await post(validPayload(), { "Idempotency-Key": "x".repeat(201) });
        expect(response.status).toBe(400);
        await expectNothingStored();
      });

      it("403 for a foreign Origin; our own origins pass", async () => {
        for (const origin of ["https://evil.example", "null", "https://pontas.example.evil.com"]) {
          expect((await post(validPayload(), { origin })).status, origin).toBe(403);
        }
        await expectNothingStored();
        await start({ ALLOWED_ORIGINS: "https://www.pontas.example" });
        for (const origin of ["https://pontas.example", "https://www.pontas.example", app.base]) {
          expect((await post(validPayload(), { origin })).status, origin).toBe(200);
        }
      });

      it("429 over the rate limit", async () => {
        await start({ RATE_LIMIT_PER_MINUTE: "2" });
        const statuses = [];
        for (let i = 0; i < 4; i++) statuses.push((await post({})).status);
        expect(statuses).toEqual([400, 400, 429, 429]);
        await expectNothingStored();
      });

      it("a filled honeypot gets a 200 and stores nothing", async () => {
        const response = await post({ ...validPayload(), website: "https://spam.example" });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({
          ok: true,
          id: expect.any(String),
          receivedAt: expect.any(Number),
        });
        await expectNothingStored();
      });
    });

    it("a retry with the same Idempotency-Key and body returns the first answer and stores nothing new", async () => {
      const key = crypto.randomUUID();
      const first = await (await post(validPayload(), { "Idempotency-Key": key })).json();
      // The same body with its keys in another order is the same body.
      const reordered = Object.fromEntries(Object.entries(validPayload()).reverse());
      const again = await post(reordered, { "Idempotency-Key": key });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(first);
      // Both answers name the lead's own arrival: the confirmation's deadline does not move on a retry.
      expect((first as { receivedAt: number }).receivedAt).toBe((await storage.listLeads())[0]!.createdAt);
      expect(await storage.listLeads()).toHaveLength(1);
      expect(await storage.listMails()).toHaveLength(2);
    });

    it("the same Idempotency-Key with another body: 422, nothing stored", async () => {
      const key = crypto.randomUUID();
      expect((await post(validPayload(), { "Idempotency-Key": key })).status).toBe(200);
      const other = await post(validPayload({ nombre: "Someone Else", email: "else@example.com" }), {
        "Idempotency-Key": key,
      });
      expect(other.status).toBe(422);
      expect(await other.json()).toEqual({ ok: false, error: "idempotency_key_reused" });
      expect((await storage.listLeads()).map((l) => l.name)).toEqual(["Ana Pérez"]);
      expect(await storage.listMails()).toHaveLength(2);
    });

    it("10 concurrent submissions with one key: one lead, one set of e-mails", async () => {
      const key = crypto.randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => post(validPayload(), { "Idempotency-Key": key })),
      );
      const bodies = (await Promise.all(responses.map((r) => r.json()))) as { id: string }[];
      expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
      expect(await storage.listLeads()).toHaveLength(1);
      await app.worker.runOnce();
      expect(smtp.received).toHaveLength(2);
    });

    it("50 concurrent submissions are all stored exactly once", async () => {
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          post(validPayload({ email: `lead${i}@example.com` }), { "Idempotency-Key": `bulk-${i}` }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
      const ids = ((await Promise.all(responses.map((r) => r.json()))) as { id: string }[]).map((b) => b.id);
      const leads = await storage.listLeads();
      expect(leads).toHaveLength(50);
      expect(new Set(leads.map((l) => l.id))).toEqual(new Set(ids));
      expect(new Set(leads.map((l) => l.email)).size).toBe(50);
      expect(await storage.listMails()).toHaveLength(100);
      // A correctness test: 100 e-mails rendered on a loaded machine may take longer than the default 5 s.
    }, 30_000);

    it("HTML and CRLF injection in every field arrive inert", async () => {
      const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>"\r\nBcc: victim@evil.example\r\n';
      // One-line fields refuse line breaks (docs/decisions/093); the message keeps CRLF.
      const line = evil.replaceAll("\r\n", " ");
      const payload = validPayload({
        nombre: `Ana ${line}`.slice(0, 100),
        empresa: `<b>Acme</b> X-Injected: yes`,
        mensaje: evil,
        attribution: {
          language: "es",
          quizSource: "fab",
          pagePath: `/es/${line}`,
          referrer: line,
          utm: { source: line, medium: line, campaign: line, term: line, content: line },
        },
      });
      payload.quizData.calculatedStage = line;
      payload.quizData.recommendedServices = [line];
      expect((await post(payload)).status).toBe(200);
      for (const field of ["nombre", "empresa"] as const) {
        expect((await post({ ...payload, [field]: `Ana ${evil}`.slice(0, 100) })).status).toBe(400);
      }
      // An address with a line break is not an address.
      expect(
        (await post(validPayload({ email: "ana@example.com\r\nBcc: victim@evil.example" }))).status,
      ).toBe(400);

      await app.worker.runOnce();
      expect(smtp.received).toHaveLength(2);
      for (const mail of smtp.received) {
        expect(mail.rcptTo).not.toContain("victim@evil.example");
        expect(mail.parsed.headers.has("bcc")).toBe(false);
        expect(mail.parsed.headers.has("x-injected")).toBe(false);
        expect(mail.parsed.subject).not.toMatch(/script|Acme|Bcc/);
        const html = String(mail.parsed.html);
        expect(html).not.toMatch(/<script|<img|<b>/i);
        const headerBlock = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
        expect(headerBlock).not.toMatch(/victim|script|X-Injected/i);
      }
      const team = smtp.received.find((m) => m.rcptTo.includes(teamAddress))!;
      expect(String(team.parsed.html)).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(String(team.parsed.html)).toContain("&lt;b&gt;Acme&lt;/b&gt;");
    });

    it("500 malformed payloads (property-based): every one gets a 4xx and nothing is stored", async () => {
      const valid = validPayload();
      const notAName = fc.oneof(
        fc.constantFrom("", " ", "a", " b ", "\t"),
        fc.integer({ min: 101, max: 400 }).map((n) => "n".repeat(n)),
        fc.integer(),
        fc.constant(null),
      );
      const notAnEmail = fc.oneof(
        fc.string().filter((s) => !s.includes("@")),
        fc.constantFrom("a@", "@b.co", "a b@c.co", "a@b", "a@b.co\r\nBcc: x@y.z"),
        fc.integer({ min: 256, max: 400 }).map((n) => `${"e".repeat(n)}@x.co`),
      );
      const notAnAnswer = fc.oneof(
        fc.string().filter((s) => !["less-1m", "1m-5m", "5m-20m", "20m-50m", "more-50m"].includes(s)),
        fc.integer(),
        fc.constant(null),
      );
      const mutate = fc.oneof(
        notAName.map((nombre) => ({ ...valid, nombre })),
        notAnEmail.map((email) => ({ ...valid, email })),
        fc.integer({ min: 101, max: 300 }).map((n) => ({ ...valid, empresa: "e".repeat(n) })),
        notAnAnswer.map((revenue) => ({ ...valid, quizData: { ...valid.quizData, revenue } })),
        fc
          .oneof(fc.double(), fc.integer({ min: 21 }), fc.integer({ max: 3 }), fc.string())
          .filter((score) => !(Number.isInteger(score) && Number(score) >= 4 && Number(score) <= 20))
          .map((score) => ({ ...valid, quizData: { ...valid.quizData, score } })),
        fc
          .anything()
          .filter((v) => typeof v !== "boolean" && v !== undefined)
          .map((requestCall) => ({ ...valid, requestCall })),
        fc
          .constantFrom("nombre", "email", "mensaje", "quizData")
          .map((key) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))),
        fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(fc.anything())),
        fc.string().map((s) => `{${s}`), // not JSON at all
      );
      let count = 0;
      await fc.assert(
        fc.asyncProperty(mutate, async (body) => {
          count++;
          const response = await post(typeof body === "string" ? body : JSON.stringify(body));
          await response.arrayBuffer();
          return response.status >= 400 && response.status < 500;
        }),
        { numRuns: 500 },
      );
      expect(count).toBeGreaterThanOrEqual(500);
      await expectNothingStored();
    }, 60_000);
  });
}
