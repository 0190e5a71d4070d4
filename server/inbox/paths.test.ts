import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { testBackends } from "../../tests/support/backends.ts";
import { Client, useInbox } from "../../tests/support/inbox.ts";

/**
 * Paths and methods around the inbox's gate: dot segments name the path they
 * resolve to (never a way past the gate, never a 500), a page takes GET, HEAD and
 * POST only, and a server without a team answers 404 under /admin. Any fault
 * logged fails the test (tests/setup/vitest.setup.ts).
 */
/** A request with its path exactly as given (fetch would resolve the dot segments itself). */
function raw(base: string, path: string, method = "GET") {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; location: string | undefined; body: string }>((resolve, reject) => {
    const req = request({ hostname, port, path, method }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

for (const backend of testBackends) {
  describe(`the inbox's paths against ${backend.name}`, () => {
    const { t, start, signIn, seedLead } = useInbox(backend);

    it("dot segments redirect a read to the path they name, on this site; other methods are refused", async () => {
      const client = new Client(t.app.base);
      for (const [path, location] of [
        ["/./admin/leads", "/admin/leads"],
        ["/x/../admin/leads", "/admin/leads"],
        ["/%2e/admin/leads", "/admin/leads"],
        ["/%2E%2e/admin/leads?status=new", "/admin/leads?status=new"],
        ["/admin/./leads.data", "/admin/leads.data"],
        ["/..//evil.example/admin", "/evil.example/admin"],
        ["/es/./servicios", "/es/servicios"],
      ] as const) {
        const res = await raw(t.app.base, path);
        expect(res.status, path).toBe(308);
        expect(res.location, path).toBe(location);
      }
      // The resolved path is gated as itself: to sign-in without a session.
      expect((await client.request("/admin/leads")).res.status).toBe(303);
      expect((await raw(t.app.base, "/./admin/leads", "POST")).status).toBe(400);
    });

    it("a page of the inbox answers PUT, DELETE and PATCH with 405, even with a valid token: nothing stored", async () => {
      const id = await seedLead();
      const client = await signIn();
      const page = `/admin/leads/${id}`;
      const _csrf = await client.token(page);
      for (const method of ["PUT", "DELETE", "PATCH"]) {
        const { res } = await client.request(page, {
          method,
          form: { intent: "note", note: "por PUT", _csrf },
        });
        expect(res.status, method).toBe(405);
        expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
      }
      expect(await t.storage.db.selectFrom("leadEvents").selectAll().execute()).toEqual([]);
      // A post still works.
      const { res } = await client.request(page, { form: { intent: "note", note: "por POST", _csrf } });
      expect(res.status).toBeLessThan(400);
      expect(await t.storage.db.selectFrom("leadEvents").selectAll().execute()).toHaveLength(1);
    });

    it("without a team, every inbox path is the not-found page (404), with no fault logged", async () => {
      await start("", { AUTH_SECRET: "" });
      const client = new Client(t.app.base);
      for (const path of ["/admin", "/admin/leads", "/admin/leads/x", "/admin/login", "/./admin/leads"]) {
        const { res, body } = await client.request(path);
        const status =
          res.status === 308 ? (await client.request(res.headers.get("location")!)).res.status : res.status;
        expect(status, path).toBe(404);
        if (res.status === 404) expect(body).toContain("<html");
      }
    });
  });
}
