import { createHash } from "node:crypto";

/**
 * Content-Security-Policy for an HTML document. Inline scripts (React Router's
 * hydration context and module loader) are allowed by their SHA-256 hashes, so
 * the policy needs no `unsafe-inline` for scripts; JSON-LD data blocks are not
 * executed and need none.
 */
export interface CspOptions {
  /** Google Analytics is configured: allow its tag script and its collection endpoints. */
  readonly analytics?: boolean;
}

const analyticsScripts = "https://www.googletagmanager.com";
const analyticsConnect =
  "https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com";

export function contentSecurityPolicy(html: string, { analytics = false }: CspOptions = {}): string {
  const extra = (sources: string) => (analytics ? ` ${sources}` : "");
  return [
    "default-src 'self'",
    `script-src 'self'${extra(analyticsScripts)} ${inlineScriptHashes(html).join(" ")}`.trim(),
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
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
