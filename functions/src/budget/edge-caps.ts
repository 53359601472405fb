import type { Finder } from '@nqueens/core'

/**
 * The largest n the Worker takes, per method and for verification. Core accepts more (construct
 * goes to 10^8), but one request has `cpu_ms` = 50 of CPU and 128 MB: reading, encoding and
 * hashing a board costs about 0.5 µs per queen here (parse and encode each ~0.2 µs), so a board
 * of 20,000 queens takes some 10 ms before any search, and an answer of 20,000 queens is about
 * 120 KB of JSON. test/node/cpu-budget.test.ts runs every method at its cap with the largest
 * budget and holds each request under half of `cpu_ms`; a 400 beyond a cap names it.
 *
 * Backtracking in lexicographic order (`first`, `enumerate`) costs O(n) per node and has no hope
 * past a few dozen rows anyway, so it stops at 48 (which also keeps its budget meaningful:
 * scripts/measure/nodes-per-ms.ts measures each method at its cap, its slowest per node).
 */
export const MAX_EDGE_N = 20_000

const CAPS: Record<string, number> = {
  first: 48,
  enumerate: 48,
  // O(n) per node (it scans rows and columns for the most constrained): at 20,000 queens a node
  // costs 0.1 ms. core's default switches to construct at 1000 for the same reason.
  mrv: 1000,
  // n² neurons.
  boltzmann: 200,
}

export function edgeMaxN(finder: Finder): number {
  return Math.min(finder.maxN, CAPS[finder.id] ?? MAX_EDGE_N)
}

/** Largest board /api/verify reads (POST); the GET form is limited by URL length first. */
export const MAX_VERIFY_N = MAX_EDGE_N
