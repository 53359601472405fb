/**
 * @module
 * The counters `/api/count` runs: core's, and `parallel`, which here counts the split's units
 * (the constellations) within the request, in plan order (`countSplitInOrder`), on the same engine
 * as `constellation`, with the thread pool's cursors.
 * On a PC the units run on threads, and the jobs API (`POST /api/jobs`) spreads them over many
 * Worker invocations; one request counts them all at one request's pace, resumable by cursor.
 */
import {
  COUNT_MAX_N,
  countSplitInOrder,
  getCounter,
  type CounterId,
  type CountResult,
} from '@nqueens/core'

/** The counter used when the caller names none: the fastest, and it counts unique solutions. */
export const DEFAULT_COUNTER: CounterId = 'constellation'

/** Largest n each algorithm accepts here: the route validates n against it, once. */
export function counterMaxN(algorithm: CounterId): number {
  return algorithm === 'parallel' ? COUNT_MAX_N : getCounter(algorithm).maxN
}

/**
 * Runs one bounded step of a count, from the start or from a verified core cursor: core's public
 * count, which validates what it is handed once and reads the cursor once.
 */
export function runCount(
  algorithm: CounterId,
  n: number,
  budget: number,
  cursor: string | undefined,
): CountResult {
  if (algorithm === 'parallel') return countSplitInOrder(n, { budget, cursor })
  return getCounter(algorithm).count(n, { budget, cursor })
}
