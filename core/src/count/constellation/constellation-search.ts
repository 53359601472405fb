import { InvalidInputError } from '../../errors.ts'
import { orient } from './constellation-orient.ts'
import type { Constellation } from './constellation-plan.ts'
import { rowMasks } from './constellation-rows.ts'
import { FREE, LD, QUEEN, RD, type StackSearch } from '../stack-search.ts'

/**
 * The search inside one constellation: its border queens stand, and the rows between them are
 * filled top to bottom, one queen per search level. Levels skip the rows of the column-0 and
 * column n-1 queens, so a diagonal moves `gap[level]` columns from one level to the next (1, or 2
 * or 3 across a skipped row). The border queens attack fixed squares in each row, so they are in
 * `allowed` from the start and never in `ld` or `rd`.
 *
 * Representation (the stack of stack-search.ts): `cols`, `ld` ("\" diagonals, moving to higher
 * columns going down) and `rd` ("/", to lower ones) are the squares the queens placed so far
 * attack in a level's row. Example, n = 8, border (0, 2), (7, 5), (3, 0), (4, 7): the levels
 * are rows 1, 2, 5, 6 (gaps 1, 3, 1) and row 1 may use column 6 only
 * (`allowed[0] = 0b01000000`: columns 2 and 5 hold queens, the rest lie on their diagonals).
 *
 * A node is one queen placed at a level above the last; the last level's queen is forced (one
 * column is left) and counts as part of its parent's node.
 */
export interface ConstellationSearch extends StackSearch {
  constellation: Constellation
  /** The board row of each level. */
  rows: number[]
  gap: Int32Array
  /** The last level; -1 when the border queens fill the board (n = 4). */
  last: number
  /** Level of the frontier; `done` once the constellation is exhausted. */
  level: number
  /**
   * The boards (solutions) found so far, by the size of their orbit: `boards8`, boards no
   * symmetry keeps; `boards4`, kept by a half turn only; `boards2`, kept by a quarter turn. How
   * many orbits they make depends on the symmetries keeping the border (`classesOf`).
   */
  boards8: number
  boards4: number
  boards2: number
}

/**
 * Sets up the search of a constellation, turned by `orient` (by `orientation` when a cursor
 * recorded one). When one level or none is left the answer is known at once: the search is `done`, its
 * solutions counted, no node visited.
 *
 * @example
 * const s = openConstellation(8, planConstellations(8)[0])
 * walkConstellation(s, NO_LIMIT) // then s.boards8, s.boards4 and s.boards2 hold its solutions by orbit size
 */
export function openConstellation(
  n: number,
  planned: Constellation,
  orientation?: number,
): ConstellationSearch {
  const { constellation, rows, allowed, gap } = shapeOf(n, planned, orientation)
  const levels = rows.length
  const s: ConstellationSearch = {
    n,
    constellation,
    rows,
    allowed,
    gap,
    last: levels - 1,
    stack: new Int32Array(4 * (levels + 1)),
    cols: 0,
    level: 0,
    done: levels <= 1,
    boards8: 0,
    boards4: 0,
    boards2: 0,
  }
  if (levels === 0) countSolution(s, QUEENS_NONE, 0)
  // One level: its free column, if any, completes the board.
  if (levels === 1 && allowed[0] !== 0) countSolution(s, QUEENS_NONE, allowed[0])
  s.stack[FREE] = levels > 1 ? allowed[0] : 0
  s.done ||= allowed[0] === 0
  return s
}

/** What a search of a constellation keeps fixed: its orientation, rows, masks and gaps. */
export interface Shape {
  constellation: Constellation
  rows: number[]
  allowed: Int32Array
  gap: Int32Array
}

/**
 * The shape of a planned constellation's search, turned by `orientation` or by `orient`'s choice;
 * kept per planned constellation (the plan of n is made once), so that a count that opens every
 * constellation again (the next request, the next benchmark run) does not choose and lay out
 * each again. Searches share it and never write to it.
 */
export function shapeOf(n: number, planned: Constellation, orientation?: number): Shape {
  let shapes = SHAPES.get(planned)
  if (shapes === undefined) SHAPES.set(planned, (shapes = []))
  const key = orientation ?? 8
  let shape = shapes[key]
  if (shape === undefined) {
    const constellation = orient(n, planned, orientation)
    const { top, bottom, left, right } = constellation
    const { rows, masks } = rowMasks(n, top, bottom, left, right)
    const levels = rows.length
    const allowed = new Int32Array(levels + 1)
    const gap = new Int32Array(levels + 1)
    for (let level = 0; level < levels; level++) {
      allowed[level] = masks[level]
      gap[level] = level + 1 < levels ? rows[level + 1] - rows[level] : 0
    }
    shape = shapes[key] = { constellation, rows, allowed, gap }
  }
  return shape
}

