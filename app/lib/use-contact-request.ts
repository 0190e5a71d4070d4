import { useSyncExternalStore } from "react";
import { useTranslation } from "../i18n/i18n.ts";
import { useLocation } from "react-router";
import { readContactRequest, type ContactRequest } from "#domain/site/contact-request.ts";

const keys = { "health-snapshot": "healthSnapshot" } as const satisfies Record<ContactRequest, string>;

const subscribe = () => () => {};

/**
 * The request another page named in the contact page's query string
 * (`?asunto=health-snapshot`, `?topic=health-snapshot`), with its translated
 * note (shown on the page) and message (for the contact form to prefill).
 * Pre-rendered HTML has no query string, so the request is read only once the
 * page is hydrated: the first client render matches the server's. Reading it as
 * the store's snapshot (not a "hydrated" flag) means a page without a request
 * has nothing to re-render after hydration.
 */
export function useContactRequest(): { request: ContactRequest; note: string; message: string } | undefined {
  const { t } = useTranslation();
  const { search } = useLocation();
  const request = useSyncExternalStore(
    subscribe,
    () => readContactRequest(search),
    () => undefined,
  );
  if (!request) return undefined;
  const key = keys[request];
  return { request, note: t(`contactRequest.${key}.note`), message: t(`contactRequest.${key}.message`) };
}
