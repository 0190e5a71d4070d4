import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Window } from "happy-dom";
import { afterAll, describe, expect, it } from "vitest";
import { languages, type Language } from "#i18n/languages.ts";
import { parseStrategy, strategyMaxLength } from "#domain/strategy/document.ts";
import { parseSiteSettings } from "#domain/site/settings.ts";
import { drawable, strategyPdf, undrawable } from "./strategy-pdf.ts";
import { linkParts } from "#domain/strategy/document.ts";
import type { MailContext } from "./templates.ts";
import { strategyBodies, strategySubject, type StrategyMailData } from "./templates/strategy.ts";

const ctx: MailContext = { site: parseSiteSettings({}), leadsTo: ["equipo@pontas.mx"] };
const accents = "Mañana revisamos la operación en León";
// 26 November 2026, noon in Mexico City.
const sentAt = Date.UTC(2026, 10, 26, 18, 0);

const text = [
  "# Estrategia de crecimiento para Acme",
  "",
  "Hola, Ana:",
  "",
  "## Prioridades",
  "",
  "- Definir el cliente ideal",
  "- Más información: https://pontas.mx/es/servicios/soft-landing.",
  "",
  accents,
  "¿Seguimos el jueves? ¡Claro!",
].join("\n");

function data(language: Language, overrides: Partial<StrategyMailData> = {}): StrategyMailData {
  return {
    language,
    kind: "strategy",
    text,
    partner: { name: "Ana Pérez", email: "ana@pontas.mx" },
    company: "Acme",
    sentAt,
    ...overrides,
  };
}

