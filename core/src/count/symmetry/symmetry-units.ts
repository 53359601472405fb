import { decodeCursor, encodeCursor } from '../../cursor.ts'
import { InvalidInputError } from '../../errors.ts'
import { checkBudget, checkN, COUNT_MAX_N, describeValue } from '../../validate.ts'
import {
  addTally,
  EMPTY_TALLY,
  tallyFromJson,
  tallyToJson,
  totalsOf,
  type Tally,
} from '../tally.ts'
import type { UnitResult } from '../unit-result.ts'
import { baseBranches, expandBranches, runBranch } from './symmetry-branches.ts'

/**
 * Work units: the symmetry count split into independent parts, for the Node thread pool and the
 * Durable Object jobs alike. A unit pre-places queens in the first rows, symmetry applied: the
 * row-0 queen at column `top` (0 = the corner, else 1 ≤ top < n-1-top) and the queens of rows
 * 1..rows.length at `rows` (0-based columns). Each unit counts the canonical boards below it and
 * weighs them by their orbit, so the sums over all units of `planUnits(n)` are the total and
 * unique counts exactly, whichever machine counts which unit, in any order.
 *
 * Units are plain JSON (`JSON.parse(JSON.stringify(unit))` is the same unit) and carry all a
 * worker needs besides n. Results are bigint; a partial result carries a cursor (kind `unit`)
 * whose partial is the unit's own sums so far: record a unit's counts only from its complete result.
 *
 * Example, n = 8 (default depth 1): 23 units such as { id: 1, top: 0, rows: [2, 5] }
 * (queens at (0, 0), (1, 2), (2, 5)) and { id: 13, top: 1, rows: [4] }.
 */
export interface WorkUnit {
  /** Index in the plan, 0-based. */
  id: number
  /** Column of the row-0 queen. */
  top: number
  /** Columns of the queens of rows 1, 2, … */
  rows: number[]
}

/**
 * Rows pre-placed below the base branches by default: a few hundred to a few thousand units for
 * n ≥ 12 (n = 16: 1,797; n = 20: 4,613), fewer past n = 21, where each unit is long anyway.
 */
export function defaultDepth(n: number): number {
  return n < 8 ? 0 : n < 12 ? 1 : n <= 21 ? 2 : 1
}

/**
 * Splits the count for n into work units; `depth` is how many rows to pre-place below the base
 * branches (default `defaultDepth(n)`). Deterministic: the same n and depth give the same plan.
 *
 * @example
 * planUnits(8).length // 23
 * planUnits(16).length // 1797
 */
export function planUnits(n: number, options?: { depth?: number }): WorkUnit[] {
  checkN(n, COUNT_MAX_N)
  const depth = options?.depth ?? defaultDepth(n)
  if (!Number.isInteger(depth) || depth < 0 || depth > 4) {
    throw new InvalidInputError(
      'depth',
      `must be an integer from 0 to 4, got ${describeValue(depth)}`,
    )
  }
  return expandBranches(n, baseBranches(n), depth).map((b, id) => ({ id, ...b }))
}

/**
 * Counts one unit of `planUnits(n)`, for at most `budget` nodes, resuming from `cursor` (a cursor
 * of this unit from an earlier partial result). Throws `InvalidInputError` for a unit the plan
 * never makes (`unit`), and for a cursor of another unit, n or kind (`cursor`).
 *
 * @example
 * const units = planUnits(8)
 * units.reduce((sum, u) => sum + countUnit(8, u).total, 0n) // 92n
 */
export function countUnit(
  n: number,
  unit: WorkUnit,
  options?: { budget?: number; cursor?: string },
): UnitResult {
  checkN(n, COUNT_MAX_N)
  const budget = checkBudget(options?.budget)
  checkUnit(n, unit)
  const resumed =
    options?.cursor === undefined ? undefined : readUnitCursor(n, unit, options.cursor)
  let tally = resumed?.tally ?? EMPTY_TALLY
  const path = resumed?.frontier
  const run = runBranch(n, unit, path, budget === Infinity ? -1 : budget)
  tally = addTally(tally, run.tally)
  const { total, unique } = totalsOf(tally)
  if (run.frontier === undefined) return { status: 'complete', total, unique, nodes: run.nodes }
  const cursor = encodeCursor({
    kind: 'unit',
    algorithm: 'symmetry',
    n,
    state: { unit: unitKey(unit), frontier: run.frontier },
    partial: tallyToJson(tally),
  })
  return { status: 'partial', total, unique, nodes: run.nodes, cursor }
}

/**
 * Checks that `cursor` is a partial result of this unit that `countUnit` can resume, and returns
 * the unit's sums so far; throws `InvalidInputError('cursor' or 'unit', …)` otherwise. For callers
 * that check cursors before handing them out (the thread pool).
 *
 * @example
 * checkUnitCursor(12, unit, partial.cursor!) // the unit's sums so far, e.g. { total: 16n, unique: 2n }
 */
export function checkUnitCursor(
  n: number,
  unit: WorkUnit,
  cursor: string,
): { total: bigint; unique: bigint } {
  checkN(n, COUNT_MAX_N)
  checkUnit(n, unit)
  const { tally, frontier } = readUnitCursor(n, unit, cursor)
  // Opening the branch at the frontier checks the frontier itself.
  runBranch(n, unit, frontier, 0)
  return totalsOf(tally)
}

function readUnitCursor(
  n: number,
  unit: WorkUnit,
  cursor: string,
): { tally: Tally; frontier: number[] } {
  const payload = decodeCursor(cursor, { kind: 'unit', algorithm: 'symmetry', n })
  const state = payload.state as { unit?: unknown; frontier?: unknown } | null
  const same =
    typeof state === 'object' &&
    state !== null &&
    JSON.stringify(state.unit) === JSON.stringify(unitKey(unit))
  if (!same) throw new InvalidInputError('cursor', `was made for another unit than ${unit.id}`)
  if (!Array.isArray(state.frontier) || state.frontier.length === 0) {
    throw new InvalidInputError('cursor', 'has no frontier')
  }
  // Its entries are checked where the frontier is resumed.
  const frontier = state.frontier as number[]
  return { tally: tallyFromJson(payload.partial, 'cursor'), frontier }
}

/** What identifies a unit inside its cursor. */
function unitKey(unit: WorkUnit): WorkUnit {
  return { id: unit.id, top: unit.top, rows: unit.rows }
}

function checkUnit(n: number, unit: WorkUnit): void {
  const u = unit as unknown as Record<string, unknown> | null
  const ok =
    typeof u === 'object' &&
    u !== null &&
    Number.isSafeInteger(u.id) &&
    (u.id as number) >= 0 &&
    Number.isInteger(u.top) &&
    Array.isArray(u.rows) &&
    u.rows.length <= n &&
    u.rows.every((c) => Number.isInteger(c))
  if (!ok) {
    throw new InvalidInputError('unit', 'must be { id, top, rows } as made by planUnits')
  }
}
