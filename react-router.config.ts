import type { Config } from "@react-router/dev/config";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { canonicalPaths, downloadPaths } from "./domain/site/pages.ts";
import { hydrateAfterFirstPaint, skipScrollLookupOnNewEntry } from "./scripts/hydrate-after-paint.ts";
import { precompressDir } from "./scripts/precompress.ts";

/**
 * Each pre-rendered page paints before any of its JavaScript is fetched, then loads
 * its modules and evaluates the shared chunks one per task; React Router's scroll
 * restoration script skips its session-storage read on a new history entry
 * (scripts/hydrate-after-paint.ts, docs/decisions/007).
 */
async function tuneScripts(clientDir: string) {
  for (const page of canonicalPaths()) {
    const file = path.join(clientDir, page, "index.html");
    await writeFile(file, skipScrollLookupOnNewEntry(hydrateAfterFirstPaint(await readFile(file, "utf8"))));
  }
}

export default {
  appDirectory: "app",
  // Server rendering stays on for what cannot be pre-rendered: `/` (redirect by
  // preference), the other-language slugs, the 404 page and form posts.
  ssr: true,
  // Every canonical page of both languages is HTML at build time; generated files too.
  prerender: [...canonicalPaths(), ...downloadPaths().map((d) => d.path), "/sitemap.xml", "/robots.txt"],
  async buildEnd({ viteConfig }) {
    const clientDir = path.join(viteConfig.root, "build/client");
    await tuneScripts(clientDir);
    // Last: the pages as tuned above. The server sends these files as they are.
    await precompressDir(clientDir);
  },
} satisfies Config;
