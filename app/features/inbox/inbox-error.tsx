import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { noticeClass } from "../../components/ui/badge.ts";
import { useInboxLayout } from "../../i18n/inbox.ts";
import { inboxPath } from "#domain/site/inbox-paths.ts";

/** What an inbox page shows when its loader or action failed: inside the inbox's shell, in its language. */
export function InboxError() {
  const error = useRouteError();
  const { t } = useInboxLayout();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The storage cannot be used now (503, with Retry-After): nothing failed for good.
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  // In the browser only: on the server, a fault is logged once, as one JSON line (server/page-handler.ts).
  if (!notFound && !unavailable && typeof document !== "undefined") console.error(error);
  return (
    <div className="max-w-2xl space-y-4">
      <p role="alert" className={noticeClass("error")}>
        {notFound ? t("notFound") : unavailable ? t("unavailable") : t("error")}
      </p>
      <p>
        <Link to={inboxPath("leads")} className="text-brand-700 underline underline-offset-4">
          {t("lead.back")}
        </Link>
      </p>
    </div>
  );
}

/**
 * The inbox layouts' headers: a 503's Retry-After (the storage cannot be used now)
 * goes out with the page that says so.
 */
export function retryAfterHeaders({
  errorHeaders,
  parentHeaders,
}: {
  errorHeaders?: Headers;
  parentHeaders: Headers;
}) {
  const headers = new Headers(parentHeaders);
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
