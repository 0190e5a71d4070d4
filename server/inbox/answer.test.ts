import { execFile } from "node:child_process";
import { describe, expect, it } from "vitest";
import { answerMailId } from "#domain/inbox/model.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { member, useInbox } from "../../tests/support/inbox.ts";
import { locales } from "#i18n/words.ts";

/** The composer (docs/decisions/096): the strategy drafted, previewed, sent once through the outbox. */

/** The text of a PDF, extracted by poppler's pdftotext (as a reader's tools would). */
async function pdfText(pdf: Buffer): Promise<string> {
  const child = execFile("pdftotext", ["-layout", "-", "-"], { encoding: "buffer" });
  const out: Buffer[] = [];
  child.stdout!.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`pdftotext exited ${code}`))));
  });
  child.stdin!.end(pdf);
  await done;
  return Buffer.concat(out).toString("utf8").replace(/\s+/g, " ");
}

const unescapeHtml = (html: string) =>
  html
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");

/** The composer's textarea, as the page holds it. */
function textareaOf(body: string): string {
  const match = /<textarea[^>]*name="text"[^>]*>([\s\S]*?)<\/textarea>/.exec(body);
  if (!match) throw new Error("no composer textarea on the page");
  return unescapeHtml(match[1]!).replace(/^\n/, "");
}

const es = locales.es.inbox.compose;

