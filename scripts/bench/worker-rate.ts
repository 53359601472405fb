import type { Benchmark, CounterBench } from '@nqueens/charts/benchmark-schema'
import { median } from '../stats.ts'

/** Rows shorter than this are mostly timer and call overhead, not counting speed. */
const MIN_MS = 20

/**
 * Nodes per millisecond of the counters the Worker runs for `GET /api/count`: every single-thread
 * counter (a Worker has no threads, so `parallel` is left out, nor a GPU, so `webgpu`). The headline figure is the median
 * over all their rows of at least 20 ms; `perCounter` has each counter's own median.
 */
export function workerRate(
  benches: readonly CounterBench[],
  capMs: number,
): Benchmark['workerRate'] {
  const workers = benches.filter((bench) => bench.threads === 1 && bench.engine !== 'webgpu')
  const minMs = Math.min(MIN_MS, capMs / 4)
  const samples: Benchmark['workerRate']['samples'] = []
  for (const bench of workers) {
    const rows = bench.rows.filter(
      (row) => row.status === 'complete' && row.ms > 0 && row.nodes > 0,
    )
    // A quick run may not reach 20 ms; then the longest row stands in.
    const long = rows.filter((row) => row.ms >= minMs)
    for (const row of long.length > 0 ? long : rows.slice(-1)) {
      samples.push({
        counter: bench.id,
        n: row.n,
        nodesPerMs: Math.max(1, Math.round(row.nodes / row.ms)),
      })
    }
  }
  if (samples.length === 0) throw new Error('no timed rows for the single-thread counters')
  const perCounter: Record<string, number> = {}
  for (const bench of workers) {
    const own = samples.filter((s) => s.counter === bench.id).map((s) => s.nodesPerMs)
    if (own.length > 0) perCounter[bench.id] = Math.round(median(own))
  }
  return {
    nodesPerMs: Math.round(median(samples.map((s) => s.nodesPerMs))),
    counters: Object.keys(perCounter),
    perCounter,
    minMs,
    samples,
  }
}
