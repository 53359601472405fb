import { InvalidInputError } from '../errors.ts'
import { classifyLeaf } from './symmetry-classify.ts'

/**
 * The hot loop of the symmetry counter: one branch of the search, walked with an explicit stack.
 *
 * A branch fixes the queen of row 0 at column `top` and the queens of rows 1..rows.length. Every
 * board is counted through its canonical form, the one whose border queens (the queens in row 0,
 * row n-1, column 0 and column n-1) are the most "cornered" with the row-0 queen the closest to a
 * corner (Takaken's idea). So:
 * - `top = 0` (a corner queen): such boards have no symmetry; of the two boards in each orbit with
 *   the queen at (0, 0), the one with the row-1 queen at column k < the row of the column-1 queen is
 *   canonical, so column 1 stays empty in rows 2..k-1. Each solution found is one class of 8.
 * - `1 <= top < n-1-top`: no other border queen may be closer to a corner than `top`: columns 0
 *   and n-1 stay empty above row `top` and below row n-1-top (`edgeRow`, by which both must be
 *   used), and the last row keeps `top` columns clear of each corner. A solution whose other border
 *   queens are all strictly farther is canonical at once (a class of 8); a tie goes to
 *   `classifyLeaf`, which compares the board with its images.
 *
 * Representation (as in `bitmask`): bit c is column c; `cols`, `ld` ("\" diagonals, shifting left
 * each row down) and `rd` ("/", shifting right) are the squares attacked in a row; `allowed` holds
 * the columns each row may use under the rules above. Example, n = 8, top = 2: rows 1 keeps
 * columns 0 and 7 out (`allowed[1] = 0b01111110`), row 5 (= edgeRow) must complete the pair of
 * edge columns, and row 7 allows only columns 2..5 (`0b00111100`).
 *
 * A node is one queen placed in rows `start`..n-2; the queen of row n-1 is forced (one column is
 * left) and is counted as part of its parent's node. Stacks are indexed by row.
 */
export interface Search {
  n: number
  top: number
  /** First row the walk places a queen in (rows above it are the branch's fixed queens). */
  start: number
  /** For top >= 1, the row n-1-top; 0 when there is no edge rule (corner branch). */
  edgeRow: number
  allowed: Int32Array
  free: Int32Array
  cols: Int32Array
  ld: Int32Array
  rd: Int32Array
  /** Columns of the current queens by row; scratch for `classifyLeaf`. */
  board: Int32Array
  /** Current row of the frontier; `done` once the branch is exhausted. */
  row: number
  done: boolean
  /** Canonical solutions found so far, by the size of their orbit. */
  c2: number
  c4: number
  c8: number
}

/**
 * Sets up the branch `top`, `rows` for n ≥ 4, checking it is one the counter could have made;
 * otherwise throws `InvalidInputError(parameter, …)`.
 *
 * @example
 * walkSearch(openSearch(8, 1, [], 'unit'), -1) // then .c4 === 1 and .c8 === 11 would need all branches
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
    free: new Int32Array(n),
    cols: new Int32Array(n),
    ld: new Int32Array(n),
    rd: new Int32Array(n),
    board: new Int32Array(n),
    row: start,
    done: false,
    c2: 0,
    c4: 0,
    c8: 0,
  }
  s.board[0] = top
  s.cols[1] = 1 << top
  s.ld[1] = 2 << top
  s.rd[1] = (1 << top) >>> 1
  for (let row = 1; row < start; row++) {
    const col = rows[row - 1]
    const bit = Number.isInteger(col) && col >= 0 && col < n ? 1 << col : 0
    if ((freeAt(s, row) & bit) === 0) {
      throw new InvalidInputError(parameter, `has a queen the counter never places in row ${row}`)
    }
    place(s, row, bit)
  }
  s.free[start] = freeAt(s, start)
  s.done = s.free[start] === 0
  return s
}

/** The columns row `row` may take, given the queens above it. */
function freeAt(s: Search, row: number): number {
  const c = s.cols[row]
  const f = s.allowed[row] & ~(c | s.ld[row] | s.rd[row])
  if (row !== s.edgeRow) return f
  // By this row both edge columns must hold a queen: none yet is a dead end, one means this row
  // must take the other.
  const side = 1 | (1 << (s.n - 1))
  const used = c & side
  return used === 0 ? 0 : used === side ? f : f & side
}

