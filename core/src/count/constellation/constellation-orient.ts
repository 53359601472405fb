import { imageOf, type Constellation } from './constellation-plan.ts'
import { bitCount, rowMask } from './constellation-rows.ts'

/**
 * @module
 * Which way up a constellation is searched. Any of the 8 symmetries of its border counts the same
 * solutions, but the rows are searched top to bottom, and the number of nodes depends on which
 * side is the top: the worst side of a constellation can cost several times its best.
 *
 * `estimateOf` guesses the nodes of a side from its rows' free squares alone: a level k deep is
 * reached about (free squares of rows 0..k, multiplied) times, each row's count discounted by
 * `DISCOUNT` once per row above it for the queens placed there. Summed over the levels, that picks
 * sides close to the best, and closer than the product of the first rows alone (the nodes each
 * choice visits are in commit dc20700's message; the counters' nodes now, in measured.json's
 * `countNodes` and the benchmark).
 */

/** A search row's free squares kept, per row above it (fitted at n = 12..17, commit dc20700). */
const DISCOUNT = 0.75

/**
 * The constellation turned by `orientation` (the one a cursor recorded), or else to the side whose
 * search `estimateOf` finds smallest, the first of the 8 symmetries in `imageOf`'s order among
 * equals; either way the same orbit, so the same weight and `turns`. Chosen when a constellation
 * is searched, which costs next to nothing there, rather than in the plan, which is made whole
 * even to resume one constellation.
 *
 * @example
 * orient(8, planConstellations(8)[0]) // the same border, possibly turned or mirrored
 */
export function orient(
  n: number,
  constellation: Constellation,
  orientation?: number,
): Constellation {
  const { top: a, bottom: b, left: c, right: d } = constellation
  const border = new Int32Array(4)
  let best = orientation ?? 0
  if (orientation === undefined) {
    let smallest = Infinity
    // Mirroring left-right keeps every row's free squares, so each of symmetries 4..7 estimates
    // as 0, 2, 1, 3 do (4 = 0 mirrored, 5 = 2, 6 = 1, 7 = 3) and would lose the tie to it: only
    // 0..3 need estimating.
    for (let t = 0; t < 4; t++) {
      imageOf(t, n, a, b, c, d, border)
      const estimate = estimateOf(n, border[0], border[1], border[2], border[3])
      if (estimate < smallest) {
        smallest = estimate
        best = t
      }
    }
  }
  imageOf(best, n, a, b, c, d, border)
  const [top, bottom, left, right] = border
  return { ...constellation, top, bottom, left, right, orientation: best }
}

/**
 * The guess of the nodes of searching this border top to bottom: the sum over the search rows k
 * of the product, over rows j = 0..k, of row j's free squares times DISCOUNT^j.
 *
 * @example
 * estimateOf(8, 2, 5, 3, 4) // rows 1, 2, 5, 6 have 1, 2, 2, 1 free: 1 + 1.5 + 1.6875 + 0.71… ≈ 4.90
 */
function estimateOf(n: number, top: number, bottom: number, left: number, right: number): number {
  let estimate = 0
  let reached = 1
  // DISCOUNT^j for row j.
  let kept = 1
  for (let r = 1; r < n - 1; r++) {
    if (r === left || r === right) continue
    reached *= bitCount(rowMask(n, r, top, bottom, left, right)) * kept
    estimate += reached
    kept *= DISCOUNT
  }
  return estimate
}
