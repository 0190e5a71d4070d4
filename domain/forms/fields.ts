import { z } from "zod";

// zod compiles object parsers with `new Function` when it may; the site's CSP forbids
// eval, and zod's probe for it shows up as a CSP violation in the browser. Both forms'
// schemas import this module, so this runs before any of them parses.
z.config({ jitless: true });

/**
 * Field rules shared by the quiz lead form, the contact form and the server.
 * Messages are i18n keys of the `forms` namespace; the forms translate them.
 */
export const nameField = z.string().trim().min(2, "errors.nameMin").max(100, "errors.nameMax");

export const emailField = z.string().trim().max(255, "errors.emailMax").pipe(z.email("errors.emailInvalid"));

export const companyField = z.string().trim().max(100, "errors.companyMax");

export type FieldErrorKey =
  | "errors.nameMin"
  | "errors.nameMax"
  | "errors.emailInvalid"
  | "errors.emailMax"
  | "errors.companyMax"
  | "errors.messageMin"
  | "errors.messageMax";
