import { describe, expect, it } from "vitest";
import { LeadFormSchema } from "../forms/lead-schema.ts";
import { defaultSegment } from "./opened-on.ts";
import { profileOf } from "./profile.ts";

describe("defaultSegment", () => {
  it("is a foreign company when the quiz was opened on a page about entering Mexico", () => {
    expect(defaultSegment({ quizSource: "solutions_foreign", quizPage: "/es/soluciones" })).toBe(
      "foreign-company",
    );
    expect(defaultSegment({ quizSource: "fab", quizPage: "/es/servicios/soft-landing" })).toBe(
      "foreign-company",
    );
    expect(defaultSegment({ quizSource: "fab", quizPage: "/en/services/soft-landing?x=1" })).toBe(
      "foreign-company",
    );
  });

  it("is a fund on the funds page, in either language", () => {
    expect(defaultSegment({ quizSource: "fab", quizPage: "/es/fondos-inversion" })).toBe("fund");
    expect(defaultSegment({ quizSource: "fab", quizPage: "/en/investment-funds#faq" })).toBe("fund");
  });

  it("assumes nothing anywhere else", () => {
    for (const quizPage of ["/es", "/en/solutions", "/es/servicios", "/es/quiz-crecimiento", "", "/nope"])
      expect(defaultSegment({ quizSource: "fab", quizPage })).toBeNull();
    expect(defaultSegment({})).toBeNull();
  });
});

describe("profileOf", () => {
  it("keeps known answers and reads anything else as unanswered", () => {
    const none = { segment: null, industry: null, goal: null, mexicoStance: null };
    expect(profileOf({ segment: "fund", industry: "health", mexicoStance: "starting" })).toEqual({
      ...none,
      segment: "fund",
      industry: "health",
      mexicoStance: "starting",
    });
    expect(profileOf({ segment: "", industry: "mining", goal: " \n ", mexicoStance: "moon" })).toEqual(none);
    expect(profileOf(null)).toEqual(none);
  });

  it("reads the goal on one line, and a Mexico stance only for a foreign company or a fund", () => {
    expect(profileOf({ goal: "  Exportar a\nEstados   Unidos " }).goal).toBe("Exportar a Estados Unidos");
    expect(profileOf({ goal: 42 }).goal).toBeNull();
    expect(profileOf({ segment: "foreign-company", mexicoStance: "not-yet" }).mexicoStance).toBe("not-yet");
    expect(profileOf({ segment: "startup", mexicoStance: "not-yet" }).mexicoStance).toBeNull();
    expect(profileOf({ mexicoStance: "operating" }).mexicoStance).toBeNull();
  });
});

describe("the lead form's schema", () => {
  const base = { name: "Ana Pérez", email: "ana@example.com" };
  it("takes an option or nothing", () => {
    expect(LeadFormSchema.parse(base)).toMatchObject({ segment: "", industry: "" });
    expect(LeadFormSchema.parse({ ...base, segment: "startup", industry: "software" })).toMatchObject({
      segment: "startup",
      industry: "software",
    });
  });
  it("takes a goal of up to 500 characters and a Mexico stance; refuses more, or control characters", () => {
    expect(
      LeadFormSchema.parse({ ...base, goal: " Exportar a Estados Unidos ", mexicoStance: "starting" }),
    ).toMatchObject({
      goal: "Exportar a Estados Unidos",
      mexicoStance: "starting",
    });
    const long = LeadFormSchema.safeParse({ ...base, goal: "x".repeat(501) });
    expect(long.error!.issues.map((i) => i.message)).toEqual(["errors.goalMax"]);
    const control = LeadFormSchema.safeParse({ ...base, goal: "a\u0007b", mexicoStance: "soon" });
    expect(control.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["goal", "errors.goalInvalid"],
      ["mexicoStance", "errors.mexicoStanceInvalid"],
    ]);
  });

  it("refuses an unknown option with the field's message key", () => {
    const result = LeadFormSchema.safeParse({ ...base, segment: "bank", industry: "mining" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["segment", "errors.segmentInvalid"],
      ["industry", "errors.industryInvalid"],
    ]);
  });
});
