import { countTie } from './symmetry-classify.ts'
import { FREE, LD, QUEEN, RD } from '../stack-search.ts'
import type { Search } from './symmetry-search.ts'
import { NO_LIMIT } from '../walk-limit.ts'

/**
 * Walks a branch of the symmetry count from its frontier, attempting at most `limit` placements
 * (`NO_LIMIT`: none), and returns how many it attempted. Afterwards `done` says whether the branch is
 * exhausted; if not, it stopped exactly at its limit and `frontierOf` says where.
 *
 * The search is plain recursion, two rows per call (`placeTwo`), as in `bitmask`: in V8 calls are
 * the main cost. The stack of `Search` (layout and rules in `symmetry-search.ts`) is only the
 * frontier: read when the walk starts, written while the calls unwind after the budget runs out.
 *
 * @example
 * const s = openSearch(8, 1, [], 'unit')
 * walkSearch(s, 100) // 100 nodes, then s.done === false
 */
export function walkSearch(s: Search, limit: number): number {
  if (s.done) return 0
  const { stack, start, n } = s
  search = s
  allowed = s.allowed
  pen = n - 2
  tailRow = n - 3
  edge = s.edgeRow
  // A tie with the row-0 queen: an edge queen in row top or n-1-top, or the last row's queen in
  // column top or n-1-top. A corner branch has none.
  tieSide = s.top === 0 ? 0 : 1 | (1 << (n - 1))
  tieLast = s.top === 0 ? 0 : (1 << s.top) | (1 << (n - 1 - s.top))
  top = s.top
  for (let row = 0; row < s.row; row++) QUEENS[row] = stack[4 * row + QUEEN]
  let nodes = 0
  for (;;) {
    const most = limit === NO_LIMIT || limit - nodes > LEG ? LEG : limit - nodes
    let left = most
    found = 0
    stopRow = -1
    // Deepest row first: finish the frontier's row, then what is left of each row above it.
    let cols = s.cols
    for (let row = s.row; row >= start; row--) {
      if (row < s.row) cols ^= QUEENS[row]
      const k = 4 * row
      left = down(row, cols, stack[k + LD], stack[k + RD], stack[k + FREE], left)
      if (left < 0) break
    }
    if (left < 0) left = 0
    nodes += most - left
    s.orbits8 += found
    if (stopRow < 0) {
      s.done = true
      s.row = start
      stack[4 * start + FREE] = 0
      return nodes
    }
    s.row = stopRow
    s.cols = stopCols
    for (let row = start; row < stopRow; row++) stack[4 * row + QUEEN] = QUEENS[row]
    if (nodes === limit) return nodes
  }
}

// The recursion's shared state lives in module variables, so `placeTwo` keeps to six int
// arguments. A walk never calls out but on ties (which do not walk), so walks cannot overlap.
// The budget is the exception: the nodes left travel as the last argument and come back as the
// result (-1 once it ran out): a register, where a module slot would be a memory access a node.
/** Nodes one leg of a walk may use at most, so that the count left stays a small int. */
const LEG = 1 << 29
/** Canonical solutions of the common case (no tie: a class of 8) found in this leg. */
let found = 0
let search: Search
let allowed: Int32Array = new Int32Array(0)
let pen = 0
/** The first row of the tail (`placeLast`); rows above it go two at a time (`placeTwo`). */
let tailRow = 0
let edge = 0
let tieSide = 0
let tieLast = 0
let top = 0
/** The queen (a bit) of each row on the current path. */
const QUEENS = new Int32Array(32)
/** Where the budget ran out (-1: it did not): that row, and the columns of the rows above it. */
let stopRow = -1
let stopCols = 0

/** Walks from row `row` down: two rows and on, or the tail. */
function down(row: number, cols: number, ld: number, rd: number, free: number, left: number) {
  return row < tailRow
    ? placeTwo(row, cols, ld, rd, free, left)
    : placeLast(row, cols, ld, rd, free, left)
}

