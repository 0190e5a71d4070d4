import { afterFirstPaint } from "./hydrate-after-paint.ts";

/**
 * A pre-rendered page of islands loads its island loader after its first paint
 * (docs/decisions/047), as the pages that hydrated whole loaded their modules
 * (decision 007): the paint needs none of it, and Lighthouse's simulation counts every
 * script that ended before the observed paint as something the paint waited for (the
 * loader and its imports are a chain of two requests). The `<script type="module" src>`
 * that root.tsx renders becomes an inline module script that waits for the first
 * contentful paint and then imports the loader; the server allows it by its hash, like
 * every inline script of the pre-rendered files (server/csp.ts). Pages rendered per
 * request keep the plain module script.
 *
 * The inline script is `async`: it runs as soon as it is parsed. A deferred one holds a
 * task of its own after the parse, in which the browser also fires DOMContentLoaded and
 * styles the whole page, apart from the first layout's task; Lighthouse's simulation
 * then places that task after the first paint, as blocking time (docs/decisions/052).
 */
const loaderScript = /<script type="module" src="([^"]+\/islands-[^"]+\.js)"><\/script>/;

export function loadIslandsAfterFirstPaint(html: string): string {
  const match = loaderScript.exec(html);
  if (!match) throw new Error("the island loader's script was not found (app/root.tsx, IslandsScripts)");
  // A loader that cannot load (offline, a new deploy) leaves the page as HTML, without an error.
  const inline = `<script type="module" async>${afterFirstPaint}\nimport(${JSON.stringify(match[1])}).catch(() => {});</script>`;
  return html.replace(match[0], () => inline);
}
