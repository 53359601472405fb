import type { Counter } from '../types.ts'
import { COUNT_MAX_N } from '../validate.ts'
import { countSplitInOrder } from './split-in-order.ts'

/**
 * @module
 * parallel: the split count (split.ts), whose units any runner counts in any order and adds up.
 * As a counter it is the split's in-order runner, as `constellation` is, in the calling thread:
 * how a Worker counts it within a request. In Node, `countParallel` (`@nqueens/core`'s `node`
 * entry) counts the same units on a thread per core, and its cursors and this counter's resume
 * each other.
 */
export const parallel: Counter = {
  id: 'parallel',
  maxN: COUNT_MAX_N,
  countsUnique: true,
  count: (n, options) => countSplitInOrder('parallel', n, options),
}
