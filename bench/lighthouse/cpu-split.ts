/**
 * The page's main thread on a CPU of its own (docs/decisions/086).
 *
 * On a phone, the page's renderer main thread runs on a core while the browser process,
 * the GPU and network processes run on others, and Lighthouse runs on another computer.
 * On a host with few CPUs they all share them: on this 2-CPU machine the renderer's main
 * thread spent 30–47% of the time Lighthouse counts as main-thread work waiting for a CPU
 * held by those processes (decision 057's runs; their line is in bench/results/HISTORY.md). So, on Linux with
 * `taskset`, the bench keeps itself and everything it starts (the server, Chromium) on
 * every CPU but the last, and moves the main thread of each Chromium renderer, as soon as
 * it appears, to the last CPU. The renderer's other threads (compositor, I/O, workers)
 * stay with the rest. The page's own work is unchanged; what goes is its wait for the
 * browser's other processes and the harness.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import os from "node:os";

export interface CpuSets {
  /** The bench, its server and the browser's processes (a taskset list, e.g. "0" or "0-6"). */
  harness: string;
  /** The renderers' main threads (e.g. "1"). */
  page: string;
}

/** How `cpus` CPUs are split: all but the last for the harness, the last for the page; none below 2. */
export function cpuSetsFor(cpus: number): CpuSets | null {
  if (!Number.isInteger(cpus) || cpus < 2) return null;
  const last = cpus - 1;
  return { harness: last === 1 ? "0" : `0-${last - 1}`, page: String(last) };
}

/**
 * A process's command line, as /proc gives it, names a Chromium renderer. Arguments are
 * NUL-separated, but a renderer forked from the zygote retitles itself with spaces.
 */
export function isRenderer(cmdline: string): boolean {
  return /chrom/i.test(cmdline) && /(?:^|[\s\0])--type=renderer(?:[\s\0]|$)/.test(cmdline);
}

export interface CpuSplit extends CpuSets {
  /** Renderer processes whose main thread was moved so far. */
  readonly moved: number;
  stop(): void;
}

/**
 * Starts the split, or returns why it cannot (not Linux, one CPU, no taskset). The bench
 * calls it before it starts its server, so every child inherits the harness's CPUs.
 */
export function startCpuSplit(pollMs = 10): CpuSplit | string {
  if (process.platform !== "linux") return `not on Linux (${process.platform})`;
  const sets = cpuSetsFor(os.availableParallelism());
  if (!sets) return "one CPU";
  if (spawnSync("taskset", ["--version"]).status !== 0) return "no taskset (util-linux)";
  // -a: every thread of the bench (libuv's pool included), and so every child it spawns.
  const before = allowedCpus(process.pid);
  const pin = (cpus: string) =>
    execFileSync("taskset", ["-a", "-p", "-c", cpus, String(process.pid)], { stdio: "ignore" });
  pin(sets.harness);

  // Pids seen that are not Chromium's (they never become a renderer) or were already moved.
  const done = new Set<string>();
  // Renderers moved, each with its threads seen: a thread the main thread starts later
  // inherits the page's CPU, and goes back to the harness's, as the threads it started before are.
  const renderers = new Map<string, Set<string>>();
  let moved = 0;
  const move = (cpus: string, tid: string) => {
    try {
      execFileSync("taskset", ["-p", "-c", cpus, tid], { stdio: "ignore" });
      return true;
    } catch {
      return false; // it exited meanwhile
    }
  };
  const scan = () => {
    for (const pid of readdirSync("/proc")) {
      if (done.has(pid) || !/^\d+$/.test(pid)) continue;
      let cmdline: string;
      try {
        cmdline = readFileSync(`/proc/${pid}/cmdline`, "latin1");
      } catch {
        continue; // exited meanwhile
      }
      // A process in the middle of an exec (or a zombie) reads as nothing: read it again next time.
      if (cmdline === "") continue;
      // A renderer is forked from Chromium's zygote: it reads as the zygote until it renames itself.
      if (!/chrom/i.test(cmdline)) done.add(pid);
      else if (isRenderer(cmdline)) {
        done.add(pid);
        // Without -a: only the process's main thread (its tid is its pid).
        if (move(sets.page, pid)) {
          moved++;
          renderers.set(pid, new Set([pid]));
        }
      }
    }
    for (const [pid, seen] of renderers) {
      let tids: string[];
      try {
        tids = readdirSync(`/proc/${pid}/task`);
      } catch {
        renderers.delete(pid); // it exited
        continue;
      }
      for (const tid of tids) {
        if (seen.has(tid)) continue;
        seen.add(tid);
        try {
          if (allowedCpus(Number(pid), Number(tid)) === sets.page) move(sets.harness, tid);
        } catch {
          // it exited meanwhile
        }
      }
    }
  };
  scan();
  const timer = setInterval(scan, pollMs);
  timer.unref();
  return {
    ...sets,
    get moved() {
      return moved;
    },
    /** Stops moving renderers and gives the bench back the CPUs it had. */
    stop: () => {
      clearInterval(timer);
      pin(before);
    },
  };
}

/** The CPUs a thread may run on, from /proc (e.g. "1" or "0-6"). */
export function allowedCpus(pid: number, tid = pid): string {
  const status = readFileSync(`/proc/${pid}/task/${tid}/status`, "utf8");
  return /^Cpus_allowed_list:\s*(\S+)/m.exec(status)?.[1] ?? "";
}
