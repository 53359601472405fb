import { decodeCursor, encodeCursor } from '../../cursor.ts'
import { InvalidInputError } from '../../errors.ts'
import type { Counter, CountOptions } from '../../types.ts'
import { checkBudget, checkN, COUNT_MAX_N } from '../../validate.ts'
import { constellationAt, nextConstellation, type Constellation } from './constellation-plan.ts'
import {
  frontierOf,
  openConstellation,
  resumeConstellation,
  type ConstellationSearch,
} from './constellation-search.ts'
import { laneCounter } from './constellation-lanes.ts'
import { walkConstellation } from './constellation-walk.ts'
import { finishConstellation } from './constellation-whole.ts'
import { addFirstRows, firstRowFromText, firstRowOf, firstRowToText } from '../first-row.ts'
import {
  addTally,
  type ClassedCountResult,
  classedResult,
  EMPTY_TALLY,
  type Tally,
  tallyFromJson,
  tallyToJson,
  totalsOf,
} from '../tally.ts'

/**
 * constellation: the border queens first. Each solution has one queen in row 0, row n-1, column
 * 0 and column n-1; one border configuration per symmetry orbit is searched (`planConstellations`),
 * in the orientation where it prunes soonest, and its solutions weigh as many boards as its orbit
 * has configurations (NQueensFAF's method; the Q27 project pre-placed the same ring). With the
 * border fixed, the rows in between prune hard from both ends: n = 16 visits 213 million nodes,
 * against 278 million for `symmetry` and 1.1 billion for `bitmask`.
 *
 * Unique counts come from the same pass. An orbit of solutions meets a constellation in as many
 * boards as the symmetries that keep the constellation divided by those that keep the solution,
 * so a constellation whose border no half turn keeps holds only boards of orbits of 8, and
 * elsewhere (49 of the 3,206 constellations at n = 16) each solution is checked for a half or
 * quarter turn: unique = C2 + C4 + C8 as in `symmetry`.
 *
 * A cursor's state is `[code, single, half, quarter, ...frontier]`: the constellation (its
 * code), the solutions found in it so far by symmetry, and the frontier inside it; its partial
 * holds the classes of the constellations done. A count resumes from the code without listing
 * the constellations before it.
 */
export type ConstellationCountResult = ClassedCountResult

export const constellation: Counter & {
  count(n: number, options?: CountOptions): ConstellationCountResult
} = {
  id: 'constellation',
  maxN: COUNT_MAX_N,
  countsUnique: true,
  count: countConstellations,
}

/**
 * Counts the solutions for n with their symmetry classes.
 *
 * @example
 * countConstellations(8) // { total: 92n, unique: 12n, classes: { c1: 0n, c2: 0n, c4: 1n, c8: 11n }, … }
 */
export function countConstellations(n: number, options?: CountOptions): ConstellationCountResult {
  checkN(n, constellation.maxN)
  const budget = checkBudget(options?.budget)
  const onProgress = options?.onProgress
  let tally = EMPTY_TALLY
  // Counts by first-row column of the constellations done; undefined for a cursor without them.
  let firstRow: bigint[] | undefined = []
  let resume: WalkPoint | undefined
  if (options?.cursor !== undefined) {
    const payload = decodeCursor(options.cursor, { kind: 'count', algorithm: 'constellation', n })
    tally = tallyFromJson(payload.partial, 'cursor')
    const text = payload.partial?.firstRow
    firstRow = text === undefined ? undefined : firstRowFromText(text, n)
    resume = readWalkPoint(n, payload.state)
  }
  let next = resume?.constellation ?? nextConstellation(n, -1)
  let nodes = 0
  // Codes grow with the row-0 queen's column, which runs up to (n-1)/2: progress by code.
  const codes = (Math.floor((n - 1) / 2) + 1) * n ** 3
  // A finished constellation's classes and first-row counts, added to the sums.
  const add = (s: ConstellationSearch, planned: Constellation): void => {
    const classes = classesOf(s)
    tally = addTally(tally, classes)
    if (firstRow) firstRow = addFirstRows(firstRow, firstRowOf(n, planned, totalsOf(classes).total))
  }
  const lanes = budget === Infinity ? laneCounter() : undefined
  if (lanes !== undefined) {
    // With no budget, the lanes count every constellation left (a resumed one on its own).
    const planned = new Map<ConstellationSearch, Constellation>()
    lanes.run(
      () => {
        if (next === undefined) return undefined
        onProgress?.(next.code / codes)
        const s = openAt(n, next, resume)
        planned.set(s, next)
        resume = undefined
        next = nextConstellation(n, next.code)
        return s
      },
      (s, visited) => {
        nodes += visited
        add(s, planned.get(s)!)
        planned.delete(s)
      },
    )
  }
  for (; next !== undefined; next = nextConstellation(n, next.code)) {
    onProgress?.(next.code / codes)
    const s = openAt(n, next, resume)
    resume = undefined
    nodes += budget === Infinity ? finishConstellation(s) : walkConstellation(s, budget - nodes)
    if (!s.done) {
      const cursor = encodeCursor({
        kind: 'count',
        algorithm: 'constellation',
        n,
        state: stateOf(s),
        partial: {
          ...tallyToJson(tally),
          ...(firstRow ? { firstRow: firstRowToText(firstRow) } : {}),
        },
      })
      return classedResult('constellation', n, 'partial', tally, nodes, cursor, countedSoFar(s))
    }
    add(s, next)
  }
  onProgress?.(1)
  const result = classedResult('constellation', n, 'complete', tally, nodes)
  // n = 2, 3 have no constellations and no solutions: every column counts 0.
  if (firstRow) result.firstRow = firstRow.length === n ? firstRow : new Array(n).fill(0n)
  return result
}

