import type { CountOptions, CountResult } from '../types.ts'
import { validateBudget, validateN, COUNT_MAX_N } from '../validate.ts'
import { planOf } from './constellation/constellation-plan.ts'
import { countPlannedUnits } from './constellation/constellation-units.ts'
import { addUnit, closeSums, openSums } from './combine.ts'
import { DEFAULT_SPLIT, getSplit } from './split.ts'
import { resumeSplit, splitResult, type SplitCounterId, type PendingCounts } from './split-state.ts'
import type { Tally } from './tally.ts'
import type { UnitToCount } from './unit-result.ts'

/**
 * The one runner of a split count in one thread: the default split's units
 * (`getSplit(DEFAULT_SPLIT)`, one per constellation) counted in plan order, many at a time on the
 * thread's engine, under one budget. The `constellation` and `parallel` counters are this runner
 * under their own names; a Worker, which has no threads, counts both so. It validates n and the
 * budget once and makes the plan once, then counts the units of that plan as the split does
 * (`countPlannedUnits`). Its cursor is the one of split-state.ts, which the thread pool writes
 * too; it adds the units up as every runner does (combine.ts), each as it finishes.
 *
 * @example
 * countSplitInOrder('parallel', 8).total // 92n
 */
export function countSplitInOrder(
  algorithm: SplitCounterId,
  n: number,
  options?: CountOptions,
): CountResult & { classes?: Tally } {
  validateN(n, COUNT_MAX_N)
  const budget = validateBudget(options?.budget)
  const onProgress = options?.onProgress
  const split = getSplit(DEFAULT_SPLIT)
  const plan = planOf(n)
  const units = plan.length
  const { state, finished } = resumeSplit(algorithm, n, units, options?.cursor)
  const pendingCounts: PendingCounts = new Map()
  // The units a cursor left pending come first, then the rest in plan order.
  let taken = 0
  let next = state.next
  const sums = openSums()
  addUnit(sums, finished)
  const stopped: UnitToCount[] = []
  const run = countPlannedUnits(
    n,
    plan,
    () => {
      if (taken < state.pending.length) return state.pending[taken++]
      if (next >= units) return undefined
      onProgress?.(next / units)
      return { id: next++ }
    },
    ({ id }, result) => {
      if (result.status === 'complete') {
        // Without residues: they guard a count that travels, and these units never leave here.
        const { total, unique, firstRow, classes } = result
        addUnit(sums, { total, unique, firstRow, classes })
      } else {
        stopped.push({ id, cursor: result.cursor })
        pendingCounts.set(id, result)
      }
    },
    { budget, engine: options?.engine },
  )
  const pending = [...stopped, ...state.pending.slice(taken)]
  if (pending.length === 0 && next === units) onProgress?.(1)
  return splitResult(
    split,
    { algorithm, n, units },
    { state: { next, pending }, sums: closeSums(sums), pendingCounts },
    run.nodes,
    run.engine,
  )
}
