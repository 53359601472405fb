import { decodeCursor, encodeCursor } from '../cursor.ts'
import { InvalidInputError } from '../errors.ts'
import { digestQueens } from './input.ts'

/**
 * The lexicographic depth-first search shared by `first` and `enumerate`: the free rows (no
 * pre-placed queen) are filled top to bottom, each trying columns left to right, so completions
 * come out in lexicographic order. `cols`, `down` (row - col + n - 1) and `up` (row + col) flag the
 * lines already holding a queen, pre-placed ones included.
 *
 * Worked example, n = 4, queens [-1, -1, -1, -1]: row 0 takes column 0 (node 1), row 1 skips 0
 * and 1 (attacked) and takes 2 (node 2), row 2 finds nothing and backtracks, row 1 takes 3 (node
 * 3), row 2 takes 1 (node 4), row 3 finds nothing... the first solution [1, 3, 0, 2] comes after
 * 8 nodes, the second [2, 0, 3, 1] after 12, and the search is exhausted after 16.
 *
 * A node is one queen placed on a square not attacked by earlier queens. The search only ever
 * stops just before a placement, so its frontier is the placed prefix (`prefix`, the columns of
 * the first free rows) plus the column about to be placed (`next`): resuming from it replays the
 * same nodes in the same order as one uninterrupted run.
 */
export interface LexFrontier {
  prefix: number[]
  next: number
}

export interface LexRun {
  solutions: Int32Array[]
  nodes: number
  /** Where to resume; null when the search is exhausted. */
  frontier: LexFrontier | null
}

export const LEX_START: LexFrontier = { prefix: [], next: 0 }

/**
 * Runs the search from `start` until `limit` solutions are found, the budget is spent, or the
 * search is exhausted. Once `limit` are found it moves on, free of nodes, to the next placement
 * (or to exhaustion); with `lookahead` it searches on instead, within the budget, to the next
 * solution, and stops just before that solution's last placement: so a page that ends exactly
 * with the last solution is known to be the last (frontier null). That placement is made, and
 * counted, by the run that resumes, so the nodes of all runs add up to one uninterrupted run's.
 * `queens` must not attack each other; `start` must come from this search on the same queens.
 *
 * @example
 * searchLex(new Int32Array(4).fill(-1), LEX_START, Infinity, 10).solutions // [[1,3,0,2], [2,0,3,1]]
 * searchLex(new Int32Array(4).fill(-1), LEX_START, Infinity, 2, true).frontier // null
 */
export function searchLex(
  queens: Int32Array,
  start: LexFrontier,
  budget: number,
  limit: number,
  lookahead = false,
): LexRun {
  const n = queens.length
  const rows: number[] = []
  const cols = new Uint8Array(n)
  const down = new Uint8Array(2 * n)
  const up = new Uint8Array(2 * n)
  for (let row = 0; row < n; row++) {
    const col = queens[row]
    if (col < 0) rows.push(row)
    else cols[col] = down[row - col + n - 1] = up[row + col] = 1
  }
  const k = rows.length
  const pos = new Int32Array(k)
  for (let d = 0; d < start.prefix.length; d++) {
    const row = rows[d]
    const col = (pos[d] = start.prefix[d])
    cols[col] = down[row - col + n - 1] = up[row + col] = 1
  }
  const solutions: Int32Array[] = []
  let nodes = 0
  let d = start.prefix.length
  let c = start.next
  while (true) {
    if (d === k && lookahead && solutions.length >= limit) {
      // Another solution follows a full page: undo its last placement, which resuming makes.
      d--
      c = pos[d]
      cols[c] = down[rows[d] - c + n - 1] = up[rows[d] + c] = 0
      nodes--
      return { solutions, nodes, frontier: { prefix: Array.from(pos.subarray(0, d)), next: c } }
    }
    if (d === k) {
      const solution = Int32Array.from(queens)
      for (let i = 0; i < k; i++) solution[rows[i]] = pos[i]
      solutions.push(solution)
      c = n // nothing more below a full board: backtrack
    } else {
      const row = rows[d]
      while (c < n && cols[c] | down[row - c + n - 1] | up[row + c]) c++
    }
    if (c >= n) {
      if (d === 0) return { solutions, nodes, frontier: null }
      d--
      c = pos[d]
      cols[c] = down[rows[d] - c + n - 1] = up[rows[d] + c] = 0
      c++
      continue
    }
    // A placement is pending at (rows[d], c): the only place where the search may stop.
    if ((solutions.length >= limit && !lookahead) || nodes >= budget) {
      return { solutions, nodes, frontier: { prefix: Array.from(pos.subarray(0, d)), next: c } }
    }
    nodes++
    const row = rows[d]
    cols[c] = down[row - c + n - 1] = up[row + c] = 1
    pos[d] = c
    d++
    c = 0
  }
}

/**
 * Encodes a frontier as a cursor of the given kind, tied to the pre-placed queens by digest.
 *
 * @example
 * writeLexCursor('solve', 'first', queens, { prefix: [0, 2], next: 1 }) // 'v1.…'
 */
export function writeLexCursor(
  kind: string,
  algorithm: string,
  queens: Int32Array,
  frontier: LexFrontier,
): string {
  const state = { queens: digestQueens(queens), prefix: frontier.prefix, next: frontier.next }
  return encodeCursor({ kind, algorithm, n: queens.length, state })
}

/**
 * Decodes a cursor made by `writeLexCursor` and validates it as fitting these queens and a real
 * frontier (a non-attacking prefix of the free rows); a cursor is refused, never trusted blindly.
 *
 * @example
 * readLexCursor(cursor, 'solve', 'first', queens) // { prefix: [0, 2], next: 1 }
 */
export function readLexCursor(
  cursor: unknown,
  kind: string,
  algorithm: string,
  queens: Int32Array,
): LexFrontier {
  const n = queens.length
  const { state } = decodeCursor(cursor, { kind, algorithm, n })
  const s = state as { queens?: unknown; prefix?: unknown; next?: unknown }
  if (typeof s !== 'object' || s === null || s.queens !== digestQueens(queens)) {
    throw new InvalidInputError('cursor', 'was made for other pre-placed queens')
  }
  const board = Int32Array.from(queens)
  const free: number[] = []
  for (let row = 0; row < n; row++) if (board[row] < 0) free.push(row)
  const prefix = s.prefix
  const next = s.next
  if (
    !Array.isArray(prefix) ||
    prefix.length >= free.length ||
    !isColumn(next, n) ||
    !prefix.every((col) => isColumn(col, n))
  ) {
    throw new InvalidInputError('cursor', 'does not hold a frontier of this search')
  }
  prefix.forEach((col: number, d) => (board[free[d]] = col))
  if (!attackFree(board)) throw new InvalidInputError('cursor', 'holds attacking queens')
  return { prefix: prefix, next: next }
}

function isColumn(value: unknown, n: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < n
}

function attackFree(board: Int32Array): boolean {
  const n = board.length
  const cols = new Uint8Array(n)
  const down = new Uint8Array(2 * n)
  const up = new Uint8Array(2 * n)
  for (let row = 0; row < n; row++) {
    const col = board[row]
    if (col < 0) continue
    if (cols[col] | down[row - col + n - 1] | up[row + col]) return false
    cols[col] = down[row - col + n - 1] = up[row + col] = 1
  }
  return true
}
