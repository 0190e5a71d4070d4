import { describe, expect, it } from "vitest";
import type { LeadPayload } from "#domain/forms/lead-schema.ts";
import { languageInfo, languages, type Language } from "#i18n/languages.ts";
import { leadOf } from "#domain/leads/lead.ts";
import { stageByKey } from "#domain/quiz/stages.ts";
import { parseSiteSettings } from "#domain/site/settings.ts";
import {
  contactAckMail,
  contactTeamMail,
  leadAckMail,
  leadTeamMail,
  renderMail,
  type ContactMailInput,
  type LeadMailInput,
  type MailContext,
  type QueuedMail,
} from "./templates.ts";

const ctx: MailContext = { site: parseSiteSettings({}), leadsTo: ["equipo@pontas.mx", "socios@pontas.mx"] };

function lead(language: Language, overrides: Partial<LeadPayload> = {}): LeadMailInput {
  const payload: LeadPayload = {
    nombre: "Ana Pérez",
    email: "ana@example.com",
    empresa: "Acme",
    mensaje: "Resultado del quiz de crecimiento: Escalamiento (12 de 20 puntos).",
    requestCall: true,
    quizData: {
      revenue: "5m-20m",
      teamSize: "51-100",
      challenge: "scale",
      markets: "national",
      calculatedStage: "Escalamiento",
      recommendedServices: [],
      score: 12,
    },
    attribution: {
      language,
      quizSource: "fab",
      quizPage: "/es/servicios/soft-landing",
      pagePath: "/es/servicios",
      referrer: "https://google.com/",
      utm: { source: "newsletter", campaign: "spring" },
    },
    ...overrides,
  } as LeadPayload;
  // What recommend() gives for these answers, the quiz opened on the Soft Landing page, stored with the body.
  const body = {
    ...payload,
    recommendation: {
      services: ["growthTransformation", "softLanding", "digitalTransformation"].map((service) => ({
        service,
      })),
    },
  };
  return {
    id: "5b0c1e0e-0000-4000-8000-000000000001",
    body,
    lead: leadOf(body),
    language,
    score: 12,
    stage: stageByKey("scaling"),
    // 25 November 2026, 15:47 in Mexico City: the strategy is due Thursday 26 at 3:47 p.m.
    receivedAt: Date.UTC(2026, 10, 25, 21, 47),
  };
}

function contact(language: Language, overrides: Partial<ContactMailInput["contact"]> = {}): ContactMailInput {
  return {
    id: "5b0c1e0e-0000-4000-8000-000000000002",
    language,
    contact: {
      name: "Ana Pérez",
      email: "ana@example.com",
      company: "Acme",
      message: "Hola,\nqueremos entrar a Monterrey.",
      ...overrides,
    } as ContactMailInput["contact"],
    // Friday 27 November 2026, 15:47 in Mexico City: a person replies by Monday 30.
    receivedAt: Date.UTC(2026, 10, 27, 21, 47),
  };
}

/** What the worker sends: the envelope stored on the request path, with the bodies rendered from its data. */
async function composed(mail: QueuedMail, context = ctx) {
  // Through JSON, as the outbox stores it.
  const stored = JSON.parse(JSON.stringify(mail)) as QueuedMail;
  return { ...stored, ...(await renderMail(context, stored)) };
}

const builders = {
  "lead-ack": (lang: Language) => composed(leadAckMail(ctx, lead(lang))),
  "lead-team": (lang: Language) => composed(leadTeamMail(ctx, lead(lang))),
  "contact-ack": (lang: Language) => composed(contactAckMail(ctx, contact(lang))),
  "contact-team": (lang: Language) => composed(contactTeamMail(ctx, contact(lang))),
};

describe("every e-mail in every language (file snapshots, reviewed by hand)", () => {
  for (const [kind, build] of Object.entries(builders)) {
    for (const lang of languages) {
      it(`${kind} (${lang} visitor)`, async () => {
        const mail = await build(lang);
        expect(mail.kind).toBe(kind);
        await expect(`Subject: ${mail.subject}\n\n${mail.text}`).toMatchFileSnapshot(
          `__snapshots__/${kind}.${lang}.txt`,
        );
        await expect(mail.html).toMatchFileSnapshot(`__snapshots__/${kind}.${lang}.html`);
      });
    }
  }
});

