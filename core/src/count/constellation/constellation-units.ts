/**
 * @module
 * The constellation count as independent work units, for the thread pool, the visitor's browser and
 * jobs: unit i is constellation i of `planConstellations(n)` (n = 16: 3,206 units; n = 20: 9,522),
 * so a unit is just its id (its index in the plan) and any thread can count any unit. Its results
 * add up: the sums over all units are the total and unique counts exactly, in any order. A partial
 * result carries a cursor (kind `unit`, its state the unit's `OpenConstellation`) to resume that
 * unit with; record a unit's counts only from its complete result.
 *
 * Units are counted many at a time (`countUnits`): on the lanes, the branches of every unit in
 * hand share the lanes, which one unit alone (a handful of branches) would leave mostly idle.
 */
import { decodeCursor, encodeCursor } from '../../cursor.ts'
import { InvalidInputError } from '../../errors.ts'
import { notAFrontier } from '../frontier.ts'
import type { Engine } from '../../types.ts'
import { validateBudget, validateN, COUNT_MAX_N, describeValue } from '../../validate.ts'
import { countBranches } from '../engine.ts'
import { firstRowOf } from '../first-row.ts'
import { residuesOfProduct } from '../residues.ts'
import { totalsOf } from '../tally.ts'
import type { CountManyOptions, SplitUnitResult, UnitToCount } from '../unit-result.ts'
import {
  countedSoFar,
  isOpenConstellation,
  openConstellationToCount,
  type OpenConstellation,
  type Opened,
} from './constellation-branches.ts'
import { planOf, type Constellation } from './constellation-plan.ts'

/**
 * How many units n has.
 *
 * @example
 * constellationUnits(8) // 78
 */
export function constellationUnits(n: number): number {
  return planOf(validateN(n, COUNT_MAX_N)).length
}

/**
 * Counts the units `next` gives (asked for only while nodes are left) for at most `budget` nodes in
 * all (no budget: to the end), reporting each through `onCounted`: complete ones as they finish
 * (not in the order taken), then, if the budget ran out, a partial result with a cursor for each
 * unit taken and not finished. Throws `InvalidInputError` for an id the plan does not have (`unit`)
 * and for a cursor of another unit, n or kind (`cursor`), or hands the unit to `refused`.
 *
 * @example
 * const ids = [0, 1, 2]
 * countUnits(8, () => (ids.length ? { id: ids.shift()! } : undefined), (unit, r) => {})
 */
export function countUnits<T extends UnitToCount>(
  n: number,
  next: () => T | undefined,
  onCounted: (unit: T, result: SplitUnitResult) => void,
  options?: CountManyOptions<T>,
): { nodes: number; engine: Engine } {
  validateN(n, COUNT_MAX_N)
  const budget = validateBudget(options?.budget)
  return countPlannedUnits(n, planOf(n), next, onCounted, { ...options, budget })
}

/**
 * `countUnits` for a caller that has validated n and its budget and holds n's plan (the in-order
 * runner): the units' ids and cursors are still read, and refused, as they are taken.
 */
export function countPlannedUnits<T extends UnitToCount>(
  n: number,
  plan: readonly Constellation[],
  next: () => T | undefined,
  onCounted: (unit: T, result: SplitUnitResult) => void,
  options: CountManyOptions<T> & { budget: number },
): { nodes: number; engine: Engine } {
  const { budget, refused } = options
  const run = countBranches(
    n,
    () => {
      for (let unit = next(); unit !== undefined; unit = next()) {
        try {
          return openUnit(n, plan, unit)
        } catch (error) {
          if (refused === undefined || !(error instanceof InvalidInputError)) throw error
          refused(unit, error)
        }
      }
      return undefined
    },
    (o, classes) => {
      const { total, unique } = totalsOf(classes)
      const planned = plan[o.id]
      onCounted(o.key as T, {
        status: 'complete',
        total,
        unique,
        classes,
        nodes: o.nodes,
        firstRow: firstRowOf(n, planned, total),
        residues: residuesOfProduct(planned.weight, o.found),
      })
    },
    { budget, engine: options.engine },
  )
  for (const { key, open, nodes } of run.stopped) {
    const cursor = encodeCursor({ kind: 'unit', algorithm: 'constellation', n, state: open })
    onCounted(key as T, partialResult(n, plan[open.index], open, nodes, cursor))
  }
  return { nodes: run.nodes, engine: run.engine }
}

/**
 * Counts unit `id` for at most `budget` nodes, resuming from `cursor` (from an earlier partial
 * result of the same unit).
 *
 * @example
 * let total = 0n
 * for (let i = 0; i < constellationUnits(8); i++) total += countConstellationUnit(8, i).total // 92n
 */
export function countConstellationUnit(
  n: number,
  id: number,
  options?: { budget?: number; cursor?: string; engine?: Engine },
): SplitUnitResult & { engine: Engine } {
  let taken = false
  let result: SplitUnitResult | undefined
  const run = countUnits(
    n,
    () => (taken ? undefined : ((taken = true), { id, cursor: options?.cursor })),
    (_, r) => (result = r),
    options,
  )
  // A budget spent before the unit was taken (never: a budget is at least 1) would leave none.
  return { ...result!, engine: run.engine }
}

function partialResult(
  n: number,
  planned: Constellation,
  open: OpenConstellation,
  nodes: number,
  cursor: string,
): SplitUnitResult {
  const counts = countedSoFar(open, planned.weight)
  const firstRow = firstRowOf(n, planned, counts.total)
  const residues = residuesOfProduct(planned.weight, open.found)
  return { status: 'partial', ...counts, nodes, cursor, firstRow, residues }
}

/**
 * Validates `cursor` as a partial result of unit `id` that `countConstellationUnit` can
 * resume, and returns what the unit had counted by then; throws `InvalidInputError` otherwise.
 * For callers that validate cursors before handing them out (the thread pool, a job's consumer).
 */
export function validateConstellationCursor(
  n: number,
  id: number,
  cursor: string | undefined,
): { total: bigint; unique: bigint } {
  const plan = planOf(validateN(n, COUNT_MAX_N))
  if (cursor === undefined) {
    validateId(plan, id)
    return { total: 0n, unique: 0n }
  }
  return countedSoFar(openUnit(n, plan, { id, cursor }), plan[id].weight)
}

/**
 * Opens unit `unit.id` of a validated n's plan, from the start or from its cursor: the one place a
 * unit's id and cursor are read, with the cursor's frontiers validated as the search opens.
 */
function openUnit(n: number, plan: readonly Constellation[], unit: UnitToCount): Opened {
  validateId(plan, unit.id)
  const open = unit.cursor === undefined ? undefined : readUnitCursor(n, unit.id, unit.cursor)
  return openConstellationToCount(n, plan, { id: unit.id, key: unit, open })
}

function readUnitCursor(n: number, id: number, cursor: string): OpenConstellation {
  const payload = decodeCursor(cursor, { kind: 'unit', algorithm: 'constellation', n })
  const open = payload.state
  if (!isOpenConstellation(open)) {
    throw notAFrontier(n)
  }
  if (open.index !== id) {
    throw new InvalidInputError('cursor', `was made for another unit than ${id}`)
  }
  return open
}

/** Refuses an id the plan does not have, as `InvalidInputError('unit', …)`. */
function validateId(plan: readonly Constellation[], id: number): void {
  const units = plan.length
  if (!Number.isInteger(id) || id < 0 || id >= units) {
    throw new InvalidInputError(
      'unit',
      `must be an integer from 0 to ${units - 1}, got ${describeValue(id)}`,
    )
  }
}
