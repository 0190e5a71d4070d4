import type { SiteSettings } from "#domain/site/settings.ts";
import type { OutgoingMail } from "../../db/storage.ts";
import { singleLine } from "../escape.ts";

export interface MailContext {
  readonly site: SiteSettings;
  readonly leadsTo: readonly string[];
}

/** An e-mail as the request path stores it: the envelope and its template's inputs, no bodies. */
export interface QueuedMail extends OutgoingMail {
  readonly kind: RenderedKind;
  readonly data: string;
}

/** The kinds whose bodies the worker renders from `data` (the sign-in e-mail is stored rendered). */
export type RenderedKind =
  | "lead-team"
  | "lead-ack"
  | "contact-team"
  | "contact-ack"
  | "booking-visitor"
  | "booking-member"
  | "booking-team"
  | "booking-reminder";

/** The envelope (its subject on one line) and `data`, the JSON of what the template renders (render-mail.ts pairs each kind with its data). */
export function queued<Data>(
  kind: RenderedKind,
  envelope: Pick<OutgoingMail, "to" | "replyTo" | "subject">,
  data: Data,
): QueuedMail {
  return { kind, ...envelope, subject: singleLine(envelope.subject), data: JSON.stringify(data) };
}
