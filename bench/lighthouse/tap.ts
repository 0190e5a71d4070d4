import { matchPage } from "../../domain/site/pages.ts";
import { type ScreenId } from "../../domain/site/screens.ts";
import { firstTapRun, type TapRun } from "../first-tap.ts";
import { median } from "./figures.ts";
import { runs, settleMs, tapPages } from "./options.ts";

// ---------------------------------------------------------------- the first tap (bench/first-tap.ts) per page type

export interface TapResult {
  path: string;
  screen: ScreenId;
  runs: TapRun[];
  /** Medians over the runs; a run where the quiz never opened counts as the time limit. */
  tapMs: number | null;
  openMs: number | null;
  /** Runs in which the tap made at first paint opened the quiz. */
  firstTapWorked: number;
}

export function tapTable(results: TapResult[]): string {
  const ms = (value: number | null) => (value === null ? "never" : String(Math.round(value)));
  const header =
    "| Page type | Page | Working tap (ms after first paint) | Quiz shown (ms after first paint) | Tap at first paint worked |\n" +
    "| --- | --- | ---: | ---: | ---: |\n";
  const rows = results.map(
    (r) =>
      `| ${r.screen} | ${r.path} | ${ms(r.tapMs)} | ${ms(r.openMs)} | ${r.firstTapWorked} of ${r.runs.length} |`,
  );
  return header + rows.join("\n") + "\n";
}

/** `cpuSlowdown`: the CPU multiplier of the bench's Lighthouse runs, the reference phone on this host. */
export async function measureFirstTap(
  origin: string,
  chromePath: string,
  cpuSlowdown: number,
): Promise<TapResult[]> {
  const results: TapResult[] = [];
  for (const page of tapPages) {
    const tapRuns: TapRun[] = [];
    for (let run = 0; run < runs; run++) {
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      tapRuns.push(await firstTapRun(chromePath, `${origin}${page}`, cpuSlowdown));
    }
    const limit = (value: number | null) => value ?? Number.POSITIVE_INFINITY;
    const tapMs = median(tapRuns.map((r) => limit(r.tapMs)));
    const openMs = median(tapRuns.map((r) => limit(r.openMs)));
    const result: TapResult = {
      path: page,
      screen: matchPage(page)!.screen,
      runs: tapRuns,
      tapMs: Number.isFinite(tapMs) ? tapMs : null,
      openMs: Number.isFinite(openMs) ? openMs : null,
      firstTapWorked: tapRuns.filter((r) => r.taps === 1 && r.opened).length,
    };
    results.push(result);
    console.log(
      `  ${page.padEnd(42)} working tap ${result.tapMs === null ? "never" : Math.round(result.tapMs)} ms, quiz shown ${result.openMs === null ? "never" : Math.round(result.openMs)} ms after first paint; ` +
        `first tap worked ${result.firstTapWorked}/${tapRuns.length} (${tapRuns.map((r) => r.opened ?? "none").join(", ")})`,
    );
  }
  return results;
}
