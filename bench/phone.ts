/**
 * The reference phone every bench emulates, on any host (docs/decisions/103): Lighthouse's
 * 4× CPU slowdown on a host of benchmarkIndex about 1,500, i.e. one unit of slowdown per 370
 * of benchmarkIndex, never below 4× (a slower host then measures a slower phone, and its
 * figures overstate the reference's).
 */
import type { Page } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { median } from "./lighthouse/figures.ts";

export const referenceIndexPerX = 370;
/** The least multiplier. */
export const minCpuSlowdown = 4;

/** The CPU multiplier that makes a host of `benchmarkIndex` the reference phone (one decimal). */
export function multiplierFor(benchmarkIndex: number): number {
  return Math.max(minCpuSlowdown, Math.round((benchmarkIndex / referenceIndexPerX) * 10) / 10);
}

/**
 * The host's benchmarkIndex as Lighthouse computes it (its own page function, about one second
 * each), `runs` times in `page`, not slowed: the median, and each run's figure.
 */
export async function measureBenchmarkIndex(
  page: Page,
  runs = 5,
): Promise<{ index: number; runs: number[] }> {
  const figures: number[] = [];
  for (let run = 0; run < runs; run++)
    figures.push(Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex)));
  return { index: Math.round(median(figures)), runs: figures };
}

/** `--cpu-slowdown N` in `args`: a fixed multiplier (1..20), or undefined. */
export function fixedSlowdownFrom(args: string[]): number | undefined {
  const at = args.indexOf("--cpu-slowdown");
  if (at < 0) return undefined;
  const value = Number(args[at + 1]);
  if (!(value >= 1 && value <= 20)) throw new Error(`--cpu-slowdown must be 1..20, not ${args[at + 1]}`);
  return value;
}
