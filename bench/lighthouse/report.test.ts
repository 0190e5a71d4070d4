import { describe, expect, it } from "vitest";
import type { RunFigures } from "./figures.ts";
import { sideBySideTable } from "./report.ts";

const run = (mainThreadMs: number, jsBytes: number, tbtMs = 0): RunFigures => ({
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 800,
  tbtMs,
  mainThreadMs,
  mainThreadCpuMs: mainThreadMs,
  cls: 0,
  totalBytes: 0,
  jsBytes,
  jsTransferBytes: jsBytes,
  scripts: [],
  requests: 1,
  benchmarkIndex: 1500,
  thirdPartyRequests: [],
  renderBlockingThirdParty: [],
  failedAudits: [],
});

describe("sideBySideTable", () => {
  it("gives each build's medians at 4× equivalent and the build's share of the baseline", () => {
    const table = sideBySideTable(
      [
        {
          path: "/es",
          before: [run(3000, 128_000, 400), run(2000, 128_000, 600), run(2600, 128_000, 500)],
          after: [run(800, 0), run(1000, 0), run(900, 0)],
        },
      ],
      8,
    );
    // Medians 2,600 and 900 at 8×: 1,300 and 450 at 4× equivalent, 35%.
    expect(table).toContain("| /es | 1300 → 450 | 35% | 500 → 0 | 800 → 800 | 125.0 → 0.0 | 1.00 → 1.00 |");
  });
});
