/**
 * How much of Lighthouse's main-thread work the page's main thread spent computing
 * (docs/decisions/086). Lighthouse times each task by the wall clock, so a task's time
 * includes the time its thread did not run: on a 2-CPU host about half of it, mostly
 * waiting for a CPU held by the browser's other processes and Lighthouse, a little
 * sleeping in synchronous calls (docs/decisions/086). A trace event's `tdur` is the
 * thread's own CPU time in it. The share is Σ tdur / Σ dur over the main thread's
 * top-level tasks, the ones Lighthouse's figure adds up.
 */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

const taskNames = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/** Σ tdur / Σ dur of the page's main thread's top-level tasks, or null if the trace has no thread time. */
export function mainThreadCpuShare(events: readonly TraceEvent[]): number | null {
  const navigation = events.find(
    (e) =>
      e.name === "navigationStart" &&
      e.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ""),
  );
  if (!navigation) return null;
  const tasks = events
    .filter(
      (e) =>
        e.ph === "X" &&
        taskNames.has(e.name) &&
        e.pid === navigation.pid &&
        e.tid === navigation.tid &&
        e.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts);
  let wall = 0;
  let cpu = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the task before: counted there
    end = task.ts + task.dur!;
    if (task.tdur === undefined) return null;
    wall += task.dur!;
    cpu += task.tdur;
  }
  return wall > 0 ? Math.min(1, cpu / wall) : null;
}
