import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/signed-in";
import { AdminError } from "../../features/admin/admin-error.tsx";
import { teamOf } from "../../features/admin/team.ts";

/**
 * Every page below needs a team member's session: without one, a redirect to
 * sign-in before any loader or action runs. The server has already refused a
 * post without one (401); a refused post of React Router's client comes here as
 * a read with `refused=signIn` (server/app.ts), and its redirect says why.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, request }) => {
    if (teamOf(context).member) return;
    const refused = new URL(request.url).searchParams.get("refused") === "signIn";
    throw redirect(refused ? "/admin/login?refused=signIn" : "/admin/login", 303);
  },
];

export default function AdminSignedIn() {
  return <Outlet />;
}

export const ErrorBoundary = AdminError;
