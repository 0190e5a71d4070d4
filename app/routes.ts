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
  route(paths.home.slice(1), "routes/inbox/layout.tsx", { id: "inbox" }, [
    layout("routes/inbox/public.tsx", [
      index("routes/inbox/home.ts"),
      route(under(paths.signIn), "routes/inbox/login.tsx"),
      route(under(paths.code), "routes/inbox/code.tsx"),
      route(under(paths.signOut), "routes/inbox/logout.ts"),
      route(under(paths.language), "routes/inbox/lang.ts"),
    ]),
    layout("routes/inbox/signed-in.tsx", [
      route(under(paths.leads), "routes/inbox/list.tsx"),
      route(under(paths.lead), "routes/inbox/lead.tsx"),
      route(under(paths.erase), "routes/inbox/erase.tsx"),
      route(under(paths.answer), "routes/inbox/answer.tsx"),
      route(under(paths.answerPdf), "routes/inbox/answer-pdf.ts"),
      route(under(paths.erasures), "routes/inbox/erasures.tsx"),
      route(under(paths.funnel), "routes/inbox/funnel.tsx"),
      route(under(paths.calls), "routes/inbox/calls.tsx"),
      route(under(paths.myCalls), "routes/inbox/my-calls.tsx"),
      route(under(paths.export), "routes/inbox/export.ts"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
