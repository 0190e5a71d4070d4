import { z } from "zod";
import { profileFields } from "../quiz/profile.ts";
import { questions } from "../quiz/questions.ts";
import { languages } from "#i18n/languages.ts";
import { companyField, emailField, lineText, messageField, nameField } from "./fields.ts";
import { honeypotField } from "./honeypot.ts";

/** The profile questions as the form holds them: "" when unanswered. */
const profileFormFields = Object.fromEntries(
  Object.entries(profileFields).map(([key, field]) => [
    key,
    (field as unknown as z.ZodOptional<z.ZodString>).default(""),
  ]),
) as unknown as { [K in keyof typeof profileFields]: z.ZodDefault<(typeof profileFields)[K]> };

/** The quiz lead form, as react-hook-form validates it. */
export const LeadFormSchema = z.object({
  name: nameField,
  email: emailField,
  company: companyField.optional().default(""),
  ...profileFormFields,
  requestCall: z.boolean().optional().default(false),
});
export type LeadFormInput = z.input<typeof LeadFormSchema>;
export type LeadForm = z.output<typeof LeadFormSchema>;

const [revenue, teamSize, challenge, markets] = questions;

export const QuizDataSchema = z.object({
  revenue: z.enum(revenue.options),
  teamSize: z.enum(teamSize.options),
  challenge: z.enum(challenge.options),
  markets: z.enum(markets.options),
  calculatedStage: lineText(100),
  recommendedServices: z.array(lineText(100)).max(10),
  score: z.number().int().min(4).max(20),
});

const utmValue = lineText(200).optional();

/** Where the lead came from. */
export const AttributionSchema = z.object({
  language: z.enum(languages),
  quizSource: z
    .string()
    .trim()
    .max(50)
    .regex(/^[a-z0-9_-]*$/i),
  /** The landing page: where the visit began. */
  pagePath: lineText(500),
  /** The page the quiz was opened on (domain/quiz/recommend.ts reads it); absent from older clients. */
  quizPage: lineText(500).optional(),
  referrer: lineText(1000).optional(),
  utm: z
    .object({
      source: utmValue,
      medium: utmValue,
      campaign: utmValue,
      term: utmValue,
      content: utmValue,
    })
    .optional(),
});
export type Attribution = z.infer<typeof AttributionSchema>;

/**
 * Body of `POST /functions/v1/send-contact-email` (docs/product.md, "Leads and
 * contact messages"), with the honeypot and the attribution. The server recomputes score and stage.
 */
export const LeadPayloadSchema = z.object({
  nombre: nameField,
  email: emailField,
  empresa: companyField.default(""),
  mensaje: messageField(0, 1000),
  quizData: QuizDataSchema,
  requestCall: z.boolean().default(false),
  /** The lead form's profile questions (domain/quiz/profile.ts); absent when unanswered and from older clients. */
  ...profileFields,
  [honeypotField]: z.string().max(1000).optional(),
  attribution: AttributionSchema.optional(),
});
export type LeadPayload = z.infer<typeof LeadPayloadSchema>;
export type LeadPayloadInput = z.input<typeof LeadPayloadSchema>;
