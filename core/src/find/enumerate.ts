import { InvalidInputError } from '../errors.ts'
import type { Finder, SolveOptions, SolveResult } from '../types.ts'
import { validateBudget, validateN, describeValue } from '../validate.ts'
import { solveLexFirst } from './first.ts'
import { validateQueens } from './input.ts'
import { verifyPlacement } from '../board/verify.ts'
import { LEX_START, readLexCursor, searchLex, writeLexCursor } from './lex-search.ts'

/**
 * `enumerate`: every solution (or every completion of pre-placed queens) in lexicographic order,
 * by the depth-first search of `lex-search.ts` (Erickson's `PlaceQueens`), paged by cursor. Its
 * `solve` gives the first one, as `first` does; `listSolutions` gives them a page at a time.
 *
 * A page's cursor is the search frontier — the columns of the free rows placed so far plus the
 * column about to be tried — tied to n and to the pre-placed queens (by digest), so a page can
 * never repeat or skip a solution, and a cursor used with other queens or another n is refused.
 *
 * Worked example, n = 6 (4 solutions), limit 3: the first page holds 2,4,6,1,3,5 / 3,6,2,5,1,4 /
 * 4,1,5,2,6,3 (1-based) and a cursor; the second page holds 5,3,1,6,4,2 and is `complete`.
 */
export const enumerate: Finder = {
  id: 'enumerate',
  // A page of 1000 solutions of n = 200 is already ~1 MB of JSON.
  maxN: 200,
  completes: true,
  randomised: false,
  solve(n: number, options?: SolveOptions): SolveResult {
    return solveLexFirst(enumerate, n, options)
  },
}

export interface SolutionPage {
  n: number
  solutions: Int32Array[]
  /** `complete`: the enumeration is finished. `partial`: there may be more, from `cursor`. */
  status: 'complete' | 'partial'
  /** Nodes visited in this call. */
  nodes: number
  cursor?: string
}

export const DEFAULT_PAGE_LIMIT = 10
export const MAX_PAGE_LIMIT = 1000

/**
 * One page of the solutions of n (completing `queens` if given), in lexicographic order. A page
 * ends when `limit` solutions are found or `budget` nodes are spent. A full page looks on to the
 * next solution: when there is none, the page is `complete`; else (or when the budget ran out)
 * it is `partial`, with a cursor for the next page, which is empty only when the budget ran out
 * looking. All pages together list every solution once, and their nodes add up to one
 * uninterrupted search's. Attacking pre-placed queens have no completion: an empty, complete page.
 *
 * @example
 * listSolutions(4).solutions // [Int32Array [1, 3, 0, 2], Int32Array [2, 0, 3, 1]]
 * const page = listSolutions(8, { limit: 50 }) // 50 solutions, status 'partial', a cursor
 * listSolutions(8, { limit: 50, cursor: page.cursor }) // the other 42, status 'complete'
 * listSolutions(4, { limit: 2 }).status // 'complete': no third solution follows
 */
export function listSolutions(
  n: number,
  options: { queens?: ArrayLike<number>; limit?: number; cursor?: string; budget?: number } = {},
): SolutionPage {
  const size = validateN(n, enumerate.maxN)
  const budget = validateBudget(options.budget)
  const limit = options.limit ?? DEFAULT_PAGE_LIMIT
  if (
    typeof limit !== 'number' ||
    !Number.isInteger(limit) ||
    limit < 1 ||
    limit > MAX_PAGE_LIMIT
  ) {
    throw new InvalidInputError(
      'limit',
      `must be a whole number from 1 to ${MAX_PAGE_LIMIT}, got ${describeValue(limit)}`,
    )
  }
  const queens = validateQueens(options.queens, size)
  const start =
    options.cursor === undefined
      ? LEX_START
      : readLexCursor(options.cursor, 'solutions', 'enumerate', queens)
  if (verifyPlacement(queens).conflicts.length > 0) {
    return { n: size, solutions: [], status: 'complete', nodes: 0 }
  }
  const run = searchLex(queens, start, budget, limit, true)
  const page: SolutionPage = {
    n: size,
    solutions: run.solutions,
    status: 'complete',
    nodes: run.nodes,
  }
  if (run.frontier) {
    page.status = 'partial'
    page.cursor = writeLexCursor('solutions', 'enumerate', queens, run.frontier)
  }
  return page
}
