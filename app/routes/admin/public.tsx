import { Outlet } from "react-router";
import type { Route } from "./+types/public";
import { AdminError, retryAfterHeaders } from "../../features/admin/admin-error.tsx";

/** Sign-in, sign-out and the language switch: reachable without a session. */
export default function AdminPublic() {
  return <Outlet />;
}

export const ErrorBoundary = AdminError;

export const headers: Route.HeadersFunction = retryAfterHeaders;
