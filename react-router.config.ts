import type { Config } from "@react-router/dev/config";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { canonicalPaths, downloadPaths, languageOfPath } from "./domain/site/pages.ts";
import { hydrateAfterFirstPaint } from "./scripts/hydrate-after-paint.ts";

/** The shared chunks (vite.config.ts), in the order a page evaluates them. */
const stageChunks = ["framework-react", "framework-router", "framework-i18n", "shell"];

/**
 * Each pre-rendered page paints before any of its JavaScript is fetched, then loads
 * its modules and the translations of its language (a chunk React Router does not
 * know about: app/entry.client.tsx awaits it before hydrating), and evaluates the
 * shared chunks one per task (scripts/hydrate-after-paint.ts, issue 6).
 */
async function tuneScripts(clientDir: string) {
  const assets = await readdir(path.join(clientDir, "assets"));
  const chunkFile = (name: string) => {
    const file = assets.find((asset) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(asset));
    if (!file) throw new Error(`no ${name} chunk in build/client/assets`);
    return file;
  };
  const stages = stageChunks.map(chunkFile);
  for (const page of canonicalPaths()) {
    const translations = chunkFile(`bundle-${languageOfPath(page)!}`);
    const code = await readFile(path.join(clientDir, "assets", translations), "utf8");
    const imports = [...code.matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
    const file = path.join(clientDir, page, "index.html");
    const html = await readFile(file, "utf8");
    await writeFile(
      file,
      hydrateAfterFirstPaint(html, { stages, extraPreloads: [translations, ...imports] }),
    );
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
    await tuneScripts(path.join(viteConfig.root, "build/client"));
  },
} satisfies Config;
