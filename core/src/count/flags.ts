import type { Counter } from '../types.ts'
import { countByRows, type Walk } from './by-rows.ts'
import type { Frontier } from './frontier.ts'
import { COUNT_MAX_N } from '../validate.ts'
import { NO_LIMIT } from './walk-limit.ts'

/**
 * flags: backtracking that remembers which columns and diagonals hold a queen in three boolean
 * arrays (Nクイーン 前編; the Java 8-queens DFS), so testing a square is three lookups instead of a
 * loop over the rows above.
 *
 * A square (row, col) lies on column `col`, on the "\" diagonal `row - col + n - 1` and on the
 * "/" diagonal `row + col` (2n - 1 of each). Example, n = 4, a queen at (0, 1): flags
 * column[1], down[0 - 1 + 3] = down[2] and up[1]; then (1, 2) is refused by down[1 - 2 + 3] = down[2].
 * A node is one square tested (one attempted placement), safe or not. The budget is tested once
 * per scan of a row (the scan stops early enough), so the square loop stays three lookups.
 */
export const flags: Counter = {
  id: 'flags',
  maxN: COUNT_MAX_N,
  countsUnique: false,
  count: (n, options) => countByRows(flags, n, options, walkFlags),
}

function walkFlags(n: number, frontier: Frontier, limit: number): Walk {
  const queens = frontier.path
  const last = n - 1
  const column = new Uint8Array(n)
  const down = new Uint8Array(2 * n - 1)
  const up = new Uint8Array(2 * n - 1)
  for (let row = 0; row < frontier.depth; row++) {
    const q = queens[row]
    column[q] = down[row - q + last] = up[row + q] = 1
  }
  let row = frontier.depth
  let col = frontier.next
  let nodes = 0
  let found = 0
  for (;;) {
    // Scan the row for a safe square, testing no more squares than the budget has left: the
    // budget is tested once per scan, not once per square.
    const end = limit === NO_LIMIT || limit - nodes >= n - col ? n : col + (limit - nodes)
    let safe = col
    while (safe < end && (column[safe] | down[row - safe + last] | up[row + safe]) !== 0) safe++
    if (safe === end) {
      nodes += end - col
      if (end < n) {
        frontier.depth = row
        frontier.next = end
        return { found, nodes, stopped: true }
      }
      // Row exhausted: lift the queen above (clearing its flags) and try its next column.
      if (--row === 0) break
      col = queens[row]
      column[col] = down[row - col + last] = up[row + col] = 0
      col++
      continue
    }
    nodes += safe - col + 1
    if (row === last) {
      found++
      col = safe + 1
    } else {
      queens[row] = safe
      column[safe] = down[row - safe + last] = up[row + safe] = 1
      row++
      col = 0
    }
  }
  frontier.depth = 0
  return { found, nodes, stopped: false }
}
