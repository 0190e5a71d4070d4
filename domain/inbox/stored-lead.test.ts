import { describe, expect, it } from "vitest";
import { storedLeadOf } from "./stored-lead.ts";

describe("storedLeadOf", () => {
  it("reads a stored payload into the readers' names: answers, message, page, services, profile", () => {
    const lead = storedLeadOf(
      JSON.stringify({
        nombre: "Ana",
        mensaje: "Resultado del quiz",
        quizData: {
          revenue: "5m-20m",
          teamSize: "51-100",
          challenge: "scale",
          markets: "national",
          calculatedStage: "Escalamiento",
          score: 12,
        },
        attribution: { quizPage: "/es/servicios/soft-landing" },
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
      message: "Resultado del quiz",
      answers: { revenue: "5m-20m", teamSize: "51-100", challenge: "scale", markets: "national" },
      quizPage: "/es/servicios/soft-landing",
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
      expect(storedLeadOf(payload)).toEqual({
        message: "",
        answers: {},
        quizPage: "",
        services: null,
        profile: { segment: null, industry: null, goal: null, mexicoStance: null },
      });
    },
  );
});
