import { Outlet } from "react-router";
import { AdminError } from "../../features/admin/admin-error.tsx";

/** Sign-in, sign-out and the language switch: reachable without a session. */
export default function AdminPublic() {
  return <Outlet />;
}

export const ErrorBoundary = AdminError;
