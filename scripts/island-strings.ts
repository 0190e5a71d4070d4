import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The strings an island reads, and only those (issue 55): the build writes them, per island
 * and language, as a JSON file the loader fetches with the island's code
 * (scripts/islands-plugin.ts), in place of the site-wide copy every page once carried.
 *
 * What an island reads is found in its sources: every module its file imports, statically or
 * not, the translations themselves and the server's modules left out. A top-level key of a
 * namespace is the island's when a source quotes it as a key's start (`t("nav.home")`,
 * t(`screenName.${id}`), `"questions"`); a page's copy when a source reads it with
 * `usePageCopy("contact")`. A key a source only builds from a variable could not be found:
 * the translator shows such a gap as the key itself (i18n/translate.ts), and the e2e tests
 * read the islands' words.
 */

/** The site-wide namespaces an island may read (app/i18n/i18n.ts, SiteResources). */
const namespaces = ["common", "forms", "quiz"] as const;

/** What one island's strings file holds: the root route's loader data, in part (app/islands/hydrate.tsx). */
export interface IslandStrings {
  readonly site: Record<(typeof namespaces)[number], Record<string, unknown>>;
  readonly pages: Record<string, unknown>;
}

/** Modules whose text is not the island's code: the translations, and what the server alone runs. */
const notSource = /[\\/]i18n[\\/](resources\.ts|words\.ts|locales[\\/])|\.server\.tsx?$/;

const importSpecifiers =
  /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

function resolveImport(root: string, from: string, specifier: string): string | undefined {
  let file: string;
  if (specifier.startsWith(".")) file = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith("#domain/"))
    file = path.join(root, "domain", specifier.slice("#domain/".length));
  // `#i18n/…` is not followed: the words' own modules read no key by name (a quoted word there,
  // "language", would only add its strings). A package, a virtual module: not the project's.
  else return undefined;
  return /\.tsx?$/.test(file) && existsSync(file) ? file : undefined;
}

/** The island's module and every module of the project it imports, statically or not. */
export function islandSources(root: string, entry: string): Map<string, string> {
  const sources = new Map<string, string>();
  const queue = [path.resolve(root, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (sources.has(file) || notSource.test(file)) continue;
    const text = readFileSync(file, "utf8");
    sources.set(file, text);
    for (const [, typeOnly, specifier, dynamic] of text.matchAll(importSpecifiers)) {
      if (typeOnly) continue;
      const next = resolveImport(root, file, (specifier ?? dynamic)!);
      if (next) queue.push(next);
    }
  }
  return sources;
}

const escape = (key: string) => key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The island's strings in one language, out of that language's site resources. */
export function islandStrings(
  sources: Iterable<string>,
  resources: { readonly [N in (typeof namespaces)[number] | "pages"]: object },
): IslandStrings {
  // Comments left out: a key a comment quotes (`footer.rights`) is no reading of it.
  const text = [...sources]
    .join("\n")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
  const quoted = (key: string) => new RegExp(`["'\`]${escape(key)}(?:["'\`.]|\\$\\{)`).test(text);
  const site = Object.fromEntries(
    namespaces.map((ns) => [
      ns,
      Object.fromEntries(Object.entries(resources[ns]).filter(([key]) => quoted(key))),
    ]),
  ) as IslandStrings["site"];
  const pageKeys = new Set([...text.matchAll(/usePageCopy\(\s*["'](\w+)["']/g)].map((m) => m[1]!));
  const pages = Object.fromEntries(Object.entries(resources.pages).filter(([key]) => pageKeys.has(key)));
  return { site, pages };
}
