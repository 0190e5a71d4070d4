import { describe, expect, it } from "vitest";
import { canonicalPaths, routeEntries } from "./pages.ts";
import { languageSwitch, resolveRedirect, rootLanguage, type RedirectInput } from "./redirects.ts";

const hostilePreferred = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "en<svg/onload=alert(1)>",
  "fr",
  // 500 characters that would otherwise look like an English tag.
  `en${"-a".repeat(249)}`,
  "",
];

describe("/ (the root)", () => {
  it.each([
    ["en", undefined, "/en"],
    ["es", undefined, "/es"],
    ["en", "es-MX,es;q=0.9", "/en"],
    ["es", "en-US,en;q=0.9", "/es"],
    ["EN", undefined, "/en"],
    ["en-GB", undefined, "/en"],
  ] as const)("preferred cookie %j with Accept-Language %j → %s", (preferred, acceptLanguage, location) => {
    expect(resolveRedirect({ pathname: "/", preferred, acceptLanguage })).toEqual({ location, status: 302 });
  });

  it.each([
    ["en", "/en"],
    ["en-US,en;q=0.9", "/en"],
    ["es-MX", "/es"],
    ["fr;q=1, en;q=0.8, es;q=0.5", "/en"],
    ["fr;q=1, en;q=0.5, es;q=0.8", "/es"],
    ["fr-FR, de;q=0.9", "/es"],
    ["", "/es"],
  ] as const)("without a preference, Accept-Language %j → %s", (acceptLanguage, location) => {
    expect(resolveRedirect({ pathname: "/", acceptLanguage })).toEqual({ location, status: 302 });
  });

  it("defaults to Spanish with nothing to go on", () => {
    expect(resolveRedirect({ pathname: "/" })).toEqual({ location: "/es", status: 302 });
    expect(resolveRedirect({ pathname: "/", preferred: undefined, acceptLanguage: null })).toEqual({
      location: "/es",
      status: 302,
    });
  });

  it.each(hostilePreferred)("ignores the preferred value %j and uses Accept-Language", (preferred) => {
    const toEnglish = resolveRedirect({ pathname: "/", preferred, acceptLanguage: "en-US,en;q=0.9" });
    expect(toEnglish).toEqual({ location: "/en", status: 302 });
    const toDefault = resolveRedirect({ pathname: "/", preferred });
    expect(toDefault).toEqual({ location: "/es", status: 302 });
    if (preferred) expect(toEnglish?.location).not.toContain(preferred);
  });

  it("rootLanguage follows the same order", () => {
    expect(rootLanguage({ preferred: "en", acceptLanguage: "es" })).toBe("en");
    expect(rootLanguage({ preferred: "<script>", acceptLanguage: "en" })).toBe("en");
    expect(rootLanguage({ preferred: "fr", acceptLanguage: "de" })).toBe("es");
  });

  it("keeps the query string", () => {
    expect(
      resolveRedirect({ pathname: "/", search: "?utm_source=news&utm_medium=email", preferred: "en" }),
    ).toEqual({
      location: "/en?utm_source=news&utm_medium=email",
      status: 302,
    });
  });

  it.each(["//", "///"])("%j is the root too", (pathname) => {
    expect(resolveRedirect({ pathname, acceptLanguage: "en" })).toEqual({ location: "/en", status: 302 });
  });
});

