import { InvalidInputError } from '../../errors.ts'
import { FREE, LD, QUEEN, RD, type StackSearch } from '../stack-search.ts'

/**
 * One branch of the symmetry count, walked with an explicit stack. A branch fixes the queen of
 * row 0 at column `top` and the queens of rows 1..rows.length. Each board is counted through its
 * canonical form, the one whose border queens (in row 0, row n-1, column 0, column n-1) sit
 * closest to the corners, the row-0 queen closest of all (Takaken's idea):
 * - `top = 0`, a corner queen: of the two boards of an orbit with a queen at (0, 0), the one with
 *   the row-1 queen at column k below the row of the column-1 queen is canonical, so column 1
 *   stays empty in rows 2..k-1. Each solution is one class of 8.
 * - `1 <= top < n-1-top`: columns 0 and n-1 stay empty above row `top` and below row n-1-top
 *   (`edgeRow`), and the last row keeps `top` columns clear of each corner. A solution whose
 *   other border queens are all farther out is a class of 8; a tie goes to `classifyLeaf`.
 *
 * Representation (the stack of stack-search.ts, one level per row): `cols`, `ld` ("\", shifting
 * left each row down) and `rd` ("/", shifting right) are the squares attacked in a row; `allowed`
 * holds the columns each row may use. Example, n = 8, top = 2: rows 1 and 6 keep columns 0 and 7 out
 * (`0b01111110`), and row 7 allows only columns 2..5 (`0b00111100`).
 *
 * A node is one queen placed in rows `start`..n-2; the forced queen of row n-1 counts as part of
 * its parent's node.
 */
export interface Search extends StackSearch {
  top: number
  /** First row the walk places a queen in (rows above it are the branch's fixed queens). */
  start: number
  /** For top >= 1, the row n-1-top (a queen there on an edge ties); 0 for a corner branch. */
  edgeRow: number
  /** Current row of the frontier; `done` once the branch is exhausted. */
  row: number
  /**
   * The orbits found so far (one canonical board each), by their size: `orbits8`, boards no
   * symmetry keeps; `orbits4`, kept by a half turn only; `orbits2`, kept by a quarter turn.
   */
  orbits8: number
  orbits4: number
  orbits2: number
}

/**
 * Sets up the branch `top`, `rows` for n ≥ 4, validating it as one the counter could have made;
 * otherwise throws `InvalidInputError(parameter, …)`.
 *
 * @example
 * const s = openSearch(8, 1, [], 'unit')
 * walkSearch(s, -1) // then s.orbits8 === 7: seven of the eleven classes of 8 have top = 1
 */
export function openSearch(
  n: number,
  top: number,
  rows: readonly number[],
  parameter: string,
): Search {
  const all = (2 ** n - 1) | 0
  const side = 1 | (1 << (n - 1))
  const corner = top === 0
  if (!Number.isInteger(top) || top < 0 || !(corner || top < n - 1 - top)) {
    throw new InvalidInputError(parameter, `has a row-0 queen the counter never places (${top})`)
  }
  const start = 1 + rows.length
  if (corner && rows.length < 1) {
    throw new InvalidInputError(parameter, 'needs the row-1 queen of a corner branch')
  }
  if (start > n - 2) throw new InvalidInputError(parameter, 'fixes too many rows')
  const allowed = new Int32Array(n).fill(all)
  let edgeRow = 0
  if (corner) {
    const k = rows[0]
    if (!Number.isInteger(k) || k < 2 || k > n - 2) {
      throw new InvalidInputError(parameter, `has a row-1 queen the counter never places (${k})`)
    }
    for (let row = 2; row < k; row++) allowed[row] = all & ~2
  } else {
    edgeRow = n - 1 - top
    for (let row = 1; row < top; row++) allowed[row] = all & ~side
    for (let row = edgeRow + 1; row < n - 1; row++) allowed[row] = all & ~side
    // The last row keeps `top` columns clear of each corner: those are the bits 0..top-1 and
    // n-top..n-1, the complement of `top` ones shifted up by `top`.
    allowed[n - 1] = all & ((2 ** (n - 2 * top) - 1) << top)
  }
  const s: Search = {
    n,
    top,
    start,
    edgeRow,
    allowed,
    stack: new Int32Array(4 * n),
    cols: 0,
    row: start,
    done: false,
    orbits2: 0,
    orbits4: 0,
    orbits8: 0,
  }
  place(s, 0, 1 << top)
  for (let row = 1; row < start; row++) {
    const col = rows[row - 1]
    const bit = Number.isInteger(col) && col >= 0 && col < n ? 1 << col : 0
    if ((freeAt(s, row) & bit) === 0) {
      throw new InvalidInputError(parameter, `has a queen the counter never places in row ${row}`)
    }
    place(s, row, bit)
  }
  s.stack[4 * start + FREE] = freeAt(s, start)
  s.done = s.stack[4 * start + FREE] === 0
  return s
}

/** The columns row `row` may take, given the queens above it. */
function freeAt(s: Search, row: number): number {
  return s.allowed[row] & ~(s.cols | s.stack[4 * row + LD] | s.stack[4 * row + RD])
}

/** Puts the queen `bit` in row `row` and prepares the diagonals of the row below. */
function place(s: Search, row: number, bit: number): void {
  const k = 4 * row
  s.stack[k + QUEEN] = bit
  s.stack[k + 4 + LD] = (s.stack[k + LD] | bit) << 1
  s.stack[k + 4 + RD] = (s.stack[k + RD] | bit) >>> 1
  s.cols |= bit
}

/**
 * Moves a fresh search to a frontier written by `frontierOf`: the columns of the queens in rows
 * start.. and, last, the next column to try in the row below them. Throws on anything else.
 *
 * @example
 * resumeSearch(openSearch(8, 1, [], 'cursor'), [3, 5, 0], 'cursor')
 */
export function resumeSearch(s: Search, path: readonly number[], parameter: string): void {
  const depth = path.length - 1
  if (s.done || depth < 0 || s.start + depth > s.n - 2) {
    throw new InvalidInputError(parameter, 'has a frontier that does not fit this branch')
  }
  for (let i = 0; i <= depth; i++) {
    const row = s.start + i
    const col = path[i]
    const bit = Number.isInteger(col) && col >= 0 && col < s.n ? 1 << col : 0
    const free = freeAt(s, row)
    if ((free & bit) === 0) {
      throw new InvalidInputError(
        parameter,
        `has a frontier the counter never reaches (row ${row})`,
      )
    }
    if (i === depth) {
      // -(1 << col) keeps the columns from col up: those are still to try.
      s.stack[4 * row + FREE] = free & -(1 << col)
      s.row = row
    } else {
      // -(2 << col) keeps the columns above col (for col = 31 the shift wraps to 0: nothing).
      s.stack[4 * row + FREE] = free & -(2 << col)
      place(s, row, bit)
    }
  }
}

/**
 * The frontier of a stopped search, as `resumeSearch` reads it.
 *
 * @example
 * frontierOf(search) // [3, 5, 0]: queens at columns 3, 5 in rows start, start+1; next try column 0
 */
export function frontierOf(s: Search): number[] {
  const path: number[] = []
  for (let row = s.start; row < s.row; row++) path.push(31 - Math.clz32(s.stack[4 * row + QUEEN]))
  const f = s.stack[4 * s.row + FREE]
  path.push(31 - Math.clz32(f & -f))
  return path
}
