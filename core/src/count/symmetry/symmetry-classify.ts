import type { Search } from './symmetry-search.ts'

/**
 * @module
 * The slow path of the symmetry counter, for the few solutions whose border queens tie with the
 * row-0 queen: decides whether the board is the canonical one of its orbit, and the orbit's size.
 *
 * Canonical, here: first the border queens ("the ring": row-0 queen at column a, row n-1 queen at
 * column b, the queens of column 0 and column n-1 at rows c and d), compared by the key
 * (distance of a to the nearest corner, a, b, c, d); among the images that keep the same ring, the
 * board whose columns read smallest row by row. Every orbit has exactly one such board, and the
 * search only visits boards whose ring is minimal in the first key, so counting canonical boards
 * counts each orbit once.
 */

/**
 * The 8 symmetries of the square as maps of (row, col), n1 = n - 1; `mapRow` and `mapCol` give
 * the two halves of the image so that nothing is allocated (ties are common enough that
 * allocating here showed in the whole count's profile: commit dc8b304). Index 0 is the identity; 1-3 turn a quarter,
 * a half and three quarters clockwise; 4 mirrors left-right, 5 top-bottom, 6 transposes, 7
 * anti-transposes.
 */
function mapRow(t: number, n1: number, r: number, c: number): number {
  switch (t) {
    case 0:
    case 4:
      return r
    case 1:
    case 6:
      return c
    case 2:
    case 5:
      return n1 - r
    default:
      return n1 - c
  }
}

function mapCol(t: number, n1: number, r: number, c: number): number {
  switch (t) {
    case 0:
    case 5:
      return c
    case 1:
    case 7:
      return n1 - r
    case 2:
    case 4:
      return n1 - c
    default:
      return r
  }
}

/**
 * The ring key of the image under t of a board whose border queens are (0, a), (n1, b), (c, 0)
 * and (d, n1): (distance of the new a to the nearest corner, a, b, c, d), smaller = more canonical.
 */
function ringKey(t: number, n: number, a: number, b: number, c: number, d: number): number {
  const n1 = n - 1
  let a2 = 0
  let b2 = 0
  let c2 = 0
  let d2 = 0
  for (let q = 0; q < 4; q++) {
    const r = q === 0 ? 0 : q === 1 ? n1 : q === 2 ? c : d
    const col = q === 0 ? a : q === 1 ? b : q === 2 ? 0 : n1
    const r2 = mapRow(t, n1, r, col)
    const col2 = mapCol(t, n1, r, col)
    if (r2 === 0) a2 = col2
    if (r2 === n1) b2 = col2
    if (col2 === 0) c2 = r2
    if (col2 === n1) d2 = r2
  }
  return (((Math.min(a2, n1 - a2) * n + a2) * n + b2) * n + c2) * n + d2
}

/** Scratch for the image of a board, so classifying allocates nothing. */
const IMAGE = new Int32Array(32)

/**
 * The size of the orbit (2, 4 or 8) when `board` (a full solution, n ≥ 4, columns by row) is
 * the canonical member of its orbit, else 0.
 *
 * @example
 * classifyLeaf(8, Int32Array.of(2, 4, 1, 7, 0, 6, 3, 5)) // 4: it is symmetric under a half turn
 */
export function classifyLeaf(n: number, board: Int32Array): number {
  const n1 = n - 1
  const a = board[0]
  const b = board[n1]
  const c = board.indexOf(0)
  const d = board.indexOf(n1)
  const own = ringKey(0, n, a, b, c, d)
  let fixed = 1
  for (let t = 1; t < 8; t++) {
    const key = ringKey(t, n, a, b, c, d)
    if (key < own) return 0
    if (key > own) continue
    // Same ring: compare the boards themselves, row by row.
    for (let r = 0; r < n; r++) IMAGE[mapRow(t, n1, r, board[r])] = mapCol(t, n1, r, board[r])
    let order = 0
    for (let r = 0; r < n && order === 0; r++) order = IMAGE[r] - board[r]
    if (order < 0) return 0
    if (order === 0) fixed++
  }
  return 8 / fixed
}

let board = new Int32Array(0)

/**
 * The slow path for a solution that ties with the row-0 queen: classify the whole board (the
 * queens of rows 0..n-2 as bits in `queens`, the last one `lastBit`).
 */
export function countTie(s: Search, queens: Int32Array, lastBit: number): void {
  // A scratch board of this n: ties are common enough that allocating one each cost time.
  if (board.length !== s.n) board = new Int32Array(s.n)
  for (let row = 0; row < s.n - 1; row++) board[row] = 31 - Math.clz32(queens[row])
  board[s.n - 1] = 31 - Math.clz32(lastBit)
  const size = classifyLeaf(s.n, board)
  if (size === 8) s.orbits8++
  else if (size === 4) s.orbits4++
  else if (size === 2) s.orbits2++
}
