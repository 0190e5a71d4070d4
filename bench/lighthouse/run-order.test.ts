import { describe, expect, it } from "vitest";
import { runOrder, type Slot } from "./run-order.ts";

const pagesOf = (round: Slot[]) => round.flatMap((s) => (s.kind === "page" ? [s.page] : []));
const pages = Array.from({ length: 32 }, (_, i) => `/p${i}`);

describe("runOrder", () => {
  it("measures every page once a round, with that round's run number", () => {
    const rounds = runOrder(pages, 5);
    expect(rounds).toHaveLength(5);
    rounds.forEach((round, run) => {
      expect([...pagesOf(round)].sort()).toEqual([...pages].sort());
      for (const s of round) if (s.kind === "page") expect(s.run).toBe(run);
    });
  });

  it("puts the control line at the start and halfway through each round", () => {
    for (const round of runOrder(pages, 5)) {
      expect(round.map((s) => s.kind === "control")).toEqual(round.map((_, i) => i === 0 || i === 17));
    }
  });

  it("starts each round further down the list, so no page is measured at the same point twice", () => {
    const rounds = runOrder(pages, 5);
    expect(rounds.map((r) => pagesOf(r)[0])).toEqual(["/p0", "/p6", "/p12", "/p18", "/p24"]);
    for (const page of pages) {
      const positions = rounds.map((r) => pagesOf(r).indexOf(page));
      expect(new Set(positions).size).toBe(5);
    }
  });

  it("handles a single page and more runs than pages", () => {
    const rounds = runOrder(["/es"], 3);
    expect(rounds.map((r) => r.map((s) => (s.kind === "page" ? s.page : "control")))).toEqual([
      ["control", "/es", "control"],
      ["control", "/es", "control"],
      ["control", "/es", "control"],
    ]);
    expect(runOrder([], 2)).toEqual([
      [{ kind: "control" }, { kind: "control" }],
      [{ kind: "control" }, { kind: "control" }],
    ]);
  });
});
