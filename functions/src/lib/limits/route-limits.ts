import { COMPLETIONS_MAX_N, COUNT_MAX_N, FINDER_IDS, getFinder } from '@nqueens/core'
import { finderMaxN } from './finders.ts'
import { boardMaxN, type Policy } from '../budget/policy.ts'

/**
 * @module
 * The largest n each route takes in this deployment, from the budget policy: the one source of
 * the limits the routes' 400s state, the contract's `maximum` for n, and /api/docs. A route with
 * several cases (count by algorithm, solve by method) takes the widest here and states the limit
 * of the case at hand when it refuses.
 */

/** Largest n of a completions count (`/api/count` with `queens`): core's, and a board read whole. */
export function completionsMaxN(policy: Policy): number {
  return Math.min(COMPLETIONS_MAX_N, boardMaxN(policy))
}

/** Largest n `/api/solutions` pages: as far as enumerate finishes one request. */
export function solutionsMaxN(policy: Policy): number {
  return finderMaxN(policy, getFinder('enumerate'))
}

/** Largest n of each route here, by its path in the contract (`/s/` for every permalink form). */
export interface RouteMaxN {
  '/api/count': number
  '/api/solve': number
  '/api/solutions': number
  '/api/verify': number
  '/api/jobs': number
  '/s/': number
}

export function readRouteMaxN(policy: Policy): RouteMaxN {
  const boards = boardMaxN(policy)
  return {
    '/api/count': Math.max(COUNT_MAX_N, completionsMaxN(policy)),
    '/api/solve': Math.max(...FINDER_IDS.map((id) => finderMaxN(policy, getFinder(id)))),
    '/api/solutions': solutionsMaxN(policy),
    '/api/verify': boards,
    '/api/jobs': policy.jobMaxN,
    '/s/': boards,
  }
}
