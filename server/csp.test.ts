import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";

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
});
