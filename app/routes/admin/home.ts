import { redirect } from "react-router";

/**
 * `/admin` opens the list at `/admin/leads`. The list has a path of its own because the
 * inbox's cookies are scoped to `/admin/`: a browser sends them with `/admin/leads.data`
 * (React Router's data request) but not with `/admin.data`.
 */
export function loader() {
  throw redirect("/admin/leads", 303);
}