describe("trailing slash", () => {
  it.each([
    ["/es/", "/es"],
    ["/en/", "/en"],
    ["/es/servicios/", "/es/servicios"],
    ["/en/services/ai-integration/", "/en/services/ai-integration"],
    ["/es/servicios//", "/es/servicios"],
    ["/es/nosotros/nuestro-nombre/", "/es/nosotros/nuestro-nombre"],
    ["/en/soluciones/", "/en/soluciones"],
    ["/servicios/", "/es/servicios"],
    ["/services/ai-integration/", "/en/services/ai-integration"],
    ["/fr/servicios/", "/es/servicios"],
    ["/fr/", "/es"],
  ] as const)("%s → 301 %s", (pathname, location) => {
    expect(resolveRedirect({ pathname })).toEqual({ location, status: 301 });
  });

  it.each(canonicalPaths())("%s/ → 301 to the canonical path", (path) => {
    expect(resolveRedirect({ pathname: `${path}/`, acceptLanguage: "en" })).toEqual({
      location: path,
      status: 301,
    });
  });

  it("keeps the query string", () => {
    expect(resolveRedirect({ pathname: "/es/servicios/", search: "?utm_campaign=x" })).toEqual({
      location: "/es/servicios?utm_campaign=x",
      status: 301,
    });
  });
});

describe("protocol-relative paths", () => {
  it.each([
    "//evil.example/",
    "//evil.example",
    "///evil.example/",
    "//evil.example//",
    "//evil.example/es/servicios",
    "//es/servicios/",
    "//servicios",
    "//fr/",
  ])("%s never redirects to a Location starting with //", (pathname) => {
    const redirect = resolveRedirect({ pathname, search: "?a=1", acceptLanguage: "en" });
    expect(redirect).toBeDefined();
    expect(redirect!.location.startsWith("/")).toBe(true);
    expect(redirect!.location.startsWith("//")).toBe(false);
  });

  it("collapses leading slashes onto the site's own path", () => {
    expect(resolveRedirect({ pathname: "//evil.example/" })).toEqual({
      location: "/evil.example",
      status: 301,
    });
    expect(resolveRedirect({ pathname: "//es/servicios" })).toEqual({
      location: "/es/servicios",
      status: 301,
    });
    expect(resolveRedirect({ pathname: "//servicios" })).toEqual({ location: "/es/servicios", status: 301 });
  });
});

describe("paths without a language prefix", () => {
  it.each([
    ["/soluciones", "/es/soluciones"],
    ["/servicios", "/es/servicios"],
    ["/servicios/integracion-ia", "/es/servicios/integracion-ia"],
    ["/servicios/transformacion-digital", "/es/servicios/transformacion-digital"],
    ["/servicios/validacion-mvp", "/es/servicios/validacion-mvp"],
    ["/servicios/soft-landing", "/es/servicios/soft-landing"],
    ["/servicios/go-to-market", "/es/servicios/go-to-market"],
    ["/servicios/growth-transformation", "/es/servicios/growth-transformation"],
    ["/nosotros", "/es/nosotros"],
    ["/nosotros/nuestro-nombre", "/es/nosotros/nuestro-nombre"],
    ["/contacto", "/es/contacto"],
    ["/fondos-inversion", "/es/fondos-inversion"],
    ["/quiz-crecimiento", "/es/quiz-crecimiento"],
  ] as const)("Spanish slug %s → 301 %s", (pathname, location) => {
    expect(resolveRedirect({ pathname, acceptLanguage: "en" })).toEqual({ location, status: 301 });
  });

  it.each([
    ["/services/ai-integration", "/en/services/ai-integration"],
    ["/services/mvp-validation", "/en/services/mvp-validation"],
    ["/services/digital-transformation", "/en/services/digital-transformation"],
    ["/services", "/en/services"],
    ["/solutions", "/en/solutions"],
    ["/about", "/en/about"],
    ["/about/our-name", "/en/about/our-name"],
    ["/contact", "/en/contact"],
    ["/growth-quiz", "/en/growth-quiz"],
    ["/investment-funds", "/en/investment-funds"],
  ] as const)("English slug %s → 301 %s", (pathname, location) => {
    expect(resolveRedirect({ pathname, acceptLanguage: "es" })).toEqual({ location, status: 301 });
  });

  it("keeps the query string", () => {
    expect(resolveRedirect({ pathname: "/soluciones", search: "?utm_source=x&lng=en" })).toEqual({
      location: "/es/soluciones?utm_source=x&lng=en",
      status: 301,
    });
  });
});

