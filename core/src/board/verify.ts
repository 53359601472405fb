import type { Conflict } from '../types.ts'

export interface Verification {
  n: number
  /** True when every row holds a queen and no two queens attack each other. */
  valid: boolean
  /** True when every row holds a queen. */
  complete: boolean
  /** Every attacking pair, 1-based `[r1, c1, r2, c2]` with r1 < r2, in row order. */
  conflicts: Conflict[]
}

/** Past this many conflicts the list stops growing; `valid` is still exact. */
export const MAX_LISTED_CONFLICTS = 1000

/**
 * Verifies a board (0-based columns, -1 = empty row) and lists the pairs of queens that attack each
 * other. Runs in O(n) using counts per column and diagonal, so it verifies a million-queen board at
 * once; the pairs are then listed only for the lines that hold more than one queen.
 *
 * @example
 * verifyPlacement([1, 3, 0, 2]).valid // true
 * verifyPlacement([0, 1, -1, -1]).conflicts // [[1, 1, 2, 2]]
 */
export function verifyPlacement(queens: ArrayLike<number>): Verification {
  const n = queens.length
  // Queens per column, per "\" diagonal (row - col + n - 1) and per "/" diagonal (row + col).
  const cols = new Int32Array(n)
  const down = new Int32Array(2 * n)
  const up = new Int32Array(2 * n)
  let complete = true
  let crowded = false
  for (let row = 0; row < n; row++) {
    const col = queens[row]
    if (col < 0) {
      complete = false
      continue
    }
    if (++cols[col] > 1) crowded = true
    if (++down[row - col + n - 1] > 1) crowded = true
    if (++up[row + col] > 1) crowded = true
  }
  const conflicts = crowded ? listConflicts(queens, cols, down, up) : []
  return { n, valid: complete && !crowded, complete, conflicts }
}

function listConflicts(
  queens: ArrayLike<number>,
  cols: Int32Array,
  down: Int32Array,
  up: Int32Array,
): Conflict[] {
  const n = queens.length
  // The rows on each column and diagonal, in row order. Pairing a row only with the later rows of
  // its own three lines keeps the work at O(n + pairs listed), even on boards built so that
  // thousands of queens each attack one far-away partner.
  const lines = [
    groupRows(queens, cols, (_, col) => col),
    groupRows(queens, down, (row, col) => row - col + n - 1),
    groupRows(queens, up, (row, col) => row + col),
  ]
  const conflicts: Conflict[] = []
  const from = [0, 0, 0]
  const to = [0, 0, 0]
  for (let r1 = 0; r1 < n && conflicts.length < MAX_LISTED_CONFLICTS; r1++) {
    const c1 = queens[r1]
    if (c1 < 0) continue
    for (let k = 0; k < 3; k++) {
      const { key, start, next } = lines[k]
      const line = key(r1, c1)
      // Rows are visited in order, so r1 is the next unvisited row of each of its lines.
      from[k] = ++next[line]
      to[k] = start[line + 1]
    }
    // A pair shares exactly one line, so merging the three lists by row gives each pair once.
    while (conflicts.length < MAX_LISTED_CONFLICTS) {
      let best = -1
      for (let k = 0; k < 3; k++) {
        if (from[k] < to[k] && (best < 0 || lines[k].rows[from[k]] < lines[best].rows[from[best]]))
          best = k
      }
      if (best < 0) break
      const r2 = lines[best].rows[from[best]++]
      conflicts.push([r1 + 1, c1 + 1, r2 + 1, queens[r2] + 1])
    }
  }
  return conflicts
}

/** Rows grouped by line, flat: the rows on line i are `rows[start[i] .. start[i + 1])`. */
function groupRows(
  queens: ArrayLike<number>,
  counts: Int32Array,
  key: (row: number, col: number) => number,
): { key: typeof key; rows: Int32Array; start: Int32Array; next: Int32Array } {
  const start = new Int32Array(counts.length + 1)
  for (let i = 0; i < counts.length; i++) start[i + 1] = start[i] + counts[i]
  const fill = start.slice(0, counts.length)
  const rows = new Int32Array(start[counts.length])
  for (let row = 0; row < queens.length; row++) {
    if (queens[row] >= 0) rows[fill[key(row, queens[row])]++] = row
  }
  return { key, rows, start, next: start.slice(0, counts.length) }
}
