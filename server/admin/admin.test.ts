import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Storage } from "../db/storage.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { SmtpSink } from "../../tests/support/smtp.ts";
import { recordStep } from "../funnel/funnel.ts";
import { startTestServer } from "../../tests/support/app.ts";

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
    let dataDir: string;

    async function start(team = `${member}, Bruno@Pontas.test`) {
      await app?.close();
      app = await startTestServer({
        storage,
        smtpUrl: smtp.url,
        env: { TEAM_EMAILS: team, AUTH_SECRET: secret, DATA_DIR: dataDir },
        pages: true,
      });
    }

    beforeEach(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), "pontas-admin-"));
      ({ storage, dispose } = await backend.open());
      smtp = await new SmtpSink().start(0);
      app = undefined as never;
      await start();
    });

    afterEach(async () => {
      await app.close();
      await smtp.stop();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
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
      expect(res.headers.get("location")).toBe("/admin/leads");
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
      const { res, body } = await client.request("/admin/leads");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toContain("noindex");
      expect(body).toMatch(/<meta name="robots" content="noindex, nofollow" ?\/?>/);
      // Scripts run only by their hashes: no 'unsafe-inline', and every inline script is listed.
      const csp = res.headers.get("content-security-policy")!;
      const scripts = /script-src ([^;]*)/.exec(csp)![1]!;
      expect(scripts).not.toContain("unsafe-inline");
      const inline = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline.length).toBeGreaterThan(0);
      for (const script of inline)
        expect(scripts).toContain(`'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`);
      const session = [...client.cookies.keys()].find((k) => k.includes("session_token"));
      expect(session).toBeDefined();
      // The list as client-side navigation asks for it (React Router's data request) gets the session too.
      const data = await client.request("/admin/leads.data");
      expect(data.res.status).toBe(200);
      expect(data.res.headers.get("cache-control")).toBe("no-store");
      expect((await new Client(app.base).request("/admin/leads.data")).res.status).not.toBe(200);
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
      // The page a visitor sees (its main landmark), without the form's values.
      const strip = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0].replace(/value="[^"]*"/g, "");
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
      expect((await anonymous.request("/admin")).res.headers.get("location")).toBe("/admin/leads");
      for (const path of [
        "/admin/leads",
        `/admin/leads/${id}`,
        "/admin/leads?q=x",
        "/admin/funnel",
        "/admin/export/csv",
        "/admin/export/json?language=es",
        `/admin/leads/${id}/erase`,
        "/admin/erasures",
      ]) {
        const { res } = await anonymous.request(path);
        expect(res.status).toBe(303);
        expect(res.headers.get("location")).toBe("/admin/login");
      }
      const _csrf = await anonymous.token("/admin/login");
      for (const [path, form] of [
        [`/admin/leads/${id}`, { intent: "workflow", status: "won", owner: "", lostReason: "" }],
        [`/admin/leads/${id}`, { intent: "note", note: "x" }],
        [`/admin/leads/${id}`, { intent: "retry", mailId: "x" }],
        [`/admin/leads/${id}.data`, { intent: "note", note: "x" }],
        [`/admin/leads/${id}/erase`, { confirm: "yes" }],
        ["/admin/export/csv", {}],
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
      expect(await storage.db.selectFrom("erasures").selectAll().execute()).toEqual([]);
    });

    it("refuses a cross-origin post, and a post without the CSRF token", async () => {
      const id = await seedLead();
      const client = await signIn();
      const cross = await client.post(
        `/admin/leads/${id}`,
        { intent: "note", note: "x" },
        `/admin/leads/${id}`,
        "https://evil.example",
      );
      expect(cross.res.status).toBe(403);
      const noOrigin = await client.post(
        `/admin/leads/${id}`,
        { intent: "note", note: "x" },
        `/admin/leads/${id}`,
        null,
      );
      expect(noOrigin.res.status).toBe(403);
      const noToken = await client.request(`/admin/leads/${id}`, { form: { intent: "note", note: "x" } });
      expect(noToken.res.status).toBe(403);
      const badToken = await client.request(`/admin/leads/${id}`, {
        form: { intent: "note", note: "x", _csrf: "forged" },
      });
      expect(badToken.res.status).toBe(403);
      expect(await storage.db.selectFrom("leadEvents").selectAll().execute()).toEqual([]);
      const ok = await client.post(`/admin/leads/${id}`, { intent: "note", note: "x" }, `/admin/leads/${id}`);
      expect(ok.res.status).toBe(303);
    });

    it("a second open tab does not break the first tab's forms: the token belongs to the session", async () => {
      const id = await seedLead();
      const client = await signIn();
      const first = await client.token(`/admin/leads/${id}`);
      const second = await client.token("/admin/leads");
      await client.token("/admin/funnel");
      expect(second).toBe(first);
      const { res } = await client.request(`/admin/leads/${id}`, {
        form: { intent: "note", note: "Typed in the first tab", _csrf: first },
      });
      expect(res.status).toBe(303);
      const notes = await storage.db
        .selectFrom("leadEvents")
        .select("detail")
        .where("refId", "=", id)
        .execute();
      expect(notes.map((n) => JSON.parse(n.detail) as { text: string })).toEqual([
        { text: "Typed in the first tab" },
      ]);
      // Another session's token is not this one's.
      const other = await signIn(new Client(app.base));
      const foreign = await client.request(`/admin/leads/${id}`, {
        form: { intent: "note", note: "x", _csrf: await other.token("/admin/leads") },
      });
      expect(foreign.res.status).toBe(403);
    });

    it("ends the session at sign-out and when the address leaves TEAM_EMAILS", async () => {
      const client = await signIn();
      const saved = new Map(client.cookies);
      const out = await client.post("/admin/logout", {}, "/admin/leads");
      expect(out.res.status).toBe(303);
      const replay = new Client(app.base);
      for (const [k, v] of saved) replay.cookies.set(k, v);
      expect((await replay.request("/admin/leads")).res.status).toBe(303);

      const again = await signIn();
      expect((await again.request("/admin/leads")).res.status).toBe(200);
      await start("bruno@pontas.test");
      const moved = new Client(app.base);
      for (const [k, v] of again.cookies) moved.cookies.set(k, v);
      const { res } = await moved.request("/admin/leads");
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
      const { body } = await client.request("/admin/leads");
      expect(body).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
      expect(body).not.toContain("<img src=x");
      expect(body).not.toContain("<b>Bold</b>");
      expect(body).toContain("Elena Mensaje");
      expect(body).toContain("Botón flotante");
      expect(body).toContain("Página de contacto");
      const lead = await client.request(`/admin/leads/${evil}`);
      expect(lead.body).not.toContain("<img src=x");
      const en = await client.request("/admin/leads?language=en");
      expect(en.body).toContain("Diego");
      expect(en.body).not.toContain("Elena Mensaje");
      const search = await client.request("/admin/leads?q=MENSAJE");
      expect(search.body).toContain("Elena Mensaje");
      expect(search.body).not.toContain("Diego");
      const stage = await client.request("/admin/leads?stage=foundation&call=no");
      expect(stage.body).toContain("Diego");
      expect(stage.body).not.toContain("Elena Mensaje");
    });

    it("puts overdue quiz leads first; a status past 'strategy sent' clears it", async () => {
      const old = await seedLead({ name: "Vieja Lead", createdAt: Date.now() - 25 * 60 * 60 * 1000 });
      await seedLead({ name: "Nueva Lead" });
      const client = await signIn();
      // The page as shown (the hydration data in its scripts names every lead too).
      const body = (await client.request("/admin/leads")).body.replace(/<script[\s\S]*?<\/script>/g, "");
      const overdue = body.indexOf('id="overdue"');
      expect(overdue).toBeGreaterThan(-1);
      expect(body.indexOf("Vieja Lead")).toBeLessThan(body.indexOf("Nueva Lead"));
      expect(body).toContain("Vencido hace");
      // Listed once: in the overdue section, not again in the main list.
      expect(body.split("Vieja Lead").length - 1).toBe(1);
      expect(body.indexOf('id="all"')).toBeGreaterThan(body.indexOf("Vieja Lead"));
      await client.post(
        `/admin/leads/${old}`,
        { intent: "workflow", status: "strategy_sent", owner: "", lostReason: "" },
        `/admin/leads/${old}`,
      );
      expect((await client.request("/admin/leads")).body).not.toContain('id="overdue"');
    });

    it("lists every lead once across pages when more are overdue than the overdue section shows", async () => {
      const hour = 60 * 60 * 1000;
      for (let i = 0; i < 51; i++)
        await seedLead({
          name: `Late ${String(i).padStart(2, "0")}`,
          createdAt: Date.now() - (30 + i) * hour,
        });
      for (let i = 0; i < 55; i++)
        await seedLead({ name: `Fresh ${String(i).padStart(2, "0")}`, createdAt: Date.now() - i * 60_000 });
      const client = await signIn();
      const names: string[] = [];
      let page: string | undefined = "/admin/leads";
      const bodies: string[] = [];
      while (page) {
        const { body } = await client.request(page);
        bodies.push(body);
        names.push(...[...body.matchAll(/>((?:Late|Fresh) \d\d)<\/a>/g)].map((m) => m[1]!));
        const next = /<a[^>]*rel="next"[^>]*>/.exec(body)?.[0];
        page = next ? /href="([^"]+)"/.exec(next)![1]!.replaceAll("&amp;", "&") : undefined;
      }
      expect(names).toHaveLength(106);
      expect(new Set(names).size).toBe(106);
      // The section shows the 50 oldest; the 51st overdue lead (the newest late one) is in the main list, marked.
      expect(bodies).toHaveLength(2);
      const first = bodies[0]!;
      const section = first.slice(first.indexOf('id="overdue"'), first.indexOf('id="all"'));
      expect(section.match(/Late \d\d/g)).toHaveLength(50);
      expect(section).not.toContain("Late 00");
      const second = bodies[1]!;
      expect(second).not.toContain('id="overdue"');
      const card = second.slice(second.lastIndexOf("<li", second.indexOf("Late 00")));
      expect(card).toMatch(/^<li[^>]*data-overdue/);
    });

    it("records status, owner and notes with who and when; lost needs a reason; bad input changes nothing", async () => {
      const id = await seedLead();
      const client = await signIn();
      const page = `/admin/leads/${id}`;
      const noReason = await client.post(
        page,
        { intent: "workflow", status: "lost", owner: "", lostReason: "" },
        page,
      );
      expect(noReason.res.status).toBe(400);
      const badOwner = await client.post(
        page,
        { intent: "workflow", status: "won", owner: "eve@example.com", lostReason: "" },
        page,
      );
      expect(badOwner.res.status).toBe(400);
      expect(await storage.db.selectFrom("leadEvents").selectAll().execute()).toEqual([]);

      await client.post(
        page,
        { intent: "workflow", status: "contacted", owner: "bruno@pontas.test", lostReason: "" },
        page,
      );
      await client.post(page, { intent: "note", note: "Llamó <el martes>" }, page);
      await client.post(
        page,
        { intent: "workflow", status: "lost", owner: "bruno@pontas.test", lostReason: "Sin presupuesto" },
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

    it("shows the quiz funnel of a chosen period: steps with their conversion, openings by source and language", async () => {
      // A fixture: 4 openings on 10 March 2026 (Mexico City), one on 11 March, one on 12 March (outside).
      const day = (d: number, hour = 18) => Date.UTC(2026, 2, d, hour);
      const steps = ["open", "q1", "q2", "q3", "q4", "result", "lead"] as const;
      const openings: [string, number, "fab" | "home_cta" | "page", "es" | "en", number][] = [
        ["a", day(10), "fab", "es", 7],
        ["b", day(10), "fab", "en", 6],
        ["c", day(10), "home_cta", "es", 2],
        ["d", day(10), "page", "es", 1],
        ["e", day(11), "fab", "es", 4],
        ["f", day(12), "page", "en", 7],
      ];
      for (const [id, at, source, language, reached] of openings)
        for (const step of steps.slice(0, reached))
          await recordStep(storage, { session: id.repeat(20), step, source, language }, at);
      const client = await signIn();
      const { res, body } = await client.request("/admin/funnel?from=2026-03-10&to=2026-03-11");
      expect(res.status).toBe(200);
      const row = (name: string) => {
        const match = new RegExp(`<th scope="row"[^>]*>${name}</th>\\s*((?:<td[^>]*>[^<]*</td>\\s*)+)`).exec(
          body,
        );
        return [...(match?.[1] ?? "").matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);
      };
      expect(row("Abrieron el quiz")).toEqual(["5", "—", "—"]);
      expect(row("Respondieron la pregunta 1 \\(ingresos\\)")).toEqual(["4", "80%", "80%"]);
      expect(row("Respondieron la pregunta 2 \\(equipo\\)")).toEqual(["3", "75%", "60%"]);
      expect(row("Respondieron la pregunta 3 \\(reto\\)")).toEqual(["3", "100%", "60%"]);
      expect(row("Respondieron la pregunta 4 \\(mercados\\)")).toEqual(["2", "66.7%", "40%"]);
      expect(row("Vieron su resultado")).toEqual(["2", "100%", "40%"]);
      expect(row("Enviaron sus datos")).toEqual(["1", "50%", "20%"]);
      expect(row("Botón flotante")).toEqual(["3", "60%"]);
      expect(row("Llamada a la acción: Inicio")).toEqual(["1", "20%"]);
      expect(row("Página del quiz")).toEqual(["1", "20%"]);
      expect(row("Español")).toEqual(["4", "80%"]);
      expect(row("Inglés")).toEqual(["1", "20%"]);
      // The inbox's navigation names the page as the current one.
      expect(body).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/admin\/funnel"/);
      // A period that is not one: the translated error, and the last 30 days instead.
      const bad = await client.request("/admin/funnel?from=2026-03-11&to=2026-03-10");
      expect(bad.res.status).toBe(400);
      expect(bad.body).toContain("Escribe dos fechas válidas");
    });

    it("exports the current filter as CSV and JSON with the CLI's escaping", async () => {
      await seedLead({ name: '=HYPERLINK("http://evil")', company: "\u001b[31mRed\u0007", language: "en" });
      await seedLead({ name: "Spanish Lead", language: "es" });
      const client = await signIn();
      const list = await client.request("/admin/leads?language=en");
      expect(list.body).toContain('href="/admin/export/csv?language=en"');
      const csv = await client.request("/admin/export/csv?language=en");
      expect(csv.res.status).toBe(200);
      expect(csv.res.headers.get("content-type")).toMatch(/^text\/csv/);
      expect(csv.res.headers.get("content-disposition")).toMatch(/^attachment; filename="pontas-.*\.csv"$/);
      const lines = csv.body.trim().split("\r\n");
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^"type","id","created_at"/);
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(lines[1]).toContain(`"␛[31mRed␇"`);
      expect(lines[1]).toContain('"lead-team:pending(0)"');
      expect(csv.body).not.toContain("Spanish Lead");
      expect(csv.body).not.toContain("\u001b");
      const json = await client.request("/admin/export/json?language=es");
      expect(json.res.headers.get("content-type")).toMatch(/^application\/json/);
      const data = JSON.parse(json.body) as { leads: { name: string }[]; messages: unknown[] };
      expect(data.leads.map((l) => l.name)).toEqual(["Spanish Lead"]);
      expect(data.messages).toEqual([]);
      expect((await client.request("/admin/export/xml")).res.status).toBe(404);
    });

    it("erases a person after a confirmation, .eml files too, and keeps only an anonymous record", async () => {
      const id = await seedLead({ email: "Carla@Example.com" });
      await seedLead({ name: "Otra Persona", email: "otra@example.com" });
      await storage.saveMessage(
        {
          id: crypto.randomUUID(),
          idempotencyKey: null,
          createdAt: Date.now(),
          name: "Carla Ruiz",
          email: "carla@example.com",
          company: "",
          message: "Hola",
          language: "es",
          pagePath: "/es/contacto",
          userAgent: "t",
        },
        [{ kind: "contact-team", to: "team@pontas.test", replyTo: null, subject: "s", text: "t", html: "h" }],
      );
      const mailDir = path.join(dataDir, "mail");
      mkdirSync(mailDir, { recursive: true });
      writeFileSync(path.join(mailDir, "a.eml"), "To: carla@example.com\r\n\r\nHola Carla");
      writeFileSync(path.join(mailDir, "b.eml"), "To: otra@example.com\r\n\r\nHola");
      const client = await signIn();
      const page = `/admin/leads/${id}`;
      await client.post(page, { intent: "note", note: "Carla prefiere llamadas" }, page);
      expect((await client.request(page)).body).toContain(`href="${page}/erase"`);
      const confirm = await client.request(`${page}/erase`);
      expect(confirm.body).toContain("Se encontraron 1 lead(s) y 1 mensaje(s)");

      // Not ticked, or from another origin: refused, nothing changed.
      const unticked = await client.post(`${page}/erase`, {}, `${page}/erase`);
      expect(unticked.res.status).toBe(400);
      expect(unticked.body).toContain("Marca la casilla");
      const cross = await client.post(
        `${page}/erase`,
        { confirm: "yes" },
        `${page}/erase`,
        "https://evil.example",
      );
      expect(cross.res.status).toBe(403);
      expect(await storage.listLeads()).toHaveLength(2);
      expect(readdirSync(mailDir).sort()).toEqual(["a.eml", "b.eml"]);
      expect(await storage.db.selectFrom("erasures").selectAll().execute()).toEqual([]);

      const done = await client.post(`${page}/erase`, { confirm: "yes" }, `${page}/erase`);
      expect(done.res.status).toBe(303);
      expect(done.res.headers.get("location")).toBe("/admin/erasures?erased=1");
      expect((await storage.listLeads()).map((l) => l.name)).toEqual(["Otra Persona"]);
      expect(await storage.listMessages()).toEqual([]);
      expect((await storage.listMails()).every((m) => !/carla/i.test(JSON.stringify(m)))).toBe(true);
      expect(await storage.db.selectFrom("leadEvents").selectAll().execute()).toEqual([]);
      expect(readdirSync(mailDir)).toEqual(["b.eml"]);
      const records = await storage.db.selectFrom("erasures").selectAll().execute();
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ actor: member });
      expect(
        [records[0]!.leads, records[0]!.messages, records[0]!.mails, records[0]!.files].map(Number),
      ).toEqual([1, 1, 2, 1]);
      expect(JSON.stringify(records)).not.toMatch(/carla|ruiz/i);
      const history = await client.request("/admin/erasures?erased=1");
      expect(history.body).toContain("Los datos de la persona se borraron.");
      expect(history.body).toContain(member);
      expect(history.body).toContain("1 lead(s), 1 mensaje(s), 2 correo(s), 1 archivo(s) .eml");
      expect(history.body).not.toMatch(/carla|ruiz/i);
      expect((await client.request(page)).res.status).toBe(404);
    });

    it("a lead's page names the services stored with it; an older lead, its stage's", async () => {
      const quizData = { revenue: "5m-20m", teamSize: "51-100", challenge: "scale", markets: "national" };
      const stored = await seedLead({
        payload: JSON.stringify({
          mensaje: "",
          quizData,
          recommendation: {
            origin: "mexicoEntry",
            services: [
              { service: "growthTransformation", reason: "challenge.scale" },
              { service: "softLanding", reason: "mexicoEntry" },
              { service: "digitalTransformation", reason: "stage.digitalTransformation" },
            ],
          },
        }),
      });
      const older = await seedLead();
      const client = await signIn();
      const services = (body: string) => /Servicios recomendados<\/dt><dd[^>]*>([^<]*)</.exec(body)?.[1];
      expect(services((await client.request(`/admin/leads/${stored}`)).body)).toBe(
        "Transformación del Crecimiento, Aterrizaje en México, Transformación Digital",
      );
      expect(services((await client.request(`/admin/leads/${older}`)).body)).toBe(
        "Transformación del Crecimiento, Transformación Digital, Integración de IA",
      );
    });

    it("retries a failed e-mail from the lead's page", async () => {
      const id = await seedLead();
      const [mail] = (await storage.listMails()).filter((m) => m.refId === id);
      await storage.markAttemptFailed(mail!.id, "550 refused", null);
      const client = await signIn();
      const page = `/admin/leads/${id}`;
      expect((await client.request(page)).body).toContain("Reintentar");
      const { res } = await client.post(page, { intent: "retry", mailId: mail!.id }, page);
      expect(res.status).toBe(303);
      const after = (await storage.listMails()).find((m) => m.id === mail!.id)!;
      expect(after.status).toBe("pending");
      expect((await client.request(page)).body).toContain("Reintento de correo");
    });
  });
}
