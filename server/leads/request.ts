import { hash } from "node:crypto";
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

/** JSON with every object's keys sorted, so that two equal bodies give one text whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The fingerprint stored with an idempotency key: sha-256 of the body's canonical JSON. */
export function bodyFingerprint(body: unknown): string {
  return hash("sha256", canonicalJson(body), "hex");
}
