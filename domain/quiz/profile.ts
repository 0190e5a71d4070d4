import { z } from "zod";
import { isPlainText } from "../forms/fields.ts";
/**
 * What the lead form asks after the quiz's four questions (docs/product.md,
 * "The growth quiz"): what describes the company, its industry, its goal for the
 * next 12 months in its own words and, for a foreign company or a fund, where it
 * stands in Mexico. Prompted but optional, worth no points; the recommendation and
 * the strategy draft read them (docs/decisions/039, 096). Values are the wire's and
 * the database's; labels are translations (quiz namespace, `profile`).
 */

/** The site's own segments (the Solutions page and the funds page). */
export const companySegments = ["family-business", "startup", "foreign-company", "fund"] as const;
export type CompanySegment = (typeof companySegments)[number];

/** A short list that covers the Mexican mid-market; "other" for the rest. */
export const industries = [
  "manufacturing",
  "retail",
  "logistics",
  "food-beverage",
  "hospitality",
  "financial-services",
  "software",
  "health",
  "construction",
  "professional-services",
  "other",
] as const;
export type Industry = (typeof industries)[number];

/** Where a foreign company (or a fund's companies) stands in Mexico: not selling here yet, starting, operating. */
export const mexicoStances = ["not-yet", "starting", "operating"] as const;
export type MexicoStance = (typeof mexicoStances)[number];

/** The segments asked where they stand in Mexico: those that may be coming from outside it. */
export const asksMexicoStance = (segment: CompanySegment | null | undefined): boolean =>
  segment === "foreign-company" || segment === "fund";

/** The longest goal the form takes, in characters: one or two lines. */
export const goalMaxLength = 500;

/**
 * The profile questions on the wire and in the form: each optional; an unanswered one is
 * absent (or "" from a form), anything else must be one of the options. Messages are `forms`
 * keys. domain/forms/lead-schema.ts spreads these into the endpoint's body and the form.
 */
const optionField = <T extends readonly [string, ...string[]]>(options: T, error: string) =>
  z.union([z.literal(""), z.enum(options, { error })], { error }).optional();

export const profileFields = {
  segment: optionField(companySegments, "errors.segmentInvalid"),
  industry: optionField(industries, "errors.industryInvalid"),
  /** Their goal for the next 12 months, in their words: one or two lines. */
  goal: z
    .string()
    .trim()
    .max(goalMaxLength, "errors.goalMax")
    .refine(isPlainText, { message: "errors.goalInvalid" })
    .optional(),
  mexicoStance: optionField(mexicoStances, "errors.mexicoStanceInvalid"),
} satisfies Record<keyof CompanyProfile, z.ZodType>;

/** What the lead form says of the company; null when the visitor left it unanswered. */
export interface CompanyProfile {
  readonly segment: CompanySegment | null;
  readonly industry: Industry | null;
  /** What they want to achieve in the next 12 months, on one line as typed (runs of white space as one space). */
  readonly goal: string | null;
  /** Only for a segment that `asksMexicoStance`. */
  readonly mexicoStance: MexicoStance | null;
}

export const isCompanySegment = (value: unknown): value is CompanySegment =>
  (companySegments as readonly unknown[]).includes(value);
export const isIndustry = (value: unknown): value is Industry =>
  (industries as readonly unknown[]).includes(value);
export const isMexicoStance = (value: unknown): value is MexicoStance =>
  (mexicoStances as readonly unknown[]).includes(value);

/** A stored goal on one line: its runs of white space as one space; null when there is nothing to read. */
function goalOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const line = value.replace(/\s+/g, " ").trim().slice(0, goalMaxLength);
  return line === "" ? null : line;
}

/** The profile of a stored payload (any shape): each answer when it is one of the options, else null. */
export function profileOf(
  payload: { readonly [K in keyof CompanyProfile]?: unknown } | null | undefined,
): CompanyProfile {
  const segment = isCompanySegment(payload?.segment) ? payload.segment : null;
  return {
    segment,
    industry: isIndustry(payload?.industry) ? payload.industry : null,
    goal: goalOf(payload?.goal),
    mexicoStance:
      asksMexicoStance(segment) && isMexicoStance(payload?.mexicoStance) ? payload.mexicoStance : null,
  };
}
