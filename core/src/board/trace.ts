import { InvalidInputError } from '../errors.ts'
import { validateN } from '../validate.ts'
import { MAX_TREE_N, attackedFromAbove } from './tree.ts'

/**
 * @module
 * A trace of the same backtracking search that `recursionTree` draws, event by event, for
 * animating it. Each row tries columns left to right: an attacked square is a `conflict`, an open one a
 * `place`; a full board is a `solution` (right after the `place` of its last queen), and leaving
 * a square to try the next is a `remove`. The search runs to the end, so the trace holds every
 * solution, unless `limit` stops it first.
 */

/** One event of a traced search: a queen placed or removed, a conflict, or a solution. */
export interface TraceEvent {
  type: 'place' | 'remove' | 'solution' | 'conflict'
  /** 0-based row of the square the event is about. */
  row: number
  /** 0-based column of the square the event is about. */
  col: number
  /** For `solution`: the whole board, 0-based columns. */
  queens?: number[]
}

export interface TraceOptions {
  /** Most events returned; default 10,000, at most 1,000,000. */
  limit?: number
}

export const DEFAULT_TRACE_LIMIT = 10_000
const MAX_TRACE_LIMIT = 1_000_000

/**
 * The events of a backtracking search for n from 1 to 8, stopping after `limit` events.
 *
 * @example
 * traceSearch(4).slice(0, 4)
 * // [{ type: 'place', row: 0, col: 0 }, { type: 'conflict', row: 1, col: 0 },
 * //  { type: 'conflict', row: 1, col: 1 }, { type: 'place', row: 1, col: 2 }]
 * traceSearch(4).filter((s) => s.type === 'solution').length // 2
 */
export function traceSearch(n: number, options: TraceOptions = {}): TraceEvent[] {
  validateN(n, MAX_TREE_N)
  const limit = options.limit ?? DEFAULT_TRACE_LIMIT
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_TRACE_LIMIT) {
    throw new InvalidInputError(
      'limit',
      `must be a whole number of events from 1 to ${MAX_TRACE_LIMIT}, got ${limit}`,
    )
  }
  const events: TraceEvent[] = []
  const queens: number[] = []
  // Returns false once the limit is reached, which unwinds the whole search.
  const add = (event: TraceEvent) => {
    events.push(event)
    return events.length < limit
  }
  const search = (row: number): boolean => {
    for (let col = 0; col < n; col++) {
      if (attackedFromAbove(queens, row, col)) {
        if (!add({ type: 'conflict', row, col })) return false
        continue
      }
      queens.push(col)
      if (!add({ type: 'place', row, col })) return false
      if (row + 1 === n) {
        if (!add({ type: 'solution', row, col, queens: [...queens] })) return false
      } else if (!search(row + 1)) return false
      queens.pop()
      if (!add({ type: 'remove', row, col })) return false
    }
    return true
  }
  search(0)
  return events
}
