/**
 * Development only (`npm run dev`): what React Router's `<Scripts />` brings on a page that
 * hydrates whole, for a page of islands (docs/decisions/103): Vite's client (hot updates,
 * the reload on a translation edit) and React Refresh's preamble, which every component
 * module checks for. The production loader never imports this. And a reload when a module
 * the server renders is edited (vite.config.ts, docs/decisions/087): most of a page of islands
 * is the server's HTML, which no hot update replaces.
 */
import "virtual:react-router/inject-hmr-runtime";
import { renderedEditEvent } from "./names.ts";

import.meta.hot?.on(renderedEditEvent, () => location.reload());

// Served by Vite's dev server as it is (a path TypeScript does not resolve).
const viteClient: string = "/@vite/client";
await import(/* @vite-ignore */ viteClient);
