import { redirect } from "react-router";
import type { Route } from "./+types/home";
import { teamOf } from "../../features/inbox/request-context.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";

/**
 * `/admin` opens the list at `/admin/leads`. The list has a path of its own because the
 * inbox's cookies are scoped to `/admin/`: a browser sends them with `/admin/leads.data`
 * (React Router's data request) but not with `/admin.data`.
 */
export function loader({ context }: Route.LoaderArgs) {
  teamOf(context); // without an inbox: 404, not a redirect to a page that is not there
  throw redirect(inboxPath("leads"), 303);
}

/** Never rendered (the loader always throws): a component makes this a page, so its 404 is the not-found page. */
export default function InboxHome() {
  return null;
}
