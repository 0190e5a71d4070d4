import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/signed-in";
import { InboxError, retryAfterHeaders } from "../../features/inbox/inbox-error.tsx";
import { teamRequestContext } from "../../../domain/site/router-context.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";

/**
 * Every page below needs a team member's session: without one, a redirect to
 * sign-in before any loader or action runs. The server has already refused a
 * post without one (401); a refused post of React Router's client comes here as
 * a read with `refused=signIn` (server/page-handler.ts), and its redirect says why.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, request }) => {
    // Without an inbox, nothing to guard: the layout's loader answers 404, after the root's
    // loader gave the not-found page its words (a throw here would leave it none: a 500).
    const team = context.get(teamRequestContext);
    if (!team || team.member) return;
    const refused = new URL(request.url).searchParams.get("refused") === "signIn";
    throw redirect(refused ? `${inboxPath("signIn")}?refused=signIn` : inboxPath("signIn"), 303);
  },
];

export default function InboxSignedIn() {
  return <Outlet />;
}

export const ErrorBoundary = InboxError;

export const headers: Route.HeadersFunction = retryAfterHeaders;
