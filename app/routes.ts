import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { inboxPaths as paths, underInbox as under } from "../domain/site/inbox-paths.ts";
import { downloadPaths, routeEntries } from "../domain/site/pages.ts";

// Generated from the one route table (domain/site/pages.ts): every screen under
// both languages, with the language's own slug and the other language's slug.
export default [
  index("routes/index.tsx"),
  ...routeEntries().map((entry) => route(entry.path, entry.module, { id: entry.id })),
  ...downloadPaths().map((d) => route(d.path.slice(1), "routes/checklist.ts", { id: `${d.lang}.${d.id}` })),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // The team inbox (docs/decisions/089): rendered on request, never pre-rendered. Its paths
  // are the one table of domain/site/inbox-paths.ts (the server's gate reads it too).
  route(paths.home.slice(1), "routes/admin/layout.tsx", { id: "admin" }, [
    layout("routes/admin/public.tsx", [
      index("routes/admin/home.ts"),
      route(under(paths.signIn), "routes/admin/login.tsx"),
      route(under(paths.code), "routes/admin/code.tsx"),
      route(under(paths.signOut), "routes/admin/logout.ts"),
      route(under(paths.language), "routes/admin/lang.ts"),
    ]),
    layout("routes/admin/signed-in.tsx", [
      route(under(paths.leads), "routes/admin/inbox.tsx"),
      route(under(paths.lead), "routes/admin/lead.tsx"),
      route(under(paths.erase), "routes/admin/erase.tsx"),
      route(under(paths.answer), "routes/admin/answer.tsx"),
      route(under(paths.answerPdf), "routes/admin/answer-pdf.ts"),
      route(under(paths.erasures), "routes/admin/erasures.tsx"),
      route(under(paths.funnel), "routes/admin/funnel.tsx"),
      route(under(paths.calls), "routes/admin/calls.tsx"),
      route(under(paths.myCalls), "routes/admin/my-calls.tsx"),
      route(under(paths.export), "routes/admin/export.ts"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
