import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every visible string lives in the translations: no component under app/
 * writes words as JSX text or in a text attribute (aria-label, alt, title,
 * placeholder). Punctuation and spacing are allowed.
 */
const appDir = path.resolve(import.meta.dirname, "..");
const textAttributes = new Set(["aria-label", "alt", "title", "placeholder", "aria-description"]);
const hasWords = /\p{L}{2,}/u;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [full] : [];
  });
}

function copyIn(file: string, text = readFileSync(file, "utf8")): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      textAttributes.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      hasWords.test(node.initializer.text)
    ) {
      found.push(`${node.name.getText(source)}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("components hold no copy", () => {
  const files = componentFiles(appDir);

  it("finds the components", () => {
    expect(files.length).toBeGreaterThan(15);
  });

  it.each(files.map((file) => [path.relative(appDir, file), file]))("%s", (_name, file) => {
    expect(copyIn(file)).toEqual([]);
  });

  it("would catch a hard-coded word", () => {
    expect(copyIn("probe.tsx", 'const a = <p title="Hola">Hola mundo {x} · </p>;')).toEqual([
      'title="Hola"',
      "Hola mundo",
    ]);
  });
});
