import { FREE, LD, QUEEN, RD, type ConstellationSearch } from './constellation-search.ts'
import { unrolledKernel } from './constellation-unrolled.ts'
import { walkConstellation } from './constellation-walk.ts'

/**
 * Counts a constellation from its frontier to the end, with no budget: what the thread pool and an
 * unbudgeted count run. Returns the nodes it visited; afterwards the search is `done` and its
 * solutions are in `single` (or, where a half turn keeps the border, classified by
 * `walkConstellation`, which keeps the queens each solution needs checking).
 *
 * The walk is `walkConstellation`'s, node for node (the same nodes, counted the same way), without
 * what only a budget needs: no count of nodes left to test at every node, no queen stored per level,
 * no stop to note. From level 0, where code generation is available (Node), the compiled kernel of
 * constellation-unrolled.ts counts, with no call at all; otherwise this file's recursion does,
 * three levels per call, with nodes counted in a local per call and added up once per call.
 *
 * @example
 * const s = openConstellation(8, planConstellations(8)[10])
 * finishConstellation(s) // the nodes visited; then s.done is true and s.single its solutions
 */
export function finishConstellation(s: ConstellationSearch): number {
  if (s.done) return 0
  if (s.constellation.turns) return walkConstellation(s, -1)
  // From level 0 (a fresh search, or one stopped in its first level) the compiled kernel counts.
  const kernel = s.level === 0 ? unrolledKernel(s.last + 1) : undefined
  if (kernel === undefined) return finishRecursively(s)
  kernel(s.allowed, s.gap, s.stack[FREE], counted)
  return finish(s, counted[1], counted[0])
}

/**
 * `finishConstellation` by recursion, three levels per call: what counts where code generation is
 * not available, and from a frontier below level 0. A half turn's border is left to the walk.
 */
export function finishRecursively(s: ConstellationSearch): number {
  if (s.done) return 0
  if (s.constellation.turns) return walkConstellation(s, -1)
  const { stack } = s
  allowed.set(s.allowed)
  gap.set(s.gap)
  last = s.last
  nodes = 0
  let solutions = 0
  // Deepest level first, as the walk does: the frontier's level, then what is left above it.
  let cols = s.cols
  for (let level = s.level; level >= 0; level--) {
    const k = 4 * level
    if (level < s.level) cols ^= stack[k + QUEEN]
    solutions += down(level, cols, stack[k + LD], stack[k + RD], stack[k + FREE])
  }
  return finish(s, solutions, nodes)
}

/** Marks the search done with its solutions (none of them symmetric); returns `visited`. */
/** Ends a search counted whole elsewhere: its solutions (no symmetry keeps any) and its nodes. */
export function finish(s: ConstellationSearch, solutions: number, visited: number): number {
  s.single += solutions
  s.done = true
  s.level = 0
  s.stack[FREE] = 0
  return visited
}

/** The compiled kernel's [nodes, solutions]. */
const counted = new Float64Array(2)

// Module state, as in the walk: the recursion keeps to five int arguments.
const allowed = new Int32Array(34)
const gap = new Int32Array(34)
let last = 0
let nodes = 0

/**
 * Solutions below `level` given its free columns: three levels on while at least three are left
 * above the last, else two, else the level above the last alone, or the last level's one.
 */
function down(level: number, cols: number, ld: number, rd: number, free: number): number {
  if (level < last - 2) return placeThree(level, cols, ld, rd, free)
  if (level === last - 2) return placeTwo(level, cols, ld, rd, free)
  if (level === last) return 1
  return placeLast(level, cols, ld, rd, free)
}

/** Each column of `free` at `level`, then of the two levels below, then on down. */
function placeThree(level: number, cols: number, ld: number, rd: number, free: number): number {
  const mask1 = allowed[level + 1]
  const mask2 = allowed[level + 2]
  const mask3 = allowed[level + 3]
  const g0 = gap[level]
  const g1 = gap[level + 1]
  const g2 = gap[level + 2]
  let solutions = 0
  let seen = 0
  while (free !== 0) {
    seen++
    // The lowest free column: two's complement makes -free flip every bit above it.
    const bit = free & -free
    free ^= bit
    const c1 = cols | bit
    const l1 = (ld | bit) << g0
    const r1 = (rd | bit) >>> g0
    let free1 = mask1 & ~(c1 | l1 | r1)
    while (free1 !== 0) {
      seen++
      const bit1 = free1 & -free1
      free1 ^= bit1
      const c2 = c1 | bit1
      const l2 = (l1 | bit1) << g1
      const r2 = (r1 | bit1) >>> g1
      let free2 = mask2 & ~(c2 | l2 | r2)
      while (free2 !== 0) {
        seen++
        const bit2 = free2 & -free2
        free2 ^= bit2
        const c3 = c2 | bit2
        const l3 = (l2 | bit2) << g2
        const r3 = (r2 | bit2) >>> g2
        const free3 = mask3 & ~(c3 | l3 | r3)
        if (free3 !== 0) solutions += down(level + 3, c3, l3, r3, free3)
      }
    }
  }
  nodes += seen
  return solutions
}

/** Two levels above the last: each column of `free`, each of the level below, and the last. */
function placeTwo(level: number, cols: number, ld: number, rd: number, free: number): number {
  const mask1 = allowed[level + 1]
  const mask2 = allowed[level + 2]
  const g0 = gap[level]
  const g1 = gap[level + 1]
  let solutions = 0
  let seen = 0
  while (free !== 0) {
    seen++
    const bit = free & -free
    free ^= bit
    const c1 = cols | bit
    const l1 = (ld | bit) << g0
    const r1 = (rd | bit) >>> g0
    let free1 = mask1 & ~(c1 | l1 | r1)
    while (free1 !== 0) {
      seen++
      const bit1 = free1 & -free1
      free1 ^= bit1
      const c2 = c1 | bit1
      const l2 = (l1 | bit1) << g1
      const r2 = (r1 | bit1) >>> g1
      if ((mask2 & ~(c2 | l2 | r2)) !== 0) solutions++
    }
  }
  nodes += seen
  return solutions
}

/** The level above the last: a column there is a solution when it leaves the last level one. */
function placeLast(level: number, cols: number, ld: number, rd: number, free: number): number {
  const lastMask = allowed[level + 1]
  const g0 = gap[level]
  let solutions = 0
  let seen = 0
  while (free !== 0) {
    seen++
    const bit = free & -free
    free ^= bit
    if ((lastMask & ~(cols | bit | ((ld | bit) << g0) | ((rd | bit) >>> g0))) !== 0) solutions++
  }
  nodes += seen
  return solutions
}