/**
 * The orbits a finished constellation holds, by size. A symmetry that keeps the border maps its
 * solutions onto each other, so the boards of one orbit here number `8 / weight` (the symmetries
 * keeping the border) divided by the symmetries keeping the board: 1, 2 or 4.
 */
export function classesOf(s: ConstellationSearch): Tally {
  // n = 1: the lone queen is all four border queens, and every symmetry keeps it.
  if (s.n === 1) return { ...EMPTY_TALLY, c1: 1n }
  const keep = 8 / s.constellation.weight
  const orbits = (boards: number, kept: number): bigint => {
    if ((boards * kept) % keep !== 0) {
      throw new InvalidInputError('cursor', 'has solution counts no constellation can have')
    }
    return BigInt((boards * kept) / keep)
  }
  return { c1: 0n, c2: orbits(s.quarter, 4), c4: orbits(s.half, 2), c8: orbits(s.single, 1) }
}

/**
 * Where a walk stands: the constellation, the symmetry it is searched in, its solutions so far,
 * the frontier inside it (in that symmetry's rows and columns).
 */
export interface WalkPoint {
  constellation: Constellation
  symmetry: number
  /** Solutions found in it so far: kept by no symmetry, by a half turn only, by a quarter turn. */
  found: [number, number, number]
  path: number[]
}

/**
 * Reads a cursor's state `{ at: [code, symmetry, single, half, quarter], path }` for n, refusing
 * anything else as `InvalidInputError('cursor', …)`; the frontier itself is checked when it is
 * opened. A state of an earlier release (an array, with no symmetry) is refused: its frontier
 * belongs to an orientation this release may no longer choose.
 */
export function readWalkPoint(n: number, state: unknown): WalkPoint {
  if (Array.isArray(state)) {
    throw new InvalidInputError(
      'cursor',
      'is from an earlier release of the constellation counter; count again without it',
    )
  }
  const count = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) >= 0
  const { at, path } = (state ?? {}) as { at?: unknown; path?: unknown }
  const fits =
    Array.isArray(at) && at.length === 5 && at.every(count) && at[1] < 8 && Array.isArray(path)
  const constellation = fits ? constellationAt(n, at[0]) : undefined
  if (constellation === undefined || !Array.isArray(path) || path.length === 0) {
    throw new InvalidInputError('cursor', `has a state that is not a frontier for n = ${n}`)
  }
  const [, symmetry, single, half, quarter] = at as number[]
  return { constellation, symmetry, found: [single, half, quarter], path: path as number[] }
}

/** The state a cursor keeps for a stopped search. */
export function stateOf(s: ConstellationSearch): { at: number[]; path: number[] } {
  const { code, symmetry } = s.constellation
  return { at: [code, symmetry ?? 0, s.single, s.half, s.quarter], path: frontierOf(s) }
}

/** Opens a constellation of the plan for n, moved to `at` when resuming. */
export function openAt(n: number, planned: Constellation, at?: WalkPoint): ConstellationSearch {
  const s = openConstellation(n, planned, at?.symmetry)
  if (at !== undefined) {
    resumeConstellation(s, at.path, 'cursor')
    ;[s.single, s.half, s.quarter] = at.found
  }
  return s
}

/**
 * What an unfinished search has counted so far: its boards, and its orbits already whole (the
 * exact orbits are known only once the constellation is done, `classesOf`).
 */
export function countedSoFar(s: ConstellationSearch): { total: bigint; unique: bigint } {
  const { weight } = s.constellation
  const { single, half, quarter } = s
  return {
    total: BigInt(weight * (single + half + quarter)),
    unique: BigInt(Math.floor(((single + 2 * half + 4 * quarter) * weight) / 8)),
  }
}