const execFileAsync = promisify(execFile);
const scratch = mkdtempSync(path.join(tmpdir(), "pontas-strategy-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The PDF's text as poppler's pdftotext reads it (Debian's poppler-utils; .ci/run installs it). */
async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(scratch, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, pdf);
  const { stdout } = await execFileAsync("pdftotext", ["-enc", "UTF-8", file, "-"], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

const lines = (value: string) => value.split("\n").map((line) => line.trim());

/** The HTML as a browser builds it. */
const window = new Window();
afterAll(() => window.happyDOM.close());
const dom = (html: string) => new window.DOMParser().parseFromString(html, "text/html");

describe("strategySubject", () => {
  it("names the company and the brand, on one line, in the lead's language", () => {
    const strategy = (language: Language, company: string) =>
      strategySubject(ctx, { language, kind: "strategy", company });
    expect(strategy("es", "Acme")).toBe("Su estrategia de crecimiento — Acme · Pontàs");
    expect(strategy("en", "Acme")).toBe("Your growth strategy — Acme · Pontàs");
    expect(strategy("es", "")).toBe("Su estrategia de crecimiento · Pontàs");
    expect(strategy("es", "Acme\r\nBcc: x@example.com\u2028")).toBe(
      "Su estrategia de crecimiento — Acme Bcc: x@example.com · Pontàs",
    );
    expect(strategySubject(ctx, { language: "es", kind: "reply", company: "Acme" })).toBe(
      "Respuesta a su mensaje · Pontàs",
    );
    expect(strategySubject(ctx, { language: "en", kind: "reply", company: "" })).toBe(
      "Reply to your message · Pontàs",
    );
    for (const language of languages)
      for (const kind of ["strategy", "reply"] as const)
        expect(strategySubject(ctx, { language, kind, company: "A\nB\rC" })).not.toMatch(/[\r\n]/);
  });
});

describe("strategyBodies", () => {
  it("renders the blocks: headings, the list, the paragraph's lines, addresses as links", async () => {
    const { html, text: plain } = await strategyBodies(ctx, data("es"));
    const doc = dom(html);
    expect(doc.documentElement.getAttribute("lang")).toBe("es");
    expect(doc.querySelector("h1")?.textContent).toBe("Estrategia de crecimiento para Acme");
    expect([...doc.querySelectorAll("h2")].map((e) => e.textContent)).toEqual(["Prioridades"]);
    expect([...doc.querySelectorAll("li")].map((e) => e.textContent)).toEqual([
      "Definir el cliente ideal",
      "Más información: https://pontas.mx/es/servicios/soft-landing.",
    ]);
    // The sentence's period is not part of the address.
    expect([...doc.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "https://pontas.mx/es/servicios/soft-landing",
      "mailto:ana@pontas.mx",
    ]);
    const paragraph = [...doc.querySelectorAll("p")].find((p) => p.textContent?.includes("León"));
    expect(paragraph?.innerHTML).toBe(`${accents}<br>¿Seguimos el jueves? ¡Claro!`);
    expect(plain).toContain(accents);
    expect(plain).toContain("Ana Pérez\nPontàs, operadores de crecimiento\nana@pontas.mx");
  });

  it("opens with the letter, notes the attachment under the signature, and attaches it as a PDF named in ASCII", async () => {
    for (const language of languages) {
      const mail = await strategyBodies(ctx, data(language));
      expect(mail.attachments).toHaveLength(1);
      const [pdf] = mail.attachments;
      expect(pdf!.filename).toBe(language === "es" ? "estrategia-pontas.pdf" : "strategy-pontas.pdf");
      expect(pdf!.contentType).toBe("application/pdf");
      expect(pdf!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const note =
        language === "es"
          ? "Esta estrategia va también adjunta en PDF."
          : "This strategy is also attached as a PDF.";
      const text = lines(mail.text).filter(Boolean);
      expect(text.at(-1)).toBe(note);
      expect(text.indexOf(note)).toBeGreaterThan(text.indexOf("ana@pontas.mx"));
    }
  });

  it("links words to their address in the e-mail, and prints the address beside them in the PDF", async () => {
    const text = "Le propongo una llamada: [elija el horario](https://pontas.mx/es/agendar?l=k).";
    const mail = await strategyBodies(ctx, data("es", { text }));
    const links = [...dom(mail.html).querySelectorAll("a")].map((a) => [
      a.textContent,
      a.getAttribute("href"),
    ]);
    expect(links).toContainEqual(["elija el horario", "https://pontas.mx/es/agendar?l=k"]);
    expect(mail.html).not.toContain("](");
    const pdf = await pdfText(mail.attachments[0]!.content);
    expect(pdf.replace(/\s+/g, " ")).toContain("elija el horario (https://pontas.mx/es/agendar?l=k)");
  });

  it("sends a reply with the text and the signature only: no cover, no attachment", async () => {
    const reply = await strategyBodies(
      ctx,
      data("en", { kind: "reply", text: "Hello Elena,\n\nThank you." }),
    );
    expect(reply.attachments).toEqual([]);
    expect(reply.text).not.toContain("attached");
    expect(reply.text).toContain("Hello Elena,");
    expect(reply.text).toContain("Ana Pérez\nPontàs, growth operators");
  });

  it("signs with the address when the partner has no display name", async () => {
    const mail = await strategyBodies(ctx, data("es", { partner: { name: null, email: "bruno@pontas.mx" } }));
    expect(mail.text).toContain("bruno@pontas.mx\nPontàs, operadores de crecimiento");
    expect(dom(mail.html).querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it("renders a draft holding markup, and a lead named with it, inert", async () => {
    const evil = "<img src=x onerror=alert(1)>";
    const hostile = [
      `# ${evil}`,
      "",
      `Hola, ${evil}:`,
      "<script>alert(1)</script>",
      "",
      `- <a href="javascript:alert(1)">clic</a> javascript:alert(2)`,
      '- https://pontas.mx/"><script>alert(3)</script>',
    ].join("\n");
    const mail = await strategyBodies(
      ctx,
      data("es", { text: hostile, company: evil, partner: { name: "<b>Ana</b>", email: "ana@pontas.mx" } }),
    );
    const doc = dom(mail.html);
    expect(doc.querySelectorAll("img, script, b, [onerror]")).toHaveLength(0);
    expect([...doc.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "https://pontas.mx/",
      "mailto:ana@pontas.mx",
    ]);
    expect(mail.html).not.toMatch(/<(img|script|b)[\s>]/i);
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(doc.querySelector("h1")?.textContent).toBe(evil);
    expect(mail.text).toContain(`Hola, ${evil}:`);

    // The PDF draws the same characters as text.
    const pdf = await pdfText(mail.attachments[0]!.content);
    expect(lines(pdf)).toContain(`Hola, ${evil}:`);
    expect(lines(pdf)).toContain("<script>alert(1)</script>");
  });

  it("renders a text of the longest length", async () => {
    const paragraph = `${accents}. `.repeat(40).trim();
    let long = "";
    for (let i = 1; long.length < strategyMaxLength; i += 1)
      long += `## Sección ${i}\n\n${paragraph}\n\n- uno\n- dos\n\n`;
    long = long.slice(0, strategyMaxLength).trimEnd();
    const mail = await strategyBodies(ctx, data("es", { text: long }));
    expect(mail.html.length).toBeGreaterThan(strategyMaxLength);
    expect(mail.text).toContain("Sección 12");
    const pdf = await pdfText(mail.attachments[0]!.content);
    const pages = pdf.match(/Página \d+ de (\d+)/);
    expect(Number(pages?.[1])).toBeGreaterThan(3);
    expect(pdf).toContain(`Página ${pages![1]} de ${pages![1]}`);
  });
});

/** The PDF's own lines, written out by hand, for the languages this file checks them in. */
const pdfLines: Partial<Record<Language, string[]>> = {
  es: [
    "Preparada para Peñoles Ñandú",
    "Ciudad de México, 26 de noviembre de 2026",
    "Pontàs, operadores de crecimiento",
    "Página 1 de 1",
  ],
  en: [
    "Prepared for Peñoles Ñandú",
    "Mexico City, November 26, 2026",
    "Pontàs, growth operators",
    "Page 1 of 1",
  ],
};

describe("strategyPdf", () => {
  it.each(languages)(
    "holds the accents and ñ exactly, the header and the signature (%s)",
    async (language) => {
      const pdf = await strategyPdf({
        language,
        brand: "Pontàs",
        company: "Peñoles Ñandú",
        partner: { name: "Ana Pérez", email: "ana@pontas.mx" },
        sentAt,
        blocks: parseStrategy(text),
      });
      const extracted = lines(await pdfText(pdf));
      // The text's first heading is the document's title, once (not under a generic one).
      expect(extracted.filter((l) => l === "Estrategia de crecimiento para Acme")).toHaveLength(1);
      expect(extracted).toContain(accents);
      expect(extracted).toContain("¿Seguimos el jueves? ¡Claro!");
      expect(extracted).toContain("Pontàs");
      expect(extracted).toContain("Ana Pérez");
      // The header and footer as written out for the languages this file knows.
      for (const line of pdfLines[language] ?? []) expect(extracted).toContain(line);
      // A text without a heading gets the generic title.
      const untitled = await strategyPdf({
        language,
        brand: "Pontàs",
        company: "",
        partner: { name: null, email: "ana@pontas.mx" },
        sentAt,
        blocks: parseStrategy("Hola, Ana."),
      });
      expect(lines(await pdfText(untitled))).toContain(
        language === "es" ? "Estrategia de crecimiento" : "Growth strategy",
      );
    },
  );

  it("draws Latin Extended, Greek and Cyrillic names as written (an embedded DejaVu Sans, decision 095)", async () => {
    const names = ["Łukasz Wróbel", "Γιώργος Παπαδόπουλος", "Дмитрий Иванов", "Dvořák Şahin Nguyễn"];
    const pdf = await strategyPdf({
      language: "es",
      brand: "Pontàs",
      company: "Ακμή Α.Ε.",
      partner: { name: "Ана Петрова", email: "ana@pontas.mx" },
      sentAt,
      blocks: [
        { type: "heading", text: "Стратегия для Łódź" },
        ...names.map((name) => ({ type: "paragraph" as const, text: `Hola, ${name}:` })),
        { type: "list", items: ["Καλημέρα — “comillas” € ñ n\u0303 a\u200db"] },
      ],
    });
    const extracted = lines(await pdfText(pdf));
    for (const name of names) expect(extracted).toContain(`Hola, ${name}:`);
    expect(extracted).toContain("Стратегия для Łódź");
    expect(extracted).toContain("Preparada para Ακμή Α.Ε.");
    expect(extracted).toContain("Ана Петрова");
    expect(extracted.join("\n")).toContain("Καλημέρα — “comillas” € ñ ñ ab");
    expect(extracted.join("\n")).not.toContain("?");
  });

  it("names what it cannot draw as written: missing glyphs and right-to-left scripts", async () => {
    expect(await undrawable("Łukasz Γιώργος Дмитрий “€” ñ\nÅsa")).toEqual([]);
    expect(await undrawable("שלום 中文 🚀 مرحبا Ana")).toEqual([..."שלום", ..."中文", "🚀", ..."مرحبا"]);
    expect(await undrawable("ששש")).toEqual(["ש"]);
  });

  it("composes accents and drops invisible and control characters", () => {
    expect(drawable("León\tñ n\u0303 ¿¡ “” – — … € • Ж\u202e\u200b\u0007")).toBe(
      "León ñ ñ ¿¡ “” – — … € • Ж",
    );
  });

  it("signs with the partner's title and phone from the firm's profile, when there are", async () => {
    const signed = async (partner: Parameters<typeof strategyPdf>[0]["partner"]) =>
      lines(
        await pdfText(
          await strategyPdf({ language: "es", brand: "Pontàs", company: "", partner, sentAt, blocks: [] }),
        ),
      );
    const full = await signed({
      name: "Ana Pérez",
      email: "ana@pontas.mx",
      title: "Socia de Operaciones",
      phone: "+52 55 0123 4567",
    });
    const at = full.indexOf("Ana Pérez");
    expect(full.slice(at, at + 5)).toEqual([
      "Ana Pérez",
      "Socia de Operaciones",
      "Pontàs, operadores de crecimiento",
      "ana@pontas.mx",
      "Tel. +52 55 0123 4567",
    ]);
    const bare = await signed({ name: "Ana Pérez", email: "ana@pontas.mx" });
    expect(bare.join("\n")).not.toMatch(/Socia|Tel\./);
  });

  it("finds web addresses, not the punctuation after them", () => {
    expect(linkParts("Ver https://pontas.mx/es. O (http://a.b/c), no javascript:x")).toEqual([
      { text: "Ver ", href: null },
      { text: "https://pontas.mx/es", href: "https://pontas.mx/es" },
      { text: ". O (", href: null },
      { text: "http://a.b/c", href: "http://a.b/c" },
      { text: "), no javascript:x", href: null },
    ]);
    expect(linkParts("sin enlaces")).toEqual([{ text: "sin enlaces", href: null }]);
  });

  it("links words to their address; a link that is not http(s) stays text", () => {
    expect(linkParts("Vea [Soft Landing](https://pontas.mx/es/s) o [esto](javascript:x).")).toEqual([
      { text: "Vea ", href: null },
      { text: "Soft Landing", href: "https://pontas.mx/es/s" },
      { text: " o [esto](javascript:x).", href: null },
    ]);
  });
});
