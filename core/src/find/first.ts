import type { Finder, SolveOptions, SolveResult } from '../types.ts'
import { readSolveInput } from './input.ts'
import { LEX_START, readLexCursor, searchLex, writeLexCursor } from './lex-search.ts'

/**
 * `first`: plain backtracking, row by row, columns left to right, to the first solution — the
 * Java 8-queens DFS. The search itself lives in `lex-search.ts` (shared with `enumerate`); see
 * its header for the representation (`cols`/`down`/`up` flags per line, a frontier of
 * `prefix` + `next`) and a worked example for n = 4.
 *
 * The answer is the lexicographically first solution (or completion of the pre-placed queens):
 * for n = 8 it is 1,5,8,6,3,7,2,4 (1-based), found after 113 nodes. Exhausting the search proves
 * that no completion exists, so `first` completes pre-placed queens and answers `unsatisfiable`.
 * Its cost grows wildly with n: past `FIRST_UP_TO_N` (registry.ts) the default finder is `mrv`.
 */
export const first: Finder = {
  id: 'first',
  // Typed-array flags, so any n works; past a few dozen only pre-placed queens keep it fast.
  maxN: 1000,
  completes: true,
  randomised: false,
  solve(n: number, options?: SolveOptions): SolveResult {
    return solveLexFirst(first, n, options)
  },
}

/**
 * The first lexicographic completion under a budget, for `first` and `enumerate` (which differ
 * only in their id, and so in the cursors they accept).
 *
 * @example
 * solveLexFirst(first, 8).queens // Int32Array [0, 4, 7, 5, 2, 6, 1, 3]
 */
export function solveLexFirst(finder: Finder, n: number, options: SolveOptions = {}): SolveResult {
  const input = readSolveInput(finder, n, options)
  if (input.answer) return input.answer
  const { queens, budget } = input
  const start =
    options.cursor === undefined
      ? LEX_START
      : readLexCursor(options.cursor, 'solve', finder.id, queens)
  const run = searchLex(queens, start, budget, 1)
  const result: SolveResult = { method: finder.id, n: input.n, status: 'solved', nodes: run.nodes }
  if (run.solutions.length > 0) result.queens = run.solutions[0]
  else if (run.frontier === null) result.status = 'unsatisfiable'
  else {
    result.status = 'partial'
    result.cursor = writeLexCursor('solve', finder.id, queens, run.frontier)
  }
  return result
}
