/**
 * Rewrites the scripts of a pre-rendered page so that nothing of its JavaScript is
 * fetched or run before its first paint (docs/decisions/007).
 *
 * React Router's `<Scripts/>` puts a `<link rel="modulepreload">` in the page for
 * every module of the route and a `<script type="module">` that imports the root
 * and route modules statically. On a fast connection the whole framework is then
 * downloaded, evaluated and hydrated before the browser paints anything, and on a
 * slow one it competes with the document for bandwidth. The page is complete HTML:
 * its first paint needs none of that. After this rewrite the page:
 *
 * 1. paints (the bootstrap waits until its first contentful paint is on screen;
 *    a hidden tab paints nothing, so it goes on at once there);
 * 2. then asks for every module (the same modulepreload links, added to the head,
 *    the shared chunks first), one link per task: starting a fetch from script
 *    costs the main thread 2-4 ms a link here, and 14 of them in one task blocked
 *    it for 26-61 ms (docs/decisions/038);
 * 3. evaluates the shared chunks one per task, yielding between them, so that no
 *    single task runs React DOM and React Router back to back on
 *    a slow phone's main thread;
 * 4. goes on exactly as React Router's bootstrap did (manifest, route modules,
 *    client entry).
 *
 * What React Router writes is checked where it is used: the build throws, naming
 * what changed, when a page does not have the shape this expects, and
 * tests/e2e/first-load.spec.ts runs the same rewrite on a page React Router renders
 * at request time (its output as it is, never a copy) and checks the pre-rendered
 * pages in the browser.
 */

const bootstrapOpen = '<script type="module" async="">';
const staticImport = /^import \* as (\w+) from ("[^"]+");$/gm;
const preloadLink = /<link rel="modulepreload"[^>]*? href="([^"]+)"\/>/g;

/** The shared chunks every page loads (vite.config.ts), in the order they are evaluated (a dependency comes first). */
export const stageChunks = ["framework-react", "framework-router"] as const;

/**
 * Waits until the first contentful paint has been presented (its paint-timing entry
 * exists: the frame is on screen, not only painted by the main thread), then one
 * more frame. A hidden tab paints nothing: it goes on at once. Where paint timing
 * is missing, two frames; and never more than a second.
 */
export const afterFirstPaint = `await new Promise((go) => {
  if (document.visibilityState === "hidden") return go();
  setTimeout(go, 1000);
  const next = () => requestAnimationFrame(() => setTimeout(go));
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(next);
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    next();
  }).observe({ type: "paint", buffered: true });
});`;

/**
 * Ends the current task: `scheduler.yield()` where the browser has it (the page's
 * work goes on before other queued tasks), else a timer.
 */
const yieldToPage = `const yieldToPage = () => (globalThis.scheduler?.yield ? scheduler.yield() : new Promise((go) => setTimeout(go)));`;

export function hydrateAfterFirstPaint(html: string, stageNames: readonly string[] = stageChunks): string {
  const start = html.indexOf(bootstrapOpen);
  const end = html.indexOf("</script>", start);
  if (start < 0 || end < 0) throw new Error("React Router's bootstrap script was not found");
  const script = html.slice(start + bootstrapOpen.length, end);
  const imports = [...script.matchAll(staticImport)];
  if (imports.length === 0 || !script.includes("window.__reactRouterRouteModules")) {
    throw new Error("React Router's bootstrap script changed: review scripts/hydrate-after-paint.ts");
  }

  const head = html.slice(0, start);
  const listed = [...head.matchAll(preloadLink)].map((m) => m[1]!);
  if (listed.length === 0) throw new Error("the page has no modulepreload links");
  const preloads = [...new Set(listed)];
  const stages = stageNames.map((name) => {
    const stage = preloads.find((href) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(href));
    if (!stage)
      throw new Error(`the ${name} chunk is not a module of this page (vite.config.ts codeSplitting)`);
    return stage;
  });

  const fetchOrder = [...stages, ...preloads.filter((href) => !stages.includes(href))];
  const names = imports.map((m) => m[1]).join(", ");
  const routeModules = imports.map((m) => `import(${m[2]})`).join(", ");
  const body = imports.reduce((code, m) => code.replace(m[0], ""), script);
  const bootstrap = [
    afterFirstPaint,
    yieldToPage,
    `for (const href of ${JSON.stringify(fetchOrder)}) { document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); await yieldToPage(); }`,
    `for (const href of ${JSON.stringify(stages)}) { await import(href); await yieldToPage(); }`,
    `const [${names}] = await Promise.all([${routeModules}]);`,
  ].join("\n");

  return head.replace(preloadLink, "") + bootstrapOpen + bootstrap + body + html.slice(end);
}

// React Router's <ScrollRestoration/> script (8.4), which runs while the page is parsed:
// it gives a new history entry a random key, then looks that key up in session storage.
const newEntryKey = `\t\t\tlet key = Math.random().toString(32).slice(2);\n\t\t\twindow.history.replaceState({ key }, "");\n\t\t}`;

/**
 * A key just made up has no saved position, so the session-storage lookup that
 * follows can only find something for an entry that already had a key (a reload,
 * back or forward). On a first visit the rewritten script returns right after
 * making the key: reading session storage is a synchronous call to the browser
 * (1.5-4 ms here, in the task that parses the page before its first paint).
 * A `restoreKey` (a getKey prop) can match on a new entry: then it still reads.
 */
export function skipScrollLookupOnNewEntry(html: string): string {
  const at = html.indexOf(newEntryKey);
  if (
    at < 0 ||
    !html.includes("((storageKey, restoreKey) => {") ||
    !html.includes("sessionStorage.getItem(storageKey)")
  ) {
    throw new Error(
      "React Router's scroll restoration script changed: review scripts/hydrate-after-paint.ts",
    );
  }
  const end = at + newEntryKey.length - 1;
  return `${html.slice(0, end)}\tif (!restoreKey) return;\n\t\t${html.slice(end)}`;
}
