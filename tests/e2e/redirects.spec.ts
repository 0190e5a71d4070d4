import http from "node:http";
import type { APIRequestContext } from "@playwright/test";
import { pathFor } from "../../domain/site/pages.ts";
import { screenIds } from "../../domain/site/screens.ts";
import { common, expect, expectedH1, test } from "./fixtures.ts";

const hostile = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "en<svg/onload=alert(1)>",
  "fr",
  "x".repeat(300),
];

async function location(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { maxRedirects: 0, headers });
  return { status: response.status(), location: response.headers()["location"] };
}

test.describe("/ redirects by preference, then browser language, then Spanish", () => {
  test("preferredLanguage cookie wins over the browser language", async ({ request }) => {
    expect(
      await location(request, "/", { cookie: "preferredLanguage=en", "accept-language": "es-MX,es;q=0.9" }),
    ).toEqual({ status: 302, location: "/en" });
    expect(
      await location(request, "/", { cookie: "preferredLanguage=es", "accept-language": "en-US,en;q=0.9" }),
    ).toEqual({ status: 302, location: "/es" });
  });

  test("browser language when there is no preference", async ({ request }) => {
    expect(await location(request, "/", { "accept-language": "en-GB,en;q=0.9" })).toEqual({
      status: 302,
      location: "/en",
    });
    expect(await location(request, "/", { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" })).toEqual({
      status: 302,
      location: "/en",
    });
  });

  test("Spanish otherwise", async ({ request }) => {
    expect(await location(request, "/", { "accept-language": "fr-FR,de;q=0.5" })).toEqual({
      status: 302,
      location: "/es",
    });
    expect(await location(request, "/")).toEqual({ status: 302, location: "/es" });
  });

  for (const value of hostile) {
    test(`hostile or unsupported stored language is ignored: ${value.slice(0, 30)}`, async ({ request }) => {
      const cookie = `preferredLanguage=${encodeURIComponent(value)}`;
      expect(await location(request, "/", { cookie, "accept-language": "en" })).toEqual({
        status: 302,
        location: "/en",
      });
      expect(await location(request, "/", { cookie })).toEqual({ status: 302, location: "/es" });
    });
  }

  test("a visitor lands on the page of their language in the browser", async ({ page, context }) => {
    await context.addCookies([{ name: "preferredLanguage", value: "en", url: "http://127.0.0.1" }]);
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1("home", "en"));
  });

  test("the query string (UTM parameters) survives the redirect", async ({ request }) => {
    expect(await location(request, "/?utm_source=news&utm_medium=email")).toEqual({
      status: 302,
      location: "/es?utm_source=news&utm_medium=email",
    });
  });
});

test.describe("unsupported language segment → Spanish equivalent", () => {
  const cases: Array<[string, string]> = [
    ["/fr/servicios", "/es/servicios"],
    ["/de/services/ai-integration", "/es/servicios/integracion-ia"],
    ["/pt-BR/nosotros/nuestro-nombre", "/es/nosotros/nuestro-nombre"],
    ["/fr", "/es"],
    ["/%3Cscript%3E/contacto", "/es/contacto"],
    ["/javascript:alert(1)/soluciones", "/es/soluciones"],
  ];
  for (const [from, to] of cases) {
    test(`${from} → ${to}`, async ({ request }) => {
      expect(await location(request, from)).toEqual({ status: 301, location: to });
    });
  }
});

test.describe("unprefixed paths → prefixed", () => {
  const cases: Array<[string, string]> = [
    ["/soluciones", "/es/soluciones"],
    ["/servicios", "/es/servicios"],
    ["/servicios/validacion-mvp", "/es/servicios/validacion-mvp"],
    ["/servicios/executive-advisory-panel", "/es/servicios/executive-advisory-panel"],
    ["/nosotros", "/es/nosotros"],
    ["/contacto", "/es/contacto"],
    ["/services/ai-integration", "/en/services/ai-integration"],
    ["/services/mvp-validation", "/en/services/mvp-validation"],
    ["/solutions", "/en/solutions"],
    ["/about", "/en/about"],
    ["/contact", "/en/contact"],
    ["/growth-quiz", "/en/growth-quiz"],
    ["/investment-funds", "/en/investment-funds"],
  ];
  for (const [from, to] of cases) {
    test(`${from} → ${to}`, async ({ request }) => {
      expect(await location(request, from)).toEqual({ status: 301, location: to });
    });
  }
});

test.describe("trailing slash → 301 to the canonical URL", () => {
  for (const screen of screenIds) {
    for (const lang of ["es", "en"] as const) {
      const canonical = pathFor(screen, lang);
      test(`${canonical}/`, async ({ request }) => {
        expect(await location(request, `${canonical}/`)).toEqual({ status: 301, location: canonical });
      });
    }
  }
  test("unprefixed with a slash goes straight to the canonical URL", async ({ request }) => {
    expect(await location(request, "/servicios/")).toEqual({ status: 301, location: "/es/servicios" });
  });
  test("a protocol-relative path never becomes an off-site redirect", async ({ baseURL }) => {
    // Sent raw: an HTTP client would read `//evil.example/` as another host.
    const { hostname, port } = new URL(baseURL!);
    const target = await new Promise<string | undefined>((resolve, reject) => {
      const req = http.get({ hostname, port, path: "//evil.example/" }, (res) => {
        res.resume();
        resolve(res.headers.location);
      });
      req.on("error", reject);
    });
    expect(target?.startsWith("//")).toBe(false);
    expect(target?.startsWith("/")).toBe(true);
  });
});

test.describe("canonical pages answer 200 without a redirect", () => {
  for (const lang of ["es", "en"] as const) {
    test(`every ${lang} page`, async ({ request }) => {
      for (const screen of screenIds) {
        const response = await request.get(pathFor(screen, lang), { maxRedirects: 0 });
        expect(response.status(), pathFor(screen, lang)).toBe(200);
      }
    });
  }
});

test.describe("unknown paths → the not-found page with HTTP 404", () => {
  const cases: Array<[string, "es" | "en"]> = [
    ["/es/no-existe", "es"],
    ["/en/does-not-exist", "en"],
    ["/es/servicios/no-existe", "es"],
    ["/nada/por/aqui", "es"],
  ];
  for (const [path, lang] of cases) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedH1("notFound", lang));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      // Helpful links lead back into the site.
      await page
        .getByRole("link", { name: common(lang).screenName.services })
        .last()
        .click();
      await expect(page).toHaveURL(new RegExp(`${pathFor("services", lang)}$`));
    });
  }
});
