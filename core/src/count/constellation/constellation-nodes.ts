/**
 * @module
 * The nodes the constellation search visits for each n, recorded once as the counts were: the
 * search is deterministic, so each n's nodes are a constant, and a count's progress is its nodes
 * so far over them. The lanes, the walk and the GPU kernel visit the same nodes
 * (`nqueens count N --engine lanes --json` prints them); n = 1..4 search nothing (every unit is
 * counted as it opens).
 */
import { knownCount } from '../../board/known.ts'

/** Indexed by n: the nodes of n's whole search, where counted. */
const RECORDED: readonly number[] = [
  0, 0, 0, 0, 0, 1, 6, 45, 269, 1299, 6257, 30965, 162651, 872276, 5125348, 31403504, 209210677,
  1446368849, 10718589343,
]

/**
 * The nodes of n's whole search where they were recorded, else undefined.
 *
 * @example
 * recordedNodes(16) // 209210677
 */
export function recordedNodes(n: number): number | undefined {
  return RECORDED[n]
}

/**
 * The nodes n's search is expected to visit: the recorded ones, else the last recorded n's nodes
 * per solution times n's known solutions (a few per cent off, as the ratio drifts slowly), else
 * undefined.
 *
 * @example
 * expectedNodes(16) // 209210677, recorded
 * expectedNodes(20) // about 6·10^11, estimated
 */
export function expectedNodes(n: number): { nodes: number; recorded: boolean } | undefined {
  const recorded = recordedNodes(n)
  if (recorded !== undefined) return { nodes: recorded, recorded: true }
  const last = RECORDED.length - 1
  const known = knownCount(n)
  if (known === undefined || n < last) return undefined
  const perSolution = RECORDED[last] / Number(knownCount(last)!.total)
  return { nodes: perSolution * Number(known.total), recorded: false }
}
