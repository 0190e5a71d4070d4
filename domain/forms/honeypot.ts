/**
 * Name of the honeypot field: hidden from people, filled in by bots. In a module
 * of its own (no zod) so the contact form, which only needs the name, does not
 * load the validation schemas into the browser.
 */
export const honeypotField = "website";
