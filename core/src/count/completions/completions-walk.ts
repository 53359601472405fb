/**
 * The hot loop of `countCompletions`: a depth-first count over the free rows (those without a
 * pre-placed queen), top to bottom, columns left to right, with one flag array per line family
 * (the flags counter's representation) holding the pre-placed queens from the start.
 *
 * Representation: `free[d]` is the d-th free row; `path[d]` the column of its queen while the
 * search is below it; `column[c]`, `down[row - col + n - 1]` and `up[row + col]` are 1 when a
 * queen (pre-placed or placed) holds the line. Worked example, n = 4, a queen pre-placed at row 0,
 * column 1: free rows 1, 2, 3; row 1 tests columns 0, 1, 2 (attacked) and places at 3; row 2
 * places at 0; row 3 tests 0, 1 (attacked) and finds 2: one completion, 1,3,0,2.
 *
 * A node is one square tested in a free row, safe or not, as for the row-by-row counters. The
 * search stops only between squares, so its frontier is the placed prefix plus the next column of
 * the row below: resuming there tests the same squares in the same order as one run.
 */
import { NO_LIMIT } from '../walk-limit.ts'
export interface CompletionFrontier {
  /** Columns of the queens placed in the first `depth` free rows; the rest is scratch. */
  path: Int32Array
  depth: number
  /** The next column to test in free row `depth`. */
  next: number
}

export interface CompletionWalk {
  found: number
  nodes: number
  /** True when stopped by the limit; the frontier then says where to go on. */
  stopped: boolean
}

/**
 * Counts the completions from `frontier`, testing at most `limit` squares (`NO_LIMIT`: none), and
 * leaves the frontier where it stopped. `queens` must not attack each other, nor the path.
 *
 * @example
 * walkCompletions(Int32Array.of(1, -1, -1, -1), Int32Array.of(1, 2, 3), { path: new Int32Array(3), depth: 0, next: 0 }, NO_LIMIT)
 * // { found: 1, nodes: 12, stopped: false }
 */
export function walkCompletions(
  queens: Int32Array,
  free: Int32Array,
  frontier: CompletionFrontier,
  limit: number,
  onFirstRow?: (column: number) => void,
): CompletionWalk {
  const n = queens.length
  const last = n - 1
  const k = free.length
  if (k === 0) return { found: 1, nodes: 0, stopped: false }
  const column = new Uint8Array(n)
  const down = new Uint8Array(2 * n - 1)
  const up = new Uint8Array(2 * n - 1)
  for (let row = 0; row < n; row++) {
    const q = queens[row]
    if (q >= 0) column[q] = down[row - q + last] = up[row + q] = 1
  }
  const path = frontier.path
  for (let d = 0; d < frontier.depth; d++) {
    const row = free[d]
    const q = path[d]
    column[q] = down[row - q + last] = up[row + q] = 1
  }
  let d = frontier.depth
  let col = frontier.next
  let nodes = 0
  let found = 0
  for (;;) {
    const row = free[d]
    if (d === 0) onFirstRow?.(col)
    // Scan the row for a safe square, testing no more squares than the limit has left.
    const end = limit === NO_LIMIT || limit - nodes >= n - col ? n : col + (limit - nodes)
    let safe = col
    while (safe < end && (column[safe] | down[row - safe + last] | up[row + safe]) !== 0) safe++
    if (safe === end) {
      nodes += end - col
      if (end < n) {
        frontier.depth = d
        frontier.next = end
        return { found, nodes, stopped: true }
      }
      // Row exhausted: lift the queen of the free row above and try its next column.
      if (d === 0) break
      d--
      col = path[d]
      column[col] = down[free[d] - col + last] = up[free[d] + col] = 0
      col++
      continue
    }
    nodes += safe - col + 1
    if (d === k - 1) {
      found++
      col = safe + 1
    } else {
      path[d] = safe
      column[safe] = down[row - safe + last] = up[row + safe] = 1
      d++
      col = 0
    }
  }
  frontier.depth = 0
  frontier.next = n
  return { found, nodes, stopped: false }
}
