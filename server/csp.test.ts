import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { gtagInitScript } from "#domain/site/csp.ts";
import { speculationRulesText } from "#domain/site/speculation-rules.ts";
import { appScriptsPolicy, contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

describe("contentSecurityPolicy", () => {
  it("allows each inline script by its hash, once, and never unsafe-inline for scripts", () => {
    const html = `<html><head><script>window.a = 1;</script><script type="module">import("/assets/x.js");</script></head>
      <body><script>window.a = 1;</script><script src="/assets/y.js"></script>
      <script type="application/ld+json">{"@type":"Organization"}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import("/assets/x.js");')]);
    const csp = contentSecurityPolicy(html);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toBe(`script-src 'self' ${sha("window.a = 1;")} ${sha('import("/assets/x.js");')}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("a page without inline scripts gets 'self' only", () => {
    expect(contentSecurityPolicy("<p>hi</p>")).toContain("script-src 'self';");
  });

  it("a public page also allows the speculation rules its island loader adds, by their hash (067)", () => {
    const csp = contentSecurityPolicy("<p>hi</p>", { speculationRules: true });
    expect(csp).toContain(`script-src 'self' ${sha(speculationRulesText)};`);
    expect(csp).not.toContain(sha(speculationRulesText.replace('"moderate"', '"eager"')));
  });
});

describe("appScriptsPolicy (pages rendered per request, decision 088)", () => {
  const nonce = "0123456789abcdef0123456789abcdef";
  const page = `<html><head><script nonce="${nonce}">window.ctx = 1;</script></head><body>
    <script>injected()</script><script type="module" nonce="${nonce}">import("/assets/x.js");</script>
    <script type="application/ld+json">{"@type":"Organization"}</script></body></html>`;

  it("allows the scripts with the response's marker by their hashes, not the others, and removes the marker", () => {
    const { html, csp } = appScriptsPolicy(page, nonce);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toBe(`script-src 'self' ${sha("window.ctx = 1;")} ${sha('import("/assets/x.js");')}`);
    expect(csp).not.toContain(sha("injected()"));
    expect(html).not.toContain(nonce);
    expect(html).toContain("<script>window.ctx = 1;</script>");
  });

  it("allows the analytics snippet by its hash when analytics is configured", () => {
    const { csp } = appScriptsPolicy(page, nonce, { analytics: true, gaMeasurementId: "G-TEST123" });
    expect(csp).toContain(sha(gtagInitScript("G-TEST123")));
    expect(csp).toContain("https://www.googletagmanager.com");
  });

  it("a marker guessed wrong allows nothing", () => {
    const { csp } = appScriptsPolicy(page.replaceAll(nonce, "f".repeat(32)), nonce);
    expect(csp).toContain("script-src 'self';");
  });
});
