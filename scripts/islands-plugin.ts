import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { languages, type Language } from "../i18n/languages.ts";
import { islandFile, islandNames, type IslandName } from "../app/islands/names.ts";
import { islandSources, islandStrings } from "./island-strings.ts";

const virtualId = "virtual:islands-loader";
const resolvedId = "\0" + virtualId;
const entry = "app/islands/loader.ts";
/** Development: where the dev server answers an island's strings (`<island>.<lang>.json`). */
const devStrings = "__islands/strings/";

type Resources = Record<Language, Parameters<typeof islandStrings>[1]>;

/** One island's strings in each language (scripts/island-strings.ts), as JSON. */
function stringsFiles(resources: Resources, island: IslandName): { lang: Language; json: string }[] {
  const sources = islandSources(process.cwd(), path.join("app/islands", islandFile(island)));
  return languages.map((lang) => ({
    lang,
    json: JSON.stringify(islandStrings(sources.values(), resources[lang])),
  }));
}

/**
 * The island loader (app/islands/loader.ts, docs/decisions/103) as an entry of the client
 * build, hashed under /assets/ like every other chunk; `virtual:islands-loader` gives its
 * URL to the server render (root.tsx), the URLs of the chunks it imports statically, which
 * the pre-rendered page's bootstrap fetches beside it rather than after it (docs/decisions/085),
 * and those of each island's strings in each language, which the loader fetches with the
 * island (scripts/island-strings.ts). React Router builds the client first, so the server
 * build knows the files' names. In development the loader is the source file, which Vite
 * serves, and the dev server answers the strings from the translations as they are.
 */
export function islandsLoaderPlugin(): Plugin {
  let fileName: string | undefined;
  let imports: string[] = [];
  let referenceId: string | undefined;
  const stringsReferences = new Map<string, string>();
  let strings: Partial<Record<IslandName, Partial<Record<Language, string>>>> = {};
  let base = "/";
  let command: "build" | "serve" = "serve";
  return {
    name: "pontas:islands-loader",
    configResolved(config) {
      base = config.base;
      command = config.command;
    },
    configureServer(server) {
      server.middlewares.use(`${base}${devStrings}`, (req, res, next) => {
        const [, island, lang] = /^\/?(\w+)\.(\w+)\.json$/.exec(req.url ?? "") ?? [];
        void (async () => {
          const { resources } = (await server.ssrLoadModule("/i18n/resources.ts")) as {
            resources: Resources;
          };
          const name = islandNames.find((n) => n === island);
          const file = name && stringsFiles(resources, name).find((f) => f.lang === lang);
          if (!file) return next();
          res.setHeader("Content-Type", "application/json");
          res.end(file.json);
        })().catch(next);
      });
    },
    async buildStart() {
      if (command !== "build" || this.environment.name !== "client") return;
      // Its exports kept: the bootstrap calls its `start` (app/islands/bootstrap.ts).
      referenceId = this.emitFile({
        type: "chunk",
        id: path.resolve(entry),
        name: "islands",
        preserveSignature: "strict",
      });
      // The translations as the server holds them (a module of the app, run by Node itself).
      const { resources } = (await import(pathToFileURL(path.resolve("i18n/resources.ts")).href)) as {
        resources: Resources;
      };
      for (const island of islandNames)
        for (const { lang, json } of stringsFiles(resources, island))
          stringsReferences.set(
            `${island}.${lang}`,
            this.emitFile({ type: "asset", name: `strings-${island}-${lang}.json`, source: json }),
          );
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== "client" || !referenceId) return;
      fileName = this.getFileName(referenceId);
      // Every chunk it imports statically, and theirs.
      const seen = new Set<string>();
      const visit = (name: string) => {
        const chunk = bundle[name];
        if (chunk?.type !== "chunk") return;
        for (const next of chunk.imports) {
          if (seen.has(next)) continue;
          seen.add(next);
          visit(next);
        }
      };
      visit(fileName);
      imports = [...seen];
      strings = {};
      for (const [key, reference] of stringsReferences) {
        const [island, lang] = key.split(".") as [IslandName, Language];
        (strings[island] ??= {})[lang] = `${base}${this.getFileName(reference)}`;
      }
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      if (command === "serve") {
        const devUrls = Object.fromEntries(
          islandNames.map((island) => [
            island,
            Object.fromEntries(languages.map((lang) => [lang, `${base}${devStrings}${island}.${lang}.json`])),
          ]),
        );
        return [
          `export default ${JSON.stringify(`${base}${entry}`)};`,
          `export const imports = [];`,
          `export const strings = ${JSON.stringify(devUrls)};`,
        ].join("\n");
      }
      if (!fileName && this.environment.name !== "client")
        throw new Error("the island loader's file is unknown: the client build must come first");
      const urls = imports.map((file) => `${base}${file}`);
      return [
        `export default ${JSON.stringify(`${base}${fileName ?? ""}`)};`,
        `export const imports = ${JSON.stringify(urls)};`,
        `export const strings = ${JSON.stringify(strings)};`,
      ].join("\n");
    },
  };
}

/**
 * The chunk group of what the island loader imports before any island, every module of its
 * static imports and theirs, read from the build's own module graph: a public page's first
 * intent fetches two scripts, the loader and this chunk (docs/decisions/103;
 * server/inbox/public-pages.test.ts counts them). What it imports dynamically (the islands,
 * the hydration) stays in chunks of its own.
 */
export function islandsBaseGroup(): {
  name: (
    id: string,
    ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
  ) => string | null;
} {
  const loaderId = path.resolve(entry);
  // The graph is the same for every call of one chunking pass (its context object).
  const closures = new WeakMap<object, Set<string>>();
  const closureOf = (ctx: Parameters<ReturnType<typeof islandsBaseGroup>["name"]>[1]) => {
    let closure = closures.get(ctx);
    if (closure) return closure;
    closure = new Set();
    const queue = [...(ctx.getModuleInfo(loaderId)?.importedIds ?? [])];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (closure.has(id)) continue;
      closure.add(id);
      queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    closures.set(ctx, closure);
    return closure;
  };
  return { name: (id, ctx) => (closureOf(ctx).has(id) ? "islands-base" : null) };
}
