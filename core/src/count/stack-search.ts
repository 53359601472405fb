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
  /**
   * Solutions found so far by the size of their orbit, as in a `Tally`: c8, boards no symmetry
   * keeps; c4, kept by a half turn only; c2, kept by a quarter turn.
   */
  c8: number
  c4: number
  c2: number
}
