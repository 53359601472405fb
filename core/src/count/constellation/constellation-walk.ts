import { countSolution, restartAt, type ConstellationSearch } from './constellation-search.ts'
import { FREE, LD, QUEEN, RD } from '../stack-search.ts'
import { NO_LIMIT } from '../walk-limit.ts'

/**
 * Walks a constellation from its frontier, attempting at most `limit` placements (`NO_LIMIT`:
 * none), and returns how many it attempted. Afterwards `done` says whether it is exhausted; if
 * not, it stopped exactly at its limit and `frontierOf` says where.
 *
 * Plain recursion two levels per call, the budget passed along as the last argument, as in the
 * symmetry counter's walk. What differs: the diagonals move `gap` columns from one level to the
 * next; a solution needs no symmetry test unless a half turn keeps the border; and a stop writes
 * nothing on the way out: the queens on the path (kept in `QUEENS` anyway) and the next column to
 * try say where the walk was, and the stack is rebuilt from them afterwards (`restartAt`), which
 * keeps the unwinding free of writes.
 *
 * @example
 * const s = openConstellation(8, planConstellations(8)[10])
 * walkConstellation(s, 5) // 5 nodes (or fewer if it finished), then s.done may be false
 */
export function walkConstellation(s: ConstellationSearch, limit: number): number {
  if (s.done) return 0
  const { stack } = s
  search = s
  allowed.set(s.allowed)
  gap.set(s.gap)
  last = s.last
  turns = s.constellation.turns
  let nodes = 0
  for (;;) {
    const most = limit === NO_LIMIT || limit - nodes > LEG ? LEG : limit - nodes
    let left = most
    found = 0
    stopLevel = -1
    for (let level = 0; level < s.level; level++) QUEENS[level] = stack[4 * level + QUEEN]
    // Deepest level first: finish the frontier's level, then what is left of each level above.
    let cols = s.cols
    for (let level = s.level; level >= 0; level--) {
      if (level < s.level) cols ^= QUEENS[level]
      const k = 4 * level
      left = down(level, cols, stack[k + LD], stack[k + RD], stack[k + FREE], left)
      if (left < 0) break
    }
    if (left < 0) left = 0
    nodes += most - left
    s.boards8 += found
    if (stopLevel < 0) {
      s.done = true
      s.level = 0
      stack[FREE] = 0
      return nodes
    }
    const path: number[] = []
    for (let level = 0; level < stopLevel; level++) path.push(31 - Math.clz32(QUEENS[level]))
    path.push(31 - Math.clz32(stopBit))
    restartAt(s, path)
    if (nodes === limit) return nodes
  }
}

// The recursion's shared state lives in module variables so that the calls keep to six int
// arguments; a walk never calls out but to count a solution, so walks cannot overlap.
/** Nodes one leg of a walk may use at most, so that the count left stays a small int. */
const LEG = 1 << 29
/** Solutions found in this leg where no symmetry needs testing. */
let found = 0
let search: ConstellationSearch
const allowed = new Int32Array(34)
const gap = new Int32Array(34)
let last = 0
let turns = false
/** The queen (a bit) of each level on the current path. */
const QUEENS = new Int32Array(32)
/** Where the budget ran out (-1: it did not): that level, and the column it would try next. */
let stopLevel = -1
let stopBit = 0

/**
 * Walks from `level` down: two levels and on, or the level above the last, or (given the last
 * level's free column) a solution. The choice is made here, once per call, rather than by a
 * test inside the loops, as in symmetry-walk.ts.
 */
function down(level: number, cols: number, ld: number, rd: number, free: number, left: number) {
  if (level < last - 1) return placeTwo(level, cols, ld, rd, free, left)
  if (level === last) {
    solution(free)
    return left
  }
  return placeLast(level, cols, ld, rd, free, left)
}

/**
 * Tries each column of `free` at `level`, then each free column of the level below, and goes on
 * two levels down with `left` nodes to spend; returns the nodes left, or -1 when they ran out.
 * Only for levels above the last two.
 */
function placeTwo(
  level: number,
  cols: number,
  ld: number,
  rd: number,
  free: number,
  left: number,
): number {
  // Read once per call: the loop calls out, so V8 would reload them at every node.
  const mask1 = allowed[level + 1]
  const mask2 = allowed[level + 2]
  const g0 = gap[level]
  const g1 = gap[level + 1]
  while (free !== 0) {
    if (left === 0) return stopAt(level, free)
    left--
    // The lowest free column: two's complement makes -free flip every bit above it.
    const bit = free & -free
    free ^= bit
    QUEENS[level] = bit
    const c1 = cols | bit
    const l1 = (ld | bit) << g0
    const r1 = (rd | bit) >>> g0
    let free1 = mask1 & ~(c1 | l1 | r1)
    while (free1 !== 0) {
      if (left === 0) return stopAt(level + 1, free1)
      left--
      const bit1 = free1 & -free1
      free1 ^= bit1
      QUEENS[level + 1] = bit1
      const c2 = c1 | bit1
      const l2 = (l1 | bit1) << g1
      const r2 = (r1 | bit1) >>> g1
      const free2 = mask2 & ~(c2 | l2 | r2)
      if (free2 === 0) continue
      left = down(level + 2, c2, l2, r2, free2, left)
      if (left < 0) return -1
    }
  }
  return left
}

/** The level above the last: each free column either leaves the last level its one column or not. */
function placeLast(
  level: number,
  cols: number,
  ld: number,
  rd: number,
  free: number,
  left: number,
): number {
  const lastMask = allowed[level + 1]
  const g0 = gap[level]
  while (free !== 0) {
    if (left === 0) return stopAt(level, free)
    left--
    const bit = free & -free
    free ^= bit
    const end = lastMask & ~(cols | bit | ((ld | bit) << g0) | ((rd | bit) >>> g0))
    if (end !== 0) {
      QUEENS[level] = bit
      solution(end)
    }
  }
  return left
}

function solution(lastBit: number): void {
  if (turns) countSolution(search, QUEENS, lastBit)
  else found++
}

/** Notes where the budget ran out: at `level`, with `free` still to try there. */
function stopAt(level: number, free: number): number {
  stopLevel = level
  stopBit = free & -free
  return -1
}
