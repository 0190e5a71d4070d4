import { describe, expect, it } from "vitest";
import { languages } from "#i18n/languages.ts";
import { interpolate } from "#i18n/translate.ts";
import { locales } from "#i18n/words.ts";
import { signInMail } from "./templates/sign-in.ts";

const token = "abcdefghijklmnopqrstuvwxyzABCDEF";
const input = { siteUrl: "https://pontas.test", email: "ana+team@pontas.test", code: "042917", link: token };

describe("the sign-in e-mail (templates/sign-in.ts)", () => {
  const mail = signInMail(input);
  const link = `https://pontas.test/admin/login/code?email=ana%2Bteam%40pontas.test&code=042917&link=${token}`;

  it("has a subject in every language of the site", () => {
    expect(mail.subject).toBe(languages.map((lang) => locales[lang].inbox.mail.subject).join(" / "));
  });

  it("says the same in every language: the link to the code page and the code, one language after the other", () => {
    const bodies = languages.map((lang) =>
      interpolate(locales[lang].inbox.mail.body, { link, code: "042917" }),
    );
    expect(mail.text).toBe(`${bodies.join("\n\n---\n\n")}\n`);
    for (const body of bodies) expect(body).toContain(link);
    expect(mail.text.split("042917").length - 1).toBeGreaterThanOrEqual(2 * languages.length);
  });

  it("is HTML in the e-mails' layout, the link a link and every word of the text in it", () => {
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('lang="es"');
    const href = link.replaceAll("&", "&amp;");
    expect(mail.html.split(`href="${href}"`).length - 1).toBe(languages.length);
    const words = mail.html.replace(/<[^>]+>/g, " ").replaceAll("&amp;", "&");
    for (const lang of languages)
      for (const line of locales[lang].inbox.mail.body.split("\n").filter(Boolean))
        for (const part of line.split(/\{\{\w+\}\}/)) expect(words).toContain(part.trim());
  });

  it("escapes what it is given: a site URL or an address never becomes markup", () => {
    const odd = signInMail({
      siteUrl: "https://pontas.test/<b>",
      email: `"><script>@x.test`,
      code: "123456",
      link: token,
    });
    expect(odd.html).not.toContain("<script>");
    expect(odd.html).not.toContain("<b>");
  });
});
