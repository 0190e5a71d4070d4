import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import os from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { allowedCpus, cpuSetsFor, isRenderer, startCpuSplit } from "./cpu-split.ts";

describe("cpuSetsFor", () => {
  it("gives the page's main thread the last CPU and the harness the others", () => {
    expect(cpuSetsFor(2)).toEqual({ harness: "0", page: "1" });
    expect(cpuSetsFor(8)).toEqual({ harness: "0-6", page: "7" });
  });
  it("does not split one CPU", () => {
    expect(cpuSetsFor(1)).toBeNull();
    expect(cpuSetsFor(0)).toBeNull();
  });
});

describe("isRenderer", () => {
  it("knows a renderer by its --type among Chromium's arguments", () => {
    const renderer = ["/usr/lib/chromium/chromium", "--type=renderer", "--lang=en-US"].join("\0");
    expect(isRenderer(renderer)).toBe(true);
    // forked from the zygote, a renderer retitles itself: one string, spaces between arguments
    expect(isRenderer("/usr/lib/chromium/chromium --type=renderer --crashpad-handler-pid=0")).toBe(true);
    expect(isRenderer("/usr/lib/chromium/chromium --type=renderers")).toBe(false);
    expect(isRenderer(["/usr/lib/chromium/chromium", "--type=zygote"].join("\0"))).toBe(false);
    expect(isRenderer(["/usr/lib/chromium/chromium", "--type=gpu-process"].join("\0"))).toBe(false);
    expect(isRenderer(["/usr/lib/chromium/chromium", "--headless=new"].join("\0"))).toBe(false);
    // not Chromium, whatever its arguments
    expect(isRenderer(["node", "--type=renderer"].join("\0"))).toBe(false);
  });
});

const canSplit =
  process.platform === "linux" &&
  os.availableParallelism() >= 2 &&
  spawnSync("taskset", ["--version"]).status === 0;

describe.skipIf(!canSplit)("startCpuSplit (taskset, real processes)", () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill("SIGKILL");
  });
  /**
   * A process whose command line reads as one of Chromium's, with `type`: retitled, as a
   * renderer forked from the zygote is (one string, spaces between the arguments).
   */
  const fake = (type: string) => {
    const child = spawn(
      "bash",
      ["-c", `exec -a "chromium --type=${type}" "$0" -e "setTimeout(() => {}, 20000)"`, process.execPath],
      { stdio: "ignore" },
    );
    children.push(child);
    return child;
  };
  /** Polls `check` until it holds, for up to 10 s: a loaded host starts the fake processes late. */
  const until = async (check: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  };

  it("moves a renderer's main thread to the page's CPU, leaves other processes with the harness, and gives the CPUs back", async () => {
    const before = allowedCpus(process.pid);
    const split = startCpuSplit(5);
    if (typeof split === "string") throw new Error(split);
    try {
      expect(allowedCpus(process.pid)).toBe(split.harness);
      const renderer = fake("renderer");
      const gpu = fake("gpu-process");
      await until(() => allowedCpus(renderer.pid!) === split.page);
      expect(allowedCpus(renderer.pid!)).toBe(split.page);
      expect(allowedCpus(gpu.pid!)).toBe(split.harness);
      expect(split.moved).toBeGreaterThanOrEqual(1);
    } finally {
      split.stop();
    }
    expect(allowedCpus(process.pid)).toBe(before);
  });
});
