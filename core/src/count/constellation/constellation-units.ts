import { decodeCursor, encodeCursor } from '../../cursor.ts'
import { InvalidInputError } from '../../errors.ts'
import { checkBudget, checkN, COUNT_MAX_N, describe } from '../../validate.ts'
import {
  classesOf,
  countedSoFar,
  openAt,
  readWalkPoint,
  stateOf,
  type WalkPoint,
} from './constellation.ts'
import { planConstellations } from './constellation-plan.ts'
import { laneCounter } from './constellation-lanes.ts'
import type { ConstellationSearch } from './constellation-search.ts'
import { walkConstellation } from './constellation-walk.ts'
import { finishConstellation } from './constellation-whole.ts'
import { totalsOf } from '../tally.ts'
import { firstRowOf } from '../first-row.ts'
import { residuesOfProduct } from '../residues.ts'
import type { SplitUnitResult } from '../unit-result.ts'

/**
 * The constellation count as independent work units, for the thread pool: unit i is
 * constellation i of `planConstellations(n)` (n = 16: 3,206 units; n = 20: 9,522), so a unit is
 * just its index and any thread can count any unit. Its results add up: the sums over all units
 * are the total and unique counts exactly, in any order. A partial result carries a cursor (kind
 * `unit`) to resume that unit with; record a unit's counts only from its complete result.
 *
 * @example
 * const units = constellationUnits(8) // 78
 * let total = 0n
 * for (let i = 0; i < units; i++) total += countConstellationUnit(8, i).total // 92n
 */
export function constellationUnits(n: number): number {
  return planConstellations(checkN(n, COUNT_MAX_N)).length
}

/**
 * Counts unit `index` for at most `budget` nodes, resuming from `cursor` (from an earlier partial
 * result of the same unit). Throws `InvalidInputError` for an index the plan does not have
 * (`unit`) and for a cursor of another unit, n or kind (`cursor`).
 */
export function countConstellationUnit(
  n: number,
  index: number,
  options?: { budget?: number; cursor?: string },
): SplitUnitResult {
  checkN(n, COUNT_MAX_N)
  const budget = checkBudget(options?.budget)
  checkIndex(n, index)
  const at = options?.cursor === undefined ? undefined : readUnitCursor(n, index, options.cursor)
  const s = openAt(n, planConstellations(n)[index], at)
  const nodes = budget === Infinity ? finishConstellation(s) : walkConstellation(s, budget)
  if (s.done) return completeResult(n, s, nodes)
  const cursor = encodeCursor({
    kind: 'unit',
    algorithm: 'constellation',
    n,
    state: stateOf(s),
  })
  const counts = countedSoFar(s)
  const firstRow = firstRowOf(n, s.constellation, counts.total)
  return { status: 'partial', ...counts, nodes, cursor, firstRow, residues: residuesOfSearch(s) }
}

/**
 * Counts the units `next` gives, until it gives undefined, to the end with no budget, reporting
 * each complete result through `done` (not necessarily in the order taken): many at a time on
 * the lanes of constellation-lanes.ts where they run (Node), else one by one.
 */
export function countConstellationUnits(
  n: number,
  next: () => number | undefined,
  done: (index: number, result: SplitUnitResult) => void,
): void {
  checkN(n, COUNT_MAX_N)
  const lanes = laneCounter()
  if (lanes === undefined) {
    for (let index = next(); index !== undefined; index = next()) {
      done(index, countConstellationUnit(n, index))
    }
    return
  }
  const plan = planConstellations(n)
  const indexOf = new Map<ConstellationSearch, number>()
  lanes.run(
    () => {
      const index = next()
      if (index === undefined) return undefined
      checkIndex(n, index)
      const s = openAt(n, plan[index])
      indexOf.set(s, index)
      return s
    },
    (s, nodes) => {
      const index = indexOf.get(s)!
      indexOf.delete(s)
      done(index, completeResult(n, s, nodes))
    },
  )
}

function completeResult(n: number, s: ConstellationSearch, nodes: number): SplitUnitResult {
  const counts = totalsOf(classesOf(s))
  const firstRow = firstRowOf(n, s.constellation, counts.total)
  return { status: 'complete', ...counts, nodes, firstRow, residues: residuesOfSearch(s) }
}

/** The residues come from the boards found and the weight, not from the total's bigint. */
function residuesOfSearch(s: ConstellationSearch): number[] {
  return residuesOfProduct(s.constellation.weight, s.single + s.half + s.quarter)
}

/**
 * Checks that `cursor` is a partial result of unit `index` that `countConstellationUnit` can
 * resume, and returns what the unit had counted by then; throws `InvalidInputError` otherwise.
 * For callers that check cursors before handing them out (the thread pool).
 */
export function checkConstellationCursor(
  n: number,
  index: number,
  cursor: string,
): { total: bigint; unique: bigint } {
  checkN(n, COUNT_MAX_N)
  checkIndex(n, index)
  const at = readUnitCursor(n, index, cursor)
  return countedSoFar(openAt(n, planConstellations(n)[index], at))
}

function readUnitCursor(n: number, index: number, cursor: string): WalkPoint {
  const payload = decodeCursor(cursor, { kind: 'unit', algorithm: 'constellation', n })
  const at = readWalkPoint(n, payload.state)
  if (at.constellation.code !== planConstellations(n)[index].code) {
    throw new InvalidInputError('cursor', `was made for another unit than ${index}`)
  }
  return at
}

function checkIndex(n: number, index: number): void {
  const units = planConstellations(n).length
  if (!Number.isInteger(index) || index < 0 || index >= units) {
    throw new InvalidInputError(
      'unit',
      `must be an integer from 0 to ${units - 1}, got ${describe(index)}`,
    )
  }
}
