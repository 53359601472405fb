import type { Finder } from '@nqueens/core'

/**
 * The largest n the Worker solves, per method. Core accepts more (construct goes to 10^8), but a
 * Worker has 128 MB and an answer should stay a sane download: a million queens is about 7 MB of
 * JSON (`queens` as a comma list) and a few Int32Arrays of 4 MB each while solving, which also
 * keeps the O(n) setup of local search and the ETag hash inside the CPU limit (proved by
 * test/node/cpu-budget.test.ts). Boltzmann keeps n² neurons, so it stops far earlier.
 */
export const MAX_EDGE_N = 1_000_000

const CAPS: Record<string, number> = {
  // n² neurons: 2000² bytes is 4 MB, and no budget gets anywhere past that.
  boltzmann: 2000,
}

export function edgeMaxN(finder: Finder): number {
  return Math.min(finder.maxN, CAPS[finder.id] ?? MAX_EDGE_N)
}
