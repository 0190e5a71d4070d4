// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { detectorCacheKey, isLanguage, preferenceKey } from "#i18n/language.ts";
import { cacheLanguage, detectionOptions, detectLanguage, storePreference } from "./detection.ts";

const hostileValues = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "en<svg/onload=alert(1)>",
  'en" onmouseover="alert(1)',
  "en'><b>x</b>",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  `en-${"a".repeat(60)}`,
  "__proto__",
];

const itDetectsEnglish = it;

/** Every cookie currently visible to the page, by name. */
function cookieNames(): string[] {
  return document.cookie
    .split(";")
    .map((part) => part.split("=")[0]!.trim())
    .filter(Boolean);
}

function clearCookies(): void {
  for (const name of cookieNames()) {
    document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

function setQuery(search: string): void {
  window.history.replaceState(null, "", `/${search}`);
}

/**
 * Spies this file creates, restored one by one: vi.restoreAllMocks() would
 * also restore the console.error spy of tests/setup/vitest.setup.ts.
 */
const spies: { mockRestore(): void }[] = [];

function setNavigatorLanguages(languages: readonly string[]): void {
  spies.push(
    vi.spyOn(window.navigator, "languages", "get").mockReturnValue(languages),
    vi.spyOn(window.navigator, "language", "get").mockReturnValue(languages[0] ?? ""),
  );
}

function reset(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearCookies();
  setQuery("");
  document.documentElement.removeAttribute("lang");
}

beforeEach(() => {
  reset();
  // A browser that asks for neither language, unless a test says otherwise.
  setNavigatorLanguages(["fr-FR", "fr"]);
});

afterEach(() => {
  while (spies.length > 0) spies.pop()!.mockRestore();
  reset();
});

describe("the test environment", () => {
  it("resets the query string, cookies and storage", () => {
    setQuery("?lng=en");
    expect(window.location.search).toBe("?lng=en");
    document.cookie = `${preferenceKey}=en; Path=/`;
    expect(document.cookie).toContain(`${preferenceKey}=en`);
    reset();
    expect(window.location.search).toBe("");
    expect(document.cookie).not.toContain(preferenceKey);
    expect(window.localStorage.length).toBe(0);
  });
});

describe("detectionOptions", () => {
  it("follows the detection order of `/` and caches in local storage only", () => {
    expect(detectionOptions.order).toEqual([
      "querystring",
      "cookie",
      "localStorage",
      "sessionStorage",
      "navigator",
      "htmlTag",
    ]);
    expect(detectionOptions.lookupQuerystring).toBe("lng");
    expect(detectionOptions.lookupCookie).toBe(preferenceKey);
    expect(detectionOptions.lookupLocalStorage).toBe(detectorCacheKey);
    expect(detectionOptions.caches).toEqual(["localStorage"]);
  });

  const conversions: [string, string][] = [
    ["en", "en"],
    ["en-US", "en"],
    ["es_MX", "es"],
    ["fr", ""],
    ...hostileValues.map((value): [string, string] => [value, ""]),
  ];
  it.each(conversions)("converts the detected value %j to %j", (value, expected) => {
    const convert = detectionOptions.convertDetectedLanguage;
    expect(typeof convert).toBe("function");
    expect((convert as (value: string) => string)(value)).toBe(expected);
  });
});

describe("detectLanguage", () => {
  it("defaults to Spanish when nothing names a supported language", async () => {
    await expect(detectLanguage()).resolves.toBe("es");
  });

  it("uses the lng query parameter before the stored preference, as the server does", async () => {
    window.localStorage.setItem(preferenceKey, "es");
    document.cookie = `${preferenceKey}=es; Path=/`;
    setQuery("?lng=en");
    await expect(detectLanguage()).resolves.toBe("en");
  });

  it("uses the stored preference next, the cookie before local storage", async () => {
    window.localStorage.setItem(preferenceKey, "es");
    document.cookie = `${preferenceKey}=en; Path=/`;
    setNavigatorLanguages(["es-MX"]);
    await expect(detectLanguage()).resolves.toBe("en");
  });

  it("uses the stored preference in local storage when there is no cookie", async () => {
    window.localStorage.setItem(preferenceKey, "en");
    setQuery("?lng=%3Cscript%3E");
    setNavigatorLanguages(["es-MX"]);
    await expect(detectLanguage()).resolves.toBe("en");
  });

  it("uses a stored Spanish preference over an English browser", async () => {
    window.localStorage.setItem(preferenceKey, "es");
    setNavigatorLanguages(["en-US", "en"]);
    await expect(detectLanguage()).resolves.toBe("es");
  });

  itDetectsEnglish("uses the lng query parameter", async () => {
    setQuery("?lng=en");
    await expect(detectLanguage()).resolves.toBe("en");
  });

  it("prefers the query parameter to the browser language", async () => {
    setQuery("?utm_source=x&lng=es");
    setNavigatorLanguages(["en-US"]);
    await expect(detectLanguage()).resolves.toBe("es");
  });

  itDetectsEnglish("uses the preferredLanguage cookie", async () => {
    document.cookie = `${preferenceKey}=en; Path=/`;
    await expect(detectLanguage()).resolves.toBe("en");
  });

  itDetectsEnglish("uses the cached detector value in local storage", async () => {
    window.localStorage.setItem(detectorCacheKey, "en");
    await expect(detectLanguage()).resolves.toBe("en");
  });

  itDetectsEnglish("uses session storage", async () => {
    window.sessionStorage.setItem(detectorCacheKey, "en-GB");
    await expect(detectLanguage()).resolves.toBe("en");
  });

  itDetectsEnglish("falls back to the browser language", async () => {
    setNavigatorLanguages(["en-US", "en"]);
    await expect(detectLanguage()).resolves.toBe("en");
  });

  itDetectsEnglish("takes the first supported browser language", async () => {
    setNavigatorLanguages(["fr-FR", "en-GB", "es-MX"]);
    await expect(detectLanguage()).resolves.toBe("en");
  });

  it("caches the detected language under i18nextLng", async () => {
    setQuery("?lng=en");
    await detectLanguage();
    expect(window.localStorage.getItem(detectorCacheKey)).toBe("en");
  });

  describe.each(hostileValues)("discards the hostile value %j", (hostile) => {
    async function expectDiscarded(expected: "es" | "en"): Promise<void> {
      const result = await detectLanguage();
      expect(result).toBe(expected);
      expect(result).not.toBe(hostile);
      const cached = window.localStorage.getItem(detectorCacheKey);
      expect([null, "es", "en"]).toContain(cached);
      expect(document.documentElement.getAttribute("lang")).toBeNull();
    }

    it("in the query string", async () => {
      setQuery(`?lng=${encodeURIComponent(hostile)}`);
      await expectDiscarded("es");
    });

    it("in the query string, unencoded", async () => {
      setQuery(`?lng=${hostile.replace(/[#&]/g, "")}`);
      await expectDiscarded("es");
    });

    it("in the cookie", async () => {
      document.cookie = `${preferenceKey}=${encodeURIComponent(hostile)}; Path=/`;
      await expectDiscarded("es");
    });

    it("in local storage under i18nextLng", async () => {
      window.localStorage.setItem(detectorCacheKey, hostile);
      await expectDiscarded("es");
      expect(window.localStorage.getItem(detectorCacheKey)).not.toBe(hostile);
    });

    it("in the stored preference", async () => {
      window.localStorage.setItem(preferenceKey, hostile);
      await expectDiscarded("es");
    });

    it("in session storage", async () => {
      window.sessionStorage.setItem(detectorCacheKey, hostile);
      await expectDiscarded("es");
    });

    it("in the browser languages", async () => {
      setNavigatorLanguages([hostile]);
      await expectDiscarded("es");
    });

    itDetectsEnglish("and still uses the next supported value", async () => {
      setQuery(`?lng=${encodeURIComponent(hostile)}`);
      window.localStorage.setItem(detectorCacheKey, hostile);
      window.sessionStorage.setItem(detectorCacheKey, hostile);
      setNavigatorLanguages(["en-US"]);
      await expectDiscarded("en");
    });
  });

  itDetectsEnglish("ignores unsupported but well-formed languages", async () => {
    // Three the site does not speak, whichever it adds later.
    const [a, b, c] = ["fr", "de", "pt", "it", "ja", "ko"].filter((code) => !isLanguage(code));
    setQuery(`?lng=${a}`);
    window.localStorage.setItem(detectorCacheKey, b!);
    setNavigatorLanguages([`${c}-XX`, "en"]);
    await expect(detectLanguage()).resolves.toBe("en");
  });
});

describe("cacheLanguage", () => {
  it.each(["en", "es"] as const)("writes %s to localStorage i18nextLng", (lang) => {
    cacheLanguage(lang);
    expect(window.localStorage.getItem(detectorCacheKey)).toBe(lang);
  });

  it("overwrites a previous value", () => {
    window.localStorage.setItem(detectorCacheKey, "<script>alert(1)</script>");
    cacheLanguage("en");
    expect(window.localStorage.getItem(detectorCacheKey)).toBe("en");
  });

  it("does not store a preference", () => {
    cacheLanguage("en");
    expect(window.localStorage.getItem(preferenceKey)).toBeNull();
    expect(document.cookie).not.toContain(preferenceKey);
  });
});

describe("storePreference", () => {
  it.each(["en", "es"] as const)("stores %s in local storage and a cookie", (lang) => {
    storePreference(lang);
    expect(window.localStorage.getItem(preferenceKey)).toBe(lang);
    expect(document.cookie.split("; ")).toContain(`${preferenceKey}=${lang}`);
  });

  it("replaces an earlier choice", () => {
    storePreference("en");
    storePreference("es");
    expect(window.localStorage.getItem(preferenceKey)).toBe("es");
    expect(document.cookie.split("; ").filter((c) => c.startsWith(`${preferenceKey}=`))).toEqual([
      `${preferenceKey}=es`,
    ]);
  });

  it("is what detectLanguage returns next", async () => {
    setNavigatorLanguages(["es-MX"]);
    storePreference("en");
    await expect(detectLanguage()).resolves.toBe("en");
  });

  it("still sets the cookie when local storage throws", () => {
    spies.push(
      vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
        throw new Error("QuotaExceededError");
      }),
    );
    storePreference("en");
    expect(document.cookie.split("; ")).toContain(`${preferenceKey}=en`);
  });
});
