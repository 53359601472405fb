import { bitCount } from './constellation/constellation-rows.ts'
import { NEGLIGIBLE } from './frontier.ts'

/**
 * @module
 * What the two border searches share, the symmetry counter's branch (symmetry/symmetry-search.ts)
 * and the constellation search (constellation/constellation-search.ts): a board walked row by row
 * with an explicit stack, as bit sets (bit c is column c, as in `bitmask`), and the solutions found
 * so far counted by the size of their orbit.
 *
 * The stack is one Int32Array, four slots per level (level l at 4l): the columns still to try, the
 * level's `ld` and `rd` (the squares the queens above attack along each diagonal), and the queen
 * placed there (one bit). `cols` is kept whole: a queen's bit is XORed out again when the walk
 * backs up.
 */

/** Stack slots of a level. */
export const FREE = 0
export const LD = 1
export const RD = 2
export const QUEEN = 3

/** The state both border searches keep, whatever their levels mean. */
export interface StackSearch {
  n: number
  /** Per level, the columns its row may use. */
  allowed: Int32Array
  /** Four slots per level (`FREE`, `LD`, `RD`, `QUEEN`). */
  stack: Int32Array
  /** Columns of the queens placed above the current level. */
  cols: number
  /** Whether the search is exhausted. */
  done: boolean
}

/**
 * How much of a stopped search's tree below level `first` lies behind its frontier at level
 * `row`, from 0 to below 1, as `frontierFraction` (frontier.ts) weighs a row-by-row search: each
 * free column of a level (allowed, and attacked by no queen above) holds an equal part of its
 * parent, and the columns tried before the path's are done. Levels above `first` are the fixed
 * queens; level `row` holds the columns still to try in `FREE`.
 *
 * @example
 * stackFraction(search, search.start, search.row) // 0.25, say
 */
export function stackFraction(s: StackSearch, first: number, row: number): number {
  const { stack, allowed } = s
  let cols = 0
  for (let level = 0; level < first; level++) cols |= stack[4 * level + QUEEN]
  let fraction = 0
  let part = 1
  for (let level = first; level <= row && part > NEGLIGIBLE; level++) {
    const k = 4 * level
    const free = allowed[level] & ~(cols | stack[k + LD] | stack[k + RD])
    const width = bitCount(free)
    if (width === 0) break
    // Before the queen on the path, or, in the frontier's row, all but the columns left to try.
    const before =
      level < row ? bitCount(free & (stack[k + QUEEN] - 1)) : width - bitCount(stack[k + FREE])
    part /= width
    fraction += before * part
    cols |= stack[k + QUEEN]
  }
  return Math.min(fraction, 1 - NEGLIGIBLE)
}
