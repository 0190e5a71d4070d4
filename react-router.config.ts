import type { Config } from "@react-router/dev/config";
import { canonicalPaths } from "./domain/site/pages.ts";

export default {
  appDirectory: "app",
  // Server rendering stays on for what cannot be pre-rendered: `/` (redirect by
  // preference), the other-language slugs, the 404 page and form posts.
  ssr: true,
  // Every canonical page of both languages is HTML at build time.
  prerender: [...canonicalPaths(), "/sitemap.xml", "/robots.txt"],
} satisfies Config;
