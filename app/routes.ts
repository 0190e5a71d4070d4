import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { downloadPaths, routeEntries } from "../domain/site/pages.ts";

// Generated from the one route table (domain/site/pages.ts): every screen under
// both languages, with the language's own slug and the other language's slug.
export default [
  index("routes/index.tsx"),
  ...routeEntries().map((entry) => route(entry.path, entry.module, { id: entry.id })),
  ...downloadPaths().map((d) => route(d.path.slice(1), "routes/checklist.ts", { id: `${d.lang}.${d.id}` })),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // The team inbox (docs/decisions/027): rendered on request, never pre-rendered.
  route("admin", "routes/admin/layout.tsx", { id: "admin" }, [
    layout("routes/admin/public.tsx", [
      index("routes/admin/home.ts"),
      route("login", "routes/admin/login.tsx"),
      route("login/code", "routes/admin/code.tsx"),
      route("logout", "routes/admin/logout.ts"),
      route("lang/:lang", "routes/admin/lang.ts"),
    ]),
    layout("routes/admin/signed-in.tsx", [
      route("leads", "routes/admin/inbox.tsx"),
      route("leads/:id", "routes/admin/lead.tsx"),
      route("leads/:id/erase", "routes/admin/erase.tsx"),
      route("leads/:id/answer", "routes/admin/answer.tsx"),
      route("leads/:id/answer/pdf", "routes/admin/answer-pdf.ts"),
      route("erasures", "routes/admin/erasures.tsx"),
      route("funnel", "routes/admin/funnel.tsx"),
      route("export/:format", "routes/admin/export.ts"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
