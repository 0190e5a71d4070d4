import { createContext } from "react-router";
import type { Language } from "../site/pages.ts";
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
}

export interface ContactService {
  submit(submission: ContactSubmission): Promise<{ id: string }>;
}

type ContactServiceContext = ReturnType<typeof createContext<ContactService | null>>;

const registry = globalThis as { [key: symbol]: ContactServiceContext | undefined };
const key = Symbol.for("pontas.contactServiceContext");

/**
 * Null when no server provided one (React Router's handler run on its own): the action then
 * answers with the error message. The key is kept in a global registry because
 * this module exists twice in the server process (in the React Router build
 * bundle and as imported by server/app.ts), and the router looks contexts up
 * by object identity.
 */
export const contactServiceContext: ContactServiceContext = (registry[key] ??=
  createContext<ContactService | null>(null));

/** Hidden field carrying a per-form token (a fresh UUID once the page runs JavaScript). */
export const submissionTokenField = "submissionToken";
