import { describe, expect, it } from "vitest";
import { routeEntries } from "../site/pages.ts";
import { serviceIds } from "../site/screens.ts";
import { quizSources } from "./funnel.ts";
import { questions, type QuizAnswers } from "./questions.ts";
import type { QuizOrigin } from "./funnel.ts";
import { quizOrigin } from "./opened-on.ts";
import { recommend, rules, storedServices } from "./recommend.ts";
import { companySegments, mexicoStances } from "./profile.ts";
import { evaluate } from "./score.ts";

function* allAnswers(): Generator<QuizAnswers> {
  const [r, t, c, m] = questions;
  for (const revenue of r.options)
    for (const teamSize of t.options)
      for (const challenge of c.options)
        for (const markets of m.options) yield { revenue, teamSize, challenge, markets };
}

// The challenge's own service, written out here rather than read from the module.
const challengeService: Record<string, string> = {
  validate: "mvpValidation",
  "first-customers": "goToMarket",
  scale: "growthTransformation",
  optimize: "digitalTransformation",
  expand: "goToMarket",
};

const softLandingPaths = ["/es/servicios/soft-landing", "/en/services/soft-landing"];
const otherPaths = [
  "/es",
  "/en",
  "/es/soluciones",
  "/en/solutions",
  "/es/quiz-crecimiento",
  "/es/servicios/go-to-market",
];

/** Every way the quiz can be opened: each source, on no page, on a Soft Landing page, on other pages. */
const openings = quizSources.flatMap((quizSource) =>
  [undefined, ...softLandingPaths, ...otherPaths].map((quizPage) => ({ quizSource, quizPage })),
);

function expectedMexicoEntry(o: { quizSource: string; quizPage?: string }): boolean {
  return o.quizSource === "solutions_foreign" || softLandingPaths.includes(o.quizPage ?? "");
}

describe("quiz origin", () => {
  it("the foreign-companies call to action and the Soft Landing page, in either language, are Mexico entry", () => {
    expect(quizOrigin({ quizSource: "solutions_foreign", quizPage: "/es/soluciones" })).toBe("mexicoEntry");
    expect(quizOrigin({ quizSource: "fab", quizPage: "/es/servicios/soft-landing" })).toBe("mexicoEntry");
    expect(quizOrigin({ quizSource: "fab", quizPage: "/en/services/soft-landing/" })).toBe("mexicoEntry");
    expect(quizOrigin({ quizSource: "fab", quizPage: "/en/services/soft-landing?x=1#y" })).toBe(
      "mexicoEntry",
    );
  });

  it("every slug of the Soft Landing page is Mexico entry", () => {
    const paths = routeEntries()
      .filter((e) => e.screen === "softLanding")
      .map((e) => `/${e.path}`);
    expect(paths.length).toBeGreaterThanOrEqual(2);
    for (const path of paths)
      expect(quizOrigin({ quizSource: "fab", quizPage: path }), path).toBe("mexicoEntry");
  });

  it.each([
    [{ quizSource: "solutions_stages", quizPage: "/es/soluciones" }],
    [{ quizSource: "fab", quizPage: "/es/servicios/go-to-market" }],
    [{ quizSource: "home_cta", quizPage: "/en" }],
    [{ quizSource: "page", quizPage: "/es/quiz-crecimiento" }],
    [{ quizSource: "fab" }],
    [{}],
    [{ quizSource: "fab", quizPage: "/es/servicios/soft-landing-extra" }],
  ])("%j is not", (opened) => {
    expect(quizOrigin(opened)).toBe("general");
  });
});

