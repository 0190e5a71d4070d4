import { readFileSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { inboxPaths } from "../../domain/site/inbox-paths.ts";
import { canonicalPaths, pathFor } from "../../domain/site/pages.ts";
import { screenIds, screens, type ScreenShape } from "../../domain/site/screens.ts";
import { languages } from "#i18n/languages.ts";
import { baseURL } from "../../playwright.config.ts";
import { expect, hydrateIsland, siteUrl, test } from "./fixtures.ts";

/** A response's body as the server sent it, not decoded (Playwright's request decodes it). */
function rawGet(pathname: string, headers: Record<string, string>) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    get(`${baseURL}${pathname}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });
}

test("HTML: security headers, a CSP without unsafe-inline scripts, revalidation", async ({ request }) => {
  for (const path of ["/es", "/en/about", "/en/soluciones", "/es/no-existe"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc, path).toContain("'self'");
    expect(scriptSrc, path).not.toContain("unsafe-inline");
    // Each inline script the page runs is allowed by its hash (a public page rendered per
    // request, /en/soluciones, has none: its island loader is a file, under 'self').
    const inline = [
      ...(await response.text()).matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>/g),
    ];
    if (inline.length > 0) expect(scriptSrc, path).toMatch(/'sha256-/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["cache-control"]).toBe("no-cache");
    expect(headers["strict-transport-security"]).toBeUndefined(); // plain HTTP here
    expect(headers["x-powered-by"]).toBeUndefined();
    // No opener policy on a public page: it would cost each first visit a new renderer process
    // (docs/decisions/085). The inbox keeps it.
    expect(headers["cross-origin-opener-policy"], path).toBeUndefined();
  }
  for (const path of [inboxPaths.signIn, inboxPaths.home]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cross-origin-opener-policy"], path).toBe("same-origin");
    expect(response.headers()["x-frame-options"], path).toBe("DENY");
  }
});

// A pre-rendered page, and a page React Router renders at request time (the other language's slug).
for (const page of ["/es/servicios", "/en/servicios"]) {
  test(`HTML revalidates with an ETag: ${page}`, async ({ request }) => {
    const first = await request.get(page);
    expect(first.status()).toBe(200);
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    const second = await request.get(page, { headers: { "if-none-match": etag! } });
    expect(second.status()).toBe(304);
  });
}

test("hashed assets are immutable and compressed", async ({ page, request }) => {
  await page.goto("/es");
  // The island loader and, once the header's island hydrates on intent, React's modules.
  await hydrateIsland(page, "header");
  const srcs = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith(".js")),
  );
  expect(srcs.length).toBeGreaterThan(0);
  let compressed = 0;
  for (const src of srcs) {
    expect(src).toMatch(/^\/assets\//);
    const size = (await (await request.get(src, { headers: { "accept-encoding": "identity" } })).body())
      .length;
    for (const encoding of ["br", "gzip"]) {
      const response = await request.get(src, { headers: { "accept-encoding": encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      // Below 1 KB, compression is not worth its cost (the compression middleware's threshold).
      if (size >= 1024) {
        expect(response.headers()["content-encoding"], src).toBe(encoding);
        compressed++;
      }
    }
  }
  expect(compressed).toBeGreaterThan(0);
  const html = await request.get("/es", { headers: { "accept-encoding": "br" } });
  expect(html.headers()["content-encoding"]).toBe("br");
  const missing = await request.get("/assets/nope-123.js");
  expect(missing.status()).toBe(404);
});

test("the build's compressed files are sent as they are, brotli first, each with its own validator", async ({
  page,
}) => {
  await page.goto("/es/contacto");
  // React DOM's chunk, as the contact form's island loads it on intent.
  await hydrateIsland(page, "contact");
  const script = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .find((pathname) => /\/framework-react-[^/]+\.js$/.test(pathname))!,
  );
  const built = (file: string) => readFileSync(path.join("build/client", file));
  const cases: { url: string; file: string; type: RegExp; cache: string }[] = [
    {
      url: script,
      file: script.slice(1),
      type: /^text\/javascript/,
      cache: "public, max-age=31536000, immutable",
    },
    { url: "/es/contacto", file: "es/contacto/index.html", type: /^text\/html/, cache: "no-cache" },
    // A page's loader data for client navigations, typed as React Router types its own.
    { url: "/es/contacto.data", file: "es/contacto.data", type: /^text\/x-script$/, cache: "no-cache" },
  ];
  for (const { url, file, type, cache } of cases) {
    const etags = new Set<string>();
    for (const [accept, encoding, suffix] of [
      ["gzip, deflate, br", "br", ".br"],
      ["gzip", "gzip", ".gz"],
      ["identity", undefined, ""],
    ] as const) {
      const response = await rawGet(url, { "accept-encoding": accept });
      expect(response.status, `${url} ${accept}`).toBe(200);
      expect(response.headers["content-encoding"], `${url} ${accept}`).toBe(encoding);
      expect(response.headers["vary"], url).toMatch(/accept-encoding/i);
      // Byte for byte the build's file: compressed once at build time, not again per request.
      expect(response.body.equals(built(file + suffix)), `${url} ${accept}`).toBe(true);
      expect(response.headers["content-type"], `${url} ${accept}`).toMatch(type);
      expect(response.headers["cache-control"], `${url} ${accept}`).toBe(cache);
      const etag = String(response.headers["etag"]);
      etags.add(etag);
      const again = await rawGet(url, { "accept-encoding": accept, "if-none-match": etag });
      expect(again.status, `${url} ${accept} revalidated`).toBe(304);
    }
    expect(etags.size, url).toBe(3);
  }
});

test("GET /healthz", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
});

test("sitemap.xml lists every canonical page with its alternates; robots.txt points at it", async ({
  request,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(
    canonicalPaths()
      .map((p) => `${siteUrl}${p}`)
      .sort(),
  );
  // The pre-rendered pages; the booking pages, rendered per request, are left out.
  for (const screen of screenIds.filter((id) => !(screens[id] as ScreenShape).onRequest)) {
    for (const lang of languages) {
      expect(xml).toContain(`hreflang="${lang}" href="${siteUrl}${pathFor(screen, lang)}"`);
    }
  }
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});
