/**
 * Compresses the built site once, at build time (react-router.config.ts's buildEnd):
 * next to every text file of build/client of 1 KB or more, `file.br` (brotli at its
 * best quality, 11) and `file.gz` (gzip level 9). The server sends these as they are
 * (server/pages.ts, server/prerendered.ts) instead of compressing every response again
 * on every request: no CPU spent per request, and brotli at a quality too slow to run
 * per request (docs/decisions/088).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { encodedSuffix } from "../server/prerendered.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is compressed: text. Images, fonts and PDFs are compressed formats already. */
export const compressible = /\.(html|js|css|svg|json|xml|txt|data|webmanifest)$/;

/** Below this, compression saves less than it costs (the compression middleware's threshold too). */
export const minBytes = 1024;

export async function compressFile(file: string): Promise<boolean> {
  const body = await readFile(file);
  if (body.length < minBytes) return false;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(file + encodedSuffix.br, br), writeFile(file + encodedSuffix.gzip, gz)]);
  return true;
}

/** Every compressible file under `dir`; returns how many were compressed. */
export async function precompressDir(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let count = 0;
  for (const file of files) if (await compressFile(file)) count++;
  return count;
}
