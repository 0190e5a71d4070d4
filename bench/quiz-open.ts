/**
 * How long the quiz dialog takes to open after a tap on the floating button, on the
 * reference phone (CPU slowed by DevTools: the host's benchmarkIndex / 370, at least 4×,
 * bench/phone.ts), cold cache, a fresh browser per run, as the field measures
 * (docs/decisions/103; budgets: within 300 ms on the first tap, while the quiz island
 * loads; within 100 ms once it has loaded):
 *
 *   first tap: the page's island loader runs (`<html data-hydrated>`), nothing hydrated;
 *              the button is tapped.
 *   loaded:    the pointer rests on the button first (the island hydrates, with the
 *              dialog's code), then the tap: the dialog's first opening.
 *   again:     a phone's second opening: the first tap opened the dialog and loaded the
 *              island, Escape closed it, then the tap. A modal dialog's first opening
 *              restyles the page at a cost the next ones do not pay (docs/decisions/085).
 *
 * Timed in the page, as the field times a tap (docs/decisions/085): from the tap's own time stamp (its
 * `pointerdown`'s, the touch's) to the end of the frame that shows the dialog (in the document, or
 * shown if it was there already: docs/decisions/103), once that frame has painted. Beside it, the
 * tap's Event Timing as INP reads it (which leaves out work a handler defers, so the first tap's
 * wait for the island), and the figure this bench printed before 064. Serves the build (run
 * `npm run build` first) on BENCH_PORT or a free port.
 *
 *   node bench/quiz-open.ts [--runs 5] [--cpu-slowdown N] [PATH…]
 *
 * Before the runs, Lighthouse's own benchmark (five runs, in a Chromium of their own) rates
 * the host and sets the multiplier; `--cpu-slowdown N` fixes it instead.
 */
import { spawn } from "node:child_process";
import os from "node:os";
import { chromium } from "@playwright/test";
import { serverArgs } from "../scripts/server-process.ts";
import { childEnv } from "../tests/support/child-env.ts";
import { resetDelayMs } from "../app/features/quiz/quiz-state.ts";
import { median } from "./lighthouse/figures.ts";
import { fixedSlowdownFrom, measureBenchmarkIndex, multiplierFor } from "./phone.ts";
import { freePort, waitForHealth } from "./lighthouse/server.ts";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const paths = args.filter(
  (arg, i) => arg.startsWith("/") && !["--runs", "--cpu-slowdown"].includes(args[i - 1]!),
);
const fixedCpuSlowdown = fixedSlowdownFrom(args);
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const pages = paths.length ? paths : ["/es", "/en/services/ai-integration", "/es/nosotros"];

type Case = "first tap" | "loaded" | "again";
const cases: Case[] = ["first tap", "loaded", "again"];

function launch() {
  return chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox", "--disable-gpu"] });
}

/** The host's benchmarkIndex (Lighthouse's, median of five) and the multiplier it sets. */
async function rateHost(): Promise<{ cpuSlowdown: number; rating: string }> {
  if (fixedCpuSlowdown !== undefined)
    return { cpuSlowdown: fixedCpuSlowdown, rating: "fixed by --cpu-slowdown" };
  const browser = await launch();
  try {
    const { index, runs: figures } = await measureBenchmarkIndex(await browser.newPage());
    return {
      cpuSlowdown: multiplierFor(index),
      rating: `host benchmarkIndex ${index}, runs ${figures.join(", ")}; benchmarkIndex / 370, at least 4`,
    };
  } finally {
    await browser.close();
  }
}

/** The tap's own time stamp (the touch's), and when its `pointerdown` handler ran. */
interface Tap {
  stamp: number;
  handled: number;
}

/**
 * One opening, in ms: `painted`, from the tap's time stamp to the end of the frame that shows the
 * dialog (judged); `inp`, the tap's Event Timing as INP reads it, the longest of its events
 * (null when none took 16 ms: the observer's floor); `handlerToFrame`, the figure of this bench
 * before decision 085, from the `pointerdown` handler to the start of that frame.
 */
interface Timing {
  painted: number;
  inp: number | null;
  handlerToFrame: number;
}

