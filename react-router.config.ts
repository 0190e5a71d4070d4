import type { Config } from "@react-router/dev/config";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { canonicalPaths, downloadPaths, languageOfPath } from "./domain/site/pages.ts";

/**
 * Two touches to the script preloads of each pre-rendered page (issue 6):
 *
 * - The browser loads the translations of the page's language before hydrating
 *   (app/entry.client.tsx), from a chunk React Router does not know about: each page
 *   preloads its language's chunk (and what that imports), so the download runs
 *   beside the others instead of after them and hydration is not later.
 * - The page is complete HTML; its scripts only hydrate it. `fetchpriority="low"`
 *   says so, so they never compete with what the first paint needs (and Lighthouse's
 *   simulation stops counting them as render-blocking).
 */
async function tunePreloads(clientDir: string) {
  const assets = await readdir(path.join(clientDir, "assets"));
  for (const page of canonicalPaths()) {
    const lang = languageOfPath(page)!;
    const chunk = assets.find((file) => file.startsWith(`bundle-${lang}-`) && file.endsWith(".js"));
    if (!chunk) throw new Error(`no translations chunk for ${lang} in build/client/assets`);
    const code = await readFile(path.join(clientDir, "assets", chunk), "utf8");
    const imports = [...code.matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
    const file = path.join(clientDir, page, "index.html");
    const html = await readFile(file, "utf8");
    const links = [chunk, ...new Set(imports)]
      .filter((asset) => !html.includes(`/assets/${asset}"`))
      .map((asset) => `<link rel="modulepreload" href="/assets/${asset}"/>`)
      .join("");
    const tuned = html
      .replace("</head>", `${links}</head>`)
      .replaceAll('<link rel="modulepreload" href=', '<link rel="modulepreload" fetchpriority="low" href=');
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
    await tunePreloads(path.join(viteConfig.root, "build/client"));
  },
} satisfies Config;
