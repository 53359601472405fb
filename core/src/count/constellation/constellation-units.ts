/**
 * @module
 * The constellation count as independent work units, for the thread pool, the visitor's browser
 * and jobs: unit i is constellation i of `planConstellations(n)` (n = 16: 3,206 units; n = 20:
 * 9,522), so a unit is just its id (its index in the plan) and any thread can count any unit. Its results add up: the
 * sums over all units are the total and unique counts exactly, in any order. A partial result
 * carries a cursor (kind `unit`, its state the unit's `OpenConstellation`) to resume that unit
 * with; record a unit's counts only from its complete result.
 *
 * Units are counted many at a time (`countUnits`): on the lanes, the branches of every unit in
 * hand share the lanes, which one unit alone (a handful of branches) would leave mostly idle.
 */
import { decodeCursor, encodeCursor } from '../../cursor.ts'
import { InvalidInputError } from '../../errors.ts'
import type { Engine } from '../../types.ts'
import { validateBudget, validateN, COUNT_MAX_N, describeValue } from '../../validate.ts'
import { countBranches } from '../engine.ts'
import { firstRowOf } from '../first-row.ts'
import { residuesOfProduct } from '../residues.ts'
import { totalsOf } from '../tally.ts'
import type { SplitUnitResult, UnitTask } from '../unit-result.ts'
import {
  countedSoFar,
  isOpenConstellation,
  openTask,
  type OpenConstellation,
  type Task,
} from './constellation-branches.ts'
import { planConstellations, type Constellation } from './constellation-plan.ts'

/**
 * How many units n has.
 *
 * @example
 * constellationUnits(8) // 78
 */
export function constellationUnits(n: number): number {
  return planConstellations(validateN(n, COUNT_MAX_N)).length
}

/**
 * Counts the units `next` gives (asked for only while nodes are left) for at most `budget` nodes
 * in all (no budget: to the end), reporting each through `done`: complete ones as they finish (not
 * in the order taken), then, if the budget ran out, a partial result with a cursor for each unit
 * taken and not finished. Throws `InvalidInputError` for an id the plan does not have (`unit`)
 * and for a cursor of another unit, n or kind (`cursor`).
 *
 * @example
 * const ids = [0, 1, 2]
 * countUnits(8, () => (ids.length ? { id: ids.shift()! } : undefined), (task, r) => {})
 */
export function countUnits<T extends UnitTask>(
  n: number,
  next: () => T | undefined,
  done: (task: T, result: SplitUnitResult) => void,
  options?: { budget?: number; engine?: Engine },
): { nodes: number; engine: Engine } {
  validateN(n, COUNT_MAX_N)
  const budget = validateBudget(options?.budget)
  const plan = planConstellations(n)
  const run = countBranches(
    n,
    plan,
    (): Task | undefined => {
      const task = next()
      if (task === undefined) return undefined
      validateId(n, task.id)
      if (task.cursor === undefined) return { id: task.id, key: task }
      return { id: task.id, key: task, open: readUnitCursor(n, task.id, task.cursor) }
    },
    (o, classes) => {
      const counts = totalsOf(classes)
      const { weight } = plan[o.id]
      done(o.key as T, {
        status: 'complete',
        ...counts,
        nodes: o.nodes,
        firstRow: firstRowOf(n, plan[o.id], counts.total),
        residues: residuesOfProduct(weight, o.found),
      })
    },
    { budget, engine: options?.engine },
  )
  for (const { key, open, nodes } of run.stopped) {
    const cursor = encodeCursor({ kind: 'unit', algorithm: 'constellation', n, state: open })
    done(key as T, partialResult(n, plan[open.index], open, nodes, cursor))
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
  validateN(n, COUNT_MAX_N)
  validateId(n, id)
  if (cursor === undefined) return { total: 0n, unique: 0n }
  const plan = planConstellations(n)
  const open = readUnitCursor(n, id, cursor)
  openTask(n, plan, { id, open })
  return countedSoFar(open, plan[id].weight)
}

function readUnitCursor(n: number, id: number, cursor: string): OpenConstellation {
  const payload = decodeCursor(cursor, { kind: 'unit', algorithm: 'constellation', n })
  const open = payload.state
  if (!isOpenConstellation(open)) {
    throw new InvalidInputError('cursor', `has a state that is not a frontier for n = ${n}`)
  }
  if (open.index !== id) {
    throw new InvalidInputError('cursor', `was made for another unit than ${id}`)
  }
  return open
}

function validateId(n: number, id: number): void {
  const units = planConstellations(n).length
  if (!Number.isInteger(id) || id < 0 || id >= units) {
    throw new InvalidInputError(
      'unit',
      `must be an integer from 0 to ${units - 1}, got ${describeValue(id)}`,
    )
  }
}
