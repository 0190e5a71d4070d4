import type { Config } from "@react-router/dev/config";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { canonicalPaths, downloadPaths } from "./domain/site/pages.ts";
import { precompressDir } from "./scripts/precompress.ts";
import { bundleBootstrap, withIslandsBootstrap } from "./scripts/islands-bootstrap.ts";

/**
 * A public page of islands (no React Router bootstrap: docs/decisions/047) runs the
 * islands' inline bootstrap, which loads the island loader on the visitor's first intent
 * (scripts/islands-bootstrap.ts, 053); the loader adds the page's speculation rules
 * (domain/site/speculation-rules.ts, 067). Every pre-rendered page is one: a page that
 * would hydrate whole has no island loader, and the build stops on it (the first-load
 * rewrite for such pages, scripts/hydrate-after-paint.ts (removed: no page used it), 007).
 */
async function tuneScripts(clientDir: string) {
  const bootstrap = await bundleBootstrap();
  for (const page of canonicalPaths()) {
    const file = path.join(clientDir, page, "index.html");
    const html = await readFile(file, "utf8");
    await writeFile(file, withIslandsBootstrap(html, bootstrap));
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
