import { describe, expect, it } from "vitest";
import { companySegments, industries } from "../quiz/profile.ts";
import { draftFacts, resultWindows } from "./segment.ts";

describe("draftFacts", () => {
  it("keeps the stated segment and industry, and assumes none when unanswered", () => {
    for (const segment of companySegments)
      for (const industry of industries)
        expect(draftFacts({ segment, industry, origin: "general" })).toMatchObject({ segment, industry });
    expect(draftFacts({ origin: "general" })).toEqual({
      segment: null,
      industry: null,
      enteringMexico: false,
    });
    // Opened on the Soft Landing page: interested in entering Mexico, not a foreign company.
    expect(draftFacts({ segment: null, industry: null, origin: "mexicoEntry" })).toEqual({
      segment: null,
      industry: null,
      enteringMexico: true,
    });
  });

  it("reads a company as entering Mexico when it is foreign or opened the quiz on a Mexico-entry page", () => {
    for (const segment of [...companySegments, null])
      for (const origin of ["general", "mexicoEntry"] as const)
        expect(draftFacts({ segment, origin }).enteringMexico).toBe(
          segment === "foreign-company" || origin === "mexicoEntry",
        );
  });
});

describe("resultWindows", () => {
  it("gives the recommended services that have a window, in order, and the segment as stated", () => {
    expect(resultWindows(null, ["goToMarket", "growthTransformation", "aiIntegration"])).toEqual({
      segment: null,
      services: [],
    });
    expect(resultWindows(null, ["digitalTransformation", "softLanding", "mvpValidation"])).toEqual({
      segment: null,
      services: ["digitalTransformation", "softLanding", "mvpValidation"],
    });
    expect(resultWindows("family-business", ["growthTransformation", "digitalTransformation"])).toEqual({
      segment: "family-business",
      services: ["digitalTransformation"],
    });
  });

  it("does not repeat Soft Landing's window beside a foreign company's own", () => {
    expect(resultWindows("foreign-company", ["softLanding", "digitalTransformation"]).services).toEqual([
      "digitalTransformation",
    ]);
    expect(resultWindows("fund", ["softLanding"]).services).toEqual(["softLanding"]);
  });
});
