import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { contactClientAction } from "../features/contact/contact-client-action.ts";
import { ContactColumn } from "../features/contact/contact-column.tsx";
import type { ContactActionData } from "../features/contact/contact-values.ts";

/** The contact page's island (docs/decisions/103): the request note, what the call covers, the form. */
export default function ContactIsland() {
  return <ContactColumn />;
}

/**
 * The server's action, as React Router's client calls it (a post to the page's `.data`
 * URL, answered in its turbo-stream encoding, which no public API decodes: docs/decisions/103). Anything else (a proxy's error page, a
 * dropped connection) throws, and the client action keeps the form with its error.
 */
async function serverAction(request: Request): Promise<ContactActionData> {
  const url = new URL(request.url);
  url.pathname = `${url.pathname.replace(/\/$/, "")}.data`;
  const response = await fetch(url, { method: "POST", body: await request.formData() });
  if (!response.body || !response.headers.get("content-type")?.includes("text/x-script"))
    throw new Error(`the contact action answered ${response.status}`);
  const decoded = await decodeViaTurboStream(response.body, window);
  const value = decoded.value as { data?: ContactActionData } | undefined;
  if (!value || typeof value !== "object" || !("data" in value) || !value.data)
    throw new Error("the contact action answered no data");
  return value.data;
}

/** The page route's action in the island's router: the route's client action around the server's. */
export function action({ request }: { request: Request }): Promise<ContactActionData> {
  return contactClientAction(request, () => serverAction(request));
}
