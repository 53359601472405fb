import type { Counter } from '../types.ts'
import { countByRows, type Walk } from './by-rows.ts'
import type { Frontier } from './frontier.ts'
import { COUNT_MAX_N } from '../validate.ts'
import { NO_LIMIT } from './walk-limit.ts'

/**
 * backtrack: place a queen row by row and test each candidate square against every queen above it
 * (Gauss–Laquière's `PlaceQueens` in Erickson, Algorithms ch. 2; `testNth` in Nクイーン 前編).
 * `queens[row]` is the column of that row's queen, so rows never clash by construction; a square
 * (row, col) is attacked by the queen (i, q) when q = col (same column) or |q - col| = row - i
 * (same diagonal).
 *
 * Example, n = 4, queens = [1, 3] above row 2: column 0 is safe (|1-0| = 1 ≠ 2, |3-0| = 3 ≠ 1),
 * so row 2 takes column 0; row 3 then finds column 2 and [1, 3, 0, 2] is a solution.
 * A node is one square tested (one attempted placement), safe or not. The budget is tested once
 * per scan of a row (the scan stops early enough), not once per square.
 *
 * The recursion of `PlaceQueens` is written as a loop over `frontier.path`, which is then exactly
 * the cursor's frontier when the budget runs out.
 */
export const backtrack: Counter = {
  id: 'backtrack',
  maxN: COUNT_MAX_N,
  countsUnique: false,
  count: (n, options) => countByRows(backtrack, n, options, walkBacktrack),
}

function walkBacktrack(n: number, frontier: Frontier, limit: number): Walk {
  const queens = frontier.path
  const last = n - 1
  let row = frontier.depth
  let col = frontier.next
  let nodes = 0
  let found = 0
  for (;;) {
    // Scan the row for a safe square, testing no more squares than the budget has left: the
    // budget is tested once per scan, not once per square.
    const end = limit === NO_LIMIT || limit - nodes >= n - col ? n : col + (limit - nodes)
    let safe = col
    for (; safe < end; safe++) {
      let i = 0
      for (; i < row; i++) {
        const q = queens[i]
        // Same column, or as many columns apart as rows apart: a diagonal.
        if (q === safe || q - safe === row - i || safe - q === row - i) break
      }
      if (i === row) break
    }
    if (safe === end) {
      nodes += end - col
      if (end < n) {
        frontier.depth = row
        frontier.next = end
        return { found, nodes, stopped: true }
      }
      // Row exhausted: move the queen above one column on; row 0 belongs to the caller.
      if (--row === 0) break
      col = queens[row] + 1
      continue
    }
    nodes += safe - col + 1
    if (row === last) {
      found++
      col = safe + 1
    } else {
      queens[row++] = safe
      col = 0
    }
  }
  frontier.depth = 0
  return { found, nodes, stopped: false }
}
