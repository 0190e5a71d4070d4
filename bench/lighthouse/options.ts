/** The benchmark's paths and its command-line options (see bench/lighthouse.ts). */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { canonicalPaths, matchPage, pathFor } from "../../domain/site/pages.ts";
import { languages } from "#i18n/languages.ts";
import { type ScreenId } from "../../domain/site/screens.ts";
import { fixedSlowdownFrom } from "../phone.ts";

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
/**
 * --cpu-slowdown N: a fixed Lighthouse CPU multiplier (not written to latest.*). Without it
 * the bench emulates one phone on every host (docs/decisions/103): the multiplier is the
 * host's Lighthouse benchmarkIndex over 370, never below 4 (`multiplierFor`, bench/phone.ts),
 * so a host twice as fast as the reference is slowed twice as much.
 */
export const fixedCpuSlowdown = fixedSlowdownFrom(args);
const baselineIndex = args.indexOf("--baseline");
/**
 * --baseline ORIGIN: also measure every page on another server, an earlier build served on
 * loopback, in the same rounds (each run of a page beside one of the baseline's, their order
 * alternating), and print the two side by side (docs/decisions/086). Not a complete run:
 * bench/results/ is left alone; with --out the JSON has both builds' runs.
 */
export const baselineOrigin = baselineIndex >= 0 ? originOf(args[baselineIndex + 1]) : undefined;
function originOf(arg = ""): string {
  if (!URL.canParse(arg) || !/^https?:$/.test(new URL(arg).protocol))
    throw new Error(`--baseline takes an origin, such as http://127.0.0.1:4903, not "${arg}"`);
  return new URL(arg).origin;
}
const onlyPaths = args.filter(
  (arg, i) =>
    arg.startsWith("/") &&
    !["--runs", "--lhr", "--out", "--cpu-slowdown", "--baseline"].includes(args[i - 1] ?? ""),
);
/** Every pre-rendered page, and the booking page (rendered per request) in each language. */
export const pages =
  onlyPaths.length > 0
    ? onlyPaths
    : [...canonicalPaths(), ...languages.map((lang) => pathFor("booking", lang))];
export const withLighthouse = !args.includes("--tap-only");
export const withTap = !args.includes("--no-tap");
/**
 * --no-cpu-split: measure with every process on every CPU, as before docs/decisions/086
 * (not written to latest.*). By default the page's main thread gets a CPU of its own.
 */
export const withCpuSplit = !args.includes("--no-cpu-split");
/** A partial run (some pages, fewer runs, one part) prints its tables but leaves latest.* alone. */
export const complete =
  onlyPaths.length === 0 &&
  runs === 5 &&
  withLighthouse &&
  withTap &&
  withCpuSplit &&
  fixedCpuSlowdown === undefined &&
  baselineOrigin === undefined;
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
