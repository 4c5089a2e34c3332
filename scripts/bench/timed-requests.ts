// Shared by the benches that time the data API in process (Hono's app.request): the server's own time
// of each request, its body read, and the p50 and p99 of a run.

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Runs `samples` requests one after another; any answer that is not 2xx stops the bench. */
export async function timed(
  samples: number,
  run: (index: number) => Promise<Response> | Response,
): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    const response = await run(index);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`Request ${index} answered ${response.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}