describe("acknowledgements", () => {
  it.each(languages)("are in the visitor's language (%s), with the page language set", async (lang) => {
    for (const build of [builders["lead-ack"], builders["contact-ack"]]) {
      const mail = await build(lang);
      expect(mail.html).toContain(`<html dir="ltr" lang="${languageInfo(lang).htmlLang}">`);
      expect(mail.to).toBe("ana@example.com");
      expect(mail.replyTo).toBe(ctx.site.contactEmail);
    }
  });

  it.each(languages)("repeat nothing the visitor typed (%s)", async (lang) => {
    const typed = { nombre: "Zelda Typed", empresa: "Typed Company", mensaje: "typed message" };
    const queued = [
      leadAckMail(ctx, lead(lang, typed)),
      contactAckMail(
        ctx,
        contact(lang, { name: typed.nombre, company: typed.empresa, message: typed.mensaje }),
      ),
    ];
    for (const mail of queued) {
      // Neither what the outbox stores for it nor what the worker renders.
      const { html, text } = await composed(mail);
      for (const value of Object.values(typed)) {
        expect(`${mail.subject}${mail.data}${text}${html}`).not.toContain(value);
      }
    }
  });

  it("greet by the first name when the name reads as one, else without a name (decision 095)", async () => {
    const greet = async (build: "lead-ack" | "contact-ack", lang: Language, name: string) => {
      const mail =
        build === "lead-ack"
          ? leadAckMail(ctx, lead(lang, { nombre: name }))
          : contactAckMail(ctx, contact(lang, { name }));
      const { text } = await composed(mail);
      return { first: text.split("\n")[0], data: JSON.parse(mail.data) as Record<string, unknown> };
    };
    for (const build of ["lead-ack", "contact-ack"] as const) {
      expect((await greet(build, "es", "Lic. roberto GARZA Treviño")).first).toBe("Buen día, Roberto:");
      expect((await greet(build, "en", "Roberto Garza")).first).toBe("Dear Roberto,");
      expect((await greet(build, "es", "Γιώργος Παπαδόπουλος")).first).toBe("Buen día, Γιώργος:");
      // The outbox keeps the first name only, never the rest of what was typed.
      const named = await greet(build, "es", "Roberto Garza Treviño");
      expect(JSON.stringify(named.data)).not.toMatch(/Garza|Treviño/);
      expect(named.data.firstName).toBe("Roberto");
      for (const spam of ["https://spam.example/win", "www.spam.example Roberto", "4you Roberto"]) {
        const nameless = await greet(build, "es", spam);
        expect(nameless.first).toBe("Buen día:");
        expect(nameless.data).not.toHaveProperty("firstName");
        expect(JSON.stringify(nameless.data)).not.toMatch(/spam|4you|Roberto/);
      }
    }
  });

  it("the contact acknowledgement names the weekday and date a person replies by", async () => {
    expect((await builders["contact-ack"]("es")).text).toContain(
      "le responderá a más tardar el lunes 30 de noviembre.",
    );
    expect((await builders["contact-ack"]("en")).text).toContain("reply by Monday, November 30.");
    // The firm's office days when its profile gives them: Saturday too.
    const saturday = await composed(
      contactAckMail(ctx, { ...contact("es"), officeDays: ["Monday", "Friday", "Saturday"] }),
    );
    expect(saturday.text).toContain("a más tardar el sábado 28 de noviembre.");
    // A row queued before the day was named still reads well.
    const queued = contactAckMail(ctx, contact("es"));
    const { replyBy: _day, ...old } = JSON.parse(queued.data) as Record<string, unknown>;
    expect((await composed({ ...queued, data: JSON.stringify(old) })).text).toContain(
      "le responderá pronto.",
    );
  });

  it("link the booking page, filled from the lead, only when a call was asked for", async () => {
    const booking = `${ctx.site.siteUrl}/es/agendar?l=clave-del-lead`;
    const withCall = await composed(leadAckMail(ctx, { ...lead("es"), bookingKey: "clave-del-lead" }));
    expect(withCall.html).toContain(`href="${booking}"`);
    expect(withCall.text).toContain(`Agende su llamada de 30 minutos aquí: ${booking}`);
    const without = await composed(leadAckMail(ctx, lead("es", { requestCall: false })));
    expect(without.html).not.toContain("/es/agendar");
    expect(without.text).not.toContain("/es/agendar");
  });
});

