import type { Counter } from '../types.ts'
import { countByRows, type Walk } from './by-rows.ts'
import type { Frontier } from './frontier.ts'

/**
 * bitmask: backtracking where a row's attacked squares are three bit sets (後編; the C yardstick).
 * Bit c stands for column c. Going down a row, `cols` keeps its bits, `ld` (the "\" diagonals
 * coming down to the right) shifts left and `rd` ("/" coming down to the left) shifts right.
 *
 * Example, n = 4, a queen in row 0 at column 1 (bit 0b0010):
 *   row 1: cols = 0b0010, ld = 0b0100, rd = 0b0001, free = ~(cols | ld | rd) & 0b1111 = 0b1000
 *   so column 3 is the only square left in row 1.
 * `free & -free` is the lowest free column; a node is one queen placed on a free column.
 *
 * The search is an explicit stack (Int32Arrays indexed by row) rather than recursion: the stack is
 * the frontier, so stopping at a budget and resuming from a cursor cost nothing extra.
 * n = 32 works: masks are int32 with bit 31 the sign bit, `all` is -1, and `rd` shifts with `>>>`
 * so no sign bit is smeared into the columns below.
 */
export const bitmask: Counter = {
  id: 'bitmask',
  maxN: 32,
  countsUnique: false,
  count: (n, options) => countByRows(bitmask, n, options, walkBitmask),
}

/**
 * Counts solutions below the first-row queen from the frontier (depth ≥ 1), at most `limit` nodes
 * (-1 = no limit). Shared with `mirror`, which differs only in the first row.
 */
export function walkBitmask(n: number, frontier: Frontier, limit: number): Walk {
  // (2^n - 1) | 0 is every column, and -1 (all 32 bits) for n = 32.
  const all = (2 ** n - 1) | 0
  const last = n - 1
  const free = new Int32Array(n)
  const cols = new Int32Array(n)
  const ld = new Int32Array(n)
  const rd = new Int32Array(n)
  const queen = new Int32Array(n)
  const { path, depth } = frontier
  let c = 0
  let l = 0
  let r = 0
  for (let row = 0; row < depth; row++) {
    const bit = 1 << path[row]
    cols[row] = c
    ld[row] = l
    rd[row] = r
    // Columns right of this row's queen are still to try: -(2 << col) keeps the bits above col
    // (for col = 31 the shift wraps to 0, leaving nothing).
    free[row] = all & ~(c | l | r) & -(2 << path[row])
    queen[row] = bit
    c |= bit
    l = ((l | bit) << 1) & all
    r = (r | bit) >>> 1
  }
  cols[depth] = c
  ld[depth] = l
  rd[depth] = r
  // -(1 << next) keeps the columns from next up.
  free[depth] = frontier.next >= n ? 0 : all & ~(c | l | r) & -(1 << frontier.next)

  let d = depth
  let nodes = 0
  let found = 0
  for (;;) {
    const f = free[d]
    if (f === 0) {
      // Row exhausted: back up; row 0 belongs to the caller.
      if (--d === 0) break
      continue
    }
    if (nodes === limit) {
      for (let row = 1; row < d; row++) path[row] = 31 - Math.clz32(queen[row])
      frontier.depth = d
      frontier.next = 31 - Math.clz32(f & -f)
      return { found, nodes, stopped: true }
    }
    // Lowest set bit: two's complement makes -f flip every bit above it.
    const bit = f & -f
    free[d] = f ^ bit
    nodes++
    if (d === last) {
      found++
      continue
    }
    queen[d] = bit
    const nc = cols[d] | bit
    const nl = ((ld[d] | bit) << 1) & all
    const nr = (rd[d] | bit) >>> 1
    d++
    cols[d] = nc
    ld[d] = nl
    rd[d] = nr
    free[d] = all & ~(nc | nl | nr)
  }
  frontier.depth = 0
  return { found, nodes, stopped: false }
}
