import type { Config } from "@react-router/dev/config";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { canonicalPaths, downloadPaths, languageOfPath, matchPage } from "./domain/site/pages.ts";
import { pageCopyFile } from "./app/i18n/page-files.ts";
import { hydrateAfterFirstPaint, skipScrollLookupOnNewEntry } from "./scripts/hydrate-after-paint.ts";

/** The shared chunks (vite.config.ts), in the order a page evaluates them. */
const stageChunks = ["framework-react", "framework-router", "shell"];

/** The Vite manifest's entry for a source file, and the chunks it imports, as asset file names. */
type ViteManifest = Record<string, { file: string; imports?: string[] }>;
function chunksOf(manifest: ViteManifest, source: string, seen = new Set<string>()): string[] {
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the Vite manifest`);
  if (seen.has(source)) return [];
  seen.add(source);
  return [
    path.basename(entry.file),
    ...(entry.imports ?? []).flatMap((chunk) => chunksOf(manifest, chunk, seen)),
  ];
}

/**
 * Each pre-rendered page paints before any of its JavaScript is fetched, then loads
 * its modules and its translations (its language's site-wide namespaces and its page
 * copy: chunks React Router does not know about, which app/entry.client.tsx awaits
 * before hydrating), and evaluates the shared chunks one per task; React Router's
 * scroll restoration script skips its session-storage read on a new history entry
 * (scripts/hydrate-after-paint.ts, issue 6).
 */
async function tuneScripts(clientDir: string) {
  const assets = await readdir(path.join(clientDir, "assets"));
  const stages = stageChunks.map((name) => {
    const file = assets.find((asset) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(asset));
    if (!file) throw new Error(`no ${name} chunk in build/client/assets`);
    return file;
  });
  const manifest = JSON.parse(
    await readFile(path.join(clientDir, ".vite/manifest.json"), "utf8"),
  ) as ViteManifest;
  for (const page of canonicalPaths()) {
    const lang = languageOfPath(page)!;
    const screen = matchPage(page)!.screen;
    const extraPreloads = [
      ...chunksOf(manifest, `app/i18n/bundle-${lang}.ts`),
      ...chunksOf(manifest, `app/i18n/locales/${lang}/pages/${pageCopyFile(screen)}.ts`),
    ];
    const file = path.join(clientDir, page, "index.html");
    const html = hydrateAfterFirstPaint(await readFile(file, "utf8"), { stages, extraPreloads });
    await writeFile(file, skipScrollLookupOnNewEntry(html));
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
    const build = path.join(viteConfig.root, "build");
    await tuneScripts(path.join(build, "client"));
    // The Vite manifests (vite.config.ts: build.manifest) served their purpose; keep them out of what is deployed.
    await Promise.all(
      ["client", "server"].map((dir) => rm(path.join(build, dir, ".vite"), { recursive: true, force: true })),
    );
  },
} satisfies Config;