async function openMs(url: string, mode: Case, cpuSlowdown: number): Promise<Timing | null> {
  const browser = await launch();
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(url);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const fab = page.getByTestId("quiz-fab");
    // The quiz island hydrated, and nothing more on its way.
    const islandLoaded = async () => {
      await page.locator('[data-island="quiz"][data-hydrated]').waitFor({ state: "attached" });
      await page.waitForLoadState("networkidle");
    };
    if (mode === "again") {
      await fab.tap();
      await page.locator("dialog[open]").waitFor();
      await islandLoaded();
      await page.keyboard.press("Escape");
      await fab.waitFor({ state: "visible" });
      // Past the dialog's reset of its answers, a moment after it closes (quiz-state.ts).
      await page.waitForTimeout(resetDelayMs + 200);
    }
    if (mode === "loaded") {
      await fab.hover();
      await islandLoaded();
    }
    await page.evaluate(() => {
      const w = window as Window & { measured?: Promise<Timing> };
      const tap: Tap = { stamp: 0, handled: 0 };
      document.addEventListener(
        "pointerdown",
        (event) => {
          tap.stamp = event.timeStamp;
          tap.handled = performance.now();
        },
        { capture: true, once: true },
      );
      // The field's figure: Event Timing, each event of the tap from its own time stamp to
      // the next paint after its handlers; INP takes the longest (interactionId groups them).
      const events: PerformanceEventTiming[] = [];
      new PerformanceObserver((list) =>
        events.push(...(list.getEntries() as PerformanceEventTiming[])),
      ).observe({
        type: "event",
        durationThreshold: 16,
      } as PerformanceObserverInit);
      // Open: the dialog in the document (inserted, as a lazily rendered one is) and shown
      // (the `open` attribute, as a <dialog> in the page's HTML gets it). The frame that shows
      // it starts at the next animation frame and has painted by the task that follows it.
      w.measured = new Promise((resolve) => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[data-testid="quiz-modal"]:is([open], :not(dialog))')) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            const frame = performance.now();
            // The first task after the frame's paint: a user-blocking one runs before the page's
            // own tasks queued meanwhile (an island's hydration, after the paint, is a timer's).
            void scheduler.postTask(
              () => {
                const painted = performance.now();
                // Event Timing reports an entry once its frame is presented.
                setTimeout(() => {
                  const mine = events.filter(
                    (entry) => entry.interactionId && entry.startTime >= tap.stamp - 1,
                  );
                  resolve({
                    painted: painted - tap.stamp,
                    inp: mine.length ? Math.max(...mine.map((entry) => entry.duration)) : null,
                    handlerToFrame: frame - tap.handled,
                  });
                }, 1000);
              },
              { priority: "user-blocking" },
            );
          });
        }).observe(document.body, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ["open"],
        });
      });
    });
    await fab.tap();
    return await Promise.race([
      page.evaluate(() => (window as Window & { measured?: Promise<Timing> }).measured!),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
    ]);
  } finally {
    await browser.close();
  }
}

async function main() {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, serverArgs, {
    env: childEnv({ PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "false" }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForHealth(`${origin}/healthz`, server);
    const { cpuSlowdown, rating } = await rateHost();
    console.log(
      `quiz-open: CPU ${cpuSlowdown}× (${rating}), ${runs} runs per case, load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
    const results: { path: string; mode: Case; times: (Timing | null)[] }[] = [];
    for (const path of pages)
      for (const mode of cases) {
        const times: (Timing | null)[] = [];
        for (let run = 0; run < runs; run++) times.push(await openMs(`${origin}${path}`, mode, cpuSlowdown));
        results.push({ path, mode, times });
      }
    // A run's figure: "never" if the dialog did not open; "< 16" for an Event Timing below its floor.
    const shown = (value: number | null | undefined) =>
      value === undefined ? "never" : value === null ? "< 16" : String(Math.round(value));
    const figure = (times: (Timing | null)[], pick: (timing: Timing) => number | null) => {
      const values = times.map((t) => (t === null ? undefined : pick(t)));
      const known = values.filter((v): v is number => typeof v === "number");
      return {
        median: known.length ? shown(median(known)) : shown(values.find((v) => v === null)),
        runs: values.map(shown).join(" "),
      };
    };
    const rowsOf = (path: string) => results.filter((result) => result.path === path);
    console.log("From the tap to the frame that shows the dialog, painted (judged; ms):");
    console.log(`| Page | ${cases.map((mode) => `${mode} (median) | runs`).join(" | ")} |`);
    console.log(`| --- | ${cases.map(() => "---: | ---").join(" | ")} |`);
    for (const path of pages)
      console.log(
        `| ${path} | ${rowsOf(path)
          .map(({ times }) => {
            const { median, runs } = figure(times, (t) => t.painted);
            return `${median} | ${runs}`;
          })
          .join(" | ")} |`,
      );
    console.log(
      "The tap's Event Timing as INP reads it (the first tap's leaves out the wait for the island), and this bench's figure before decision 085 (pointerdown handler to the frame's start); medians, ms:",
    );
    console.log(`| Page | ${cases.map((mode) => `${mode}: INP | before 064`).join(" | ")} |`);
    console.log(`| --- | ${cases.map(() => "---: | ---:").join(" | ")} |`);
    for (const path of pages)
      console.log(
        `| ${path} | ${rowsOf(path)
          .map(
            ({ times }) =>
              `${figure(times, (t) => t.inp).median} | ${figure(times, (t) => t.handlerToFrame).median}`,
          )
          .join(" | ")} |`,
      );
    console.log(`quiz-open: load average ${os.loadavg()[0]!.toFixed(2)} at the end`);
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error("quiz-open:", error instanceof Error ? error.message : error);
  process.exit(1);
});
