import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readStyleSheets, withInlineStyleSheet } from "./inline-style-sheet.ts";

const page = (head: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body><p class="a">Hola</p></body></html>`;
const link = '<link rel="stylesheet" href="/assets/app-x1.css"/>';

describe("withInlineStyleSheet", () => {
  it("puts the linked sheet's rules in a style element where the link was, and changes nothing else", () => {
    const html = page(`<link rel="icon" href="/favicon.png"/>${link}<title>t</title>`);
    const inlined = withInlineStyleSheet(html, new Map([["/assets/app-x1.css", ".a{color:$&red}"]]));
    expect(inlined).toBe(page('<link rel="icon" href="/favicon.png"/><style>.a{color:$&red}</style><title>t</title>'));
  });

  it("refuses a page with no link, two links or a sheet that was not built", () => {
    const sheets = new Map([["/assets/app-x1.css", ".a{}"]]);
    expect(() => withInlineStyleSheet(page(""), sheets)).toThrow(/found 0/);
    expect(() => withInlineStyleSheet(page(link + link), sheets)).toThrow(/found 2/);
    expect(() => withInlineStyleSheet(page(link), new Map())).toThrow(/was not built/);
  });
});

describe("readStyleSheets", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "pontas-inline-css-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, "assets"));

  it("reads each sheet the page links to, by its URL", async () => {
    writeFileSync(path.join(dir, "assets/app-x1.css"), ".a{color:red}\n");
    expect(await readStyleSheets(dir, page(link))).toEqual(new Map([["/assets/app-x1.css", ".a{color:red}"]]));
  });

  it("refuses a sheet whose text would end the style element", async () => {
    writeFileSync(path.join(dir, "assets/app-x2.css"), '.a::after{content:"</style>"}');
    await expect(readStyleSheets(dir, page(link.replace("x1", "x2")))).rejects.toThrow(/cannot be inlined/);
  });
});