describe("unsupported language segment", () => {
  it.each([
    ["/fr/servicios", "/es/servicios"],
    ["/fr/services", "/es/servicios"],
    ["/pt-BR/services/ai-integration", "/es/servicios/integracion-ia"],
    ["/de/nosotros/nuestro-nombre", "/es/nosotros/nuestro-nombre"],
    ["/it/about", "/es/nosotros"],
    ["/es-MX/soluciones", "/es/soluciones"],
    ["/fr", "/es"],
    ["/pt-BR", "/es"],
  ] as const)("%s → 301 %s", (pathname, location) => {
    expect(resolveRedirect({ pathname, acceptLanguage: "en" })).toEqual({ location, status: 301 });
  });

  it.each(["/faq", "/api", "/deu", "/abc"])("%s is an unknown path, not a language", (pathname) => {
    expect(resolveRedirect({ pathname })).toBeUndefined();
  });

  it.each(["/\\evil.example/", "/\\/evil.example", "//\\evil.example/"])(
    "%s never becomes an off-site Location",
    (pathname) => {
      const location = resolveRedirect({ pathname })?.location ?? "/";
      expect(location).toMatch(/^\/(?![/\\])/);
    },
  );

  it("keeps the query string", () => {
    expect(resolveRedirect({ pathname: "/fr/servicios", search: "?utm_source=x" })).toEqual({
      location: "/es/servicios?utm_source=x",
      status: 301,
    });
    expect(resolveRedirect({ pathname: "/fr", search: "?q=1" })).toEqual({
      location: "/es?q=1",
      status: 301,
    });
  });

  it.each(["/fr/nope", "/fr/servicios/nope", "/pt-BR/x/y"])(
    "%s (no such page) is not redirected",
    (pathname) => {
      expect(resolveRedirect({ pathname })).toBeUndefined();
    },
  );
});

describe("pages are not redirected", () => {
  const input = (pathname: string): RedirectInput => ({
    pathname,
    search: "?utm_source=x",
    preferred: "en",
    acceptLanguage: "en",
  });

  it.each(routeEntries().map((e) => `/${e.path}`))("%s", (pathname) => {
    expect(resolveRedirect(input(pathname))).toBeUndefined();
  });

  it("covers canonical and alternate-slug pages", () => {
    const paths = routeEntries().map((e) => `/${e.path}`);
    expect(paths).toEqual(
      expect.arrayContaining(["/es/servicios", "/en/soluciones", "/es/services/ai-integration"]),
    );
  });
});

describe("unknown paths are not redirected (404)", () => {
  it.each([
    "/es/nope",
    "/en/nope",
    "/nope",
    "/es/servicios/nope",
    "/servicios/nope",
    "/es/servicios/integracion-ia/extra",
    "/es//servicios",
    "/evil.example",
    "/robots-x.txt",
  ])("%s", (pathname) => {
    expect(resolveRedirect({ pathname, acceptLanguage: "en", preferred: "en" })).toBeUndefined();
  });
});

describe("long paths (linear in the path's length)", () => {
  // 1 MiB paths: with the old `/\/+$/` the third took about an hour (quadratic,
  // ~0.9 s at 16 KB); a linear resolution answers them well within the test's timeout.
  const mib = 1024 * 1024;
  it.each([
    ["slashes after a segment", `/x${"/".repeat(mib)}`, { location: "/x", status: 301 }],
    ["only slashes", "/".repeat(mib), { location: "/en", status: 302 }],
    ["slashes then a segment", `/x${"/".repeat(mib)}a`, undefined],
    [
      "leading slashes and backslashes",
      `${"/\\".repeat(mib / 2)}es/servicios/`,
      { location: "/es/servicios", status: 301 },
    ],
    ["one long segment", `/${"a".repeat(mib)}`, undefined],
  ] as const)("%s", (_name, pathname, expected) => {
    expect(resolveRedirect({ pathname, acceptLanguage: "en" })).toEqual(expected);
  });
});

