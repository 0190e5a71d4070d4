import { describe, expect, it } from "vitest";
import { checkStrategyText, inlineText, parseStrategy, strategyMaxLength } from "./document.ts";

describe("parseStrategy", () => {
  it("reads headings, paragraphs and lists", () => {
    const text = [
      "# Estrategia de crecimiento",
      "",
      "Hola, Ana:",
      "",
      "## Prioridades",
      "- Definir el cliente ideal",
      "- Probar dos canales",
      "* Medir cada semana",
      "",
      "Primera línea",
      "segunda línea",
    ].join("\n");
    expect(parseStrategy(text)).toEqual([
      { type: "heading", text: "Estrategia de crecimiento" },
      { type: "paragraph", text: "Hola, Ana:" },
      { type: "heading", text: "Prioridades" },
      { type: "list", items: ["Definir el cliente ideal", "Probar dos canales", "Medir cada semana"] },
      { type: "paragraph", text: "Primera línea\nsegunda línea" },
    ]);
  });

  it("accepts CRLF and lone CR", () => {
    expect(parseStrategy("# A\r\nuno\r\ndos\r\n\r\n- x\r- y")).toEqual([
      { type: "heading", text: "A" },
      { type: "paragraph", text: "uno\ndos" },
      { type: "list", items: ["x", "y"] },
    ]);
  });

  it("ends a paragraph at a heading or a list, and a list at a paragraph line", () => {
    expect(parseStrategy("texto\n# Título\nmás\n- a\n- b\ndespués\n- c")).toEqual([
      { type: "paragraph", text: "texto" },
      { type: "heading", text: "Título" },
      { type: "paragraph", text: "más" },
      { type: "list", items: ["a", "b"] },
      { type: "paragraph", text: "después" },
      { type: "list", items: ["c"] },
    ]);
  });

  it("splits two lists separated by a blank line", () => {
    expect(parseStrategy("- a\n\n- b")).toEqual([
      { type: "list", items: ["a"] },
      { type: "list", items: ["b"] },
    ]);
  });

  it("keeps text that only looks like a marker as text", () => {
    expect(parseStrategy("#sin espacio\n### tres\n-5% de costos\n**negritas**\n#\n-")).toEqual([
      { type: "paragraph", text: "#sin espacio\n### tres\n-5% de costos\n**negritas**\n#\n-" },
    ]);
  });

  it("trims trailing white space and reads whitespace-only lines as blank", () => {
    expect(parseStrategy("uno   \n \t \ndos\t")).toEqual([
      { type: "paragraph", text: "uno" },
      { type: "paragraph", text: "dos" },
    ]);
  });

  it("keeps markup as text", () => {
    expect(parseStrategy("<script>alert(1)</script>\n- <img src=x onerror=alert(1)>")).toEqual([
      { type: "paragraph", text: "<script>alert(1)</script>" },
      { type: "list", items: ["<img src=x onerror=alert(1)>"] },
    ]);
  });

  it("gives no blocks for an empty text", () => {
    expect(parseStrategy("")).toEqual([]);
    expect(parseStrategy("\n \n")).toEqual([]);
  });
});

describe("checkStrategyText", () => {
  it("normalizes line breaks and trims the end", () => {
    expect(checkStrategyText("# A\r\nuno\rdos\t\n\n  ")).toEqual({ ok: true, text: "# A\nuno\ndos" });
  });

  it("keeps leading indentation, tabs and the accents", () => {
    expect(checkStrategyText("  ¿Mañana?\tSí, en León.")).toEqual({
      ok: true,
      text: "  ¿Mañana?\tSí, en León.",
    });
  });

  it("refuses an empty text", () => {
    for (const raw of ["", "   ", "\n\r\n\t"])
      expect(checkStrategyText(raw)).toEqual({ ok: false, error: "empty" });
  });

  it("refuses a text over the limit, counted after normalizing", () => {
    const full = "a".repeat(strategyMaxLength);
    expect(checkStrategyText(full)).toEqual({ ok: true, text: full });
    expect(checkStrategyText(`${full}b`)).toEqual({ ok: false, error: "tooLong" });
    // CRLF counts as one character, and trailing white space is not counted.
    const lines = "ab\r\n".repeat(Math.floor(strategyMaxLength / 3));
    expect(lines.length).toBeGreaterThan(strategyMaxLength);
    expect(checkStrategyText(lines).ok).toBe(true);
    expect(checkStrategyText(`${full}\n\n   `).ok).toBe(true);
  });

  it("refuses control, separator and bidirectional override characters", () => {
    const bad = [
      "\u0000",
      "\u0007",
      "\u000b",
      "\u000c",
      "\u001b",
      "\u007f",
      "\u0085",
      "\u009f",
      "\u2028",
      "\u2029",
      "\u202a",
      "\u202e",
      "\u2066",
      "\u2069",
    ];
    for (const char of bad) {
      expect(checkStrategyText(`Hola${char}mundo`), JSON.stringify(char)).toEqual({
        ok: false,
        error: "control",
      });
    }
  });

  it("accepts what is not a control character", () => {
    for (const text of ["emoji 🚀", "“comillas”", "中文", "\u200e marca", "a\u00a0b", "—"]) {
      expect(checkStrategyText(text).ok, text).toBe(true);
    }
  });
});

describe("inlineText", () => {
  it("puts a value on one line without forbidden characters", () => {
    expect(inlineText("  Ana\nPérez\u202e \u0000 S.A.\t")).toBe("Ana Pérez S.A.");
    expect(inlineText("# Acme\r\n- x")).toBe("# Acme - x");
  });
});
