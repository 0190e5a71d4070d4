/** A span of time, UTC ms, half-open: [start, end). Pure. */
export interface Interval {
  readonly start: number;
  readonly end: number;
}

/** Intervals sorted by start with overlapping or touching ones joined (empty ones dropped). */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const i of sorted) {
    const last = merged.at(-1);
    if (last && i.start <= last.end) {
      if (i.end > last.end) merged[merged.length - 1] = { start: last.start, end: i.end };
    } else merged.push(i);
  }
  return merged;
}

/** The common parts of two sorted, merged lists of intervals (sorted, merged). */
export function intersectIntervals(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    const start = Math.max(x.start, y.start);
    const end = Math.min(x.end, y.end);
    if (start < end) out.push({ start, end });
    if (x.end < y.end) i += 1;
    else j += 1;
  }
  return out;
}

/** Whether two half-open intervals share any instant. */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}
