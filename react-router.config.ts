import type { Config } from "@react-router/dev/config";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { canonicalPaths, downloadPaths } from "./domain/site/pages.ts";
import { hydrateAfterFirstPaint, skipScrollLookupOnNewEntry } from "./scripts/hydrate-after-paint.ts";
import { precompressDir } from "./scripts/precompress.ts";
import { bundleBootstrap, withIslandsBootstrap } from "./scripts/islands-bootstrap.ts";

/**
 * A public page of islands (no React Router bootstrap: docs/decisions/047) runs the
 * islands' inline bootstrap, which loads the island loader on the visitor's first intent
 * (scripts/islands-bootstrap.ts, 053); the loader adds the page's speculation rules
 * (domain/site/speculation-rules.ts, 067). A page that still hydrates whole
 * paints before any of its JavaScript is fetched, then loads its modules and evaluates
 * the shared chunks one per task; React Router's scroll restoration script skips its
 * session-storage read on a new history entry (scripts/hydrate-after-paint.ts, 007).
 */
async function tuneScripts(clientDir: string) {
  const bootstrap = await bundleBootstrap();
  for (const page of canonicalPaths()) {
    const file = path.join(clientDir, page, "index.html");
    const html = await readFile(file, "utf8");
    const tuned = html.includes("window.__reactRouterContext")
      ? skipScrollLookupOnNewEntry(hydrateAfterFirstPaint(html))
      : withIslandsBootstrap(html, bootstrap);
    await writeFile(file, tuned);
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
