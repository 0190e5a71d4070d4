import { hash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import type { Request } from "express";
import path from "node:path";
import { contentSecurityPolicy, type CspOptions } from "./csp.ts";

export interface PrerenderedPage {
  readonly html: string;
  readonly csp: string;
  /** A strong validator of `html`, computed once: Express would hash the page on every request. */
  readonly etag: string;
  /** The page compressed at build time (scripts/precompress.ts), when the build wrote it. */
  readonly encoded: Partial<Record<Encoding, Buffer>>;
}

export type Encoding = "br" | "gzip";
/** The build's compressed copy of `file` is `file` + this (scripts/precompress.ts writes them). */
export const encodedSuffix: Readonly<Record<Encoding, string>> = { br: ".br", gzip: ".gz" };
/** The file a build's compressed copy was made from (the name itself for any other file). */
export function sourceOf(file: string): string {
  const suffix = Object.values(encodedSuffix).find((end) => file.endsWith(end));
  return suffix ? file.slice(0, -suffix.length) : file;
}

/**
 * The body to send for a request: the build's brotli or gzip file when the client
 * accepts it (brotli first, for its size), else the page as text. Each encoding has
 * an ETag of its own: a strong validator names one representation.
 */
export function pageBody(page: PrerenderedPage, req: Request) {
  const encoding = (["br", "gzip"] as const).find(
    (name) => page.encoded[name] && req.acceptsEncodings(name) === name,
  );
  if (!encoding) return { body: page.html, etag: page.etag };
  return { body: page.encoded[encoding]!, encoding, etag: `${page.etag.slice(0, -1)}-${encoding}"` };
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
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
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const encoded: PrerenderedPage["encoded"] = {};
    for (const name of ["br", "gzip"] as const) {
      const body = await readIfPresent(file + encodedSuffix[name]);
      if (body) encoded[name] = body;
    }
    // Every pre-rendered page is public: its island loader adds the speculation rules (067).
    const policy = contentSecurityPolicy(html, { ...csp, speculationRules: true });
    pages.set(urlPath, { html, csp: policy, etag: htmlEtag(html), encoded });
  }
  return pages;
}
