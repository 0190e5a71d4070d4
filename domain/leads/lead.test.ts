import { describe, expect, it } from "vitest";
import { leadOf, storedLeadOf, type Lead } from "./lead.ts";

const unanswered: Lead = {
  name: "",
  email: "",
  company: "",
  requestCall: false,
  clientSummary: "",
  answers: {},
  profile: { segment: null, industry: null, goal: null, mexicoStance: null },
  attribution: { quizSource: "", pagePath: "", quizPage: "", referrer: "", utm: {} },
  services: null,
};

describe("leadOf / storedLeadOf", () => {
  it("reads the wire's Spanish names into the readers': answers, summary, attribution, services, profile", () => {
    const lead = storedLeadOf(
      JSON.stringify({
        nombre: "Ana",
        email: "ana@example.com",
        empresa: "Acme",
        requestCall: true,
        mensaje: "Resultado del quiz",
        quizData: {
          revenue: "5m-20m",
          teamSize: "51-100",
          challenge: "scale",
          markets: "national",
          calculatedStage: "Escalamiento",
          score: 12,
        },
        attribution: {
          language: "es",
          quizSource: "fab",
          pagePath: "/es",
          quizPage: "/es/servicios/soft-landing",
          utm: { source: "newsletter", medium: "" },
        },
        recommendation: {
          origin: "mexicoEntry",
          services: [{ service: "softLanding", reason: "mexicoEntry" }],
        },
        segment: "foreign-company",
        mexicoStance: "starting",
        goal: "Abrir  una planta",
      }),
    );
    expect(lead).toEqual({
      name: "Ana",
      email: "ana@example.com",
      company: "Acme",
      requestCall: true,
      clientSummary: "Resultado del quiz",
      answers: { revenue: "5m-20m", teamSize: "51-100", challenge: "scale", markets: "national" },
      attribution: {
        quizSource: "fab",
        pagePath: "/es",
        quizPage: "/es/servicios/soft-landing",
        referrer: "",
        utm: { source: "newsletter" },
      },
      services: ["softLanding"],
      profile: {
        segment: "foreign-company",
        industry: null,
        goal: "Abrir una planta",
        mexicoStance: "starting",
      },
    });
  });

  it.each([["{}"], ["null"], ["not json"], [JSON.stringify({ quizData: "x", attribution: 3, mensaje: 5 })]])(
    "a payload of any age or shape reads as unanswered: %s",
    (payload) => {
      expect(storedLeadOf(payload)).toEqual(unanswered);
    },
  );

  it("a body not stored yet has no services: the server's recommendation is added when it is stored", () => {
    expect(leadOf({ nombre: "Ana", quizData: { revenue: "5m-20m" } }).services).toBeNull();
  });
});