describe("team notifications", () => {
  const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>"&\r\nBcc: victim@evil.example';

  it("escape HTML in the name, company and message, and keep it readable in the text part", async () => {
    const mails = [
      await composed(
        leadTeamMail(ctx, lead("es", { nombre: `Ana ${evil}`, empresa: `<b>Acme</b>`, mensaje: evil })),
      ),
      await composed(
        contactTeamMail(ctx, contact("en", { name: `Ana ${evil}`, company: "<b>Acme</b>", message: evil })),
      ),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<script|<img|<b>/i);
      expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;");
      expect(mail.html).toContain("&lt;b&gt;Acme&lt;/b&gt;");
      expect(mail.text).toContain("<script>alert(1)</script>");
      expect(mail.subject).not.toMatch(/script|Acme|Bcc|[\r\n]/);
      expect(mail.to).toBe("equipo@pontas.mx, socios@pontas.mx");
      expect(mail.replyTo).toBe("ana@example.com");
    }
  });

  it("keep every header on one line", async () => {
    const brand = { ...ctx, site: { ...ctx.site, brandName: "Pontàs\r\nBcc: victim@evil.example" } };
    for (const mail of [leadAckMail(brand, lead("en")), contactAckMail(brand, contact("es"))]) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
  });

  it("the quiz lead's states the deadline promised to the visitor and links to the lead in the inbox", async () => {
    const mail = await composed(leadTeamMail(ctx, lead("en")));
    expect(mail.text).toContain(
      "Estrategia prometida antes del: jueves 26 de noviembre, 3:47 p.m., hora de Ciudad de México",
    );
    const href = `${ctx.site.siteUrl}/admin/leads/5b0c1e0e-0000-4000-8000-000000000001`;
    expect(mail.html).toContain(`href="${href}"`);
    expect(mail.text).toContain(`Abrir en la bandeja: ${href}\n`);
  });

  it("the contact message's states the day a reply was promised by and links to the message in the inbox", async () => {
    const mail = await composed(contactTeamMail(ctx, contact("en")));
    expect(mail.text).toContain("Respuesta prometida a más tardar el: lunes 30 de noviembre\n");
    expect(mail.html).toContain(
      `href="${ctx.site.siteUrl}/admin/leads/5b0c1e0e-0000-4000-8000-000000000002"`,
    );
  });

  it("name the stage, the answers and the services in the team's language whatever the visitor's", async () => {
    const mail = await composed(leadTeamMail(ctx, lead("en")));
    expect(mail.subject).toBe("[LLAMADA] Nuevo lead del quiz: Escalamiento, 12 puntos");
    expect(mail.text).toContain("Idioma: en");
    expect(mail.text).toContain("Etapa: Escalamiento (scaling)");
    expect(mail.text).toContain(
      "¿Cuánto factura tu empresa al año?: De $100 a menos de $400 millones de pesos (USD 5 a menos de 20 millones) (5m-20m)",
    );
    // The lead form's profile answers, in words and codes, only those given.
    expect(mail.text).not.toContain("Tipo de empresa:");
    expect(mail.text).not.toContain("Objetivo a 12 meses:");
    const profiled = await composed(
      leadTeamMail(
        ctx,
        lead("en", {
          segment: "foreign-company",
          industry: "logistics",
          mexicoStance: "starting",
          goal: "Open a warehouse in Monterrey",
        }),
      ),
    );
    expect(profiled.text).toContain(
      "Tipo de empresa: Empresa extranjera que entra o crece en México (foreign-company)",
    );
    expect(profiled.text).toContain("Industria: Logística y movilidad (logistics)");
    expect(profiled.text).toContain("En México: Empiezan a vender u operar en México (starting)");
    expect(profiled.text).toContain("Objetivo a 12 meses: Open a warehouse in Monterrey");
    expect(mail.text).toContain(
      "Servicios recomendados: Transformación del Crecimiento, Aterrizaje en México, Transformación Digital",
    );
  });

  it("name the quiz's source and the pages in words a partner reads without a glossary", async () => {
    const mail = await composed(leadTeamMail(ctx, lead("en")));
    expect(mail.text).toContain("Origen del quiz: Botón flotante");
    expect(mail.text).toContain("Página donde abrió el quiz: /es/servicios/soft-landing");
    expect(mail.text).toContain("Página de origen: /es/servicios");
    expect(mail.text).toContain("Sitio de procedencia: https://google.com/");
    expect(`${mail.text}${mail.html}`).not.toMatch(/Referente|\bfab\b|diagn[oó]stic/i);
    const other = await composed(
      leadTeamMail(
        ctx,
        lead("es", { attribution: { language: "es", quizSource: "newsletter_x", pagePath: "/es" } }),
      ),
    );
    expect(other.text).toContain("Origen del quiz: newsletter_x");
  });

  it("an e-mail queued before the stored recommendation names the stage's services", async () => {
    for (const build of [leadTeamMail, leadAckMail]) {
      const queued = build(ctx, lead("es"));
      const data = JSON.parse(queued.data) as { services?: unknown };
      delete data.services;
      const { text } = await composed({ ...queued, data: JSON.stringify(data) });
      expect(text).toContain("Transformación del Crecimiento, Transformación Digital, Integración de IA");
      expect(text).not.toContain("Aterrizaje en México");
    }
  });
});

describe("rendering at send time", () => {
  it("the request path's mails carry no bodies, only their template's inputs", () => {
    for (const mail of [leadTeamMail(ctx, lead("es")), contactAckMail(ctx, contact("en"))]) {
      expect(mail).not.toHaveProperty("html");
      expect(mail).not.toHaveProperty("text");
      expect(JSON.parse(mail.data)).toHaveProperty("language");
    }
  });

  it("a stored e-mail with its bodies (before migration 012, the sign-in e-mail) is sent as it is", async () => {
    const old = { kind: "lead-team" as const, data: null, text: "t", html: "<p>h</p>" };
    expect(await renderMail(ctx, old)).toEqual({ text: "t", html: "<p>h</p>" });
  });

  it("one with neither bodies nor data is refused (a failed attempt for the worker)", async () => {
    await expect(renderMail(ctx, { kind: "team-signin", data: null })).rejects.toThrow(/nothing to render/);
    await expect(renderMail(ctx, { kind: "lead-ack", data: null })).rejects.toThrow(/nothing to render/);
  });
});
