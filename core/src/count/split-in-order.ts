import type { CountOptions, CountResult } from '../types.ts'
import { validateBudget, validateN, COUNT_MAX_N } from '../validate.ts'
import { combineUnits, DEFAULT_SPLIT, getSplit, unitCountOf } from './split.ts'
import { resumeSplit, splitAnswer, type SplitPartials } from './split-state.ts'
import type { SplitUnitResult, UnitTask } from './unit-result.ts'

/**
 * `parallel` in one thread: the default split count's units (`getSplit(DEFAULT_SPLIT)`) counted
 * in plan order, many at a time on the thread's engine, under one budget. It is how the edge
 * counts `parallel` within a request (a Worker has no threads). Its cursor is the thread pool's
 * (split-state.ts), so a count started by one runner resumes in the other; its sums come from
 * `combineUnits`, as every runner's do.
 *
 * @example
 * countSplitInOrder(8).total // 92n
 */
export function countSplitInOrder(n: number, options?: CountOptions): CountResult {
  validateN(n, COUNT_MAX_N)
  const budget = validateBudget(options?.budget)
  const onProgress = options?.onProgress
  const split = getSplit(DEFAULT_SPLIT)
  const unitCount = unitCountOf(split.id, n)
  const { state, done } = resumeSplit(n, unitCount, options?.cursor)
  const partials: SplitPartials = new Map()
  // The units a cursor left pending come first, then the rest in plan order.
  let taken = 0
  let next = state.next
  const complete: SplitUnitResult[] = []
  const stopped: UnitTask[] = []
  const run = split.countMany(
    n,
    () => {
      if (taken < state.pending.length) return state.pending[taken++]
      if (next >= unitCount) return undefined
      onProgress?.(next / unitCount)
      return { id: next++ }
    },
    ({ id }, result) => {
      if (result.status === 'complete') {
        complete.push(result)
      } else {
        stopped.push({ id, cursor: result.cursor })
        partials.set(id, result)
      }
    },
    { budget, engine: options?.engine },
  )
  const pending = [...stopped, ...state.pending.slice(taken)]
  if (pending.length === 0 && next === unitCount) onProgress?.(1)
  return splitAnswer(
    split,
    n,
    unitCount,
    { state: { next, pending }, sums: combineUnits([done, ...complete]), partials },
    run.nodes,
    run.engine,
  )
}