/** Shapes by planned constellation: index 0..7 by the orientation asked for, 8 for `orient`'s own. */
const SHAPES = new WeakMap<Constellation, Shape[]>()

const QUEENS_NONE = new Int32Array(0)

/**
 * Moves a fresh search to a frontier written by `frontierOf`: the columns of the queens in levels
 * 0.. and, last, the next column to try in the level below them. Throws on anything else.
 *
 * @example
 * resumeConstellation(openConstellation(8, c), [4, 1], 'cursor')
 */
export function resumeConstellation(
  s: ConstellationSearch,
  path: readonly number[],
  parameter: string,
): void {
  const depth = path.length - 1
  if (s.done || depth < 0 || depth > s.last - 1) {
    throw new InvalidInputError(parameter, 'has a frontier that does not fit this constellation')
  }
  for (let level = 0; level <= depth; level++) {
    const col = path[level]
    const bit = Number.isInteger(col) && col >= 0 && col < s.n ? 1 << col : 0
    const k = 4 * level
    const free = s.allowed[level] & ~(s.cols | s.stack[k + LD] | s.stack[k + RD])
    if ((free & bit) === 0) {
      throw new InvalidInputError(
        parameter,
        `has a frontier the counter never reaches (level ${level})`,
      )
    }
    if (level === depth) {
      // -(1 << col) keeps the columns from col up: those are still to try.
      s.stack[k + FREE] = free & -(1 << col)
      s.level = level
    } else {
      // -(2 << col) keeps the columns above col (for col = 31 the shift wraps to 0: nothing).
      s.stack[k + FREE] = free & -(2 << col)
      s.stack[k + QUEEN] = bit
      s.stack[k + 4 + LD] = (s.stack[k + LD] | bit) << s.gap[level]
      s.stack[k + 4 + RD] = (s.stack[k + RD] | bit) >>> s.gap[level]
      s.cols |= bit
    }
  }
}

/**
 * Rebuilds the stack of a search at a frontier its walk reached (as `resumeConstellation` reads
 * it), whatever it held before.
 */
export function restartAt(s: ConstellationSearch, path: readonly number[]): void {
  s.cols = 0
  s.stack[LD] = 0
  s.stack[RD] = 0
  resumeConstellation(s, path, 'cursor')
}

/**
 * The frontier of a stopped search, as `resumeConstellation` reads it.
 *
 * @example
 * frontierOf(search) // [4, 1]: a queen at column 4 in level 0; next try column 1 in level 1
 */
export function frontierOf(s: ConstellationSearch): number[] {
  const path: number[] = []
  for (let level = 0; level < s.level; level++) {
    path.push(31 - Math.clz32(s.stack[4 * level + QUEEN]))
  }
  const f = s.stack[4 * s.level + FREE]
  path.push(31 - Math.clz32(f & -f))
  return path
}

/** Scratch for a whole board (columns by row), so classifying allocates nothing. */
let board = new Int32Array(0)

/**
 * Counts a solution: `queens` holds the bit of each level but the last, `lastBit` the last one.
 * Where a half turn keeps the border the board itself is tested for half- and quarter-turn
 * symmetry; elsewhere no symmetry can keep it (no solution is its own mirror image for n > 1).
 */
export function countSolution(s: ConstellationSearch, queens: Int32Array, lastBit: number): void {
  if (!s.constellation.turns) {
    s.boards8++
    return
  }
  const { n, rows, last, constellation: c } = s
  const m = n - 1
  if (board.length !== n) board = new Int32Array(n)
  board[0] = c.top
  board[m] = c.bottom
  board[c.left] = 0
  board[c.right] = m
  for (let level = 0; level < last; level++) board[rows[level]] = 31 - Math.clz32(queens[level])
  if (last >= 0) board[rows[last]] = 31 - Math.clz32(lastBit)
  let half = true
  let quarter = true
  for (let r = 0; r < n; r++) {
    half &&= board[m - r] === m - board[r]
    // A quarter turn moves (r, c) to (c, m - r).
    quarter &&= board[board[r]] === m - r
  }
  if (quarter) s.boards2++
  else if (half) s.boards4++
  else s.boards8++
}
