import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { at4x, medianOf, type PageResult } from "./budgets.ts";
import { kb, median, score, type RunFigures } from "./figures.ts";
import { root, runs } from "./options.ts";
import { tapTable, type TapResult } from "./tap.ts";

// ---------------------------------------------------------------- the report: tables, latest.md and latest.json

export function markdownTable(results: PageResult[], cpuSlowdown: number): string {
  const header =
    `| Page | Perf | A11y | Best pr. | SEO | LCP (ms) | TBT (ms) | Main thread at ${cpuSlowdown}× (ms) | at 4× eq. (ms) | its CPU time, 4× eq. (ms) | CLS | Transfer (KB) | JS (KB) |\n` +
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n";
  const rows = results.map(({ path: page, median: m, misses }) => {
    const mark = misses.length ? " ✗" : "";
    return `| ${page}${mark} | ${score(m.performance)} | ${score(m.accessibility)} | ${score(m.bestPractices)} | ${score(m.seo)} | ${Math.round(m.lcpMs)} | ${Math.round(m.tbtMs)} | ${Math.round(m.mainThreadMs)} | ${Math.round(at4x(m.mainThreadMs, cpuSlowdown))} | ${Math.round(at4x(m.mainThreadCpuMs, cpuSlowdown))} | ${m.cls.toFixed(3)} | ${kb(m.totalBytes)} | ${kb(m.jsBytes)} |`;
  });
  return header + rows.join("\n") + "\n";
}

/**
 * The build beside a baseline (`--baseline`, docs/decisions/086): per page, the medians of
 * both builds' runs, measured in the same rounds, and the build's main-thread work as a share
 * of the baseline's.
 */
export function sideBySideTable(
  pages: { path: string; after: RunFigures[]; before: RunFigures[] }[],
  cpuSlowdown: number,
): string {
  const header =
    `| Page | Main thread at 4× eq., baseline → build (ms) | Share | TBT (ms) | LCP (ms) | JS (KB) | Perf |\n` +
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n";
  const rows = pages.map(({ path: page, after, before }) => {
    const [was, now] = [medianOf(before), medianOf(after)];
    const [mainWas, mainNow] = [at4x(was.mainThreadMs, cpuSlowdown), at4x(now.mainThreadMs, cpuSlowdown)];
    const ms = (n: number) => String(Math.round(n));
    return (
      `| ${page} | ${ms(mainWas)} → ${ms(mainNow)} | ${Math.round((100 * mainNow) / mainWas)}% | ` +
      `${ms(was.tbtMs)} → ${ms(now.tbtMs)} | ${ms(was.lcpMs)} → ${ms(now.lcpMs)} | ` +
      `${kb(was.jsBytes)} → ${kb(now.jsBytes)} | ${score(was.performance)} → ${score(now.performance)} |`
    );
  });
  return header + rows.join("\n") + "\n";
}

/** The control line's figures (docs/decisions/103): medians of the empty page's runs. */
export interface ControlFigures {
  runs: number;
  mainThreadMs: number;
  mainThreadCpuMs: number;
  tbtMs: number;
  mainThreadRange: [number, number];
}

export function controlOf(runs: RunFigures[]): ControlFigures | undefined {
  if (runs.length === 0) return undefined;
  const main = runs.map((f) => f.mainThreadMs);
  return {
    runs: runs.length,
    mainThreadMs: median(main),
    mainThreadCpuMs: median(runs.map((f) => f.mainThreadCpuMs)),
    tbtMs: median(runs.map((f) => f.tbtMs)),
    mainThreadRange: [Math.min(...main), Math.max(...main)],
  };
}

export function controlLine(c: ControlFigures, cpuSlowdown: number): string {
  return (
    `Empty page (a heading and a paragraph from bare node:http, no CSS, no script), measured the same way, ` +
    `${c.runs} runs, two in each round over the pages: main thread ${Math.round(c.mainThreadMs)} ms ` +
    `(${Math.round(c.mainThreadRange[0])}–${Math.round(c.mainThreadRange[1])}) at ${cpuSlowdown}×, ` +
    `${Math.round(at4x(c.mainThreadMs, cpuSlowdown))} ms at 4× equivalent (its CPU time: ${Math.round(at4x(c.mainThreadCpuMs, cpuSlowdown))} ms), TBT ${Math.round(c.tbtMs)} ms: ` +
    `what this harness costs any page (docs/decisions/103).`
  );
}

/** The Markdown report (latest.md): the run's conditions, the table, missed budgets and the first tap. */
export function reportMarkdown({
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
  beside = "",
}: {
  chromeVersion: string;
  load: string;
  cpuSlowdown: number;
  hostIndex: number | null;
  benchmarkIndex: number | null;
  indexRange: string;
  durationS: number;
  /** How the CPUs were shared (docs/decisions/086). */
  cpuSplit: string;
  slowHost: string;
  results: PageResult[];
  table: string;
  misses: string[];
  taps: TapResult[];
  control: ControlFigures | undefined;
  /** The build beside a baseline (`--baseline`), when there is one. */
  beside?: string;
}): string {
  const md =
    `# Lighthouse benchmark\n\n` +
    `${new Date().toISOString()} · ${chromeVersion} · Lighthouse mobile preset, simulated throttling, CPU ${cpuSlowdown}× (host benchmarkIndex ${hostIndex ?? "n/a"} before the runs; benchmarkIndex / 370, at least 4×: the reference phone) · ` +
    `median of ${runs} runs per page, each in a fresh browser (new profile, cold cache) · ${results.length} pages · ${os.cpus().length} CPUs, ${load}, ` +
    `Lighthouse benchmarkIndex ${benchmarkIndex ?? "n/a"} (runs ${indexRange}) · ${cpuSplit} · ${durationS} s\n\n` +
    (slowHost ? `${slowHost}\n\n` : "") +
    table +
    (control ? `\n${controlLine(control, cpuSlowdown)}\n` : "") +
    (beside ? `\n## Beside the baseline\n\n${beside}` : "") +
    `\nMain thread = Lighthouse's main-thread work during the load, at the multiplier (the reference phone), and brought back to 4× (× 4 / multiplier), where its budget is judged (docs/decisions/103); its CPU time = the part of it the page's main thread spent computing, by the trace's thread times, the rest being time it waited, mostly for a CPU (docs/decisions/086; the budget is judged on Lighthouse's figure); JS = gzip size of the scripts of the first load (bodies as the server sends them; the JSON also has their transfer size with HTTP/1.1 headers); Transfer = every byte of the first load, headers included (KB = 1024 bytes).\n` +
    (misses.length
      ? `\n## Missed budgets\n\n${misses.map((m) => `- ${m}`).join("\n")}\n`
      : "\nAll budgets met.\n") +
    (taps.length
      ? `\n## First tap\n\nA new Chromium with an empty profile for each run, CPU slowed ${cpuSlowdown}× (DevTools, the multiplier above), no network throttling; ` +
        `from the first contentful paint on, the floating quiz button is tapped until the quiz opens (its modal, or the quiz page); median of ${runs} runs.\n\n` +
        tapTable(taps)
      : "");
  return md;
}

/** Writes latest.json and latest.md to `dir`. */
export function writeLatest(dir: string, latest: object, md: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "latest.json"), JSON.stringify(latest, null, 2) + "\n");
  writeFileSync(path.join(dir, "latest.md"), md);
  console.log(`bench: wrote ${path.relative(root, dir) || "."}/latest.json and latest.md`);
}