describe("the lng query parameter", () => {
  it.each([
    ["?lng=en", "es", "es-MX", "/en"],
    ["?lng=es", "en", "en", "/es"],
    ["?lng=EN-gb", undefined, undefined, "/en"],
    ["?utm_source=x&lng=en&utm_medium=y", "es", undefined, "/en?utm_source=x&utm_medium=y"],
  ] as const)(
    "/%s comes before the cookie and Accept-Language",
    (search, preferred, acceptLanguage, location) => {
      expect(resolveRedirect({ pathname: "/", search, preferred, acceptLanguage })).toEqual({
        location,
        status: 302,
      });
    },
  );

  it.each(hostilePreferred)("a hostile lng %j is skipped, never echoed", (value) => {
    const search = `?lng=${encodeURIComponent(value)}`;
    expect(resolveRedirect({ pathname: "/", search })).toEqual({ location: "/es", status: 302 });
    expect(resolveRedirect({ pathname: "/", search, preferred: "en" })).toEqual({
      location: "/en",
      status: 302,
    });
    expect(resolveRedirect({ pathname: "//", search, acceptLanguage: "en" })).toEqual({
      location: "/en",
      status: 302,
    });
  });

  it("rootLanguage puts the query first", () => {
    expect(rootLanguage({ query: "en", preferred: "es", acceptLanguage: "es" })).toBe("en");
    expect(rootLanguage({ query: "<b>", preferred: "en" })).toBe("en");
  });

  it.each([
    ["/en/services/ai-integration", "?lng=en", "/en/services/ai-integration", "en"],
    ["/es/nosotros", "?lng=es&utm_source=x", "/es/nosotros?utm_source=x", "es"],
    ["/en", "?utm_source=x&lng=en", "/en?utm_source=x", "en"],
  ] as const)(
    "%s%s on a page of that language is remembered and stripped",
    (pathname, search, location, remember) => {
      expect(resolveRedirect({ pathname, search })).toEqual({ location, status: 302, remember });
    },
  );

  it.each([
    ["/en/about", "?lng=es"],
    ["/es/contacto", "?lng=%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
    ["/es/contacto", "?lng="],
  ])("%s%s is stripped without remembering anything", (pathname, search) => {
    expect(resolveRedirect({ pathname, search })).toEqual({ location: pathname, status: 302 });
  });

  it("a page without lng, or an unknown path with it, is left alone", () => {
    expect(resolveRedirect({ pathname: "/en/about", search: "?utm_source=x" })).toBeUndefined();
    expect(resolveRedirect({ pathname: "/en/nothing-here", search: "?lng=en" })).toBeUndefined();
  });
});

describe("languageSwitch (the language switcher's link)", () => {
  it("carries the marker, which the server then turns into the remembered choice", () => {
    const link = languageSwitch("/es/servicios/integracion-ia", "", "en");
    expect(link).toEqual({
      href: "/en/services/ai-integration?lng=en",
      clean: "/en/services/ai-integration",
    });
    const [pathname, query] = link.href.split("?");
    expect(resolveRedirect({ pathname: pathname!, search: `?${query}` })).toEqual({
      location: link.clean,
      status: 302,
      remember: "en",
    });
  });

  it("keeps the rest of the query string and replaces an earlier marker", () => {
    expect(languageSwitch("/en/contact", "?topic=health-snapshot&lng=en", "es")).toEqual({
      href: "/es/contacto?topic=health-snapshot&lng=es",
      clean: "/es/contacto?topic=health-snapshot",
    });
  });

  it("leads to the home page of the target language from a path that is not a page", () => {
    expect(languageSwitch("/en/nothing", "", "es").clean).toBe("/es");
  });
});
