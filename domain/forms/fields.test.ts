import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ContactSchema } from "./contact-schema.ts";
import { companyField, emailField, messageField, nameField } from "./fields.ts";

/** Every control character (C0 with NUL and tab, DEL, C1), the separators and the bidirectional overrides and isolates. */
const forbiddenInLine = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
  0x2028,
  0x2029,
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
].map((code) => String.fromCodePoint(code));
const forbiddenInLineChar = fc.constantFrom(...forbiddenInLine);
const forbiddenInTextChar = fc.constantFrom(
  ...forbiddenInLine.filter(
    (c) => c !== "\t" && c !== "\n" && c !== "\r" && c !== "\u2028" && c !== "\u2029",
  ),
  "\r",
);
/** Characters a reader does not see. */
const invisibleChar = fc.constantFrom(
  "\u200b",
  "\u200c",
  "\u200d",
  "\u2060",
  "\ufeff",
  "\u00ad",
  "\u180e",
  "\u3164",
  "\u2800",
  "\ufe0f",
  " ",
  "\u00a0",
);
const plainChar = fc.constantFrom(..."aZ áñü-'.&0李ب");

const issueOf = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: string,
) => schema.safeParse(value).error?.issues[0]?.message;

/** `text` with `inserted` put at a position chosen by `at` (0 to 1). */
const insert = (text: string, inserted: string, at: number) => {
  const i = Math.floor(at * (text.length + 1));
  return text.slice(0, i) + inserted + text.slice(i);
};
const position = fc.double({ min: 0, max: 1, noNaN: true });
const validName = fc
  .string({ unit: plainChar, minLength: 2, maxLength: 60 })
  .filter((s) => s.trim().length >= 2);

describe("input hygiene of the form fields", () => {
  it("a name, a company or an e-mail with a control, separator or bidi override character is refused", () => {
    fc.assert(
      fc.property(validName, forbiddenInLineChar, position, (name, bad, at) => {
        const value = insert(name, bad, at);
        // Trimmed away at either end (tab, line feed…): the value is then valid, as typed without it.
        if (value.trim() !== value && value.trim() === name.trim()) return;
        expect(issueOf(nameField, value)).toBe("errors.nameInvalid");
        expect(issueOf(companyField, value)).toBe("errors.companyInvalid");
        expect(issueOf(emailField, insert("ana@example.com", bad, at))).toMatch(/^errors\.email/);
      }),
    );
  });

  it("the reported cases: NUL names, zero-width names, terminal escapes", () => {
    expect(issueOf(nameField, "\u0000\u0000")).toBe("errors.nameInvalid");
    expect(issueOf(nameField, "Ana\u0000")).toBe("errors.nameInvalid");
    expect(issueOf(nameField, "\u200b\u200b\u200b")).toBe("errors.nameMin");
    expect(issueOf(nameField, "\u001b[31mAna\u001b[0m")).toBe("errors.nameInvalid");
    expect(issueOf(nameField, "Ana \u202eHTML.exe")).toBe("errors.nameInvalid");
    expect(issueOf(companyField, "\u200b\u2060\ufeff")).toBe("errors.companyInvalid");
    expect(issueOf(emailField, "ana\u0000@example.com")).toBe("errors.emailInvalid");
    expect(issueOf(emailField, "ana@exam\u200bple.com")).toBe("errors.emailInvalid");
    expect(issueOf(messageField(10, 5000), "Hola\u0007 que tal amigos")).toBe("errors.messageInvalid");
  });

  it("a value made only of invisible characters is empty: refused as too short", () => {
    fc.assert(
      fc.property(fc.array(invisibleChar, { minLength: 1, maxLength: 30 }), (chars) => {
        const value = chars.join("");
        expect(issueOf(nameField, value)).toBe("errors.nameMin");
        expect(issueOf(messageField(10, 5000), `${value}x${value}`)).toBe("errors.messageMin");
        const company = companyField.safeParse(value);
        // Only white space is trimmed to an empty (absent) company; anything else invisible is refused.
        if (value.trim() === "") expect(company.data).toBe("");
        else expect(company.error?.issues[0]?.message).toBe("errors.companyInvalid");
      }),
    );
  });

  it("names in any script, with marks and joiners inside, are accepted unchanged but for trimming", () => {
    fc.assert(
      fc.property(
        validName,
        fc.constantFrom("", "\u200d", "\u200e", "\u200f", "\u200c"),
        position,
        (name, mark, at) => {
          const value = insert(name, mark, at);
          expect(nameField.safeParse(value).data).toBe(value.trim());
        },
      ),
    );
    expect(nameField.parse("  María José Ñúñez O'Brien-Lee ")).toBe("María José Ñúñez O'Brien-Lee");
    expect(nameField.parse("محمد\u200f علي")).toBe("محمد\u200f علي");
  });

  it("a message keeps tab, LF and CRLF and refuses every other control character and lone CR", () => {
    const message = messageField(10, 5000);
    expect(message.parse("Hola,\r\n\tsegunda línea\ny tercera")).toBe("Hola,\r\n\tsegunda línea\ny tercera");
    fc.assert(
      fc.property(
        fc.string({ unit: plainChar, minLength: 12, maxLength: 80 }),
        forbiddenInTextChar,
        position,
        (text, bad, at) => {
          const value = insert(`a${text}z`, bad, at);
          if (value.trim() !== value) return;
          expect(issueOf(message, value)).toBe("errors.messageInvalid");
        },
      ),
    );
  });

  it("the contact schema reports the field's own message", () => {
    const result = ContactSchema.safeParse({
      name: "Ana\u0000",
      email: "ana@example.com",
      company: "\u202eAcme",
      message: "Un mensaje\u001b[2J suficientemente largo",
    });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", "errors.nameInvalid"],
      ["company", "errors.companyInvalid"],
      ["message", "errors.messageInvalid"],
    ]);
  });
});