describe("recommend", () => {
  it("all 625 answer combinations, for every opening: three distinct services, the challenge's first, Soft Landing iff Mexico entry", () => {
    let count = 0;
    const failures: string[] = [];
    for (const opening of openings) {
      const origin: QuizOrigin = quizOrigin(opening);
      expect(origin === "mexicoEntry", JSON.stringify(opening)).toBe(expectedMexicoEntry(opening));
      const mexicoEntry = expectedMexicoEntry(opening);
      for (const answers of allAnswers()) {
        const services = recommend(answers, origin).map((r) => r.service);
        const wrong =
          services.length !== 3 ||
          new Set(services).size !== 3 ||
          services.some((id) => !serviceIds.includes(id)) ||
          services[0] !== challengeService[answers.challenge] ||
          services.includes("softLanding") !== mexicoEntry;
        if (wrong) failures.push(JSON.stringify({ answers, opening, services }));
        count += 1;
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect(count).toBe(625 * openings.length);
  });

  it("recommends every service for some answers and opening (a service no answer leads to is never offered)", () => {
    const offered = new Set<string>();
    for (const origin of ["general", "mexicoEntry"] as const) {
      for (const answers of allAnswers()) for (const r of recommend(answers, origin)) offered.add(r.service);
    }
    for (const id of serviceIds) {
      expect(
        offered.has(id),
        `the quiz never recommends "${id}": list it in a stage's services (domain/quiz/stages.ts) or as a challenge's service (domain/quiz/recommend.ts), with its reason in the quiz's translations (reasons.stage or reasons.challenge)`,
      ).toBe(true);
    }
  });

  it("a mature company selling across Mexico or beyond gets the Executive Advisory Panel", () => {
    const answers: QuizAnswers = {
      revenue: "more-50m",
      teamSize: "more-500",
      challenge: "scale",
      markets: "national",
    };
    expect(evaluate(answers).stage.key).toBe("maturity");
    expect(recommend(answers, "general")).toEqual([
      { service: "growthTransformation", reason: "challenge.scale" },
      { service: "executiveAdvisoryPanel", reason: "wideMarkets" },
      { service: "digitalTransformation", reason: "stage.digitalTransformation" },
    ]);
  });

  it("Soft Landing comes second, after the challenge's service", () => {
    const answers: QuizAnswers = {
      revenue: "20m-50m",
      teamSize: "101-500",
      challenge: "expand",
      markets: "global",
    };
    expect(recommend(answers, "mexicoEntry").map((r) => r.service)).toEqual([
      "goToMarket",
      "softLanding",
      "executiveAdvisoryPanel",
    ]);
  });

  it("a company past its foundation that sells only in its city gets Go-to-Market", () => {
    const answers: QuizAnswers = {
      revenue: "5m-20m",
      teamSize: "51-100",
      challenge: "optimize",
      markets: "local",
    };
    expect(evaluate(answers).stage.key).toBe("scaling");
    expect(recommend(answers, "general").map((r) => r.reason)).toEqual([
      "challenge.optimize",
      "narrowMarkets",
      "stage.growthTransformation",
    ]);
  });

  it("a foundation-stage idea gets the stage's services after its own", () => {
    const answers: QuizAnswers = {
      revenue: "less-1m",
      teamSize: "1-10",
      challenge: "validate",
      markets: "local",
    };
    expect(recommend(answers, "general").map((r) => r.service)).toEqual([
      "mvpValidation",
      "goToMarket",
      "aiIntegration",
    ]);
  });
});

describe("the rule table: one test per row", () => {
  const growing: QuizAnswers = {
    revenue: "5m-20m",
    teamSize: "51-100",
    challenge: "optimize",
    markets: "local",
  };
  const matureWide: QuizAnswers = {
    revenue: "more-50m",
    teamSize: "more-500",
    challenge: "scale",
    markets: "global",
  };

  it("lists its rows in this order (a new row gets its own test below)", () => {
    expect(rules.map((r) => r.id)).toEqual([
      "a stated foreign company not yet operating in Mexico: Soft Landing first",
      "the main challenge's service",
      "a fund whose companies enter Mexico: Soft Landing",
      "opened on a page about entering Mexico: Soft Landing",
      "a mature company selling widely: the Executive Advisory Panel",
      "past its foundation, selling in its city or region: Go-to-Market",
    ]);
  });

  it("a stated foreign company opened from the home page gets Soft Landing first, and no reason says it sells across Mexico", () => {
    for (const mexicoStance of [null, "not-yet", "starting"] as const) {
      const got = recommend(matureWide, "general", { segment: "foreign-company", mexicoStance });
      expect(got[0]).toEqual({ service: "softLanding", reason: "foreignCompany" });
      expect(got.map((r) => r.reason)).not.toContain("wideMarkets");
      expect(got.map((r) => r.reason)).toContain("enteringWide");
    }
  });

  it("a foreign company already operating in Mexico is not sent to Soft Landing from the home page", () => {
    const got = recommend(matureWide, "general", { segment: "foreign-company", mexicoStance: "operating" });
    expect(got.map((r) => r.service)).not.toContain("softLanding");
    expect(got[1]).toEqual({ service: "executiveAdvisoryPanel", reason: "wideMarkets" });
  });

  it("the main challenge's service comes first without a stated foreign company", () => {
    for (const segment of [null, "family-business", "startup", "fund"] as const)
      expect(recommend(growing, "general", { segment, mexicoStance: null })[0]!.reason).toBe(
        "challenge.optimize",
      );
  });

  it("a fund whose companies are not yet or starting in Mexico gets Soft Landing second; one operating here does not", () => {
    for (const mexicoStance of ["not-yet", "starting"] as const)
      expect(recommend(growing, "general", { segment: "fund", mexicoStance })[1]).toEqual({
        service: "softLanding",
        reason: "fundPortfolio",
      });
    for (const mexicoStance of ["operating", null] as const)
      expect(
        recommend(growing, "general", { segment: "fund", mexicoStance }).map((r) => r.service),
      ).not.toContain("softLanding");
  });

  it("opened on a Mexico-entry page: Soft Landing, unless the form says it is Mexican or already operates here", () => {
    expect(recommend(growing, "mexicoEntry")[1]).toEqual({ service: "softLanding", reason: "mexicoEntry" });
    for (const segment of ["family-business", "startup"] as const)
      expect(
        recommend(growing, "mexicoEntry", { segment, mexicoStance: null }).map((r) => r.service),
      ).not.toContain("softLanding");
    expect(
      recommend(growing, "mexicoEntry", { segment: "foreign-company", mexicoStance: "operating" }).map(
        (r) => r.service,
      ),
    ).not.toContain("softLanding");
  });

  it("a mature company selling widely gets the Executive Advisory Panel: across Mexico, or entering it", () => {
    expect(recommend(matureWide, "general")[1]).toEqual({
      service: "executiveAdvisoryPanel",
      reason: "wideMarkets",
    });
    expect(recommend(matureWide, "mexicoEntry")).toContainEqual({
      service: "executiveAdvisoryPanel",
      reason: "enteringWide",
    });
  });

  it("past its foundation and selling in its city: Go-to-Market, worded for a company entering Mexico when it is one", () => {
    expect(recommend(growing, "general")[1]).toEqual({ service: "goToMarket", reason: "narrowMarkets" });
    expect(
      recommend(growing, "general", { segment: "foreign-company", mexicoStance: "not-yet" }),
    ).toContainEqual({
      service: "goToMarket",
      reason: "enteringNarrow",
    });
  });

  it("every answer, opening and profile: three distinct services; Soft Landing iff the company enters Mexico; never 'sells across Mexico' for one that does", () => {
    const failures: string[] = [];
    let count = 0;
    for (const origin of ["general", "mexicoEntry"] as const)
      for (const segment of [null, ...companySegments])
        for (const mexicoStance of [null, ...mexicoStances])
          for (const answers of allAnswers()) {
            const got = recommend(answers, origin, { segment, mexicoStance });
            const services = got.map((r) => r.service);
            const entering =
              (segment === "foreign-company" && mexicoStance !== "operating") ||
              (segment === "fund" && (mexicoStance === "not-yet" || mexicoStance === "starting")) ||
              (origin === "mexicoEntry" &&
                mexicoStance !== "operating" &&
                (segment === null || segment === "foreign-company"));
            const wrong =
              new Set(services).size !== 3 ||
              services.includes("softLanding") !== entering ||
              (entering && got.some((r) => r.reason === "wideMarkets" || r.reason === "narrowMarkets"));
            if (wrong) failures.push(JSON.stringify({ answers, origin, segment, mexicoStance, got }));
            count += 1;
          }
    expect(failures.slice(0, 3)).toEqual([]);
    expect(count).toBe(625 * 2 * 5 * 4);
  });
});

describe("storedServices", () => {
  it("reads a stored recommendation, ids or items", () => {
    expect(storedServices([{ service: "goToMarket", reason: "x" }, { service: "softLanding" }])).toEqual([
      "goToMarket",
      "softLanding",
    ]);
    expect(storedServices(["aiIntegration"])).toEqual(["aiIntegration"]);
  });

  it.each([
    [undefined],
    [null],
    [[]],
    ["goToMarket"],
    [["goToMarket", "consulting"]],
    [[{ service: "__proto__" }]],
  ])("%j is no recommendation", (value) => {
    expect(storedServices(value)).toBeNull();
  });
});
