import { data, redirect, type RouterContextProvider } from "react-router";
import type { TeamRequest } from "#domain/inbox/team-request.ts";
import { teamRequestContext } from "../../../domain/site/router-context.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";

type Context = Readonly<RouterContextProvider>;

/** The server's part of this request (server/inbox/gate.ts); without a configured inbox, every inbox URL is 404. */
export function teamOf(context: Context): TeamRequest {
  const team = context.get(teamRequestContext);
  if (!team) throw data(null, { status: 404 });
  return team;
}

/** The e-mail address a sign-in form posted, trimmed and lower-case (as TEAM_EMAILS is read). */
export function addressOf(form: FormData): string {
  return String(form.get("email") ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 254);
}

/**
 * The signed-in member, or a redirect to sign-in. The server already refused
 * every post without a session (401) before any action runs; this guards reads.
 */
export function memberOf(context: Context) {
  const team = teamOf(context);
  if (!team.member) throw redirect(inboxPath("signIn"), 303);
  return { team, member: team.member };
}
