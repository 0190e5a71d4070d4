/**
 * The order of the bench's measured runs (docs/decisions/086).
 *
 * The host's speed drifts during a bench: Lighthouse's benchmarkIndex moved 1,566–2,903
 * within one run on the 2-CPU host. Run page by page, a page's five runs fall in the same
 * few minutes, and a slow spell lands on all of them. So the runs go in rounds: each round
 * measures every page once, the empty page (the control line) at its start and halfway,
 * and each round starts further down the list, so a page is measured at a different point
 * of every round. A page's median then spans the whole bench, as the control line's does.
 */
export type Slot = { kind: "control" } | { kind: "page"; page: string; run: number };

/** `runs` rounds over `pages`, each a list of slots in the order they are measured. */
export function runOrder(pages: readonly string[], runs: number): Slot[][] {
  const rounds: Slot[][] = [];
  const shift = pages.length ? Math.max(1, Math.floor(pages.length / runs)) : 0;
  for (let run = 0; run < runs; run++) {
    const rotated = pages.map((_, i) => pages[(i + run * shift) % pages.length]!);
    const half = Math.ceil(rotated.length / 2);
    const slot = (page: string): Slot => ({ kind: "page", page, run });
    rounds.push([
      { kind: "control" },
      ...rotated.slice(0, half).map(slot),
      { kind: "control" },
      ...rotated.slice(half).map(slot),
    ]);
  }
  return rounds;
}
