import { describe, expect, it } from "vitest";
import { questions } from "../quiz/questions.ts";
import { stageKeys } from "../quiz/stages.ts";
import { segmentOf } from "./segment.ts";

const challenges = questions.find((q) => q.id === "challenge")!.options;

describe("segmentOf", () => {
  it("is foreign companies whenever the quiz was opened on a page about entering Mexico", () => {
    for (const stage of stageKeys)
      for (const challenge of challenges)
        expect(segmentOf({ origin: "mexicoEntry", stage, challenge })).toBe("foreignCompanies");
  });

  it("is startups for an early stage working on its product or traction", () => {
    for (const stage of ["foundation", "acceleration"] as const) {
      for (const challenge of ["validate", "first-customers", "scale"] as const)
        expect(segmentOf({ origin: "general", stage, challenge })).toBe("startups");
      for (const challenge of ["optimize", "expand"] as const)
        expect(segmentOf({ origin: "general", stage, challenge })).toBe("familyBusinesses");
    }
  });

  it("is family businesses and SMEs from the Scaling stage on", () => {
    for (const stage of ["scaling", "maturity", "enterprise"] as const)
      for (const challenge of challenges)
        expect(segmentOf({ origin: "general", stage, challenge })).toBe("familyBusinesses");
  });
});
