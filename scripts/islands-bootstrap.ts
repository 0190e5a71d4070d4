import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";
import { loaderAttribute, loaderImportsAttribute } from "../app/islands/names.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * A pre-rendered page of islands runs one inline script as it loads, the bootstrap
 * (app/islands/bootstrap.ts, docs/decisions/103), and imports the island loader only on
 * the visitor's first intent. The `<script type="module" src>` that root.tsx renders for
 * the loader becomes that inline script, the loader's URL in its `data-islands-loader` and
 * those of the chunks the loader imports in its `data-islands-imports`;
 * the server allows it by its hash, like every inline script of the pre-rendered files
 * (server/csp.ts). Pages rendered per request keep the plain module script.
 *
 * The inline script is a classic one, at the end of the body (docs/decisions/085). Like
 * every classic script it waits for the style sheet, so the page's first style and layout
 * are done once, with the style sheet, and in the task that paints. A module script does
 * not: a deferred one holds a task of its own after the parse, in which the browser fires
 * DOMContentLoaded and styles the whole page apart from the layout (Lighthouse's
 * simulation places that task after the first paint, as blocking time); an `async` one
 * lets DOMContentLoaded fire before the style sheet is there, and on a page with a form
 * Chromium then lays the page out without it (most likely autofill, reading the form's
 * fields), and again with it.
 */
const loaderScript = new RegExp(
  `<script type="module" src="([^"]+/islands-[^"]+\\.js)" ${loaderImportsAttribute}="([^"]*)"></script>`,
);

/** The bootstrap, bundled and minified into one classic script (its code, without the tag). */
export async function bundleBootstrap(): Promise<string> {
  const { output } = await build({
    input: path.join(root, "app/islands/bootstrap.ts"),
    cwd: root,
    write: false,
    platform: "browser",
    // Its imports are constants and functions: what it does not use is dropped whole.
    treeshake: { moduleSideEffects: false },
    output: { format: "iife", minify: true },
  });
  const code = output[0].code.trim();
  if (code.includes("</script")) throw new Error("the island bootstrap's code cannot be inlined");
  return code;
}

export function withIslandsBootstrap(html: string, bootstrap: string): string {
  const match = loaderScript.exec(html);
  if (!match) throw new Error("the island loader's script was not found (app/root.tsx, IslandsScripts)");
  const inline = `<script ${loaderAttribute}="${match[1]}" ${loaderImportsAttribute}="${match[2]}">${bootstrap}</script>`;
  return html.replace(match[0], () => inline);
}
