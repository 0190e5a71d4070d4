import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every repository path the docs name (docs/, README.md) and every path a comment
 * in the code names exists: a newcomer who follows one finds the file. A path is
 * a run of segments under one of the project's folders ending in a file
 * extension (`server/db/read-model.ts`, `docs/decisions/103-public-pages-are-html-with-islands-from-a-table.md`);
 * patterns (`{code}`, `*`, `<…>`) are not paths. A record that tells what
 * happened before may name a file that is gone if it says so right after it:
 * "`server/inbox/router.ts` (removed …)" or "(now `app/routes/inbox/`)".
 */
const root = path.resolve(import.meta.dirname, "..");
const top = ["app", "server", "domain", "scripts", "tests", "bench", "docs", "public", ".ci"];
const pathPattern = new RegExp(
  String.raw`(?<![\w./:-])(?:\.\/)?((?:${top.map((t) => t.replace(".", "\\.")).join("|")})\/[\w.\-/+\[\]]*\.(?:tsx?|md|js|mjs|json|css|ya?ml|sh|html|png|svg|txt|eml))(?![\w/])`,
  "g",
);

function files(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((file) => !file.includes("node_modules") && !file.includes("/+types/") && keep(file));
}

/** The comments of a source file: line comments and block comments. */
function commentsOf(source: string): string {
  return [...source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/[^\n]*/g)].map((m) => m[0]).join("\n");
}

/** Said right after a path: the file is gone, and the reader is told. */
const saidGone = /^`?\)?\s*\((?:removed|now\b)/;

function missingPaths(file: string, text: string): string[] {
  return [...text.matchAll(pathPattern)]
    .filter((m) => !saidGone.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12)))
    .map((m) => m[1]!.replace(/[.]$/, ""))
    .filter((named) => !existsSync(path.join(root, named)))
    .map((named) => `${file}: ${named}`);
}

describe("paths named in the docs and the comments", () => {
  it("in docs/ and README.md, each names a file that exists", () => {
    const docs = ["README.md", ...files("docs", (f) => f.endsWith(".md"))];
    const missing = docs.flatMap((file) => missingPaths(file, readFileSync(path.join(root, file), "utf8")));
    expect(missing).toEqual([]);
  });

  it("in the code's comments, each names a file that exists", () => {
    const sources = ["app", "server", "domain", "scripts", "tests", "bench"].flatMap((dir) =>
      files(dir, (f) => /\.(ts|tsx|js|mjs)$/.test(f)),
    );
    const missing = sources.flatMap((file) =>
      missingPaths(file, commentsOf(readFileSync(path.join(root, file), "utf8"))),
    );
    expect(missing).toEqual([]);
  });
});
