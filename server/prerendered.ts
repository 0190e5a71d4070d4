import { hash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { contentSecurityPolicy, type CspOptions } from "./csp.ts";

export interface PrerenderedPage {
  readonly html: string;
  readonly csp: string;
  /** A strong validator of `html`, computed once: Express would hash the page on every request. */
  readonly etag: string;
}

/** A strong ETag for an HTML body (res.send answers 304 when If-None-Match has it). */
export const htmlEtag = (html: string) => `"${hash("sha256", html, "base64url").slice(0, 27)}"`;

/**
 * Loads every pre-rendered page of build/client (`es/soluciones/index.html`
 * answers `/es/soluciones`) into memory once, with its CSP and ETag computed once.
 */
export async function loadPrerenderedPages(
  clientDir: string,
  csp: CspOptions = {},
): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const dir = path.relative(clientDir, entry.parentPath);
    const urlPath = `/${dir.split(path.sep).join("/")}`;
    const html = await readFile(path.join(entry.parentPath, entry.name), "utf8");
    pages.set(urlPath, { html, csp: contentSecurityPolicy(html, csp), etag: htmlEtag(html) });
  }
  return pages;
}
