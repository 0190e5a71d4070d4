import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inbox as enInbox } from "#i18n/locales/en/inbox.ts";
import { inbox as esInbox } from "#i18n/locales/es/inbox.ts";

/**
 * The team inbox lives in the same React Router app as the public site
 * (docs/decisions/089), so this reads the real build: no pre-rendered public
 * page names an inbox route, module or string in its HTML (its inline route
 * manifest included) or in any JavaScript it loads first.
 */
const clientDir = path.resolve("build/client");
const built = existsSync(path.join(clientDir, "es", "index.html"));

function pages(dir = clientDir): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === "index.html")
    .map((e) => path.join(e.parentPath, e.name));
}

/** The inbox's route ids and modules, from the full route manifest of the build (which no public page loads). */
function inboxModules(): { ids: string[]; modules: string[] } {
  const assets = path.join(clientDir, "assets");
  const manifestFile = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!manifestFile) throw new Error("no manifest-*.js in build/client/assets");
  const text = readFileSync(path.join(assets, manifestFile), "utf8");
  const json = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
    routes: Record<string, { id: string; module: string; parentId?: string }>;
  };
  const routes = Object.values(json.routes);
  const isInbox = (id: string | undefined): boolean =>
    id === "inbox" || (id !== undefined && isInbox(json.routes[id]?.parentId));
  const inbox = routes.filter((r) => isInbox(r.id));
  return { ids: inbox.map((r) => r.id), modules: inbox.map((r) => r.module) };
}

/**
 * Every JavaScript file a page loads before any interaction: every module its HTML
 * names (preloads, and the module list of its inline scripts) and their static imports.
 * The full route manifest is named only as the inline manifest's `url` (React Router
 * loads it only when told to; lazy route discovery asks the server instead).
 */
function firstLoadScripts(html: string): string[] {
  const seen = new Set<string>();
  // `.js` alone: the islands' strings (`.json`) are data, fetched with an island.
  const queue = [...html.matchAll(/\/assets\/[\w.-]+\.js(?!\w)/g)]
    .map((m) => m[0])
    .filter((f) => !/\/manifest-/.test(f));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(clientDir, file), "utf8");
    for (const m of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g))
      queue.push(`/assets/${m[1]}`);
  }
  return [...seen];
}

describe.skipIf(!built)("public pages of the build name nothing of the team inbox", () => {
  const inboxWords = [esInbox.title, enInbox.title, esInbox.login.intro, enInbox.login.intro];

  it("finds the inbox's routes in the build's full manifest (so the checks below look for something real)", () => {
    const { ids, modules } = inboxModules();
    expect(ids).toContain("inbox");
    expect(ids).toContain("routes/inbox/lead");
    expect(modules.length).toBeGreaterThanOrEqual(10);
  });

  it("no HTML (inline route manifest included) and no first-load script holds an inbox route, module or string", () => {
    const { ids, modules } = inboxModules();
    const files = pages();
    expect(files.length).toBeGreaterThanOrEqual(30);
    for (const file of files) {
      const html = readFileSync(file, "utf8");
      const page = path.relative(clientDir, file);
      expect(html, `${page} names /admin`).not.toMatch(/["'/]admin\b/);
      for (const id of ids) expect(html, `${page} names route ${id}`).not.toContain(`"${id}"`);
      for (const module of modules) expect(html, `${page} loads ${module}`).not.toContain(module);
      const manifests = [...html.matchAll(/[^\n]{0,12}\/assets\/manifest-[\w-]+\.js/g)].map((m) => m[0]);
      expect(
        manifests.every((m) => /"url":\s*"\/assets\/manifest-/.test(m)),
        `${page}: ${manifests.join()}`,
      ).toBe(true);
      const scripts = firstLoadScripts(html);
      // The island loader (imported on the first intent: 053) and the one chunk of what it
      // imports (docs/decisions/103), grouped from the loader's module graph
      // (scripts/islands-plugin.ts, islandsBaseGroup): a third script is a module it missed.
      expect(scripts, `${page} loads its scripts`).toHaveLength(2);
      for (const script of scripts) {
        expect(modules, `${page} loads the inbox module ${script}`).not.toContain(script);
        const code = readFileSync(path.join(clientDir, script), "utf8");
        expect(code, `${script} (first load of ${page}) names /admin`).not.toMatch(/["'`/]admin\b/);
        for (const words of inboxWords) expect(code, `${script} holds inbox copy`).not.toContain(words);
      }
    }
  });
});

if (!built)
  console.warn(
    "note: build/client is missing: the public-pages check needs `npm run build` (npm test runs it).",
  );
