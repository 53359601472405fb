/**
 * @module
 * One timed run of the benchmark: its time and the memory it took (`measure`), both rounded for
 * the JSON, and the node budget that stops a run gone far past its cap.
 */
import { performance } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

// A forced collection before each run makes `heapBytes` mean "held by this run", not leftovers.
// `--expose-gc` can be switched on at run time; the function then lives in a fresh context.
setFlagsFromString('--expose-gc')
const collect = runInNewContext('gc') as () => void

export interface Measured<T> {
  result: T
  ms: number
  /** Growth of heapUsed + arrayBuffers over the run (see charts/src/benchmark-schema.ts). */
  heapBytes: number
  /** Growth of the process's peak RSS over the run. */
  rssBytes: number
}

/** Times one run of `work` (sync or async) and the memory it took; see the schema for definitions. */
export async function measure<T>(work: () => T | Promise<T>): Promise<Measured<T>> {
  collect()
  const before = process.memoryUsage()
  const peakBefore = process.resourceUsage().maxRSS
  const start = performance.now()
  const result = await work()
  const ms = performance.now() - start
  const after = process.memoryUsage()
  const peakAfter = process.resourceUsage().maxRSS
  return {
    result,
    ms,
    heapBytes: after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers),
    rssBytes: (peakAfter - peakBefore) * 1024,
  }
}

/** Rounds a time for the JSON: enough digits for sub-millisecond rows, no float noise. */
export function roundMs(ms: number): number {
  return ms < 10 ? Math.round(ms * 1000) / 1000 : Math.round(ms * 10) / 10
}

/**
 * Rounds a ratio for the JSON to three significant digits, so that a small one (a GPU's time
 * against a CPU's) keeps its digits and never rounds to 0.
 */
export function roundRatio(x: number): number {
  return Number(x.toPrecision(3))
}

/**
 * A node budget that lets a run go a few times past the cap and then stops it, so the one run
 * that ends a series (each size costs several times the one before) cannot run on and on.
 */
export function budgetFor(
  nodesPerMs: number | undefined,
  capMs: number,
  factor = 4,
): number | undefined {
  if (nodesPerMs === undefined || !Number.isFinite(nodesPerMs) || nodesPerMs <= 0) return undefined
  return Math.max(1000, Math.ceil(nodesPerMs * capMs * factor))
}
