import { createHash } from "node:crypto";
import { get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSiteSettings } from "#domain/site/settings.ts";
import { speculationRulesText } from "#domain/site/speculation-rules.ts";
import { testLogger } from "../tests/support/app.ts";
import { testBackends } from "../tests/support/backends.ts";
import { secret } from "../tests/support/inbox.ts";
import { createApp } from "./app.ts";
import { readServerEnv } from "./env.ts";
import { httpServer } from "./http-server.ts";

/**
 * Issue 31, item 9 (decision 088): a page rendered per request allows the inline
 * scripts the app emitted, by their hashes, and no other inline script its HTML may
 * hold. The build's entry is wrapped to add one to every page it renders, as an
 * injection (or a bug that writes markup unescaped) would: that one must not be
 * allowed. The built pages (`npm run build` first).
 */
const injected = "fetch('/steal?'+document.cookie)";
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const dataBlock = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;
const sha = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

/** The executable inline scripts of a page. */
const inlineScripts = (html: string) =>
  [...html.matchAll(inlineScript)]
    .filter(([, attributes = ""]) => !/\bsrc\s*=/i.test(attributes) && !dataBlock.test(attributes))
    .map(([, attributes = "", body = ""]) => ({ attributes, body }));

const scriptSources = (csp: string | null) =>
  (csp?.split("; ").find((d) => d.startsWith("script-src")) ?? "").split(" ").slice(1);

/** The build, its entry adding `<script>${injected}</script>` to each page it renders. */
async function injectingBuild(): Promise<ServerBuild> {
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const render = build.entry.module.default;
  const wrapped: typeof render = async (...args) => {
    const response = await render(...args);
    const html = (await response.text()).replace("</body>", `<script>${injected}</script></body>`);
    return new Response(html, { status: response.status, headers: response.headers });
  };
  return { ...build, entry: { ...build.entry, module: { ...build.entry.module, default: wrapped } } };
}

describe("pages rendered per request allow the app's own inline scripts, and no other", () => {
  let opened: Awaited<ReturnType<(typeof testBackends)[0]["open"]>>;
  let server: ReturnType<typeof httpServer>;
  let base = "";

  beforeAll(async () => {
    opened = await testBackends[0]!.open();
    const env = readServerEnv({
      LOG_REQUESTS: "false",
      TEAM_EMAILS: "ana@pontas.test",
      AUTH_SECRET: secret,
    });
    const site = parseSiteSettings({ SITE_URL: "https://pontas.example" });
    const app = await createApp({
      pages: { build: await injectingBuild(), clientDir: path.resolve("build/client") },
      env,
      site,
      logger: testLogger,
      storage: opened.storage,
      mail: { site, leadsTo: ["team@pontas.test"] },
    });
    server = await new Promise((resolve) => {
      const s = httpServer(app, env).listen(0, "127.0.0.1", () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await opened.dispose();
  });

  // The app's own inline scripts: React Router's context, its module loader and the scroll
  // restoration on the inbox; none on a public page, whose island loader is a file under
  // 'self' (docs/decisions/103).
  const pages: [string, () => Promise<Response>, "hydrated" | "islands"][] = [
    [
      "the contact page after a post",
      () =>
        fetch(`${base}/es/contacto`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
          body: "name=",
        }),
      "islands",
    ],
    ["the inbox's sign-in page", () => fetch(`${base}/admin/login`), "hydrated"],
    ["a page in the other language's slug", () => fetch(`${base}/en/servicios`), "islands"],
  ];

  it.each(pages)("%s", async (_name, request, kind) => {
    const answer = await request();
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await answer.text();
    const sources = scriptSources(answer.headers.get("content-security-policy"));
    const scripts = inlineScripts(html);
    const own = scripts.filter((s) => s.body !== injected);
    // The injected script is in the page, and the policy does not allow it.
    expect(scripts.length - own.length).toBe(1);
    expect(sources).not.toContain(sha(injected));
    // React Router's context, its module loader, the scroll restoration: each allowed by its hash, and nothing more.
    if (kind === "hydrated") expect(own.length).toBeGreaterThanOrEqual(3);
    else {
      expect(own).toEqual([]);
      expect(html).toMatch(/<script type="module" src="\/assets\/islands-[\w-]+\.js"[^>]*><\/script>/);
    }
    // A public page also allows the speculation rules its island loader adds (067); the inbox does not.
    const added = kind === "islands" ? [sha(speculationRulesText)] : [];
    expect(sources.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(
      [...new Set([...own.map((s) => sha(s.body)), ...added])].sort(),
    );
    expect(sources).toEqual(["'self'", ...sources.slice(1)]);
    expect(sources.join(" ")).not.toMatch(/unsafe-inline|nonce-/);
    // The marker the app's scripts were rendered with is not left in the page.
    expect(html).not.toMatch(/\bnonce=/);
  });

  it("the same page is the same bytes and the same policy on every request: its ETag revalidates", async () => {
    const first = await plainGet("/en/servicios");
    const second = await plainGet("/en/servicios");
    expect(first.status).toBe(200);
    expect(first.body).toBe(second.body);
    expect(first.headers["content-security-policy"]).toBe(second.headers["content-security-policy"]);
    const etag = String(first.headers.etag);
    expect((await plainGet("/en/servicios", { "if-none-match": etag })).status).toBe(304);
  });

  /** node:http, the same headers each time (fetch adds Cache-Control: no-cache to a conditional request). */
  const plainGet = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status?: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      get(`${base}${path}`, { headers }, (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body }));
      }).on("error", reject);
    });
});
