import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * A pre-rendered page of islands carries its style sheet in a `<style>` element instead of
 * a `<link>` to it (docs/decisions/055). The page then needs one request, not two, before
 * it can paint: on a phone's network that is a round trip less before the first paint,
 * and Chromium no longer spends tasks of its own fetching, parsing and applying a separate
 * sheet while the page loads. The linked file stays for what React renders whole (the
 * team's inbox, the 404 page), which a visitor reaches after a public page.
 */
const styleSheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

export function withInlineStyleSheet(html: string, sheets: ReadonlyMap<string, string>): string {
  const links = [...html.matchAll(styleSheetLink)];
  if (links.length !== 1) throw new Error(`expected one style sheet link, found ${links.length} (app/root.tsx, links)`);
  const [link, href] = links[0]!;
  const css = sheets.get(href!);
  if (css === undefined) throw new Error(`the style sheet ${href} was not built`);
  return html.replace(link, () => `<style>${css}</style>`);
}

/** The built style sheets a page may link to, by their URL. */
export async function readStyleSheets(clientDir: string, html: string): Promise<Map<string, string>> {
  const sheets = new Map<string, string>();
  for (const [, href] of html.matchAll(styleSheetLink)) {
    const css = (await readFile(path.join(clientDir, href!), "utf8")).trim();
    if (/<\/style/i.test(css)) throw new Error(`the style sheet ${href} cannot be inlined`);
    sheets.set(href!, css);
  }
  return sheets;
}
