import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./hydrate-after-paint.ts";

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
