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
 * Checks a board (0-based columns, -1 = empty row) and lists the pairs of queens that attack each
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
  // Only rows on a shared line can be in a conflict; pair those up (few on any real board).
  const suspects: number[] = []
  for (let row = 0; row < n; row++) {
    const col = queens[row]
    if (col >= 0 && (cols[col] > 1 || down[row - col + n - 1] > 1 || up[row + col] > 1)) {
      suspects.push(row)
    }
  }
  const conflicts: Conflict[] = []
  for (let i = 0; i < suspects.length && conflicts.length < MAX_LISTED_CONFLICTS; i++) {
    const r1 = suspects[i]
    const c1 = queens[r1]
    for (let j = i + 1; j < suspects.length && conflicts.length < MAX_LISTED_CONFLICTS; j++) {
      const r2 = suspects[j]
      const c2 = queens[r2]
      if (c1 === c2 || r2 - r1 === Math.abs(c2 - c1))
        conflicts.push([r1 + 1, c1 + 1, r2 + 1, c2 + 1])
    }
  }
  return conflicts
}
