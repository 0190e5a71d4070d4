import { useInboxLayout } from "../../i18n/inbox.ts";

/** The session's CSRF token (server/inbox/gate.ts checks it on every post). */
export function CsrfField() {
  const { csrf } = useInboxLayout();
  return <input type="hidden" name="_csrf" value={csrf} />;
}
