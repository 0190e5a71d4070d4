/** The benchmark's paths and its command-line options (see bench/lighthouse.ts). */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { canonicalPaths, matchPage, pathFor } from "../../domain/site/pages.ts";
import { type ScreenId } from "../../domain/site/screens.ts";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const resultsDir = path.join(root, "bench/results");

// ---------------------------------------------------------------- arguments

const args = process.argv.slice(2);
export const skipBuild = args.includes("--skip-build");
const runsIndex = args.indexOf("--runs");
export const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : Number(process.env.BENCH_RUNS ?? 5);
const lhrIndex = args.indexOf("--lhr");
/** --lhr DIR: also keep every run's full Lighthouse report (JSON) there, to dig into a figure. */
export const lhrDir = lhrIndex >= 0 ? path.resolve(args[lhrIndex + 1] ?? "bench/lhr") : undefined;
const outIndex = args.indexOf("--out");
/** --out DIR: write latest.{md,json} there, whatever the run (a full run writes bench/results/). */
export const outDir = outIndex >= 0 ? path.resolve(args[outIndex + 1] ?? "bench/out") : undefined;
const slowdownIndex = args.indexOf("--cpu-slowdown");
/**
 * --cpu-slowdown N: Lighthouse's simulated CPU multiplier. Its default, 4, turns a
 * high-end desktop (benchmarkIndex 1500–2000) into a mid-tier phone; Lighthouse's
 * docs (throttling.md, "Calibrating the CPU slowdown") advise a lower one on a slower
 * host (2 for a low-end desktop, 1000–1500). The budgets and latest.* stay at 4.
 */
export const cpuSlowdown = slowdownIndex >= 0 ? Number(args[slowdownIndex + 1]) : 4;
if (!(cpuSlowdown >= 1 && cpuSlowdown <= 20))
  throw new Error(`--cpu-slowdown must be 1..20, not ${cpuSlowdown}`);
const onlyPaths = args.filter(
  (arg, i) =>
    arg.startsWith("/") && !["--runs", "--lhr", "--out", "--cpu-slowdown"].includes(args[i - 1] ?? ""),
);
export const pages = onlyPaths.length > 0 ? onlyPaths : canonicalPaths();
export const withLighthouse = !args.includes("--tap-only");
export const withTap = !args.includes("--no-tap");
/** A partial run (some pages, fewer runs, one part) prints its tables but leaves latest.* alone. */
export const complete =
  onlyPaths.length === 0 && runs === 5 && withLighthouse && withTap && cpuSlowdown === 4;
if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`--runs must be 1..9, not ${runs}`);

/** Pause before each run (ms), so one run's aftermath does not weigh on the next. */
export const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 1000);

/** One page per page type for the first-tap figure (the floating button is not shown on Solutions and the quiz). */
const tapScreens: readonly ScreenId[] = [
  "home",
  "growthTransformation",
  "services",
  "funds",
  "about",
  "ourName",
  "contact",
  "privacy",
];
export const tapPages =
  onlyPaths.length > 0
    ? onlyPaths.filter((page) => tapScreens.includes(matchPage(page)?.screen as ScreenId))
    : tapScreens.map((screen) => pathFor(screen, "es"));

/** The whole benchmark stops by itself: generous for 32 pages × 5 runs on 2 slow cores. */
export const deadlineMs = Number(process.env.BENCH_DEADLINE_MS ?? 60 * 60_000);
