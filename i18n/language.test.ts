import { describe, expect, it } from "vitest";
import {
  detectorCacheKey,
  isLanguage,
  languageFromAcceptLanguage,
  preferenceKey,
  readCookie,
  sanitizeLanguage,
} from "./language.ts";

/** Values an attacker can put in a cookie, query string or storage: none may come back. */
const hostileLanguageValues: readonly string[] = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "en<svg/onload=alert(1)>",
  'en" onmouseover="alert(1)',
  "en' onfocus='alert(1)",
  "en'><b>x</b>",
  "<b>en</b>",
  "en%3Cscript%3E",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "&lt;script&gt;",
  "{{constructor.constructor('alert(1)')()}}",
  "${alert(1)}",
  "en;alert(1)",
  "en\nSet-Cookie: session=x",
  "en\u0000",
  "en/../../etc/passwd",
  "data:text/html,<script>alert(1)</script>",
  "__proto__",
  "constructor",
  "en-",
  "e",
  "ｅｎ",
  // Well-formed but over-long: 2 + 20 × 2 = 42 characters.
  `en${"-a".repeat(20)}`,
  `en-${"x".repeat(497)}`,
  "en".repeat(250),
];

describe("sanitizeLanguage", () => {
  it.each([
    ["es", "es"],
    ["en", "en"],
    ["es-MX", "es"],
    ["en_US", "en"],
    ["EN", "en"],
    ["Es", "es"],
    ["en-GB", "en"],
    ["es-419", "es"],
    ["en-Latn-US", "en"],
    [" en ", "en"],
  ] as const)("%j → %s", (value, expected) => {
    expect(sanitizeLanguage(value)).toBe(expected);
  });

  // Examples of well-formed tags the site does not speak (whichever it adds later are left out).
  it.each(
    ["fr", "pt-BR", "de_DE", "zh-Hant-TW", "eng", "spa", "esp"].filter(
      (tag) => !isLanguage(tag.split(/[-_]/)[0]),
    ),
  )("unsupported language %j → undefined", (value) => {
    expect(sanitizeLanguage(value)).toBeUndefined();
  });

  it.each(hostileLanguageValues)("hostile %j → undefined", (value) => {
    expect(sanitizeLanguage(value)).toBeUndefined();
  });

  it("has at least ten hostile cases, each rejected for its shape", () => {
    expect(hostileLanguageValues.length).toBeGreaterThanOrEqual(10);
    // Each one starts like a language or contains one, so rejection is not by accident.
    expect(hostileLanguageValues.filter((v) => /en|es/i.test(v)).length).toBeGreaterThanOrEqual(10);
  });

  it("accepts a well-formed tag of 35 characters and rejects one of 36", () => {
    const at35 = `en${"-abcdefgh".repeat(3)}-abcde`;
    const at36 = `en${"-abcdefgh".repeat(3)}-abcdef`;
    expect(at35).toHaveLength(35);
    expect(at36).toHaveLength(36);
    expect(sanitizeLanguage(at35)).toBe("en");
    expect(sanitizeLanguage(at36)).toBeUndefined();
  });

  it.each([undefined, null, 1, true, {}, ["en"], { toString: () => "en" }, "", "   "].map((v) => [v]))(
    "non-string or empty %j → undefined",
    (value) => {
      expect(sanitizeLanguage(value)).toBeUndefined();
    },
  );
});

describe("languageFromAcceptLanguage", () => {
  it.each([
    ["en", "en"],
    ["es", "es"],
    ["en-US,en;q=0.9", "en"],
    ["es-MX,es;q=0.9,en;q=0.8", "es"],
    ["fr;q=1, en;q=0.8, es;q=0.5", "en"],
    ["fr-CA,fr;q=0.9,en;q=0.8,es;q=0.9", "es"],
    ["es;q=0.5, en;q=0.8", "en"],
    ["en, es", "en"],
    ["es, en", "es"],
    ["en;q=0, es;q=0.1", "es"],
    ["en;q=abc, es;q=0.5", "es"],
    [" en-GB ; q=0.7 , fr;q=0.9", "en"],
    // `*` accepts any language at its quality: the default language, first in the list.
    ["*, en;q=0.5", "es"],
    ["*", "es"],
    ["<script>alert(1)</script>, en;q=0.1", "en"],
    ["en_US", "en"],
  ] as const)("%j → %s", (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });

  it.each([undefined, null, "", "fr", "fr-FR, de;q=0.9", "en;q=0", "es;q=0.0", "<script>", ";;;,,,"])(
    "%j → undefined",
    (header) => {
      expect(languageFromAcceptLanguage(header)).toBeUndefined();
    },
  );

  it("ignores entries after the twentieth", () => {
    const many = [...Array.from({ length: 20 }, (_, i) => `x${String.fromCharCode(97 + i)}`), "en"].join(",");
    expect(languageFromAcceptLanguage(many)).toBeUndefined();
    const fewer = [...Array.from({ length: 19 }, (_, i) => `x${String.fromCharCode(97 + i)}`), "en"].join(
      ",",
    );
    expect(languageFromAcceptLanguage(fewer)).toBe("en");
  });
});

describe("readCookie", () => {
  it.each([
    ["preferredLanguage=en", "en"],
    ["a=1; preferredLanguage=es; b=2", "es"],
    ["a=1;preferredLanguage=en", "en"],
    ["  preferredLanguage = en ", "en"],
    ["preferredLanguage=en; preferredLanguage=es", "en"],
    ["preferredLanguage=", ""],
    ["preferredLanguage=a=b", "a=b"],
    ["preferredLanguage=%3Cscript%3E", "<script>"],
    ["other=%E0%A4%A; preferredLanguage=en", "en"],
  ] as const)("%j → %j", (header, expected) => {
    expect(readCookie(header, preferenceKey)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    "",
    "other=en",
    "xpreferredLanguage=en",
    "preferredLanguagex=en",
    "preferredLanguage",
    "PREFERREDLANGUAGE=en",
  ])("%j has no preferredLanguage cookie", (header) => {
    expect(readCookie(header, preferenceKey)).toBeUndefined();
  });

  it.each(["%", "%E0%A4%A", "%zz", "en%", "%C3%28"])(
    "malformed percent-encoding %j → undefined, without throwing",
    (value) => {
      expect(() => readCookie(`${preferenceKey}=${value}`, preferenceKey)).not.toThrow();
      expect(readCookie(`${preferenceKey}=${value}`, preferenceKey)).toBeUndefined();
    },
  );

  it("a decoded hostile cookie is still rejected by sanitizeLanguage", () => {
    const value = readCookie(
      `${preferenceKey}=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`,
      preferenceKey,
    );
    expect(value).toBe('"><img src=x onerror=alert(1)>');
    expect(sanitizeLanguage(value)).toBeUndefined();
  });
});

describe("storage keys", () => {
  it("are the keys visitors' browsers already hold", () => {
    expect(preferenceKey).toBe("preferredLanguage");
    expect(detectorCacheKey).toBe("i18nextLng");
  });
});
