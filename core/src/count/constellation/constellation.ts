import { COUNT_MAX_N } from '../../validate.ts'
import type { Counter, CountOptions } from '../../types.ts'
import { countSplitInOrder } from '../split-in-order.ts'
import type { ClassedCountResult } from '../tally.ts'

/**
 * @module
 * constellation: the border queens first. Each solution has one queen in row 0, row n-1, column
 * 0 and column n-1; one border configuration per symmetry orbit is searched (`planConstellations`),
 * in the orientation where it prunes soonest, and its solutions weigh as many boards as its orbit
 * has configurations (NQueensFAF's method; the Q27 project pre-placed the same ring). With the
 * border fixed, the rows in between prune hard from both ends, so it visits fewer nodes than
 * `symmetry` and far fewer than `bitmask` (each counter's nodes per n: the benchmark's rows,
 * charts/src/benchmark.json, and functions/src/lib/budget/measured.json's `countNodes`).
 *
 * Unique counts come from the same pass. An orbit of solutions meets a constellation in as many
 * boards as the symmetries that keep the constellation divided by those that keep the solution,
 * so a constellation whose border no half turn keeps holds only boards of orbits of 8, and
 * elsewhere (49 of the 3,206 constellations at n = 16) its solutions are classed once it is done
 * (`symmetricSolutions`): unique = C2 + C4 + C8 as in `symmetry`.
 *
 * Each constellation is a unit of the split count (split.ts), and the counter is the split's
 * in-order runner (split-in-order.ts), as `parallel` is: the constellations in plan order, branch
 * by branch (constellation-branches.ts) on the thread's engine (engine.ts), the lanes or the walk.
 * Its cursor is the split's (split-state.ts): the first constellation not yet opened, those
 * opened and not finished with their own cursors, and the classes of those finished.
 */
export type ConstellationCountResult = ClassedCountResult

export const constellation: Counter & {
  count(n: number, options?: CountOptions): ConstellationCountResult
} = {
  id: 'constellation',
  maxN: COUNT_MAX_N,
  countsUnique: true,
  count: countConstellations,
}

/**
 * Counts the solutions for n with their symmetry classes, constellation by constellation in plan
 * order.
 *
 * @example
 * countConstellations(8) // { total: 92n, unique: 12n, classes: { c1: 0n, c2: 0n, c4: 1n, c8: 11n }, … }
 */
export function countConstellations(n: number, options?: CountOptions): ConstellationCountResult {
  // A constellation cursor always holds its classes (split-state.ts refuses one without them).
  return countSplitInOrder('constellation', n, options) as ConstellationCountResult
}
