import { COUNTER_IDS, FINDER_IDS, getCounter, getFinder } from '@nqueens/core'
import { finderMaxN } from '../budget/finders.ts'
import { boardMaxN, countFits, type Policy } from '../budget/policy.ts'
import { PARALLEL_MAX_N } from '../counting/parallel-units.ts'

/**
 * What this deployment accepts, per route and per method, from the same budget policy the routes
 * apply, so the reference states the limits a request here will meet.
 */
export interface DocsLimits {
  /** Largest board read or written whole (solve, verify). */
  boardMaxN: number
  /** The largest n each finder solves an empty board at, within one request. */
  finders: { id: string; maxN: number }[]
  /** Per counter: the largest n it takes, and the largest it counts whole in one request. */
  counters: { id: string; maxN: number; wholeUpTo: number }[]
  /** Largest n of /api/solutions (enumerate's own limit). */
  solutionsMaxN: number
}

export function readDocsLimits(policy: Policy): DocsLimits {
  return {
    boardMaxN: boardMaxN(policy),
    finders: FINDER_IDS.map((id) => ({ id, maxN: finderMaxN(policy, getFinder(id)) })),
    counters: COUNTER_IDS.map((id) => {
      const maxN = id === 'parallel' ? PARALLEL_MAX_N : getCounter(id).maxN
      let wholeUpTo = 0
      while (wholeUpTo < maxN && countFits(policy, id, wholeUpTo + 1)) wholeUpTo++
      return { id, maxN, wholeUpTo }
    }),
    solutionsMaxN: getFinder('enumerate').maxN,
  }
}
