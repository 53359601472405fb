import { getCounter, type CounterId, type CountResult } from '@nqueens/core'
import { countUnitsInRequest, PARALLEL_MAX_N } from './parallel-units.ts'

/**
 * The counters `/api/count` runs: core's, and `parallel`, which here counts the split units one
 * after another within the request (parallel-units.ts).
 */

/** Largest n each algorithm accepts here; checked before any work. */
export function counterMaxN(algorithm: CounterId): number {
  return algorithm === 'parallel' ? PARALLEL_MAX_N : getCounter(algorithm).maxN
}

/** Runs one bounded step of a count: from the start, or from a verified core cursor. */
export function runCount(
  algorithm: CounterId,
  n: number,
  budget: number,
  cursor: string | undefined,
): CountResult {
  if (algorithm === 'parallel') return countUnitsInRequest(n, budget, cursor)
  return getCounter(algorithm).count(n, { budget, cursor })
}
