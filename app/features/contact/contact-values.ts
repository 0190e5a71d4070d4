/**
 * What the contact page's action answers and the form shows, without the
 * validation schema: the form and the client action import this module only,
 * so zod stays on the server (the page's first load carries no schema library;
 * docs/decisions/103).
 */
export const contactFields = ["name", "email", "company", "message"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

export type ContactActionData =
  /**
   * Stored; `acknowledged` false when no new acknowledgement goes out: one went to the address
   * within the hour, or (`ackCapped`) the client's address reached the hour's cap (docs/decisions/094).
   */
  | { status: "sent"; acknowledged?: boolean; ackCapped?: boolean }
  | { status: "invalid"; errors: Partial<Record<ContactField, string>>; values: ContactValues }
  | { status: "error"; values: ContactValues }
  /** Not stored now (a full disk, a database down): answered 503 with Retry-After; send it again in a moment. */
  | { status: "unavailable"; values: ContactValues };

/** A form field's text ("" when absent or a file). */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The visitor's values, as typed: given back with every answer that is not a success. */
export function contactValues(form: FormData): ContactValues {
  return Object.fromEntries(contactFields.map((f) => [f, textOf(form, f)])) as ContactValues;
}
