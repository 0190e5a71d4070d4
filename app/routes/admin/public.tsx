import { Outlet } from "react-router";
import type { Route } from "./+types/public";
import { AdminError } from "../../features/admin/admin-error.tsx";

/** Sign-in, sign-out and the language switch: reachable without a session. */
export default function AdminPublic() {
  return <Outlet />;
}

export const ErrorBoundary = AdminError;

/** A 503's Retry-After (the storage cannot be used now) goes out with the page that says so. */
export const headers: Route.HeadersFunction = ({ errorHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
