import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { downloadPaths, routeEntries } from "../domain/site/pages.ts";

// Generated from the one route table (domain/site/pages.ts): every screen under
// both languages, with the language's own slug and the other language's slug.
export default [
  index("routes/index.tsx"),
  ...routeEntries().map((entry) => route(entry.path, entry.module, { id: entry.id })),
  ...downloadPaths().map((d) => route(d.path.slice(1), "routes/checklist.ts", { id: `${d.lang}.${d.id}` })),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
