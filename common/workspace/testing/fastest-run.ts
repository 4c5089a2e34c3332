/** The fastest of `runs` runs of `work`, in ms: the least disturbed by a loaded machine. */
export function fastestRun(work: () => unknown, runs = 3): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}
