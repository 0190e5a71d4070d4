import { Outlet } from "react-router";
import type { Route } from "./+types/signed-in";
import { AdminError } from "../../features/admin/admin-error.tsx";
import { memberOf } from "../../features/admin/team.ts";

/**
 * Every page below needs a team member's session: without one, a redirect to
 * sign-in before any loader runs (the server has already refused posts, 401).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    memberOf(context);
  },
];

export default function AdminSignedIn() {
  return <Outlet />;
}

export const ErrorBoundary = AdminError;
