import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { recordStep } from "../funnel/funnel.ts";
import { testBackends } from "../../tests/support/backends.ts";
import { addDays, weekdayOf, zonedParts, zonedTime } from "#domain/booking/zones.ts";
import { Client, member, useInbox } from "../../tests/support/inbox.ts";

/** The inbox's pages and actions, signed in: list, overdue, follow-up, funnel, export, erasure, retry. */

for (const backend of testBackends) {
  describe(`the team inbox's pages against ${backend.name}`, () => {
    const { t, start, signIn, seedLead } = useInbox(backend);

    it("lists leads and messages, renders lead text inert, and filters with a GET form", async () => {
      const evil = await seedLead({ name: '<img src=x onerror="alert(1)">', company: "<b>Bold</b>" });
      await seedLead({ name: "Diego", language: "en", stage: "foundation", score: 5, requestCall: false });
      await t.storage.saveMessage(
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
      const id = await seedLead({
        payload: JSON.stringify({
          mensaje: "Hola",
          quizData: { revenue: "5m-20m", teamSize: "51-100", challenge: "scale", markets: "national" },
          segment: "foreign-company",
        }),
      });
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
      expect(await t.storage.db.selectFrom("leadEvents").selectAll().execute()).toEqual([]);

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
      const events = await t.storage.db
        .selectFrom("leadEvents")
        .selectAll()
        .where("refId", "=", id)
        .execute();
      expect(events.map((e) => e.type).sort()).toEqual(["note", "owner", "status", "status"]);
      expect(events.every((e) => e.actor === member)).toBe(true);
      // The lead page shows the four answers with their labels.
      expect(body).toContain("De $100 a menos de $400 millones de pesos (USD 5 a menos de 20 millones)");
      expect(body).toContain("Escalamiento");
      // And the lead form's profile answers, in words; the one left unanswered says so.
      expect(body).toContain("Empresa extranjera que entra o crece en México");
      expect(body).toMatch(/Industria<\/dt><dd[^>]*>Sin respuesta</);
      // Erasure of the person (CLI) takes the inbox's history of the lead with it.
      await t.storage.deleteByEmail("carla@example.com");
      expect(await t.storage.db.selectFrom("leadEvents").selectAll().execute()).toEqual([]);
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
          await recordStep(t.storage, { session: id.repeat(20), step, source, language }, at);
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
      await t.storage.saveMessage(
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
      const mailDir = path.join(t.dataDir, "mail");
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
      expect(await t.storage.listLeads()).toHaveLength(2);
      expect(readdirSync(mailDir).sort()).toEqual(["a.eml", "b.eml"]);
      expect(await t.storage.db.selectFrom("erasures").selectAll().execute()).toEqual([]);

      const done = await client.post(`${page}/erase`, { confirm: "yes" }, `${page}/erase`);
      expect(done.res.status).toBe(303);
      expect(done.res.headers.get("location")).toBe("/admin/erasures?erased=1");
      expect((await t.storage.listLeads()).map((l) => l.name)).toEqual(["Otra Persona"]);
      expect(await t.storage.listMessages()).toEqual([]);
      expect((await t.storage.listMails()).every((m) => !/carla/i.test(JSON.stringify(m)))).toBe(true);
      expect(await t.storage.db.selectFrom("leadEvents").selectAll().execute()).toEqual([]);
      expect(readdirSync(mailDir)).toEqual(["b.eml"]);
      const records = await t.storage.db.selectFrom("erasures").selectAll().execute();
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
      const [mail] = (await t.storage.listMails()).filter((m) => m.refId === id);
      await t.storage.markAttemptFailed(mail!.id, "550 refused", null);
      const client = await signIn();
      const page = `/admin/leads/${id}`;
      const before = (await client.request(page)).body;
      expect(before).toContain("Reintentar");
      // What the error means, in the inbox's language; the server's own words as a technical detail.
      expect(before).toContain("último error: el servidor de correo lo rechazó (550)");
      expect(before).toMatch(/detalle técnico(?:<!-- -->)?: <code lang="en">550 refused<\/code>/);
      const { res } = await client.post(page, { intent: "retry", mailId: mail!.id }, page);
      expect(res.status).toBe(303);
      const after = (await t.storage.listMails()).find((m) => m.id === mail!.id)!;
      expect(after.status).toBe("pending");
      expect((await client.request(page)).body).toContain("Reintento de correo");
    });

    it("names the members as TEAM_EMAILS does: in the header and the owner menu; the list's headings differ", async () => {
      await start(`Ana Pérez <${member}>, bruno@pontas.test`);
      const id = await seedLead();
      const client = await signIn();
      const { body } = await client.request(`/admin/leads/${id}`);
      expect(body).toContain("Sesión de Ana Pérez");
      expect(body).toMatch(/<option value="ana@pontas.test"[^>]*>Ana Pérez<\/option>/);
      expect(body).toMatch(/<option value="bruno@pontas.test"[^>]*>bruno@pontas.test<\/option>/);
      const list = (await client.request("/admin/leads")).body;
      const headings = [...list.matchAll(/<h[12][^>]*>([^<]+)<\/h[12]>/g)].map((m) => m[1]);
      expect(headings.length).toBeGreaterThan(1);
      expect(new Set(headings).size).toBe(headings.length);
    });
  });
}

/** The team's calls (docs/decisions/068): the calls page, a lead's calls and a member's own settings. */
for (const backend of testBackends) {
  describe(`the inbox's calls against ${backend.name}`, () => {
    const { t, signIn, seedLead } = useInbox(backend);
    const city = "America/Mexico_City";

    /** A phone call of Ana's with the lead, at 12:00 Mexico City on a weekday about ten days ahead. */
    async function seedCall(refId: string) {
      let day = addDays(zonedParts(Date.now(), city).day, 10);
      while (["Saturday", "Sunday"].includes(weekdayOf(day))) day = addDays(day, 1);
      const start = zonedTime(day, "12:00", city);
      const id = crypto.randomUUID();
      const now = Date.now();
      await t.storage.db
        .insertInto("bookings")
        .values({
          id,
          idempotencyKey: null,
          fingerprint: null,
          refId,
          refKind: "lead",
          member,
          startsAt: start,
          endsAt: start + 30 * 60_000,
          blockedFrom: start - 450_000,
          blockedTo: start + 30 * 60_000 + 450_000,
          minutes: 30,
          status: "booked",
          sequence: 0,
          name: "Carla Ruiz",
          email: "carla@example.com",
          company: "Ruiz SA",
          topic: "Expansión a Monterrey",
          meetingKind: "phone",
          meeting: "+52 55 1234 5678",
          language: "es",
          timeZone: "America/New_York",
          createdAt: now,
          updatedAt: now,
          cancelledBy: null,
        })
        .execute();
      return { id, start };
    }

    /** The page as shown: without its scripts (their hydration data holds every word of the inbox). */
    const visible = (body: string) => body.replace(/<script[\s\S]*?<\/script>/g, "");

    const callRow = (id: string) =>
      t.storage.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

    it("without a session, the calls pages redirect to sign-in and their posts are refused (401)", async () => {
      const lead = await seedLead();
      const { id } = await seedCall(lead);
      const anonymous = new Client(t.app.base);
      for (const path of ["/admin/calls", "/admin/calls/mine"]) {
        const { res } = await anonymous.request(path);
        expect(res.status, path).toBe(303);
        expect(res.headers.get("location")).toBe("/admin/login");
      }
      const _csrf = await anonymous.token("/admin/login");
      for (const [path, form] of [
        ["/admin/calls", { intent: "cancel", id }],
        ["/admin/calls/mine", { takesCalls: "", meetingLink: "https://meet.example.com/x" }],
      ] as const) {
        const { res } = await anonymous.request(path, { form: { ...form, _csrf } });
        expect(res.status, path).toBe(401);
      }
      expect((await callRow(id)).status).toBe("booked");
      expect(await t.storage.db.selectFrom("bookingMembers").selectAll().execute()).toEqual([]);
    });

    it("lists the coming calls with the visitor's clock, moves and cancels them; refuses foreign or tokenless posts", async () => {
      const lead = await seedLead();
      const { id, start } = await seedCall(lead);
      const client = await signIn();
      const { res, body: page0 } = await client.request("/admin/calls");
      const body = visible(page0);
      expect(res.status).toBe(200);
      expect(body).toContain("<h2");
      expect(body).toContain("Próximas");
      expect(body).toContain("Carla Ruiz");
      expect(body).toContain("Expansión a Monterrey");
      expect(body).toContain('href="tel:+525512345678"');
      expect(body).toContain(`href="/admin/leads/${lead}"`);
      expect(body).toContain(`href="/admin/calls/mine"`);
      expect(body).toMatch(/para el cliente \(New York/);
      expect(body).toContain('name="intent" value="cancel"');
      const select = new RegExp(`<select id="move-${id}" name="start"[^>]*>([\\s\\S]*?)</select>`).exec(body);
      expect(select).not.toBeNull();
      const to = /value="(\d+)"/.exec(select![1]!)![1]!;
      expect(Number(to)).not.toBe(start);

      // From another origin, or without the session's token: refused, nothing changed.
      const cross = await client.post(
        "/admin/calls",
        { intent: "cancel", id },
        "/admin/calls",
        "https://evil.example",
      );
      expect(cross.res.status).toBe(403);
      const tokenless = await client.request("/admin/calls", { form: { intent: "move", id, start: to } });
      expect(tokenless.res.status).toBe(403);
      expect(await callRow(id)).toMatchObject({ status: "booked", startsAt: start });

      const moved = await client.post("/admin/calls", { intent: "move", id, start: to }, "/admin/calls");
      expect(moved.res.status).toBe(303);
      expect(moved.res.headers.get("location")).toBe("/admin/calls?moved=1");
      expect(await callRow(id)).toMatchObject({ status: "booked", startsAt: Number(to) });
      expect(visible((await client.request("/admin/calls?moved=1")).body)).toContain("Llamada movida");

      // From the lead's page: back there, with the notice; the call shows as cancelled.
      const page = `/admin/leads/${lead}`;
      const leadPage = (await client.request(page)).body;
      expect(leadPage).toContain('id="calls"');
      expect(leadPage).toContain(`name="lead" value="${lead}"`);
      const cancelled = await client.post("/admin/calls", { intent: "cancel", id, lead }, page);
      expect(cancelled.res.status).toBe(303);
      expect(cancelled.res.headers.get("location")).toBe(`${page}?cancelled=1`);
      expect((await callRow(id)).status).toBe("cancelled");
      const after = visible((await client.request(`${page}?cancelled=1`)).body);
      expect(after).toContain("Llamada cancelada");
      expect(after).toContain("Cancelada");
      expect(after).not.toContain(`name="intent" value="cancel"`);

      // Again: refused with the refusal's sentence.
      const again = await client.post("/admin/calls", { intent: "cancel", id }, "/admin/calls");
      expect(again.res.status).toBe(409);
      expect(visible(again.body)).toContain("Esta llamada ya está cancelada.");
      // A post that is not a move or a cancel.
      expect((await client.post("/admin/calls", { intent: "delete", id }, "/admin/calls")).res.status).toBe(
        400,
      );
    });

    it("saves a member's settings; a bad field saves nothing; the calendar's address is never shown back", async () => {
      const client = await signIn();
      const page = "/admin/calls/mine";
      const first = await client.request(page);
      expect(first.res.status).toBe(200);
      expect(visible(first.body)).toContain("Mis llamadas");

      const secretPath = "/calendar/ical/ana.private-9f8e7d6c5b4a39281706/basic.ics";
      const feedUrl = `https://127.0.0.1:9${secretPath}`;
      const form = {
        takesCalls: "yes",
        days: "Tuesday",
        opens: "10:00",
        closes: "14:00",
        meetingLink: "http://meet.example.com/abc",
        feedUrl,
      };
      const bad = await client.post(page, form, page);
      expect(bad.res.status).toBe(400);
      expect(visible(bad.body)).toContain("Escribe un enlace https válido.");
      expect(bad.body).not.toContain(secretPath);
      expect(await t.storage.db.selectFrom("bookingMembers").selectAll().execute()).toEqual([]);

      const cross = await client.post(
        page,
        { ...form, meetingLink: "https://meet.example.com/abc" },
        page,
        "https://evil.example",
      );
      expect(cross.res.status).toBe(403);
      const tokenless = await client.request(page, {
        form: { ...form, meetingLink: "https://meet.example.com/abc" },
      });
      expect(tokenless.res.status).toBe(403);
      expect(await t.storage.db.selectFrom("bookingMembers").selectAll().execute()).toEqual([]);

      const saved = await client.post(page, { ...form, meetingLink: "https://meet.example.com/abc" }, page);
      expect(saved.res.status).toBe(303);
      expect(saved.res.headers.get("location")).toBe(`${page}?saved=1`);
      const row = await t.storage.db.selectFrom("bookingMembers").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ email: member, meetingLink: "https://meet.example.com/abc", feedUrl });
      expect(JSON.parse(row.hours!)).toEqual([{ days: ["Tuesday"], opens: "10:00", closes: "14:00" }]);

      const full = (await client.request(`${page}?saved=1`)).body;
      const shown = visible(full);
      expect(shown).toContain("Guardado.");
      expect(shown).toMatch(/<input[^>]*id="day-Tuesday"[^>]*checked/);
      expect(shown).not.toMatch(/<input[^>]*id="day-Monday"[^>]*checked/);
      expect(shown).toContain('value="10:00"');
      expect(shown).toContain('value="https://meet.example.com/abc"');
      expect(shown).toContain("Guardada: https://127.0.0.1:9/");
      // The feed at that address cannot be read: the member is told.
      expect(shown).toContain("No pudimos leer tu calendario");
      expect(full).not.toContain("private-9f8e7d6c5b4a39281706");
      expect(full).not.toContain(secretPath);

      // An empty address keeps the stored one; the box removes it; empty hours are the office's.
      await client.post(page, { takesCalls: "", meetingLink: "", feedUrl: "" }, page);
      expect(
        await t.storage.db.selectFrom("bookingMembers").selectAll().executeTakeFirstOrThrow(),
      ).toMatchObject({
        hours: null,
        meetingLink: null,
        feedUrl,
      });
      expect(
        Boolean(
          (await t.storage.db.selectFrom("bookingMembers").selectAll().executeTakeFirstOrThrow()).takesCalls,
        ),
      ).toBe(false);
      await client.post(page, { takesCalls: "yes", feedRemove: "yes" }, page);
      const removed = await t.storage.db.selectFrom("bookingMembers").selectAll().executeTakeFirstOrThrow();
      expect(removed.feedUrl).toBeNull();
      expect((await client.request(page)).body).not.toContain(`id="feedRemove"`);
    });
  });
}
