import { describe, expect, it } from "vitest";
import { mainThreadCpuShare, type TraceEvent } from "./main-thread-cpu.ts";

const navigation: TraceEvent = {
  name: "navigationStart",
  ph: "R",
  pid: 7,
  tid: 1,
  ts: 1_000,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: "http://127.0.0.1:4000/es" } },
};
const task = (
  ts: number,
  dur: number,
  tdur: number | undefined,
  thread = { pid: 7, tid: 1 },
): TraceEvent => ({
  name: "ThreadControllerImpl::RunTask",
  ph: "X",
  ...thread,
  ts,
  dur,
  tdur,
});

describe("mainThreadCpuShare", () => {
  it("is the main thread's CPU time over its wall time, top-level tasks only", () => {
    const events = [
      navigation,
      task(2_000, 10_000, 4_000),
      { ...task(3_000, 5_000, 2_000), name: "RunTask" }, // nested: already in the task above
      task(20_000, 30_000, 6_000),
      task(20_000, 90_000, 90_000, { pid: 7, tid: 2 }), // the compositor thread
      task(20_000, 90_000, 90_000, { pid: 9, tid: 1 }), // another process
    ];
    expect(mainThreadCpuShare(events)).toBeCloseTo(10_000 / 40_000);
  });

  it("is null without the page's navigation or without thread times", () => {
    expect(mainThreadCpuShare([task(2_000, 10_000, 4_000)])).toBeNull();
    const blank = { ...navigation, args: { data: { isLoadingMainFrame: true, documentLoaderURL: "" } } };
    expect(mainThreadCpuShare([blank, task(2_000, 10_000, 4_000)])).toBeNull();
    expect(mainThreadCpuShare([navigation, task(2_000, 10_000, undefined)])).toBeNull();
  });
});
