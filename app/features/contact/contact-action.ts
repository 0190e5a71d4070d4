import { data, type RouterContextProvider } from "react-router";
import { ContactSchema } from "#domain/forms/contact-schema.ts";
import { submissionTokenField, type ContactOutcome } from "#domain/forms/contact-service.ts";
import { honeypotField } from "#domain/forms/honeypot.ts";
import type { Weekday } from "#domain/site/firm-contact.ts";
import { languageOfPath } from "#domain/site/pages.ts";
import { defaultLanguage } from "#i18n/languages.ts";
import { contactValues, textOf, type ContactActionData, type ContactField } from "./contact-values.ts";
import { contactServiceContext } from "../../../domain/site/router-context.ts";

export type { ContactActionData } from "./contact-values.ts";

/**
 * The contact page's route action: validate with the shared schema, drop
 * honeypot posts silently, hand the message to the server's contact service.
 * It answers data for the same page, so a plain HTML post gets the page back
 * with the success or error message, and a JavaScript submission the same
 * through React Router. A body that is not a form (none, JSON, text, broken
 * multipart) is read as an empty form: the page answers 400 with each field's
 * message, never a 500. A storage fault was logged by the service; the
 * visitor gets the error message and keeps what they typed. A storage that
 * cannot write now (a full disk, a database down) is a 503 with Retry-After,
 * and the message asks the visitor to send it again in a moment.
 */
export async function contactAction({
  request,
  context,
  officeDays,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** The firm's office days, for the day the acknowledgement promises a reply by. */
  officeDays?: readonly Weekday[];
}) {
  // An empty, malformed or non-form body is read as an empty form: the page answers 400 with each field's error.
  const form = await request.formData().catch(() => new FormData());
  const text = (name: string) => textOf(form, name);
  const values = contactValues(form);

  const parsed = ContactSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactField;
      errors[field] ??= issue.message;
    }
    return data<ContactActionData>({ status: "invalid", errors, values }, { status: 400 });
  }
  if (text(honeypotField).trim()) return data<ContactActionData>({ status: "sent" });

  const service = context.get(contactServiceContext);
  if (!service) return data<ContactActionData>({ status: "error", values }, { status: 503 });
  const url = new URL(request.url);
  const pagePath = url.pathname.replace(/\.data$/, "");
  let outcome: ContactOutcome;
  try {
    outcome = await service.submit({
      contact: parsed.data,
      language: languageOfPath(pagePath) ?? defaultLanguage,
      idempotencyKey: text(submissionTokenField).slice(0, 200),
      pagePath,
      userAgent: request.headers.get("user-agent") ?? "",
      ...(officeDays ? { officeDays } : {}),
    });
  } catch {
    // Logged once by the server's contact service; the visitor keeps the values and may retry.
    return data<ContactActionData>({ status: "error", values }, { status: 500 });
  }
  if ("retryAfterSeconds" in outcome) {
    // Nothing stored: the storage cannot write now. The page asks to send it again in a moment.
    return data<ContactActionData>(
      { status: "unavailable", values },
      { status: 503, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  return data<ContactActionData>({
    status: "sent",
    acknowledged: outcome.acknowledged,
    ...(outcome.ackCapped ? { ackCapped: true } : {}),
  });
}

/**
 * The page's headers after a post: the action's Retry-After (a 503) goes out
 * with the page, which React Router sends only through the route's `headers`
 * export; the parent routes' headers pass through.
 */
export function contactHeaders({
  actionHeaders,
  parentHeaders,
}: {
  actionHeaders: Headers;
  parentHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
