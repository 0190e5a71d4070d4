import { z } from "zod";
import { companyField, emailField, messageField, nameField } from "./fields.ts";

/** The contact form: name and e-mail as the lead form, a 10–5,000 character message. */
export const ContactSchema = z.object({
  name: nameField,
  email: emailField,
  company: companyField.optional().default(""),
  message: messageField(10, 5000),
});
export type Contact = z.output<typeof ContactSchema>;
