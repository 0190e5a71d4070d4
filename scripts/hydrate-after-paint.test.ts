import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint, skipScrollLookupOnNewEntry } from "./hydrate-after-paint.ts";

// The shape of React Router's <Scripts/> output in a pre-rendered page (8.4).
const page = (bootstrap: string) =>
  `<html><head><style>p{}</style></head><body><main><h1>Hola</h1></main>` +
  `<link rel="modulepreload" href="/assets/entry.client-A.js"/>` +
  `<link rel="modulepreload" href="/assets/framework-react-B.js"/>` +
  `<link rel="modulepreload" href="/assets/shell-C.js"/>` +
  `<link rel="modulepreload" href="/assets/home-D.js"/>` +
  `<script type="module" async="">${bootstrap}</script><script>$RC("B:1","S:1")</script></body></html>`;

const reactRouterBootstrap = `;
import * as route0 from "/assets/root-R.js";
import * as route1 from "/assets/home-D.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"es.home":route1};

import("/assets/entry.client-A.js");`;

const plan = { stages: ["framework-react-B.js", "shell-C.js"], extraPreloads: ["bundle-es-E.js"] };

describe("hydrateAfterFirstPaint", () => {
  const html = hydrateAfterFirstPaint(page(reactRouterBootstrap), plan);
  const script = html.slice(html.indexOf('<script type="module" async="">'));

  it("leaves no script request in the document before the first paint", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(script).not.toMatch(/^import \* as/m);
    expect(html).toContain("<main><h1>Hola</h1></main>");
    expect(html).toContain('<script>$RC("B:1","S:1")</script>');
  });

  it("waits for the first contentful paint to be on screen, except in a hidden tab", () => {
    const wait = script.indexOf('getEntriesByName("first-contentful-paint")');
    expect(wait).toBeGreaterThan(0);
    expect(script).toContain('if (document.visibilityState === "hidden") return go();');
    expect(script).toContain("setTimeout(go, 1000)");
    expect(wait).toBeLessThan(script.indexOf("import("));
  });

  it("preloads every module of the page and the extra ones, once", () => {
    const preloads = JSON.parse(/for \(const href of (\[[^\]]*\])\) document\.head/.exec(script)![1]!);
    expect(preloads).toEqual([
      "/assets/entry.client-A.js",
      "/assets/framework-react-B.js",
      "/assets/shell-C.js",
      "/assets/home-D.js",
      "/assets/bundle-es-E.js",
    ]);
  });

  it("evaluates the shared chunks one per task, in order, then React Router's bootstrap", () => {
    expect(script).toContain(
      'for (const href of ["/assets/framework-react-B.js","/assets/shell-C.js"]) { await import(href); await new Promise((go) => setTimeout(go)); }',
    );
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-R.js"), import("/assets/home-D.js")]);',
    );
    expect(script.indexOf("const [route0")).toBeLessThan(script.indexOf("window.__reactRouterRouteModules"));
    expect(script).toContain('import("/assets/entry.client-A.js");');
  });

  it("refuses a page whose bootstrap it does not recognise", () => {
    expect(() => hydrateAfterFirstPaint(page('import("/assets/entry.client-A.js");'), plan)).toThrow(
      /bootstrap script changed/,
    );
    expect(() => hydrateAfterFirstPaint("<html></html>", plan)).toThrow(/not found/);
    expect(() =>
      hydrateAfterFirstPaint(page(reactRouterBootstrap), { ...plan, stages: ["router-X.js"] }),
    ).toThrow(/not a module of this page/);
  });
});

// React Router 8.4's <ScrollRestoration/> script, as pre-rendered.
const scrollScript =
  '<script>((storageKey, restoreKey) => {\n\t\tif (!window.history.state || !window.history.state.key) {\n\t\t\tlet key = Math.random().toString(32).slice(2);\n\t\t\twindow.history.replaceState({ key }, "");\n\t\t}\n\t\ttry {\n\t\t\tlet storedY = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[restoreKey || window.history.state.key];\n\t\t\tif (typeof storedY === "number") window.scrollTo(0, storedY);\n\t\t} catch (error) {\n\t\t\tconsole.error(error);\n\t\t\tsessionStorage.removeItem(storageKey);\n\t\t}\n\t})("react-router-scroll-positions", null)</script>';

describe("skipScrollLookupOnNewEntry", () => {
  const script = (html: string) => html.slice(html.indexOf("<script>") + 8, html.indexOf("</script>"));
  // Runs the script against a fake history and session storage.
  const run = (html: string, state: { key?: string } | null, stored: Record<string, number>) => {
    const reads: string[] = [];
    const scrolled: number[] = [];
    const window = {
      history: { state, replaceState: (next: { key: string }) => (window.history.state = next) },
      scrollTo: (_x: number, y: number) => scrolled.push(y),
    };
    const sessionStorage = {
      getItem: (key: string) => (reads.push(key), JSON.stringify(stored)),
      removeItem: () => {},
    };
    new Function("window", "sessionStorage", script(html))(window, sessionStorage);
    return { reads, scrolled, state: window.history.state };
  };
  const patched = skipScrollLookupOnNewEntry(`<body>${scrollScript}</body>`);

  it("gives a new entry its key without reading session storage", () => {
    const { reads, scrolled, state } = run(patched, null, {});
    expect(state?.key).toMatch(/^\w+$/);
    expect(reads).toEqual([]);
    expect(scrolled).toEqual([]);
  });

  it("still restores the saved position of an entry that had a key (reload, back, forward)", () => {
    const { reads, scrolled } = run(patched, { key: "abc" }, { abc: 640 });
    expect(reads).toEqual(["react-router-scroll-positions"]);
    expect(scrolled).toEqual([640]);
  });

  it("still reads on a new entry when a restore key is given (a getKey prop)", () => {
    const withKey = patched.replace(
      '("react-router-scroll-positions", null)',
      '("react-router-scroll-positions", "/es")',
    );
    const { reads, scrolled } = run(withKey, null, { "/es": 320 });
    expect(reads).toEqual(["react-router-scroll-positions"]);
    expect(scrolled).toEqual([320]);
  });

  it("refuses a script it does not know", () => {
    expect(() => skipScrollLookupOnNewEntry("<body><script>other()</script></body>")).toThrow(
      /scroll restoration/,
    );
  });
});
