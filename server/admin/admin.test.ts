import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Storage } from "../db/storage.ts";
import { testBackends } from "../db/test-backends.ts";
import { SmtpSink } from "../email/test-smtp.ts";
import { startTestServer } from "../test-app.ts";

const member = "ana@pontas.test";
const secret = "test-secret-test-secret-test-secret-0123";

/** A browser of one: a cookie jar, no redirects followed, our Origin on posts. */
class Client {
  readonly cookies = new Map<string, string>();
  readonly base: string;
  constructor(base: string) {
    this.base = base;
  }

  async request(
    path: string,
    init: { method?: string; form?: Record<string, string>; origin?: string | null } = {},
  ) {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (init.form) headers["content-type"] = "application/x-www-form-urlencoded";
    if (init.form && init.origin !== null) headers.origin = init.origin ?? this.base;
    const res = await fetch(`${this.base}${path}`, {
      method: init.method ?? (init.form ? "POST" : "GET"),
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: "manual",
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { res, body: await res.text() };
  }

  /** The CSRF token of the page at `path`. */
  async token(path: string) {
    const { body } = await this.request(path);
    const match = /name="_csrf" value="([^"]+)"/.exec(body);
    if (!match?.[1]) throw new Error(`no CSRF token on ${path}`);
    return match[1];
  }

  async post(path: string, form: Record<string, string>, tokenFrom = path, origin?: string | null) {
    const _csrf = await this.token(tokenFrom);
    return this.request(path, { form: { ...form, _csrf }, origin });
  }
}

