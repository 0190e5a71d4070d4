import type { Config } from "@react-router/dev/config";
import { canonicalPaths, downloadPaths } from "./domain/site/pages.ts";

export default {
  appDirectory: "app",
  // Server rendering stays on for what cannot be pre-rendered: `/` (redirect by
  // preference), the other-language slugs, the 404 page and form posts.
  ssr: true,
  // Every canonical page of both languages is HTML at build time; generated files too.
  prerender: [...canonicalPaths(), ...downloadPaths().map((d) => d.path), "/sitemap.xml", "/robots.txt"],
} satisfies Config;
