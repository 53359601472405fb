import type { Benchmark, CounterBench } from '../../site/src/data/schema.ts'
import { median } from './measure.ts'

/**
 * The counters the Worker runs for `GET /api/count`: single-threaded (a Worker has no threads),
 * so its node budget per request comes from their speed.
 */
export const WORKER_COUNTERS = ['symmetry']

/** Rows shorter than this are mostly timer and call overhead, not counting speed. */
const MIN_MS = 20

/** The median nodes per millisecond of the Worker's counters over their rows of at least 20 ms. */
export function workerRate(
  benches: readonly CounterBench[],
  capMs: number,
): Benchmark['workerRate'] {
  const minMs = Math.min(MIN_MS, capMs / 4)
  const samples = benches
    .filter((bench) => WORKER_COUNTERS.includes(bench.id))
    .flatMap((bench) =>
      bench.rows
        .filter((row) => row.status === 'complete' && row.ms >= minMs && row.nodes > 0)
        .map((row) => ({
          counter: bench.id,
          n: row.n,
          nodesPerMs: Math.round(row.nodes / row.ms),
        })),
    )
  if (samples.length === 0) {
    // A quick run may not reach 20 ms; then the longest row of each counter stands in.
    for (const bench of benches.filter((b) => WORKER_COUNTERS.includes(b.id))) {
      const row = bench.rows.filter((r) => r.status === 'complete' && r.ms > 0).at(-1)
      if (row)
        samples.push({
          counter: bench.id,
          n: row.n,
          nodesPerMs: Math.max(1, Math.round(row.nodes / row.ms)),
        })
    }
  }
  if (samples.length === 0) throw new Error(`no timed rows for ${WORKER_COUNTERS.join(', ')}`)
  return {
    nodesPerMs: Math.round(median(samples.map((s) => s.nodesPerMs))),
    counters: WORKER_COUNTERS,
    minMs,
    samples,
  }
}
