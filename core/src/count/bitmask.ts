import type { Counter } from '../types.ts'
import { countByRows, type Walk } from './by-rows.ts'
import type { Frontier } from './frontier.ts'
import { COUNT_MAX_N } from '../validate.ts'
import { NO_LIMIT } from './walk-limit.ts'

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
 * The search recurses two rows per call (the C yardstick, one): in V8, calls are the main cost.
 * The hot call keeps to five int arguments, and the path is written down only while unwinding
 * after the budget runs out.
 * Resuming calls `placeBelow` on each row's remaining columns, deepest row first.
 * n = 32 works: masks are int32 with bit 31 the sign bit, `all` is -1, and `rd` shifts with `>>>`
 * so no sign bit is smeared into the columns below.
 */
export const bitmask: Counter = {
  id: 'bitmask',
  maxN: COUNT_MAX_N,
  countsUnique: false,
  count: (n, options) => countByRows(bitmask, n, options, walkBitmask),
}

// The recursion's shared state lives in module variables, not in arguments or a returned object:
// that keeps `placeBelow` to plain int arithmetic. A walk never calls out, so counts cannot overlap.
/** Nodes the current walk may still use; one leg uses at most `LEG` so it stays a small int. */
let left = 0
/** Solutions found by the calls that were unwound when the budget ran out. */
let unwound = 0
/** Where the budget ran out: the columns (bits) that row had left to try. */
let stopFree = 0
/** The queens (as bits) of the rows being unwound after a stop, deepest row first. */
const UNWOUND = new Int32Array(32)
let unwoundRows = 0
const LEG = 1 << 29

/**
 * Counts solutions below the first-row queen from the frontier (depth ≥ 1), at most `limit` nodes
 * (`NO_LIMIT`: none), in legs of at most `leg` nodes. Shared with `mirror`, which differs only in
 * the first row.
 *
 * @example
 * walkBitmask(8, openFrontier('bitmask', 8, cursor), 1000) // { found: …, nodes: 1000, stopped: true }
 */
export function walkBitmask(n: number, frontier: Frontier, limit: number, leg = LEG): Walk {
  let nodes = 0
  let found = 0
  for (;;) {
    const most = limit === NO_LIMIT || limit - nodes > leg ? leg : limit - nodes
    const foundInLeg = walkLeg(n, frontier, most)
    nodes += most - left
    found += foundInLeg
    if (!frontier.depth) return { found, nodes, stopped: false }
    if (nodes === limit) return { found, nodes, stopped: true }
  }
}

/** One leg of the walk: at most `leg` nodes; leaves the frontier where it stopped (depth 0 when done). */
function walkLeg(n: number, frontier: Frontier, leg: number): number {
  // (2^n - 1) | 0 is every column, and -1 (all 32 bits) for n = 32.
  const all = (2 ** n - 1) | 0
  const { path, depth } = frontier
  const cols = new Int32Array(depth + 1)
  const ld = new Int32Array(depth + 1)
  const rd = new Int32Array(depth + 1)
  const free = new Int32Array(depth + 1)
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
    c |= bit
    l = ((l | bit) << 1) & all
    r = (r | bit) >>> 1
  }
  cols[depth] = c
  ld[depth] = l
  rd[depth] = r
  // -(1 << next) keeps the columns from next up.
  free[depth] = frontier.next >= n ? 0 : all & ~(c | l | r) & -(1 << frontier.next)
  left = leg
  unwound = 0
  unwoundRows = 0
  let found = 0
  // Deepest row first: finish the row we stopped in, then the rest of each row above it.
  for (let row = depth; row >= 1; row--) {
    const below = placeBelow(all, cols[row], ld[row], rd[row], free[row])
    if (below < 0) {
      // The unwound calls left their queens below `row`, deepest first.
      for (let i = 0; i < unwoundRows; i++)
        path[row + unwoundRows - 1 - i] = 31 - Math.clz32(UNWOUND[i])
      frontier.depth = row + unwoundRows
      frontier.next = 31 - Math.clz32(stopFree & -stopFree)
      return found + unwound
    }
    found += below
  }
  frontier.depth = 0
  return found
}

/**
 * Tries each column of `free` in the row whose attacks are `cols`, `ld`, `rd`, and counts the
 * solutions below; returns -1 when the budget runs out (the solutions found so far are then added
 * to `unwound`, and the queens of the unwound rows to `UNWOUND`).
 */
function placeBelow(all: number, cols: number, ld: number, rd: number, free: number): number {
  // Every column taken: the queen placed by the caller completed a solution.
  if (cols === all) return 1
  let count = 0
  // Two rows per call (this one and the next), which halves the calls, V8's main cost here.
  while (free !== 0) {
    if (left === 0) {
      stopFree = free
      unwound += count
      return -1
    }
    left--
    // Lowest set bit: two's complement makes -free flip every bit above it.
    const bit = free & -free
    free ^= bit
    const c1 = cols | bit
    if (c1 === all) {
      count++
      continue
    }
    const l1 = ((ld | bit) << 1) & all
    const r1 = (rd | bit) >>> 1
    let free1 = all & ~(c1 | l1 | r1)
    while (free1 !== 0) {
      if (left === 0) {
        stopFree = free1
        UNWOUND[unwoundRows++] = bit
        unwound += count
        return -1
      }
      left--
      const bit1 = free1 & -free1
      free1 ^= bit1
      const c2 = c1 | bit1
      const l2 = ((l1 | bit1) << 1) & all
      const r2 = (r1 | bit1) >>> 1
      const below = placeBelow(all, c2, l2, r2, all & ~(c2 | l2 | r2))
      if (below < 0) {
        // Only on the way out of a stop: remember these rows' queens for the frontier.
        UNWOUND[unwoundRows++] = bit1
        UNWOUND[unwoundRows++] = bit
        unwound += count
        return -1
      }
      count += below
    }
  }
  return count
}
