import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readSiteSettings } from "./server/env.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    __SITE_SETTINGS__: JSON.stringify(readSiteSettings()),
  },
  build: {
    // Inline scripts are allowed only by hash (see server/csp.ts); keep assets as files.
    assetsInlineLimit: 0,
  },
});
