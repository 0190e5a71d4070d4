import type { LeadPayloadInput } from "#domain/forms/lead-schema.ts";

/** A valid body of the lead endpoint, for the tests. */
export function validPayload(overrides: Partial<LeadPayloadInput> = {}): LeadPayloadInput {
  return {
    nombre: "Ana Pérez",
    email: "ana@example.com",
    empresa: "Acme SA",
    mensaje: "Etapa calculada: Escalamiento",
    quizData: {
      revenue: "5m-20m", // 3
      teamSize: "51-100", // 3
      challenge: "scale", // 3
      markets: "national", // 3 → 12: scaling
      calculatedStage: "Foundation", // the client's claim: ignored
      recommendedServices: ["Growth Transformation"],
      score: 4, // ignored too
    },
    requestCall: true,
    attribution: {
      language: "en",
      quizSource: "fab",
      pagePath: "/en/services",
      referrer: "https://google.com/",
      utm: { source: "newsletter", campaign: "spring" },
    },
    ...overrides,
  };
}
