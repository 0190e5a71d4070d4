import type { LeadRecord } from "#server/db/storage.ts";

/** A stored quiz lead for the tests (a scaling-stage Spanish lead by default), with `fields` over it. */
export function leadRecord(id: string, createdAt: number, fields: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id,
    idempotencyKey: null,
    createdAt,
    name: "Ana",
    email: `${id}@example.com`,
    company: "",
    language: "es",
    score: 12,
    stage: "scaling",
    requestCall: false,
    quizSource: "fab",
    pagePath: "/es",
    referrer: "",
    utm: "{}",
    userAgent: "ua",
    payload: "{}",
    ...fields,
  };
}
