/**
 * The two questions the lead form asks after the quiz's four (docs/product.md,
 * "The growth quiz"): what describes the company and its industry. Prompted but
 * optional, worth no points; the strategy draft reads them (docs/decisions/039).
 * Values are the wire's and the database's; labels are translations
 * (quiz namespace, `profile`).
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

/** What the lead form says of the company; null when the visitor left it unanswered. */
export interface CompanyProfile {
  readonly segment: CompanySegment | null;
  readonly industry: Industry | null;
}

export const isCompanySegment = (value: unknown): value is CompanySegment =>
  (companySegments as readonly unknown[]).includes(value);
export const isIndustry = (value: unknown): value is Industry =>
  (industries as readonly unknown[]).includes(value);

/** The profile of a stored payload (any shape): each answer when it is one of the options, else null. */
export function profileOf(
  payload: { readonly segment?: unknown; readonly industry?: unknown } | null | undefined,
): CompanyProfile {
  return {
    segment: isCompanySegment(payload?.segment) ? payload.segment : null,
    industry: isIndustry(payload?.industry) ? payload.industry : null,
  };
}