function place(s: Search, row: number, bit: number): void {
  s.board[row] = 31 - Math.clz32(bit)
  s.cols[row + 1] = s.cols[row] | bit
  s.ld[row + 1] = (s.ld[row] | bit) << 1
  s.rd[row + 1] = (s.rd[row] | bit) >>> 1
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
      s.free[row] = free & -(1 << col)
      s.row = row
    } else {
      // -(2 << col) keeps the columns above col (for col = 31 the shift wraps to 0: nothing).
      s.free[row] = free & -(2 << col)
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
  for (let row = s.start; row < s.row; row++) path.push(s.board[row])
  const f = s.free[s.row]
  path.push(31 - Math.clz32(f & -f))
  return path
}

/**
 * Walks the branch from its frontier, attempting at most `limit` placements (-1 = no limit), and
 * returns how many it attempted. Afterwards `done` says whether the branch is exhausted; if not,
 * the search stopped exactly at its limit and `frontierOf` says where.
 */
export function walkSearch(s: Search, limit: number): number {
  if (s.done) return 0
  const { free, cols, ld, rd, allowed, board, start, edgeRow } = s
  const n = s.n
  const last = n - 1
  const pen = n - 2
  const side = 1 | (1 << last)
  // Ties with the row-0 queen: the edge columns in rows top and n-1-top, the last row at columns
  // top and n-1-top. None of them applies to a corner branch.
  const tieSide = s.top === 0 ? 0 : side
  const tieLast = s.top === 0 ? 0 : (1 << s.top) | (1 << (last - s.top))
  const rowA = s.top + 1
  const rowB = edgeRow + 1
  let c8 = 0
  let nodes = 0
  let y = s.row
  for (;;) {
    const f = free[y]
    if (f === 0) {
      if (y === start) {
        s.done = true
        break
      }
      y--
      continue
    }
    if (nodes === limit) break
    // The lowest free column: two's complement makes -f flip every bit above it.
    const bit = f & -f
    free[y] = f ^ bit
    nodes++
    const nc = cols[y] | bit
    const nl = (ld[y] | bit) << 1
    const nr = (rd[y] | bit) >>> 1
    if (y === pen) {
      const lastBit = allowed[last] & ~(nc | nl | nr)
      if (lastBit !== 0) {
        cols[last] = nc
        // cols[r + 1] ^ cols[r] is the queen of row r.
        const tie =
          (lastBit & tieLast) |
          ((cols[rowA] ^ cols[rowA - 1]) & tieSide) |
          ((cols[rowB] ^ cols[rowB - 1]) & tieSide)
        if (tie === 0) c8++
        else {
          for (let row = start; row <= pen; row++)
            board[row] = 31 - Math.clz32(cols[row + 1] ^ cols[row])
          board[last] = 31 - Math.clz32(lastBit)
          const size = classifyLeaf(n, board)
          if (size === 8) c8++
          else if (size === 4) s.c4++
          else if (size === 2) s.c2++
        }
      }
      continue
    }
    let nf = allowed[y + 1] & ~(nc | nl | nr)
    if (y + 1 === edgeRow) {
      const used = nc & side
      nf = used === 0 ? 0 : used === side ? nf : nf & side
    }
    if (nf !== 0) {
      y++
      free[y] = nf
      cols[y] = nc
      ld[y] = nl
      rd[y] = nr
    }
  }
  s.row = y
  s.c8 += c8
  if (!s.done)
    for (let row = start; row < y; row++) board[row] = 31 - Math.clz32(cols[row + 1] ^ cols[row])
  return nodes
}
