import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { teamOf } from "../../features/inbox/request-context.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";

/** Ends the session (its cookies cleared, its row deleted). */
export async function action({ context, request }: Route.ActionArgs) {
  const team = teamOf(context);
  const headers = new Headers();
  if (team.member)
    for (const cookie of await team.signIn.signOut(request)) headers.append("Set-Cookie", cookie);
  throw redirect(inboxPath("signIn"), { status: 303, headers });
}

export function loader() {
  throw redirect(inboxPath("leads"), 303);
}
