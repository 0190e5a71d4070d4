/**
 * Quality benchmark (docs/decisions/103): builds the site, serves it with the
 * production server on loopback, and runs Lighthouse (mobile preset, default
 * simulated throttling, headless Chromium) on every canonical page of both
 * languages, RUNS times each (5 by default, in rounds over every page:
 * docs/decisions/086), every run in a fresh browser: a new Chromium process with a new,
 * empty profile (cold cache), as the Lighthouse CLI and PageSpeed Insights measure. Then
 * the "first tap" figure of each page type (bench/first-tap.ts). Prints Markdown tables of the medians, writes
 * bench/results/latest.json and latest.md, and exits 1 when a budget is missed.
 *
 *   npm run bench                      # everything
 *   npm run bench -- --skip-build      # reuse build/
 *   npm run bench -- --runs 1 /es /en  # some pages, one run each (not written to latest.*)
 *   npm run bench -- --no-tap          # Lighthouse only; --tap-only: first tap only
 *   npm run bench -- --out DIR         # write latest.{md,json} to DIR (any run)
 *   npm run bench -- --cpu-slowdown 2  # a fixed CPU multiplier (default: scaled to the host; not written to latest.*)
 *   npm run bench -- --baseline http://127.0.0.1:4903 /es  # beside an earlier build served there (059)
 *   npm run bench -- --no-cpu-split    # every process on every CPU (default: the page's main thread on a CPU of its own; not written to latest.*)
 *   BENCH_PORT=4811 npm run bench      # the server's port (default: any free one)
 *
 * One phone on every host (docs/decisions/103): before the measured runs, five warm-up
 * runs (docs/decisions/086) read the host's Lighthouse benchmarkIndex, and the CPU
 * multiplier of every run is benchmarkIndex / 370, at least 4× (4× at about 1,500): the budgets are
 * judged on the same reference phone however fast the host. It prints the host's
 * benchmarkIndex, the multiplier and the load average.
 *
 * One phone's cores (docs/decisions/086): on Linux, the bench, its server and the
 * browser's processes share every CPU but the last, and each renderer's main thread
 * runs alone on the last (bench/lighthouse/cpu-split.ts), as the page's main thread
 * has a core of its own on the phone while Lighthouse runs elsewhere.
 *
 * Figures come from a shared, noisy machine: that is why this is a benchmark
 * that prints figures and takes medians, not a timed unit test.
 *
 * The parts are in bench/lighthouse/: options.ts (arguments), server.ts,
 * figures.ts (one run's figures), budgets.ts, tap.ts (first tap), report.ts.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { serverArgs } from "../scripts/server-process.ts";
import {
  budgets,
  medianOf,
  missesOf,
  at4x,
  slowHostIndex,
  summaryOf,
  type PageResult,
} from "./lighthouse/budgets.ts";
import { figuresOf, kb, median, score, type RunFigures } from "./lighthouse/figures.ts";
import { chromium } from "@playwright/test";
import { measureBenchmarkIndex, multiplierFor } from "./phone.ts";
import {
  complete,
  deadlineMs,
  fixedCpuSlowdown,
  lhrDir,
  baselineOrigin,
  outDir,
  pages,
  resultsDir,
  root,
  runs,
  settleMs,
  skipBuild,
  tapPages,
  withCpuSplit,
  withLighthouse,
  withTap,
} from "./lighthouse/options.ts";
import { startCpuSplit } from "./lighthouse/cpu-split.ts";
import { runOrder } from "./lighthouse/run-order.ts";
import {
  controlLine,
  controlOf,
  markdownTable,
  reportMarkdown,
  sideBySideTable,
  writeLatest,
} from "./lighthouse/report.ts";
import { freePort, waitForHealth } from "./lighthouse/server.ts";
import { serveEmptyPage } from "./lighthouse/empty-page.ts";
import { measureFirstTap, tapTable } from "./lighthouse/tap.ts";
import { childEnv } from "../tests/support/child-env.ts";

async function main() {
  const started = Date.now();
  const stopAt = started + deadlineMs;

  if (!skipBuild) {
    console.log("bench: building (npm run build)…");
    const build = spawnSync("npm", ["run", "build"], {
      cwd: root,
      env: childEnv(),
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (build.status !== 0) throw new Error(`build failed with status ${build.status}`);
  }

  // Before the server and the browsers start, so they inherit the harness's CPUs.
  const split = withCpuSplit ? startCpuSplit() : "--no-cpu-split";
  const cpuSplit =
    typeof split === "string"
      ? `every process on every CPU (${split})`
      : `renderers' main threads on CPU ${split.page}, everything else on CPU ${split.harness} (docs/decisions/086)`;
  console.log(`bench: ${cpuSplit}`);

  // BENCH_PORT: a fixed port for the server (a shared machine gives each user a range); else any free one.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const benchDataDir = mkdtempSync(path.join(os.tmpdir(), "pontas-lighthouse-"));
  const server = spawn(process.execPath, serverArgs, {
    cwd: root,
    // A team, so the booking page offers its times (docs/decisions/068); its own data folder.
    env: childEnv({
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_REQUESTS: "false",
      DATA_DIR: benchDataDir,
      TEAM_EMAILS: "Socia Bench <socia@pontas.test>, socio@pontas.test",
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
    }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const cleanup = () => {
    if (typeof split !== "string") split.stop();
    chrome?.kill();
    if (server.exitCode === null) server.kill("SIGTERM");
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      cleanup();
      process.exit(130);
    });
  }
  const chromePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

  /**
   * One Lighthouse run in a browser of its own: a new Chromium process with a new,
   * empty profile (chrome-launcher makes a temporary --user-data-dir and deletes it
   * on kill), so nothing is cached, compiled or warmed up from an earlier run.
   */
  async function freshRun(url: string, flags: Parameters<typeof lighthouse>[1]) {
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
      logLevel: "silent",
    });
    try {
      return await lighthouse(url, { ...flags, port: chrome.port });
    } finally {
      chrome.kill();
      chrome = undefined;
    }
  }

  try {
    await waitForHealth(`${origin}/healthz`, server);
    const chromeVersion =
      spawnSync(chromePath, ["--version"], { encoding: "utf8" }).stdout.trim() || "unknown";
    console.log(
      `bench: ${withLighthouse ? pages.length : 0} pages × ${runs} runs, first tap on ${withTap ? tapPages.length : 0} page types, ${chromeVersion}, server ${origin}`,
    );

    const loadBefore = os.loadavg()[0]!;
    const flagsAt = (cpuSlowdownMultiplier: number) => ({
      output: "json" as const,
      logLevel: "error" as const,
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      disableFullPageScreenshot: true,
      skipAudits: ["screenshot-thumbnails", "final-screenshot"],
      maxWaitForLoad: 45_000,
      // Merged into the mobile preset's simulated throttling (150 ms RTT, 1.6 Mbps kept).
      throttling: { cpuSlowdownMultiplier },
    });
    // Warm-up runs left out of the figures: the first request of each kind warms the server
    // up, and their benchmarkIndex (median of five: decision 086) sets the multiplier of every run.
    const warmIndexes: number[] = [];
    if (withLighthouse) {
      for (let run = 0; run < (fixedCpuSlowdown === undefined ? 5 : 1); run++) {
        const warm = await freshRun(`${origin}${pages[0]}`, flagsAt(4));
        if (warm?.lhr.environment.benchmarkIndex) warmIndexes.push(warm.lhr.environment.benchmarkIndex);
      }
    }
    // Without Lighthouse runs (--tap-only), Lighthouse's benchmark rates the host on its own.
    if (!warmIndexes.length && fixedCpuSlowdown === undefined) {
      const browser = await chromium.launch({
        executablePath: chromePath,
        args: ["--no-sandbox", "--disable-gpu"],
      });
      try {
        warmIndexes.push(...(await measureBenchmarkIndex(await browser.newPage())).runs);
      } finally {
        await browser.close();
      }
    }
    const hostIndex = warmIndexes.length ? Math.round(median(warmIndexes)) : null;
    const cpuSlowdown = fixedCpuSlowdown ?? (hostIndex === null ? 4 : multiplierFor(hostIndex));
    const flags = flagsAt(cpuSlowdown);
    console.log(
      `bench: host benchmarkIndex ${hostIndex ?? "n/a"} (warm-up runs ${warmIndexes.map(Math.round).join(", ") || "none"}), ` +
        `CPU multiplier ${cpuSlowdown}×${fixedCpuSlowdown === undefined ? " (benchmarkIndex / 370, at least 4)" : " (fixed)"}, ` +
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(" ")}`,
    );

    /** One measured run of `url` (labelled `label`), retried when Lighthouse reports it broken. */
    async function measuredRun(url: string, label: string, run: number): Promise<RunFigures> {
      if (Date.now() > stopAt) throw new Error(`deadline of ${deadlineMs / 60_000} min reached`);
      // Let the previous run's browser exit and its trace be processed before the next one
      // starts: on 2 cores they otherwise share the CPU with the page being measured.
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      // A run Lighthouse itself reports as broken (e.g. NO_NAVSTART on a loaded machine) is retried.
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt++) {
        result = await freshRun(url, flags).catch((error: unknown) => {
          console.log(`  ${label}: Lighthouse failed (${String(error)})`);
          return undefined;
        });
        const problem = result ? result.lhr.runtimeError?.code : "no result";
        if (!problem) break;
        if (attempt >= 3) throw new Error(`${label}: Lighthouse failed ${attempt} times (${problem})`);
        console.log(`  ${label}: run ${run + 1} broken (${problem}), retrying`);
      }
      if (!result) throw new Error(`Lighthouse returned nothing for ${label}`);
      if (lhrDir) {
        mkdirSync(lhrDir, { recursive: true });
        const name = `${label.replaceAll("/", "_")}-${run + 1}.json`;
        writeFileSync(path.join(lhrDir, name), JSON.stringify(result.lhr));
      }
      return figuresOf(result.lhr, new URL(url).origin, result.artifacts.Trace?.traceEvents);
    }

    // The control line (docs/decisions/103): an empty page, measured as the pages are, in
    // every round (docs/decisions/086), so its figures are this run's and the drift shows.
    const empty = withLighthouse ? await serveEmptyPage() : undefined;
    const controlRuns: RunFigures[] = [];
    const figuresByPage = new Map(pages.map((page) => [page, [] as RunFigures[]]));
    const baselineByPage = new Map(pages.map((page) => [page, [] as RunFigures[]]));
    const rounds = withLighthouse ? runOrder(pages, runs) : [];
    for (const [index, round] of rounds.entries()) {
      for (const slot of round) {
        if (slot.kind === "control") {
          if (empty) controlRuns.push(await measuredRun(empty.url, "empty-page", controlRuns.length));
        } else {
          const build = async () =>
            figuresByPage
              .get(slot.page)!
              .push(await measuredRun(`${origin}${slot.page}`, slot.page, slot.run));
          const baseline = async () =>
            baselineOrigin &&
            baselineByPage
              .get(slot.page)!
              .push(await measuredRun(`${baselineOrigin}${slot.page}`, `baseline${slot.page}`, slot.run));
          // Beside a baseline, the two builds take turns going first (docs/decisions/086).
          if (slot.run % 2 === 0) await build().then(baseline);
          else await baseline().then(build);
        }
      }
      console.log(
        `bench: round ${index + 1} of ${rounds.length} done (${Math.round((Date.now() - started) / 60_000)} min)`,
      );
    }
    empty?.close();

    const results: PageResult[] = [];
    for (const page of withLighthouse ? pages : []) {
      const figures = figuresByPage.get(page)!;
      const med = medianOf(figures);
      const misses = missesOf(page, med, figures, cpuSlowdown);
      results.push({ path: page, runs: figures, median: med, misses });
      const failed = [...new Set(figures.flatMap((f) => f.failedAudits))];
      console.log(
        `  ${page.padEnd(42)} perf ${score(med.performance)} a11y ${score(med.accessibility)} bp ${score(med.bestPractices)} seo ${score(med.seo)} ` +
          `LCP ${Math.round(med.lcpMs)} main ${Math.round(med.mainThreadMs)} (4× eq. ${Math.round(at4x(med.mainThreadMs, cpuSlowdown))}, its CPU ${Math.round(at4x(med.mainThreadCpuMs, cpuSlowdown))}) TBT ${Math.round(med.tbtMs)} (runs ${figures.map((f) => Math.round(f.tbtMs)).join(" ")}) CLS ${med.cls.toFixed(3)} ` +
          `${kb(med.totalBytes)} KB (JS ${kb(med.jsBytes)} KB)${misses.length ? "  ✗" : ""}` +
          (failed.length ? `\n      audits below 1: ${failed.join(", ")}` : ""),
      );
    }

    const control = controlOf(controlRuns);

    if (withTap)
      console.log(`bench: first tap (CPU ${cpuSlowdown}× slower, cold cache, fresh browser each run)`);
    const taps = withTap ? await measureFirstTap(origin, chromePath, cpuSlowdown) : [];

    const durationS = Math.round((Date.now() - started) / 1000);
    const load = `load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}`;
    const indexes = results.flatMap((r) => r.runs.map((f) => f.benchmarkIndex));
    const benchmarkIndex = indexes.length ? Math.round(median(indexes)) : null;
    const indexRange = indexes.length
      ? `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`
      : "n/a";
    // The multiplier never goes below 4×: on a host slower than the reference every task,
    // and so TBT, comes out longer than on the phone it emulates (docs/decisions/103).
    const slowHost =
      benchmarkIndex !== null && benchmarkIndex < slowHostIndex && cpuSlowdown === 4
        ? `This host's Lighthouse benchmarkIndex (${benchmarkIndex}) is below the ${slowHostIndex} of the reference phone at 4×: ` +
          `its figures overstate the reference phone's (docs/decisions/103).`
        : "";
    const misses = results.flatMap((r) => r.misses.map((m) => `${r.path}: ${m}`));
    const table = markdownTable(results, cpuSlowdown);
    const beside = baselineOrigin
      ? sideBySideTable(
          results.map((r) => ({ path: r.path, after: r.runs, before: baselineByPage.get(r.path)! })),
          cpuSlowdown,
        )
      : "";
    const summary = summaryOf(results, cpuSlowdown);
    const md = reportMarkdown({
      chromeVersion,
      load,
      cpuSlowdown,
      hostIndex,
      benchmarkIndex,
      indexRange,
      durationS,
      cpuSplit,
      slowHost,
      results,
      table,
      misses,
      taps,
      control,
      beside,
    });

    console.log(`\n${table}`);
    if (beside) console.log(`Beside the baseline (${baselineOrigin}):\n\n${beside}`);
    if (control) console.log(`${controlLine(control, cpuSlowdown)}\n`);
    if (slowHost) console.log(`bench: ${slowHost}\n`);
    if (taps.length) console.log(`${tapTable(taps)}`);
    if (complete || outDir) {
      const dir = outDir ?? resultsDir;
      writeLatest(
        dir,
        {
          date: new Date().toISOString(),
          chrome: chromeVersion,
          lighthouse: `mobile preset, simulated throttling, CPU ${cpuSlowdown}×`,
          cpuSlowdown,
          hostBenchmarkIndex: hostIndex,
          runsPerPage: runs,
          cpus: os.cpus().length,
          cpuSplit,
          loadAverage: load,
          benchmarkIndex,
          benchmarkIndexRange: indexRange,
          durationSeconds: durationS,
          budgets,
          summary,
          emptyPage: control,
          misses,
          pages: results,
          firstTap: taps,
          ...(baselineOrigin && {
            baseline: { origin: baselineOrigin, runs: Object.fromEntries(baselineByPage) },
          }),
        },
        md,
      );
    } else {
      console.log("bench: partial run (pages or --runs given): bench/results/ left unchanged");
    }
    console.log(`bench: ${results.length} pages × ${runs} runs in ${durationS} s`);
    if (misses.length) {
      console.log(`\nbench: ${misses.length} budget(s) missed:\n${misses.map((m) => `  - ${m}`).join("\n")}`);
      process.exitCode = 1;
    } else {
      console.log("bench: all budgets met");
    }
  } finally {
    cleanup();
  }
}

main()
  .then(() => process.exit())
  .catch((error: unknown) => {
    console.error("bench:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