for (const backend of testBackends) {
  describe(`team inbox against ${backend.name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    let smtp: SmtpSink;
    let app: Awaited<ReturnType<typeof startTestServer>>;

    async function start(team = `${member}, Bruno@Pontas.test`) {
      await app?.close();
      app = await startTestServer({
        storage,
        smtpUrl: smtp.url,
        env: { TEAM_EMAILS: team, AUTH_SECRET: secret },
      });
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

    async function signInMails() {
      return (await storage.listMails()).filter((m) => m.kind === "team-signin");
    }

    /** Asks for a code and returns it as the e-mail carries it (link and code). */
    async function requestCode(client: Client, email = member) {
      const before = (await signInMails()).length;
      const { res, body } = await client.post("/admin/login", { email }, "/admin/login");
      expect(res.status).toBe(200);
      const mails = await signInMails();
      expect(mails).toHaveLength(before + 1);
      const text = mails.at(-1)!.text!;
      const link = /https?:\/\/\S+\/admin\/login\/code\?\S+/.exec(text)![0];
      const code = new URL(link).searchParams.get("code")!;
      expect(text).toContain(`: ${code}`);
      return { body, link, code };
    }

    async function signIn(client = new Client(app.base)) {
      const { code } = await requestCode(client);
      const { res } = await client.post("/admin/login/code", { email: member, code }, "/admin/login");
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/admin");
      return client;
    }

    async function seedLead(overrides: Partial<Parameters<Storage["saveLead"]>[0]> = {}) {
      const id = overrides.id ?? crypto.randomUUID();
      await storage.saveLead(
        {
          id,
          idempotencyKey: null,
          createdAt: Date.now(),
          name: "Carla Ruiz",
          email: "carla@example.com",
          company: "Ruiz SA",
          language: "es",
          score: 12,
          stage: "scaling",
          requestCall: true,
          quizSource: "fab",
          pagePath: "/es/servicios",
          referrer: "https://google.com/",
          utm: JSON.stringify({ source: "newsletter" }),
          userAgent: "test",
          payload: JSON.stringify({
            mensaje: "Hola",
            quizData: { revenue: "5m-20m", teamSize: "51-100", challenge: "scale", markets: "national" },
          }),
          ...overrides,
        },
        [{ kind: "lead-team", to: "team@pontas.test", replyTo: null, subject: "s", text: "t", html: "h" }],
      );
      return id;
    }

    it("signs a team member in with the e-mailed code; every /admin response is private and unindexed", async () => {
      const client = await signIn();
      const { res, body } = await client.request("/admin");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toContain("noindex");
      expect(body).toMatch(/<meta name="robots" content="noindex, nofollow" ?\/?>/);
      expect(body).not.toContain("<script");
      // The one stylesheet is allowed by its hash, and nothing else runs.
      const style = /<style>([\s\S]*?)<\/style>/.exec(body)![1]!;
      const hash = createHash("sha256").update(style, "utf8").digest("base64");
      expect(res.headers.get("content-security-policy")).toContain(`style-src 'sha256-${hash}'`);
      expect(res.headers.get("content-security-policy")).not.toContain("script-src");
      const session = [...client.cookies.keys()].find((k) => k.includes("session_token"));
      expect(session).toBeDefined();
      const login = await new Client(app.base).request("/admin/login");
      expect(login.res.headers.get("cache-control")).toBe("no-store");
    });

    it("the session cookie is HttpOnly, SameSite=Lax, scoped to /admin, and Secure behind HTTPS", async () => {
      const client = new Client(app.base);
      const { code } = await requestCode(client);
      const _csrf = await client.token("/admin/login");
      const res = await fetch(`${app.base}/admin/login/code`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: app.base,
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        },
        body: new URLSearchParams({ email: member, code, _csrf }).toString(),
      });
      const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\/admin/i);
      expect(cookie).toMatch(/Max-Age=2592000/i);
      expect(cookie).not.toMatch(/Secure/i);
    });

    it("an address off the list gets the same page and no e-mail", async () => {
      const client = new Client(app.base);
      const known = await requestCode(client);
      const unknown = await client.post("/admin/login", { email: "eve@example.com" }, "/admin/login");
      const strip = (html: string) => html.replace(/value="[^"]*"/g, "");
      expect(unknown.res.status).toBe(200);
      expect(strip(unknown.body)).toBe(strip(known.body));
      expect(await signInMails()).toHaveLength(1);
      expect((await storage.listMails()).some((m) => m.to.includes("eve@"))).toBe(false);
    });

    it("refuses a used, an altered and an expired code", async () => {
      const client = new Client(app.base);
      const { code } = await requestCode(client);
      const altered = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      const wrong = await client.post("/admin/login/code", { email: member, code: altered }, "/admin/login");
      expect(wrong.res.status).toBe(400);
      const ok = await client.post("/admin/login/code", { email: member, code }, "/admin/login");
      expect(ok.res.status).toBe(303);
      const reused = await new Client(app.base).post(
        "/admin/login/code",
        { email: member, code },
        "/admin/login",
      );
      expect(reused.res.status).toBe(400);
      expect(reused.res.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);

      const later = new Client(app.base);
      const fresh = await requestCode(later);
      // The clock moves past the 15 minutes: the stored code expires.
      const past = new Date(Date.now() - 1000);
      const stored = await storage.db
        .selectFrom("teamVerifications" as never)
        .select("expiresAt" as never)
        .executeTakeFirstOrThrow();
      // better-auth stores dates as ISO text on SQLite (no date type there), as timestamptz on PostgreSQL.
      expect(typeof (stored as { expiresAt: unknown }).expiresAt).toBe(
        storage.kind === "sqlite" ? "string" : "object",
      );
      await storage.db
        .updateTable("teamVerifications" as never)
        .set({ expiresAt: storage.kind === "sqlite" ? past.toISOString() : past } as never)
        .execute();
      const expired = await later.post(
        "/admin/login/code",
        { email: member, code: fresh.code },
        "/admin/login",
      );
      expect(expired.res.status).toBe(400);
      expect(expired.body).toContain("venció");
    });

    it("without a session every page redirects to sign-in and every action answers 401 and changes nothing", async () => {
      const id = await seedLead();
      const anonymous = new Client(app.base);
      for (const path of ["/admin", `/admin/leads/${id}`, "/admin/?q=x"]) {
        const { res } = await anonymous.request(path);
        expect(res.status).toBe(303);
        expect(res.headers.get("location")).toBe("/admin/login");
      }
      const _csrf = await anonymous.token("/admin/login");
      for (const [path, form] of [
        [`/admin/leads/${id}/workflow`, { status: "won", owner: "", lostReason: "" }],
        [`/admin/leads/${id}/notes`, { note: "x" }],
        [`/admin/leads/${id}/mails/x/retry`, {}],
      ] as const) {
        const { res } = await anonymous.request(path, { form: { ...form, _csrf } });
        expect(res.status).toBe(401);
      }
      const lead = await storage.db
        .selectFrom("leads")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(lead.status).toBe("new");
      expect(await storage.db.selectFrom("leadEvents").selectAll().execute()).toEqual([]);
    });

    it("refuses a cross-origin post, and a post without the CSRF token", async () => {
      const id = await seedLead();
      const client = await signIn();
      const cross = await client.post(
        `/admin/leads/${id}/notes`,
        { note: "x" },
        `/admin/leads/${id}`,
        "https://evil.example",
      );
      expect(cross.res.status).toBe(403);
      const noOrigin = await client.post(
        `/admin/leads/${id}/notes`,
        { note: "x" },
        `/admin/leads/${id}`,
        null,
      );
      expect(noOrigin.res.status).toBe(403);
      const noToken = await client.request(`/admin/leads/${id}/notes`, { form: { note: "x" } });
      expect(noToken.res.status).toBe(403);
      const badToken = await client.request(`/admin/leads/${id}/notes`, {
        form: { note: "x", _csrf: "forged" },
      });
      expect(badToken.res.status).toBe(403);
      expect(await storage.db.selectFrom("leadEvents").selectAll().execute()).toEqual([]);
      const ok = await client.post(`/admin/leads/${id}/notes`, { note: "x" }, `/admin/leads/${id}`);
      expect(ok.res.status).toBe(303);
    });

    it("ends the session at sign-out and when the address leaves TEAM_EMAILS", async () => {
      const client = await signIn();
      const saved = new Map(client.cookies);
      const out = await client.post("/admin/logout", {}, "/admin");
      expect(out.res.status).toBe(303);
      const replay = new Client(app.base);
      for (const [k, v] of saved) replay.cookies.set(k, v);
      expect((await replay.request("/admin")).res.status).toBe(303);

      const again = await signIn();
      expect((await again.request("/admin")).res.status).toBe(200);
      await start("bruno@pontas.test");
      const moved = new Client(app.base);
      for (const [k, v] of again.cookies) moved.cookies.set(k, v);
      const { res } = await moved.request("/admin");
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/admin/login");
    });

    it("rate limits sign-in requests per address (429)", async () => {
      const client = new Client(app.base);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const other = new Client(app.base);
        statuses.push(
          (await other.post("/admin/login", { email: "eve@example.com" }, "/admin/login")).res.status,
        );
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses[5]).toBe(429);
      // Another address from the same client is still served, up to the client's own limit.
      expect(
        (await client.post("/admin/login", { email: "zoe@example.com" }, "/admin/login")).res.status,
      ).toBe(200);
    });

    it("lists leads and messages, renders lead text inert, and filters with a GET form", async () => {
      const evil = await seedLead({ name: '<img src=x onerror="alert(1)">', company: "<b>Bold</b>" });
      await seedLead({ name: "Diego", language: "en", stage: "foundation", score: 5, requestCall: false });
      await storage.saveMessage(
        {
          id: crypto.randomUUID(),
          idempotencyKey: null,
          createdAt: Date.now(),
          name: "Elena Mensaje",
          email: "elena@example.com",
          company: "",
          message: "<script>alert(1)</script>",
          language: "es",
          pagePath: "/es/contacto",
          userAgent: "t",
        },
        [],
      );
      const client = await signIn();
      const { body } = await client.request("/admin");
      expect(body).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
      expect(body).not.toContain("<img src=x");
      expect(body).not.toContain("<b>Bold</b>");
      expect(body).toContain("Elena Mensaje");
      expect(body).toContain("Botón flotante");
      expect(body).toContain("Página de contacto");
      const lead = await client.request(`/admin/leads/${evil}`);
      expect(lead.body).not.toContain("<img src=x");
      const en = await client.request("/admin?language=en");
      expect(en.body).toContain("Diego");
      expect(en.body).not.toContain("Elena Mensaje");
      const search = await client.request("/admin?q=MENSAJE");
      expect(search.body).toContain("Elena Mensaje");
      expect(search.body).not.toContain("Diego");
      const stage = await client.request("/admin?stage=foundation&call=no");
      expect(stage.body).toContain("Diego");
      expect(stage.body).not.toContain("Elena Mensaje");
    });

    it("puts overdue quiz leads first; a status past 'strategy sent' clears it", async () => {
      const old = await seedLead({ name: "Vieja Lead", createdAt: Date.now() - 25 * 60 * 60 * 1000 });
      await seedLead({ name: "Nueva Lead" });
      const client = await signIn();
      const { body } = await client.request("/admin");
      const overdue = body.indexOf('id="overdue"');
      expect(overdue).toBeGreaterThan(-1);
      expect(body.indexOf("Vieja Lead")).toBeLessThan(body.indexOf("Nueva Lead"));
      expect(body).toContain("Vencido hace");
      await client.post(
        `/admin/leads/${old}/workflow`,
        { status: "strategy_sent", owner: "", lostReason: "" },
        `/admin/leads/${old}`,
      );
      expect((await client.request("/admin")).body).not.toContain('id="overdue"');
    });

    it("records status, owner and notes with who and when; lost needs a reason; bad input changes nothing", async () => {
      const id = await seedLead();
      const client = await signIn();
      const page = `/admin/leads/${id}`;
      const noReason = await client.post(
        `${page}/workflow`,
        { status: "lost", owner: "", lostReason: "" },
        page,
      );
      expect(noReason.res.status).toBe(400);
      const badOwner = await client.post(
        `${page}/workflow`,
        { status: "won", owner: "eve@example.com", lostReason: "" },
        page,
      );
      expect(badOwner.res.status).toBe(400);
      expect(await storage.db.selectFrom("leadEvents").selectAll().execute()).toEqual([]);

      await client.post(
        `${page}/workflow`,
        { status: "contacted", owner: "bruno@pontas.test", lostReason: "" },
        page,
      );
      await client.post(`${page}/notes`, { note: "Llamó <el martes>" }, page);
      await client.post(
        `${page}/workflow`,
        { status: "lost", owner: "bruno@pontas.test", lostReason: "Sin presupuesto" },
        page,
      );
      const { body } = await client.request(page);
      expect(body).toContain("Estado: Nuevo → Contactado");
      expect(body).toContain("Responsable: Sin responsable → bruno@pontas.test");
      expect(body).toContain("Nota: Llamó &lt;el martes&gt;");
      expect(body).toContain("Estado: Contactado → Perdido: Sin presupuesto");
      expect(body).toContain(member);
      const events = await storage.db.selectFrom("leadEvents").selectAll().where("refId", "=", id).execute();
      expect(events.map((e) => e.type).sort()).toEqual(["note", "owner", "status", "status"]);
      expect(events.every((e) => e.actor === member)).toBe(true);
      // The lead page shows the four answers with their labels.
      expect(body).toContain("De $100 a $400 millones de pesos (USD 5 a 20 millones)");
      expect(body).toContain("Escalamiento");
      // Erasure of the person (CLI) takes the inbox's history of the lead with it.
      await storage.deleteByEmail("carla@example.com");
      expect(await storage.db.selectFrom("leadEvents").selectAll().execute()).toEqual([]);
    });

    it("retries a failed e-mail from the lead's page", async () => {
      const id = await seedLead();
      const [mail] = (await storage.listMails()).filter((m) => m.refId === id);
      await storage.markAttemptFailed(mail!.id, "550 refused", null);
      const client = await signIn();
      const page = `/admin/leads/${id}`;
      expect((await client.request(page)).body).toContain("Reintentar");
      const { res } = await client.post(`${page}/mails/${mail!.id}/retry`, {}, page);
      expect(res.status).toBe(303);
      const after = (await storage.listMails()).find((m) => m.id === mail!.id)!;
      expect(after.status).toBe("pending");
      expect((await client.request(page)).body).toContain("Reintento de correo");
    });
  });
}
