import { useAdmin } from "../../i18n/admin.ts";

/** The session's CSRF token (server/admin/gate.ts checks it on every post). */
export function CsrfField() {
  const { csrf } = useAdmin();
  return <input type="hidden" name="_csrf" value={csrf} />;
}
