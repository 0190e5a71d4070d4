import type { Weekday } from "../site/firm-contact.ts";
import type { Language } from "#i18n/languages.ts";
import type { Contact } from "./contact-schema.ts";

/**
 * What the contact page's route action needs from the server: store a
 * validated message (and its e-mails) durably. The server puts an
 * implementation in the router context (server/contact/); the action takes it
 * from there, so app/ never imports server/.
 */
export interface ContactSubmission {
  readonly contact: Contact;
  readonly language: Language;
  /** Same key, same message: a double submit is stored once. */
  readonly idempotencyKey: string;
  readonly pagePath: string;
  readonly userAgent: string;
  /** The firm's office days (its profile's office hours), for the day the acknowledgement promises a reply by; absent: Monday to Friday. */
  readonly officeDays?: readonly Weekday[];
}

/**
 * Stored (its id), or not now: the storage could not take it (a full disk, a
 * database that cannot be reached, a lock held elsewhere); the visitor may send
 * it again after `retryAfterSeconds`. Any other fault is thrown.
 */
export type ContactOutcome =
  | {
      readonly id: string;
      /** False when an acknowledgement already went to the address within the hour (docs/decisions/095): the page then promises none. */
      readonly acknowledged: boolean;
      /** True when the acknowledgement was left out because the client's address reached the hour's cap (docs/decisions/094). */
      readonly ackCapped?: boolean;
    }
  | { readonly retryAfterSeconds: number };

export interface ContactService {
  submit(submission: ContactSubmission): Promise<ContactOutcome>;
}

/** Hidden field carrying a per-form token (a fresh UUID once the page runs JavaScript). */
export const submissionTokenField = "submissionToken";
