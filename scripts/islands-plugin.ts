import path from "node:path";
import type { Plugin } from "vite";

const virtualId = "virtual:islands-loader";
const resolvedId = "\0" + virtualId;
const entry = "app/islands/loader.ts";

/**
 * The island loader (app/islands/loader.ts, docs/decisions/084) as an entry of the client
 * build, hashed under /assets/ like every other chunk; `virtual:islands-loader` gives its
 * URL to the server render (root.tsx), and the URLs of the chunks it imports statically, which
 * the pre-rendered page's bootstrap fetches beside it rather than after it (docs/decisions/085). React Router builds the client first, so the server
 * build knows the file's name. In development it is the source file, which Vite serves.
 */
export function islandsLoaderPlugin(): Plugin {
  let fileName: string | undefined;
  let imports: string[] = [];
  let referenceId: string | undefined;
  let base = "/";
  let command: "build" | "serve" = "serve";
  return {
    name: "pontas:islands-loader",
    configResolved(config) {
      base = config.base;
      command = config.command;
    },
    buildStart() {
      if (command !== "build" || this.environment.name !== "client") return;
      // Its exports kept: the bootstrap calls its `start` (app/islands/bootstrap.ts).
      referenceId = this.emitFile({
        type: "chunk",
        id: path.resolve(entry),
        name: "islands",
        preserveSignature: "strict",
      });
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
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      if (command === "serve")
        return `export default ${JSON.stringify(`${base}${entry}`)};\nexport const imports = [];`;
      if (!fileName && this.environment.name !== "client")
        throw new Error("the island loader's file is unknown: the client build must come first");
      const urls = imports.map((file) => `${base}${file}`);
      return `export default ${JSON.stringify(`${base}${fileName ?? ""}`)};\nexport const imports = ${JSON.stringify(urls)};`;
    },
  };
}
