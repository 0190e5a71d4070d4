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
    expect(profileOf({ segment: "fund", industry: "health" })).toEqual({
      segment: "fund",
      industry: "health",
    });
    expect(profileOf({ segment: "", industry: "mining" })).toEqual({ segment: null, industry: null });
    expect(profileOf(null)).toEqual({ segment: null, industry: null });
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
  it("refuses an unknown option with the field's message key", () => {
    const result = LeadFormSchema.safeParse({ ...base, segment: "bank", industry: "mining" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["segment", "errors.segmentInvalid"],
      ["industry", "errors.industryInvalid"],
    ]);
  });
});
