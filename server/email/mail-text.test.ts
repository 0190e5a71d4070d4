import fc from "fast-check";
import { simpleParser } from "mailparser";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { describe, expect, it } from "vitest";
import { decodeHeaderValue, mailText } from "./mail-text.ts";

const address = "maria.fernanda.gonzalez.rodriguez@constructora-ejemplo.com.mx";
const name = "María Fernanda González Rodríguez";

/** The bytes nodemailer writes for `message`, as the file transport does (transport.ts). */
async function compose(message: SendMailOptions): Promise<Buffer> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return (await composer.sendMail({ from: '"Pontàs" <hola@pontas.example>', ...message })).message as Buffer;
}

describe("mailText: an e-mail file's text as its reader sees it", () => {
  it("a long address in a quoted-printable body is cut in the file and whole in the text", async () => {
    const file = await compose({
      to: "team@pontas.test",
      subject: `Resumen: ${name}`,
      text: `${"Nuevos leads · ".repeat(3)}${name} · Constructora Ejemplo · ${address} · 08:00`,
      html: `<p>${"Nuevos leads · ".repeat(3)}<a href="https://pontas.example/admin/leads/1">${name}</a> · ${address}</p>`,
    });
    const raw = file.toString("utf8");
    // What the erasure used to search: the HTML part's soft line break cuts the address, the name is escaped.
    expect(raw.split(address).length - 1).toBeLessThan(2);
    expect(raw).not.toContain(name);
    const text = mailText(file);
    expect(text.split(address)).toHaveLength(3); // text and HTML parts
    expect(text).toContain(`Subject: Resumen: ${name}`);
    expect(text).toContain(`>${name}</a>`);
  });

  it("decodes what mailparser decodes: headers, text, HTML and a base64 part, for any text", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "grapheme", minLength: 1, maxLength: 200 }),
        fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }),
        async (body, who) => {
          const clean = (s: string) => s.replace(/[\r\n\u2028\u2029]/g, " ").trim() || "x";
          const display = clean(who);
          const file = await compose({
            to: { name: display, address },
            subject: `${display} ${clean(body)}`,
            text: `${body}\n${address}`,
            html: `<p>${body.replace(/[<&]/g, "")}</p>`,
            attachments: [
              { filename: "nota.txt", content: Buffer.from(`${name} ${body}`), contentType: "text/plain" },
            ],
          });
          const parsed = await simpleParser(file);
          const text = mailText(file);
          expect(text).toContain(parsed.subject!);
          expect(text).toContain(parsed.text!.trimEnd());
          expect(text).toContain(String(parsed.html).trimEnd());
          expect(text).toContain(parsed.attachments[0]!.content.toString("utf8"));
          expect(text).toContain(address);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("encoded words: adjacent ones are one text, a character split between two is whole", () => {
    const bytes = Buffer.from("María", "utf8");
    const q = (b: Buffer) => [...b].map((x) => `=${x.toString(16).toUpperCase().padStart(2, "0")}`).join("");
    // "Mar" + the first byte of "í" | its second byte + "a"
    const split = `=?UTF-8?Q?${q(bytes.subarray(0, 4))}?= =?UTF-8?Q?${q(bytes.subarray(4))}?=`;
    expect(decodeHeaderValue(split)).toBe("María");
    expect(decodeHeaderValue("=?utf-8?B?R29uesOhbGV6?= <g@example.com>")).toBe("González <g@example.com>");
    expect(decodeHeaderValue("=?iso-8859-1?q?Rodr=EDguez_y?= socios")).toBe("Rodríguez y socios");
    expect(decodeHeaderValue("plain, =?utf-8*es?q?Pont=C3=A0s?=")).toBe("plain, Pontàs");
  });

  it("a message attached to a message, and a file without a body, are read too", () => {
    const inner = `Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n${Buffer.from(name).toString("base64")}\n`;
    const outer = Buffer.from(
      `Subject: fwd\nContent-Type: multipart/mixed; boundary="b1"\n\n--b1\nContent-Type: message/rfc822\n\n${inner}--b1--\n`,
    );
    expect(mailText(outer)).toContain(name);
    expect(mailText(Buffer.from("Subject: =?utf-8?q?Mar=C3=ADa?="))).toContain("Subject: María");
  });
});
