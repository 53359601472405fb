import { getCounter, type CountResult, type CounterId } from '@nqueens/core'

/** Largest n each algorithm accepts here; checked before any work. */
export function counterMaxN(algorithm: CounterId): number {
  return getCounter(algorithm).maxN
}

/** Runs one bounded step of a count: from the start, or from a verified core cursor. */
export function runCount(
  algorithm: CounterId,
  n: number,
  budget: number,
  cursor: string | undefined,
): CountResult {
  return getCounter(algorithm).count(n, { budget, cursor })
}
