import { Outlet } from "react-router";
import type { Route } from "./+types/public";
import { InboxError, retryAfterHeaders } from "../../features/inbox/inbox-error.tsx";

/** Sign-in, sign-out and the language switch: reachable without a session. */
export default function InboxPublic() {
  return <Outlet />;
}

export const ErrorBoundary = InboxError;

export const headers: Route.HeadersFunction = retryAfterHeaders;
