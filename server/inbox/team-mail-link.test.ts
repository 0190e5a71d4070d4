import { describe, expect, it } from "vitest";
import { testBackends } from "../../tests/support/backends.ts";
import { useInbox } from "../../tests/support/inbox.ts";
import { validPayload } from "../../tests/support/payload.ts";
import { leadPath } from "../leads/lead-endpoint.ts";

/** The team's notification links to the lead in the inbox (decision 095): the link opens it. */
for (const backend of testBackends) {
  describe(`the team's notification of a lead against ${backend.name}`, () => {
    const { t, signIn } = useInbox(backend);

    it("holds the promised deadline and a link that opens the lead in the inbox", async () => {
      const res = await fetch(`${t.app.base}${leadPath}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: t.app.base,
          "idempotency-key": crypto.randomUUID(),
        },
        body: JSON.stringify(validPayload({ nombre: "Roberto Garza", email: "roberto@example.com" })),
      });
      expect(res.status).toBe(200);
      const { id } = (await res.json()) as { id: string };
      await t.app.worker.runOnce();
      const team = t.smtp.received.find((m) => m.parsed.subject?.startsWith("[LLAMADA] Nuevo lead"))!;
      expect(team.parsed.text).toMatch(
        /Estrategia prometida antes del: \p{L}+ \d+ de \p{L}+, \d+:\d\d [ap]\.m\., hora de Ciudad de México/u,
      );
      const href = /href="([^"]*\/admin\/leads\/[^"]+)"/.exec(String(team.parsed.html))?.[1];
      expect(href).toBe(`${t.app.site.siteUrl}/admin/leads/${id}`);
      // The link's path, on this server (the e-mail names the site's address, SITE_URL).
      const client = await signIn();
      const page = await client.request(new URL(href!).pathname);
      expect(page.res.status).toBe(200);
      expect(page.body).toContain("Roberto Garza");
    });
  });
}