/**
 * Tries each column of `free` in row `row` (attacks `cols`, `ld`, `rd`), then each free column of
 * the row below, and goes on two rows down, with `left` nodes to spend; returns the nodes left,
 * or -1 when they ran out, after writing its rows into the stack of `search` (remaining columns,
 * diagonals, queens) for the frontier. Only for rows above the tail.
 */
function placeTwo(
  row: number,
  cols: number,
  ld: number,
  rd: number,
  free: number,
  left: number,
): number {
  // The masks of the next two rows, read once per call (the loop calls out, so V8 would not).
  const mask1 = allowed[row + 1]
  const mask2 = allowed[row + 2]
  while (free !== 0) {
    if (left === 0) return stopAt(row, cols, ld, rd, free)
    left--
    // The lowest free column: two's complement makes -free flip every bit above it.
    const bit = free & -free
    free ^= bit
    QUEENS[row] = bit
    const c1 = cols | bit
    const l1 = (ld | bit) << 1
    const r1 = (rd | bit) >>> 1
    let free1 = mask1 & ~(c1 | l1 | r1)
    while (free1 !== 0) {
      if (left === 0) {
        keep(row, ld, rd, free)
        return stopAt(row + 1, c1, l1, r1, free1)
      }
      left--
      const bit1 = free1 & -free1
      free1 ^= bit1
      QUEENS[row + 1] = bit1
      const c2 = c1 | bit1
      const l2 = (l1 | bit1) << 1
      const r2 = (r1 | bit1) >>> 1
      const free2 = mask2 & ~(c2 | l2 | r2)
      if (free2 === 0) continue
      left = down(row + 2, c2, l2, r2, free2, left)
      if (left < 0) {
        // Only on the way out of a stop: these rows are part of the frontier.
        keep(row, ld, rd, free)
        keep(row + 1, l1, r1, free1)
        return -1
      }
    }
  }
  return left
}

/**
 * The tail: row n-3 and n-2 (or n-2 alone), then the last row's one column. Most nodes are
 * here, so its queens are written down only for a solution or a stop, not at every node.
 */
function placeLast(
  row: number,
  cols: number,
  ld: number,
  rd: number,
  free: number,
  left: number,
): number {
  const mask1 = allowed[row + 1]
  const lastMask = allowed[pen + 1]
  while (free !== 0) {
    if (left === 0) return stopAt(row, cols, ld, rd, free)
    left--
    const bit = free & -free
    free ^= bit
    const c1 = cols | bit
    const l1 = (ld | bit) << 1
    const r1 = (rd | bit) >>> 1
    let free1 = mask1 & ~(c1 | l1 | r1)
    if (row === pen) {
      // One column is left for the last row; it either fits or not.
      if (free1 !== 0) {
        QUEENS[row] = bit
        leaf(free1)
      }
      continue
    }
    while (free1 !== 0) {
      if (left === 0) {
        QUEENS[row] = bit
        keep(row, ld, rd, free)
        return stopAt(row + 1, c1, l1, r1, free1)
      }
      left--
      const bit1 = free1 & -free1
      free1 ^= bit1
      const last = lastMask & ~(c1 | bit1 | ((l1 | bit1) << 1) | ((r1 | bit1) >>> 1))
      if (last !== 0) {
        QUEENS[row] = bit
        QUEENS[pen] = bit1
        leaf(last)
      }
    }
  }
  return left
}

/** A solution with the last row's queen at `lastBit`: a class of 8 unless it ties. */
function leaf(lastBit: number): void {
  const tie = (lastBit & tieLast) | (QUEENS[top] & tieSide) | (QUEENS[edge] & tieSide)
  if (tie === 0) found++
  else countTie(search, QUEENS, lastBit)
}

function keep(row: number, ld: number, rd: number, free: number): void {
  const k = 4 * row
  search.stack[k + FREE] = free
  search.stack[k + LD] = ld
  search.stack[k + RD] = rd
}

function stopAt(row: number, cols: number, ld: number, rd: number, free: number): number {
  keep(row, ld, rd, free)
  stopRow = row
  stopCols = cols
  return -1
}
