import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { signInFloorMs } from "./sign-in.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { Client, member, useInbox } from "../../tests/support/inbox.ts";

/** Every way into the inbox without a session, and the session itself: sign-in, CSRF, origin, limits, sign-out. */

for (const backend of testBackends) {
  describe(`the team inbox's sign-in and its guards against ${backend.name}`, () => {
    const { t, start, signInMails, requestCode, signIn, seedLead } = useInbox(backend);

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
      expect((await new Client(t.app.base).request("/admin/leads.data")).res.status).not.toBe(200);
      const login = await new Client(t.app.base).request("/admin/login");
      expect(login.res.headers.get("cache-control")).toBe("no-store");
    });

    it("over plain HTTP the session cookie is HttpOnly, SameSite=Lax, scoped to /admin, not Secure", async () => {
      const client = new Client(t.app.base);
      const { code } = await requestCode(client);
      const { res } = await client.post("/admin/login/code", { email: member, code }, "/admin/login");
      const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\/admin/i);
      expect(cookie).toMatch(/Max-Age=2592000/i);
      expect(cookie).not.toMatch(/Secure/i);
    });

    it("behind HTTPS (a trusted proxy) every inbox cookie is __Host-: Secure, Path=/, no Domain; a plain one is not read", async () => {
      await start(undefined, { TRUST_PROXY: "1" });
      const origin = t.app.base.replace(/^http:/, "https:");
      const client = new Client(t.app.base, { headers: { "x-forwarded-proto": "https" }, origin });
      const { code } = await requestCode(client);
      const csrfCookie = [...client.cookies.keys()].find((name) => name.includes("csrf"));
      expect(csrfCookie).toBe("__Host-pontas-team.csrf");
      const { res } = await client.post("/admin/login/code", { email: member, code }, "/admin/login");
      expect(res.status).toBe(303);
      const set = res.headers.getSetCookie();
      const session = set.find((c) => c.includes("session_token"))!;
      expect(session).toMatch(/^__Host-pontas-team\.session_token=/);
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/; Path=\/(;|$)/);
      expect(session).not.toMatch(/Domain=/i);
      expect(session).toMatch(/HttpOnly/i);
      for (const cookie of set) expect(cookie).not.toMatch(/^pontas-team\./);
      const [pair = ""] = session.split(";");
      const value = pair.slice(pair.indexOf("=") + 1);

      // The __Host- cookie opens the inbox over HTTPS.
      const inbox = (cookie: string) =>
        fetch(`${t.app.base}/admin/leads`, {
          redirect: "manual",
          headers: { "x-forwarded-proto": "https", cookie },
        });
      expect((await inbox(`__Host-pontas-team.session_token=${value}`)).status).toBe(200);
      // The same token without the prefix (as a sibling subdomain or a plain-HTTP page could set it) is not read.
      const plain = await inbox(`pontas-team.session_token=${value}`);
      expect(plain.status).toBe(303);
      expect(plain.headers.get("location")).toMatch(/\/admin\/login/);
    });

    it("both sign-in posts take as long for a team address as for another (medians within 40 ms), never less than the floor", async () => {
      const samples = 10;
      const team = Array.from({ length: samples }, (_, i) => `socio${i}@pontas.test`);
      const others = Array.from({ length: samples }, (_, i) => `otro${i}@example.com`);
      // Each sample from its own client address (a trusted proxy's X-Forwarded-For), so the
      // per-client limit never answers instead of the action.
      await start([member, ...team].join(", "), { TRUST_PROXY: "1" });
      let ip = 0;
      const timed = async (path: string, form: Record<string, string>) => {
        const client = new Client(t.app.base, { headers: { "x-forwarded-for": `10.0.0.${++ip}` } });
        const _csrf = await client.token("/admin/login");
        const started = performance.now();
        const { res } = await client.request(path, { form: { ...form, _csrf } });
        const ms = performance.now() - started;
        expect(res.status).toBeLessThan(429);
        return ms;
      };
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
      const compare = (ours: number[], theirs: number[]) => {
        expect(Math.min(...ours, ...theirs)).toBeGreaterThanOrEqual(signInFloorMs);
        expect(Math.abs(median(ours) - median(theirs))).toBeLessThanOrEqual(40);
      };

      const asked = { ours: [] as number[], theirs: [] as number[] };
      for (let i = 0; i < samples; i++) {
        asked.ours.push(await timed("/admin/login", { email: team[i]! }));
        asked.theirs.push(await timed("/admin/login", { email: others[i]! }));
      }
      compare(asked.ours, asked.theirs);

      // Every team address now has a code waiting: a wrong one is looked up and counted.
      await vi.waitFor(async () => expect(await signInMails()).toHaveLength(samples));
      const entered = { ours: [] as number[], theirs: [] as number[] };
      for (let i = 0; i < samples; i++) {
        entered.ours.push(await timed("/admin/login/code", { email: team[i]!, code: "000000" }));
        entered.theirs.push(await timed("/admin/login/code", { email: others[i]!, code: "000000" }));
      }
      compare(entered.ours, entered.theirs);
    });

    it("an address off the list gets the same page and no e-mail", async () => {
      const client = new Client(t.app.base);
      const known = await requestCode(client);
      const unknown = await client.post("/admin/login", { email: "eve@example.com" }, "/admin/login");
      // The page a visitor sees (its main landmark), without the form's values.
      const strip = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0].replace(/value="[^"]*"/g, "");
      expect(unknown.res.status).toBe(200);
      expect(strip(unknown.body)).toBe(strip(known.body));
      expect(await signInMails()).toHaveLength(1);
      expect((await t.storage.listMails()).some((m) => m.to.includes("eve@"))).toBe(false);
    });

    it("refuses a used, an altered and an expired code", async () => {
      const client = new Client(t.app.base);
      const { code } = await requestCode(client);
      const altered = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      const wrong = await client.post("/admin/login/code", { email: member, code: altered }, "/admin/login");
      expect(wrong.res.status).toBe(400);
      const ok = await client.post("/admin/login/code", { email: member, code }, "/admin/login");
      expect(ok.res.status).toBe(303);
      const reused = await new Client(t.app.base).post(
        "/admin/login/code",
        { email: member, code },
        "/admin/login",
      );
      expect(reused.res.status).toBe(400);
      expect(reused.res.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);

      const later = new Client(t.app.base);
      const fresh = await requestCode(later);
      // The clock moves past the 15 minutes: the stored code expires.
      const past = new Date(Date.now() - 1000);
      const stored = await t.storage.db
        .selectFrom("teamVerifications" as never)
        .select("expiresAt" as never)
        .executeTakeFirstOrThrow();
      // better-auth stores dates as ISO text on SQLite (no date type there), as timestamptz on PostgreSQL.
      expect(typeof (stored as { expiresAt: unknown }).expiresAt).toBe(
        t.storage.kind === "sqlite" ? "string" : "object",
      );
      await t.storage.db
        .updateTable("teamVerifications" as never)
        .set({ expiresAt: t.storage.kind === "sqlite" ? past.toISOString() : past } as never)
        .execute();
      const expired = await later.post(
        "/admin/login/code",
        { email: member, code: fresh.code },
        "/admin/login",
      );
      expect(expired.res.status).toBe(400);
      expect(expired.body).toContain("venció");
    });

    it("without a session every page redirects to sign-in and every action is refused (401, or a redirect for the client's .data) and changes nothing", async () => {
      const id = await seedLead();
      const anonymous = new Client(t.app.base);
      expect((await anonymous.request("/admin")).res.headers.get("location")).toBe("/admin/leads");
      for (const path of [
        "/admin/leads",
        `/admin/leads/${id}`,
        "/admin/leads?q=x",
        "/admin/funnel",
        "/admin/export/csv",
        "/admin/export/json?language=es",
        `/admin/leads/${id}/erase`,
        `/admin/leads/${id}/answer`,
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
        [`/admin/leads/${id}/answer`, { intent: "send", text: "Hola" }],
        [`/admin/leads/${id}/answer.data`, { intent: "send", text: "Hola" }],
        [`/admin/leads/${id}/answer`, { intent: "preview", text: "Hola" }],
        [`/admin/leads/${id}/answer/pdf`, { text: "Hola" }],
        ["/admin/export/csv", {}],
      ] as const) {
        const { res, body } = await anonymous.request(path, { form: { ...form, _csrf } });
        if (path.endsWith(".data")) {
          // React Router's client: no data of the action, but a redirect to sign-in that it follows
          // (a bare 401 it cannot read); the browser test (strategy.spec.ts) follows it for real.
          expect(res.status).not.toBe(200);
          expect(body).toContain("/admin/login?refused=signIn");
        } else expect(res.status).toBe(401);
      }
      const lead = await t.storage.db
        .selectFrom("leads")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(lead.status).toBe("new");
      expect(await t.storage.db.selectFrom("leadEvents").selectAll().execute()).toEqual([]);
      expect(await t.storage.db.selectFrom("erasures").selectAll().execute()).toEqual([]);
      expect((await t.storage.listMails()).map((m) => m.kind)).toEqual(["lead-team"]);
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
      const crossSend = await client.post(
        `/admin/leads/${id}/answer`,
        { intent: "send", text: "Hola" },
        `/admin/leads/${id}/answer`,
        "https://evil.example",
      );
      expect(crossSend.res.status).toBe(403);
      const tokenless = await client.request(`/admin/leads/${id}/answer`, {
        form: { intent: "send", text: "Hola" },
      });
      expect(tokenless.res.status).toBe(403);
      expect(await t.storage.db.selectFrom("leadEvents").selectAll().execute()).toEqual([]);
      expect((await t.storage.listMails()).filter((m) => m.kind === "strategy")).toEqual([]);
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
      const notes = await t.storage.db
        .selectFrom("leadEvents")
        .select("detail")
        .where("refId", "=", id)
        .execute();
      expect(notes.map((n) => JSON.parse(n.detail) as { text: string })).toEqual([
        { text: "Typed in the first tab" },
      ]);
      // Another session's token is not this one's.
      const other = await signIn(new Client(t.app.base));
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
      const replay = new Client(t.app.base);
      for (const [k, v] of saved) replay.cookies.set(k, v);
      expect((await replay.request("/admin/leads")).res.status).toBe(303);

      const again = await signIn();
      expect((await again.request("/admin/leads")).res.status).toBe(200);
      await start("bruno@pontas.test");
      const moved = new Client(t.app.base);
      for (const [k, v] of again.cookies) moved.cookies.set(k, v);
      const { res } = await moved.request("/admin/leads");
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/admin/login");
    });

    it("an expired session gets the sign-in page and changes nothing; one member's code does not sign in another", async () => {
      const id = await seedLead();
      const client = await signIn();
      const token = await client.token(`/admin/leads/${id}`);
      // The session's 30 days are over (better-auth stores dates as ISO text on SQLite, timestamptz on PostgreSQL).
      const past = new Date(Date.now() - 1000);
      await t.storage.db
        .updateTable("teamSessions" as never)
        .set({ expiresAt: t.storage.kind === "sqlite" ? past.toISOString() : past } as never)
        .execute();
      const page = await client.request("/admin/leads");
      expect(page.res.status).toBe(303);
      expect(page.res.headers.get("location")).toBe("/admin/login");
      const post = await client.request(`/admin/leads/${id}`, {
        form: { intent: "note", note: "x", _csrf: token },
      });
      expect([401, 403]).toContain(post.res.status);
      expect(await t.storage.db.selectFrom("leadEvents").selectAll().execute()).toEqual([]);

      // Bruno's code, typed with Ana's address: refused, and no session cookie.
      const other = new Client(t.app.base);
      const { code } = await requestCode(other, "bruno@pontas.test");
      const foreign = await other.post("/admin/login/code", { email: member, code }, "/admin/login");
      expect(foreign.res.status).toBe(400);
      expect(foreign.res.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);
    });

    it("a session ends 30 days after the sign-in, however often it is used", async () => {
      const client = await signIn();
      expect((await client.request("/admin/leads")).res.status).toBe(200);
      // Used every day, its sliding expiry is still ahead; its sign-in was 31 days ago.
      const started = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
      await t.storage.db
        .updateTable("teamSessions" as never)
        .set({ createdAt: t.storage.kind === "sqlite" ? started.toISOString() : started } as never)
        .execute();
      const { res } = await client.request("/admin/leads");
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/admin/login");
    });

    it("30 wrong codes from 30 client addresses lock nobody out: the member then asks for a code and signs in", async () => {
      await start(undefined, { TRUST_PROXY: "1" });
      const statuses: number[] = [];
      for (let i = 1; i <= 30; i++) {
        const attacker = new Client(t.app.base, { headers: { "x-forwarded-for": `198.51.100.${i}` } });
        statuses.push(
          (await attacker.post("/admin/login/code", { email: member, code: "000000" }, "/admin/login")).res
            .status,
        );
      }
      expect(new Set(statuses)).toEqual(new Set([400]));
      const client = new Client(t.app.base, { headers: { "x-forwarded-for": "203.0.113.7" } });
      await signIn(client);
      expect((await client.request("/admin/leads")).res.status).toBe(200);
    });

    it("rate limits entering codes per client (429); a wrong code is no step towards another client's limit", async () => {
      await start(undefined, { TRUST_PROXY: "1" });
      const attacker = new Client(t.app.base, { headers: { "x-forwarded-for": "198.51.100.1" } });
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++)
        statuses.push(
          (await attacker.post("/admin/login/code", { email: member, code: "000000" }, "/admin/login")).res
            .status,
        );
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses[20]).toBe(429);
    });

    it("rate limits sign-in requests per address (429)", async () => {
      const client = new Client(t.app.base);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const other = new Client(t.app.base);
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
  });
}
