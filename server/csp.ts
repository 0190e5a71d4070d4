import { createHash, randomBytes } from "node:crypto";
import { gtagInitScript } from "#domain/site/csp.ts";
import { speculationRulesText } from "#domain/site/speculation-rules.ts";

/**
 * Content-Security-Policy for an HTML document, never with `unsafe-inline` for
 * scripts; JSON-LD data blocks are not executed and need nothing (decision 088).
 * A pre-rendered page's inline scripts (React Router's hydration context and module
 * loader) are allowed by their SHA-256 hashes, computed once from its file. A page
 * rendered per request is allowed the scripts that carry its response's nonce (React
 * Router and React put it on each one they emit) and the analytics snippet by its
 * hash: nothing else that its HTML may hold, such as a script injected in it.
 */
export interface CspOptions {
  /** Google Analytics is configured: allow its tag script and its collection endpoints. */
  readonly analytics?: boolean;
  /** Its measurement id: the inline snippet that defines `gtag` is allowed by its hash. */
  readonly gaMeasurementId?: string | null;
  /**
   * A public page: its island loader adds the speculation rules as an inline script
   * (domain/site/speculation-rules.ts, docs/decisions/103), allowed by their hash.
   */
  readonly speculationRules?: boolean;
}

const analyticsScripts = "https://www.googletagmanager.com";
const analyticsConnect =
  "https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com";

/** The policy of a pre-rendered page: each inline script of its HTML by its hash. */
export function contentSecurityPolicy(html: string, options: CspOptions = {}): string {
  return policy(inlineScriptHashes(html), options);
}

/** A fresh marker for one response's scripts: 128 random bits (hex), never sent in a header. */
export const cspNonce = () => randomBytes(16).toString("hex");

/**
 * A page rendered per request: React Router and React rendered it with `nonce` on every
 * inline script they emit (app/entry.server.tsx). Those scripts, and the analytics
 * snippet (when configured), are allowed by their hashes; any other inline script of
 * the HTML (one injected into it cannot carry a marker it cannot guess) is not. The
 * marker is then removed, so the same page is the same bytes (its ETag revalidates)
 * and the policy the same hashes.
 */
export function appScriptsPolicy(html: string, nonce: string, options: CspOptions = {}) {
  const marker = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(inlineScript))
    if (attributes.includes(marker) && !/\bsrc\s*=/i.test(attributes) && !dataBlock.test(attributes))
      hashes.add(sha256(body));
  if (options.analytics && options.gaMeasurementId)
    hashes.add(sha256(gtagInitScript(options.gaMeasurementId)));
  return { html: html.replaceAll(marker, ""), csp: policy([...hashes], options) };
}

const sha256 = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

const speculationRulesHash = sha256(speculationRulesText);

function policy(
  inlineSources: readonly string[],
  { analytics = false, speculationRules = false }: CspOptions,
): string {
  const extra = (sources: string) => (analytics ? ` ${sources}` : "");
  const scripts = new Set([...inlineSources, ...(speculationRules ? [speculationRulesHash] : [])]);
  return [
    "default-src 'self'",
    `script-src 'self'${extra(analyticsScripts)} ${[...scripts].join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra(analyticsConnect)}`,
    "font-src 'self'",
    `connect-src 'self'${extra(analyticsConnect)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Policy for responses that are not HTML documents. */
export const strictPolicy = "default-src 'none'; frame-ancestors 'none'";

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const dataBlock = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes) || dataBlock.test(attributes)) continue;
    hashes.add(sha256(body));
  }
  return [...hashes];
}
