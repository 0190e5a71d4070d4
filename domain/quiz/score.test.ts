import { describe, expect, it } from "vitest";
import { questions, type QuizAnswers } from "./questions.ts";
import { evaluate, score } from "./score.ts";
import { stageByKey, stageFor, stagePoints, stages } from "./stages.ts";

// An independent computation straight from docs/product.md's tables, not from the module's data.
const points: Record<string, number> = {
  "less-1m": 1, "1m-5m": 2, "5m-20m": 3, "20m-50m": 4, "more-50m": 5,
  "1-10": 1, "11-50": 2, "51-100": 3, "101-500": 4, "more-500": 5,
  validate: 1, "first-customers": 2, scale: 3, optimize: 4, expand: 5,
  local: 1, regional: 2, national: 3, multinational: 4, global: 5,
}; // prettier-ignore
function expectedStage(total: number): string {
  if (total >= 19) return "enterprise";
  if (total >= 15) return "maturity";
  if (total >= 11) return "scaling";
  if (total >= 7) return "acceleration";
  return "foundation";
}

function* allAnswers(): Generator<QuizAnswers> {
  const [r, t, c, m] = questions;
  for (const revenue of r.options)
    for (const teamSize of t.options)
      for (const challenge of c.options)
        for (const markets of m.options) yield { revenue, teamSize, challenge, markets };
}

describe("score and stage", () => {
  it("all 625 answer combinations match an independent computation", () => {
    let count = 0;
    const seen = new Set<string>();
    for (const answers of allAnswers()) {
      const total =
        points[answers.revenue]! +
        points[answers.teamSize]! +
        points[answers.challenge]! +
        points[answers.markets]!;
      expect(score(answers)).toBe(total);
      const result = evaluate(answers);
      expect(result).toEqual({ score: total, stage: stageFor(total) });
      expect(result.stage.key).toBe(expectedStage(total));
      seen.add(result.stage.key);
      count += 1;
    }
    expect(count).toBe(625);
    expect(seen.size).toBe(5);
  });

  it.each([
    [4, "foundation"],
    [6, "foundation"],
    [7, "acceleration"],
    [10, "acceleration"],
    [11, "scaling"],
    [14, "scaling"],
    [15, "maturity"],
    [18, "maturity"],
    [19, "enterprise"],
    [20, "enterprise"],
  ])("%i points → %s (threshold boundaries)", (total, key) => {
    expect(stageFor(total).key).toBe(key);
  });

  it("a score below the lowest threshold is the first stage", () => {
    expect(stageFor(0).key).toBe("foundation");
    expect(stageFor(-3).key).toBe("foundation");
  });

  it("an unknown stage key falls back to the first stage", () => {
    expect(stageByKey("unknown")).toBe(stages[0]);
    expect(stageByKey(undefined)).toBe(stages[0]);
    expect(stageByKey("__proto__")).toBe(stages[0]);
    expect(stageByKey("maturity").key).toBe("maturity");
  });

  it("each option is worth 1 to 5 points in its order", () => {
    for (const q of questions) {
      q.options.forEach((value, index) => expect(points[value]).toBe(index + 1));
    }
  });

  it("every stage recommends three services", () => {
    for (const stage of stages) expect(stage.services).toHaveLength(3);
  });

  it("each stage's points are exactly the totals that give it, 4 to 20 in all", () => {
    expect(stages.map((s) => stagePoints(s.key))).toEqual([
      { min: 4, max: 6 },
      { min: 7, max: 10 },
      { min: 11, max: 14 },
      { min: 15, max: 18 },
      { min: 19, max: 20 },
    ]);
    for (const answers of allAnswers()) {
      const { score: total, stage } = evaluate(answers);
      const { min, max } = stagePoints(stage.key);
      expect(total).toBeGreaterThanOrEqual(min);
      expect(total).toBeLessThanOrEqual(max);
    }
  });
});
