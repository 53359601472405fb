import { InvalidInputError } from '../errors.ts'
import type { Engine } from '../types.ts'
import { validateN, COUNT_MAX_N } from '../validate.ts'
import { adoptPlan, planOf, type Constellation } from './constellation/constellation-plan.ts'
import { bitCount } from './constellation/constellation-rows.ts'
import { shapeOf } from './constellation/constellation-search.ts'
import {
  validateConstellationCursor,
  constellationUnits,
  countConstellationUnit,
  countUnits,
} from './constellation/constellation-units.ts'
import type { CountManyOptions, SplitUnitResult, UnitToCount } from './unit-result.ts'

// Adding units up lives in combine.ts; the GPU engine (core/src/gpu/) imports it from here.
export { combineUnits } from './combine.ts'

/**
 * A split count: one count cut into independent units that any runner (a thread pool, browser
 * workers, Durable Object jobs) counts in any order and adds up. A runner knows a unit only by its
 * id, its index in the plan, and the plan's relative cost estimate; it never sees an algorithm's
 * internals. Every unit's result is exact on its own, so anyone can re-count any unit.
 *
 * @example
 * const split = getSplit('constellation')
 * const units = split.plan(8) // 78 units, { id, cost }
 * combineUnits(units.map(({ id }) => split.count(8, id))).total // 92n
 */
export interface SplitCount {
  id: SplitId
  /** The units for n, in a fixed order: the same n always gives the same plan. */
  plan(n: number): SplitUnit[]
  /** Counts unit `id` for at most `budget` nodes, resuming from a cursor of the same unit. */
  count(
    n: number,
    id: number,
    options?: { budget?: number; cursor?: string; engine?: Engine },
  ): SplitUnitResult & { engine: Engine }
  /**
   * Counts the units `next` gives (asked for while nodes are left) for at most `budget` nodes in
   * all, many at a time, reporting each through `onCounted`: complete ones as they finish, not in
   * the order taken, then a partial result (with its cursor) for each unit taken and not finished.
   * Each unit's id and cursor are read once, as it is taken; one core refuses is thrown, or, with
   * `refused`, handed there while the count goes on.
   */
  countMany<T extends UnitToCount>(
    n: number,
    next: () => T | undefined,
    onCounted: (unit: T, result: SplitUnitResult) => void,
    options?: CountManyOptions<T>,
  ): { nodes: number; engine: Engine }
  /**
   * What unit `id` had counted at `cursor` (nothing, without one); throws `InvalidInputError` for
   * an id the plan does not have and for a foreign cursor.
   */
  validate(n: number, id: number, cursor?: string): { total: bigint; unique: bigint }
  /**
   * For runners with threads: what making the plan for n left behind (a structured-clone-able
   * value), so that `adopt` in another thread of the same build can take it instead of making the
   * plan again (listing the constellations is not free in a fresh thread).
   */
  exportPlan?(n: number): unknown
  /** Takes what `exportPlan(n)` gave in another thread; a thread that has its own keeps it. */
  adopt?(n: number, exported: unknown): void
  /** @deprecated Use `exportPlan`, the same function: a "share" is a share of the work done. */
  share?(n: number): unknown
}

export interface SplitUnit {
  /** Index in the plan. */
  id: number
  /**
   * Relative cost, for weighing progress and ordering work: units differ widely in cost. An
   * estimate, not a node count.
   */
  cost: number
}

/**
 * The split there is: the constellation count's, one unit per constellation. A runner names it
 * (in job ids, cursors and pool units), so that another split can be told apart if one is added.
 */
export type SplitId = 'constellation'

/** The split every parallel count uses. */
export const DEFAULT_SPLIT: SplitId = 'constellation'

/** Rows whose free squares estimate a constellation's cost (how well: split.test.ts holds it). */
const COST_ROWS = 7

const constellation: SplitCount = {
  id: 'constellation',
  plan(n) {
    const plan = planOf(validateN(n, COUNT_MAX_N))
    // The product of the free squares of the first search rows, in the orientation searched.
    // The shapes are the ones the counters search, kept per constellation: where one thread both
    // plans and counts (a job's coordinator and a consumer in one isolate, as under wrangler dev;
    // a script) each is laid out once. A thread that only plans keeps them too, one per
    // constellation of each n it planned.
    return plan.map((c, id) => {
      const { rows, allowed } = shapeOf(n, c)
      let cost = 1
      for (let level = 0; level < Math.min(COST_ROWS, rows.length); level++) {
        cost *= bitCount(allowed[level])
      }
      return { id, cost: Math.max(1, cost) }
    })
  },
  count: (n, id, options) => countConstellationUnit(n, id, options),
  countMany: (n, next, onCounted, options) => countUnits(n, next, onCounted, options),
  validate: (n, id, cursor) => validateConstellationCursor(n, id, cursor),
  exportPlan: (n) => planOf(validateN(n, COUNT_MAX_N)),
  adopt: (n, exported) => adoptPlan(n, exported as Constellation[]),
  share: (n) => planOf(validateN(n, COUNT_MAX_N)),
}

/** The split by id; throws `InvalidInputError('algorithm', …)` for any other. */
export function getSplit(id: string): SplitCount {
  if (id === DEFAULT_SPLIT) return constellation
  throw new InvalidInputError('algorithm', `must be ${DEFAULT_SPLIT}, the split count there is`)
}

/** How many units `split` makes for n, without building their costs. */
export function unitCountOf(split: SplitId, n: number): number {
  getSplit(split)
  return constellationUnits(n)
}