for (const backend of testBackends) {
  describe(`the composer against ${backend.name}`, () => {
    const { t, start, signIn, seedLead } = useInbox(backend);
    const page = (id: string) => `/admin/leads/${id}/answer`;

    async function answerEvents(id: string) {
      return t.storage.db.selectFrom("leadEvents").selectAll().where("refId", "=", id).execute();
    }
    async function answerMails() {
      return (await t.storage.listMails()).filter((m) => m.kind === "strategy" || m.kind === "reply");
    }

    it("drafts the strategy in the lead's language, previews the e-mail, sends it once with its PDF and Reply-To the partner, and stops the clock", async () => {
      await start(`Ana Pérez <${member}>, bruno@pontas.test`);
      const id = await seedLead({ language: "en", company: "Ruiz Foods" });
      const client = await signIn();

      const before = await client.request(`/admin/leads/${id}`);
      expect(before.body).toMatch(/Estrategia en \d+ h/);
      const composer = await client.request(page(id));
      expect(composer.res.status).toBe(200);
      const draft = textareaOf(composer.body);
      const en = locales.en;
      expect(draft).toContain(en.quiz.stages.scaling.name);
      for (const service of ["growthTransformation", "digitalTransformation"] as const)
        expect(draft).toContain(en.serviceNames[service]);
      expect(draft).not.toMatch(/undefined|\{\{/);

      const edited = `${draft}\n\nNext Monday we start in León with the operations team.`;
      const preview = await client.post(page(id), { intent: "preview", text: edited }, page(id));
      expect(preview.res.status).toBe(200);
      const srcdoc = /<iframe[^>]*srcDoc="([^"]*)"/i.exec(preview.body)?.[1] ?? "";
      expect(unescapeHtml(srcdoc)).toContain("Next Monday we start in León with the operations team.");
      expect(preview.body).toContain(member);
      expect(preview.body).toContain("Ana Pérez");

      const sent = await client.post(page(id), { intent: "send", text: edited }, page(id));
      expect(sent.res.status).toBe(303);
      expect(sent.res.headers.get("location")).toBe(`/admin/leads/${id}?answered=1`);
      // A second tab (or a double click) with the same text: nothing more is stored.
      const again = await client.post(page(id), { intent: "send", text: edited }, `/admin/leads/${id}`);
      expect(again.res.headers.get("location")).toBe(`/admin/leads/${id}?already=1`);

      const mails = await answerMails();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ id: answerMailId(id), kind: "strategy", replyTo: member });
      const lead = await t.storage.db
        .selectFrom("leads")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(lead.status).toBe("strategy_sent");
      const events = await answerEvents(id);
      expect(events.map((e) => e.type).sort()).toEqual(["sent", "status"]);
      expect(JSON.parse(events.find((e) => e.type === "sent")!.detail)).toMatchObject({
        kind: "strategy",
        text: edited,
      });

      expect(await t.app.worker.runOnce()).toBeGreaterThanOrEqual(1);
      const received = t.smtp.received.filter((m) => m.rcptTo.includes("carla@example.com"));
      expect(received).toHaveLength(1);
      const mail = received[0]!.parsed;
      expect(mail.replyTo?.value[0]?.address).toBe(member);
      // Reply-To names the partner, as the preview showed it (decision 095): the header as sent.
      expect(mail.replyTo?.value[0]?.name).toBe("Ana Pérez");
      expect(mail.headerLines.find((h) => h.key === "reply-to")?.line).toMatch(
        new RegExp(`^Reply-To: .+ <${member.replace(/[.]/g, "\\.")}>$`),
      );
      expect(mail.text).toContain("Next Monday we start in León with the operations team.");
      expect(mail.text).toContain("Ana Pérez");
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]!.contentType).toBe("application/pdf");
      expect(await pdfText(mail.attachments[0]!.content)).toContain(
        "Next Monday we start in León with the operations team.",
      );

      // The lead's page: the clock is gone, the history holds the text, the composer shows what was sent.
      const leadPage = await client.request(`/admin/leads/${id}`);
      expect(leadPage.body).toContain("Next Monday we start in León with the operations team.");
      // The clock ("Estrategia en 23 h 59 min") is gone; only its words remain, in the page's data.
      expect(leadPage.body).not.toMatch(/Estrategia en \d+ h/);
      const after = await client.request(page(id));
      expect(after.body).not.toMatch(/<textarea/);
      expect(after.body).toContain(es.sentHeading);
    });

    it("says before sending which characters the PDF cannot draw: a Hebrew name, Chinese; not Greek or Cyrillic", async () => {
      const warning = (characters: string) => es.undrawable.replace("{{characters}}", characters);
      const hebrew = await seedLead({ name: "דוד כהן", company: "Acme" });
      const client = await signIn();
      const composer = await client.request(page(hebrew));
      expect(unescapeHtml(composer.body)).toContain(warning("ד ו"));
      const preview = await client.post(
        page(hebrew),
        { intent: "preview", text: "# Plan\n\nHola 中文 y Łukasz" },
        page(hebrew),
      );
      expect(unescapeHtml(preview.body)).toContain(warning("中 文"));
      const greek = await seedLead({ name: "Γιώργος Παπαδόπουλος", company: "Дмитрий и партнёры" });
      const fine = await client.request(page(greek));
      // (The words of the warning travel with the page's copy; the warning itself is not shown.)
      expect(fine.body).not.toContain("data-undrawable");
    });

    it("refuses an empty, a too long and a control-character text with a translated message, and stores nothing", async () => {
      const id = await seedLead();
      const client = await signIn();
      for (const [text, message] of [
        ["  \n ", es.errors.empty],
        ["a".repeat(20_001), es.errors.tooLong.replace("{{count}}", "20001")],
        ["Hola\u0007", es.errors.control],
        ["Hola\u202Eevil", es.errors.control],
      ] as const) {
        for (const intent of ["send", "preview"]) {
          const { res, body } = await client.post(page(id), { intent, text }, page(id));
          expect(res.status).toBe(400);
          expect(unescapeHtml(body)).toContain(message);
          // What was typed is still there.
          if (text.length < 100) expect(textareaOf(body)).toBe(text.replace(/^\n/, ""));
        }
      }
      expect(await answerMails()).toEqual([]);
      expect(await answerEvents(id)).toEqual([]);
    });

    it("a lead erased while the composer was open: nothing is sent, and the partner is told", async () => {
      const id = await seedLead();
      const client = await signIn();
      const token = await client.token(page(id));
      await t.storage.deleteByEmail("carla@example.com");
      const { res, body } = await client.request(page(id), {
        form: { intent: "send", text: "Hola Carla", _csrf: token },
      });
      expect(res.status).toBe(410);
      expect(unescapeHtml(body)).toContain(es.errors.gone);
      expect(await answerMails()).toEqual([]);
      expect(await answerEvents(id)).toEqual([]);
    });

    it("a contact message gets a reply without a template or PDF, and becomes contacted", async () => {
      const id = crypto.randomUUID();
      await t.storage.saveMessage(
        {
          id,
          idempotencyKey: null,
          createdAt: Date.now(),
          name: "Diego Soto",
          email: "diego@example.com",
          company: "",
          message: "¿Trabajan con empresas de Monterrey?",
          language: "es",
          pagePath: "/es/contacto",
          userAgent: "test",
        },
        [],
      );
      const client = await signIn();
      const composer = await client.request(page(id));
      expect(composer.res.status).toBe(200);
      expect(textareaOf(composer.body)).toBe("");
      expect(composer.body).not.toMatch(/name="intent" value="pdf"/);
      const text = "Hola Diego:\n\nSí, trabajamos en Monterrey. ¿Te llamo mañana?";
      const { res } = await client.post(page(id), { intent: "send", text }, page(id));
      expect(res.headers.get("location")).toBe(`/admin/leads/${id}?answered=1`);
      await t.app.worker.runOnce();
      const mail = t.smtp.received.find((m) => m.rcptTo.includes("diego@example.com"))!.parsed;
      expect(mail.text).toContain("Sí, trabajamos en Monterrey.");
      expect(mail.attachments).toEqual([]);
      expect(mail.replyTo?.value[0]?.address).toBe(member);
      const row = await t.storage.db
        .selectFrom("messages")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("contacted");
    });

    it("SMTP down at send time: the strategy stays queued with its error shown, and goes out on the retry", async () => {
      const id = await seedLead();
      const client = await signIn();
      await t.smtp.stop();
      const { res } = await client.post(
        page(id),
        { intent: "send", text: "# Estrategia\n\nHola Carla" },
        page(id),
      );
      expect(res.status).toBe(303);
      await t.app.worker.runOnce();
      const [queued] = await answerMails();
      expect(queued).toMatchObject({ status: "pending", attempts: 1 });
      expect(queued!.lastError).toBeTruthy();
      await t.smtp.start();
      await t.app.worker.runOnce(Date.now() + 2 * 60_000);
      expect((await answerMails())[0]).toMatchObject({ status: "sent" });
      expect(t.smtp.received.filter((m) => m.rcptTo.includes("carla@example.com"))).toHaveLength(1);
    });

    it("a lead named as markup and a draft holding HTML stay text in the inbox, the e-mail and the PDF", async () => {
      const evil = "<img src=x onerror=alert(1)>";
      const id = await seedLead({ name: evil, company: "<script>alert(1)</script>" });
      const client = await signIn();
      const composer = await client.request(page(id));
      expect(composer.body).not.toContain(evil);
      expect(composer.body).not.toContain("<script>alert(1)");
      const text = `# Plan\n\n${evil} <b>negrita</b> <script>alert(2)</script>`;
      const preview = await client.post(page(id), { intent: "preview", text }, page(id));
      expect(preview.body).not.toContain(evil);
      // Inside the preview's e-mail, the markup is text too.
      const srcdoc = unescapeHtml(/<iframe[^>]*srcDoc="([^"]*)"/i.exec(preview.body)?.[1] ?? "");
      expect(srcdoc).not.toMatch(/<img|<script|<b>/i);
      await client.post(page(id), { intent: "send", text }, page(id));
      const leadPage = await client.request(`/admin/leads/${id}`);
      expect(leadPage.body).not.toContain(evil);
      await t.app.worker.runOnce();
      const mail = t.smtp.received.find((m) => m.rcptTo.includes("carla@example.com"))!.parsed;
      expect(String(mail.html)).not.toMatch(/<img|<script|<b>/i);
      expect(mail.text).toContain(evil);
      expect(await pdfText(mail.attachments[0]!.content)).toContain(evil);
    });

    it("the PDF of the text, as it would be attached", async () => {
      const id = await seedLead();
      const client = await signIn();
      const token = await client.token(page(id));
      const res = await fetch(`${t.app.base}${page(id)}/pdf`, {
        method: "POST",
        headers: {
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
          origin: t.app.base,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          text: "# Estrategia\n\nMañana revisamos la operación en León.",
          _csrf: token,
        }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(await pdfText(Buffer.from(await res.arrayBuffer()))).toContain(
        "Mañana revisamos la operación en León.",
      );
      expect(await answerMails()).toEqual([]);
    });
  });
}
