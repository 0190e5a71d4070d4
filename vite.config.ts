import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { firmProfilePlugin } from "./scripts/firm-profile.ts";
import { islandsLoaderPlugin } from "./scripts/islands-plugin.ts";
import { renderedEditEvent } from "./app/islands/names.ts";
import { readSiteSettings } from "./server/env.ts";

/**
 * Development only: an edit of a translation file reloads the open page. The route
 * loaders read the translations on the server (app/i18n/i18n.ts), so the browser
 * renders none of them (in development it loads their modules all the same, behind the
 * folders' index the route table imports for the slugs) and Vite's hot update has
 * nothing to replace there; the server's module graph drops the edited file by itself,
 * and a full reload renders the page again with the new words.
 */
const locales = path.resolve("i18n/locales") + path.sep;
function reloadOnTranslationEdit(): Plugin {
  return {
    name: "pontas:reload-on-translation-edit",
    apply: "serve",
    hotUpdate({ file }) {
      if (this.environment.name !== "client" || !path.resolve(file).startsWith(locales)) return;
      this.environment.hot.send({ type: "full-reload" });
      return [];
    },
  };
}

/**
 * Development only: an edit of a module the server renders (a route, a component) reaches
 * a page of islands (docs/decisions/047, 080). Most of such a page is the server's HTML, which
 * no hot update in the browser can replace, and the components outside its islands are not
 * even loaded there, so Vite's client had nothing to apply and the page stayed as it was.
 * The page's development runtime (app/islands/dev-runtime.ts) reloads it on this event; a
 * page that hydrates whole (the inbox) does not listen, and keeps React Refresh's update,
 * which Vite sends as before. Translations reload every page already (above).
 */
function reloadIslandPagesOnRenderedEdit(): Plugin {
  return {
    name: "pontas:reload-island-pages-on-rendered-edit",
    apply: "serve",
    hotUpdate({ file, server }) {
      if (this.environment.name !== "client" || path.resolve(file).startsWith(locales)) return;
      if (!server.environments.ssr?.moduleGraph.getModulesByFile(file)?.size) return;
      this.environment.hot.send({ type: "custom", event: renderedEditEvent });
    },
  };
}

export default defineConfig({
  plugins: [
    reloadOnTranslationEdit(),
    reloadIslandPagesOnRenderedEdit(),
    firmProfilePlugin(),
    islandsLoaderPlugin(),
    tailwindcss(),
    reactRouter(),
  ],
  define: {
    __SITE_SETTINGS__: JSON.stringify(readSiteSettings()),
  },
  // The server build bundles the icons it uses instead of requiring lucide-react's
  // CommonJS entry, which defines every icon (1.3 MB) in the server's memory.
  ssr: { noExternal: ["lucide-react"] },
  // Development (`npm run dev`, server/dev.ts): every browser dependency is pre-bundled
  // at start, so a page never reloads itself when it first meets one (the quiz's).
  optimizeDeps: {
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react-router",
      "react-router/dom",
      "lucide-react",
      "i18next",
      "i18next-browser-languagedetector",
      "react-hook-form",
      "@hookform/resolvers/zod",
      "zod",
      "sonner",
    ],
  },
  build: {
    // Inline scripts are allowed only by hash (see server/csp.ts); keep assets as files.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The languages' folders are data: a module of them none of whose exports is used is left
      // out whole. The route table, which the browser runs, imports the one index of the folders
      // (i18n/locales/index.ts) for the slugs; without this the words' few top-level
      // expressions (`${serviceNames.softLanding}`, spreads) kept pages of words in its chunk
      // (docs/decisions/050; i18n/client-words.test.ts checks the build).
      treeshake: { moduleSideEffects: [{ test: /[\\/]i18n[\\/]locales[\\/]/, sideEffects: false }] },
      output: {
        // The inbox, the pages that hydrate whole and every island need React and React Router:
        // cacheable chunks instead of a dozen small ones, each paying its own request and
        // headers (docs/decisions/007, bench/). No group for root.tsx and its imports (the
        // "shell" of 007): a group takes its modules' dependencies with it, and the island
        // loader (app/islands/loader.ts) would then import React through it (decision 047).
        // The forms' libraries (react-hook-form, zod) stay in lazy chunks.
        codeSplitting: {
          groups: [
            // What the island loader (app/islands/loader.ts) imports before any island, in one
            // chunk: a public page's first load fetches two scripts, not nine (051). A module the
            // loader comes to import belongs here (server/inbox/public-pages.test.ts counts them).
            {
              name: "islands-base",
              test: /app[\\/](lib[\\/](after-paint|attribution|analytics|plain-click)|i18n[\\/]detection|features[\\/]quiz[\\/](storage-key|dialog-attribute|show-dialog)|islands[\\/](names|at-once|page-shown))\.ts$|domain[\\/]site[\\/](language-switch|speculation-rules)\.ts$|[\\/]i18n[\\/]languages\.ts$|preload-helper/,
            },
            // Two groups rather than one: a pre-rendered page once evaluated them in two tasks,
            // yielding between them (scripts/hydrate-after-paint.ts (removed: no page used it)).
            {
              name: "framework-react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              name: "framework-router",
              test: /node_modules[\\/](react-router|@react-router|set-cookie-parser|turbo-stream)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
