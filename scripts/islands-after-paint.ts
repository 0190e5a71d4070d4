import { afterFirstPaint } from "./hydrate-after-paint.ts";

/**
 * A pre-rendered page of islands loads its island loader after its first paint
 * (docs/decisions/047), as the pages that hydrated whole loaded their modules
 * (decision 007): the paint needs none of it, and Lighthouse's simulation counts every
 * script that ended before the observed paint as something the paint waited for (the
 * loader and its imports are a chain of two requests). The `<script type="module" src>`
 * that root.tsx renders becomes an inline script that waits for the first
 * contentful paint and then imports the loader; the server allows it by its hash, like
 * every inline script of the pre-rendered files (server/csp.ts). Pages rendered per
 * request keep the plain module script.
 *
 * The inline script is a classic one, at the end of the body (docs/decisions/052). Like
 * every classic script it waits for the style sheet, so the page's first style and layout
 * are done once, with the style sheet, and in the task that paints. A module script does
 * not: a deferred one holds a task of its own after the parse, in which the browser fires
 * DOMContentLoaded and styles the whole page apart from the layout (Lighthouse's
 * simulation places that task after the first paint, as blocking time); an `async` one
 * lets DOMContentLoaded fire before the style sheet is there, and on a page with a form
 * Chromium then lays the page out without it (most likely autofill, reading the form's
 * fields), and again with it.
 */
const loaderScript = /<script type="module" src="([^"]+\/islands-[^"]+\.js)"><\/script>/;

export function loadIslandsAfterFirstPaint(html: string): string {
  const match = loaderScript.exec(html);
  if (!match) throw new Error("the island loader's script was not found (app/root.tsx, IslandsScripts)");
  // A loader that cannot load (offline, a new deploy) leaves the page as HTML, without an error.
  const inline = `<script>(async () => {\n${afterFirstPaint}\nawait import(${JSON.stringify(match[1])});\n})().catch(() => {});</script>`;
  return html.replace(match[0], () => inline);
}
