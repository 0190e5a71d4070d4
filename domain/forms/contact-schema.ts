import { z } from "zod";
import { companyField, emailField, nameField } from "./fields.ts";

/** The contact form (DESIGN.md section 4): name and e-mail as the lead form, a 10–5,000 character message. */
export const ContactSchema = z.object({
  name: nameField,
  email: emailField,
  company: companyField.optional().default(""),
  message: z.string().trim().min(10, "errors.messageMin").max(5000, "errors.messageMax"),
});
export type ContactInput = z.input<typeof ContactSchema>;
export type Contact = z.output<typeof ContactSchema>;
