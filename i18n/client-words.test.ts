import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "./words.ts";

/**
 * The words reach the browser as the routes' data, never in its scripts: the route
 * table (domain/site/pages.ts), which the browser runs, takes each language's URL
 * words from the same generated index as the words (i18n/locales/index.ts), and
 * the build drops the words only because vite.config.ts declares the folders of
 * i18n/locales free of side effects. Reads the real build.
 */
const assets = path.resolve("build/client/assets");
const built = existsSync(assets);

/** Every string of a tree of words. */
function strings(tree: unknown): string[] {
  if (typeof tree === "string") return [tree];
  if (tree && typeof tree === "object") return Object.values(tree).flatMap(strings);
  return [];
}

describe.skipIf(!built)("the client's scripts", () => {
  it("hold no sentence of the translations", () => {
    // Sentences long enough not to be a slug, a name or a word code also writes.
    const sentences = [...new Set(Object.values(locales).flatMap(strings))].filter((s) => s.length >= 40);
    expect(sentences.length).toBeGreaterThan(200);
    const scripts = readdirSync(assets).filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(20);
    for (const script of scripts) {
      const code = readFileSync(path.join(assets, script), "utf8");
      const found = sentences.filter((s) => code.includes(s));
      expect(found, `${script} holds words`).toEqual([]);
    }
  });
});
