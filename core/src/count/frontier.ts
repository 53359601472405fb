import { decodeCursor, encodeCursor } from '../cursor.ts'
import { InvalidInputError } from '../errors.ts'
import type { CounterId } from '../types.ts'

/**
 * The frontier of a row-by-row depth-first count, which is what a cursor of the backtracking
 * counters (`backtrack`, `flags`, `bitmask`, `mirror`) holds. All four try the columns of a row in
 * increasing order, so they walk the same tree in the same (lexicographic) order and one frontier
 * shape serves them all: the queens placed so far, and the next column to try in the row below.
 *
 * Example, n = 8: state `[0, 4, 7, 5]` means queens at columns 0, 4, 7 in rows 0, 1, 2 (0-based),
 * every placement that starts lexicographically before `0, 4, 7, 5` has been counted, and the next
 * node to attempt is column 5 in row 3. `[3]` means row 0 is next, at column 3.
 */
export interface Frontier {
  /** Columns of the queens in rows 0..depth-1; the rest of the array is scratch for the walk. */
  path: Int32Array
  /** Queens placed, 0..n-1. */
  depth: number
  /** The next column to try in row `depth`; n when that row has no column left. */
  next: number
  /** Solutions counted by the calls before this one. */
  total: bigint
}

/**
 * The error for a cursor whose state no counter of n could have stopped at: every counter's
 * cursor reader refuses such a state with it.
 *
 * @example
 * notAFrontier(8).message // 'Invalid cursor: has a state that is not a frontier for n = 8'
 */
export function notAFrontier(n: number): InvalidInputError {
  return new InvalidInputError('cursor', `has a state that is not a frontier for n = ${n}`)
}

/**
 * Reads the frontier from a cursor, or starts at the root when there is none. `firstRow` is how
 * many first-row columns the counter tries (n, or half of it for `mirror`). Refuses, as
 * `InvalidInputError('cursor', …)`, a cursor for another algorithm or n, and any state that is not a
 * frontier this counter could have stopped at: out-of-range columns or queens that attack each other.
 *
 * @example
 * openFrontier('bitmask', 8, undefined).next // 0
 */
export function openFrontier(
  algorithm: CounterId,
  n: number,
  cursor: string | undefined,
  firstRow = n,
): Frontier {
  const path = new Int32Array(n)
  if (cursor === undefined) return { path, depth: 0, next: 0, total: 0n }
  const payload = decodeCursor(cursor, { kind: 'count', algorithm, n })
  const state = payload.state
  const total = payload.sums?.total
  if (typeof total !== 'string' || !/^\d{1,40}$/.test(total)) {
    throw new InvalidInputError('cursor', 'has no valid sums (the total so far)')
  }
  if (
    !Array.isArray(state) ||
    state.length < 1 ||
    state.length > n ||
    !state.every((c) => Number.isInteger(c) && c >= 0 && c <= n)
  ) {
    throw notAFrontier(n)
  }
  const depth = state.length - 1
  for (let row = 0; row < depth; row++) {
    const col = state[row] as number
    if (col === n)
      throw new InvalidInputError('cursor', `has a column past the board in row ${row}`)
    for (let above = 0; above < row; above++) {
      if (path[above] === col || Math.abs(path[above] - col) === row - above) {
        throw new InvalidInputError('cursor', `has queens that attack each other in row ${row}`)
      }
    }
    path[row] = col
  }
  const next = state[depth] as number
  if ((depth === 0 ? next : path[0]) >= (depth === 0 ? firstRow + 1 : firstRow)) {
    throw new InvalidInputError('cursor', 'starts in a first-row column this counter never tries')
  }
  return { path, depth, next, total: BigInt(total) }
}

/**
 * Writes a frontier (and the total so far) as a cursor that `openFrontier` reads back.
 *
 * @example
 * closeFrontier('bitmask', 8, { path: Int32Array.of(0, 4, 0, 0, 0, 0, 0, 0), depth: 2, next: 7, total: 0n })
 * // a cursor whose state is [0, 4, 7]
 */
export function closeFrontier(algorithm: CounterId, n: number, frontier: Frontier): string {
  const state = [...frontier.path.subarray(0, frontier.depth), frontier.next]
  return encodeCursor({
    kind: 'count',
    algorithm,
    n,
    state,
    sums: { total: frontier.total.toString() },
  })
}

/**
 * How much of a row-by-row search lies behind its frontier, from 0 to below 1: in each row on
 * the path the free columns before the path's (the columns no queen above attacks) are done, and
 * each free column is taken to hold an equal part of what lies below its parent. The subtrees are
 * not equal, so this is an estimate, closer the further the search has come. `firstRow` is how
 * many first-row columns the counter tries. Rows so deep that their part is negligible are left
 * out, so a frontier costs at most a few dozen rows of n columns.
 *
 * @example
 * frontierFraction(8, Int32Array.of(4), 1, 0) // 0.5: columns 0..3 of row 0 are done
 */
export function frontierFraction(
  n: number,
  path: ArrayLike<number>,
  depth: number,
  next: number,
  firstRow = n,
): number {
  let fraction = 0
  let part = 1
  for (let row = 0; row <= depth && part > NEGLIGIBLE; row++) {
    const column = row < depth ? path[row] : next
    const width = row === 0 ? firstRow : n
    let free = 0
    let before = 0
    for (let c = 0; c < width; c++) {
      if (isAttacked(path, row, c)) continue
      free++
      if (c < column) before++
    }
    if (free === 0) break
    part /= free
    fraction += before * part
  }
  // Past the last free column of a row `backtrack` and `flags` still try the attacked ones: the
  // search is not over though every free column is, so the fraction stays below 1.
  return Math.min(fraction, 1 - NEGLIGIBLE)
}

/** A part of the whole search too small to change an estimate (and what stays of 1 at most). */
export const NEGLIGIBLE = 2 ** -40

/** Whether a queen in rows 0..row-1 of `path` attacks (row, column). */
function isAttacked(path: ArrayLike<number>, row: number, column: number): boolean {
  for (let above = 0; above < row; above++) {
    const c = path[above]
    if (c === column || Math.abs(c - column) === row - above) return true
  }
  return false
}
