import type { z } from "zod";

/**
 * The Idempotency-Key header: absent → null; a printable token of 1 to 200
 * characters → itself; anything else → false (the request is refused).
 */
export function idempotencyKeyOf(header: string | undefined): string | null | false {
  if (header === undefined) return null;
  return /^[\x21-\x7e]{1,200}$/.test(header) ? header : false;
}

/** Zod issues as `{ "quizData.revenue": ["message key"] }`; an issue of the whole body is under "_". */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
