import { decodeCursor, encodeCursor } from '../../cursor.ts'
import { notAFrontier } from '../frontier.ts'
import type { Counter, CountOptions } from '../../types.ts'
import { validateBudget, validateN, COUNT_MAX_N } from '../../validate.ts'
import {
  addTally,
  type ClassedCountResult,
  classedResult,
  EMPTY_TALLY,
  tallyFromJson,
  tallyToJson,
} from '../tally.ts'
import { baseBranches, runBranch, type Branch } from './symmetry-branches.ts'
import { walkLimit } from '../walk-limit.ts'

/**
 * symmetry: counts only the canonical board of each orbit under the 8 symmetries of the square
 * and weighs it by the orbit's size (Takaken's method; OEIS A002562 for the orbits). An orbit has
 * 8 boards, or 4 when the board is symmetric under a half turn (C4), or 2 under a quarter turn
 * (C2); so unique = C2 + C4 + C8 and total = 2·C2 + 4·C4 + 8·C8 (n = 1 is an orbit of one board).
 * The search and its pruning are in `symmetry-search.ts`: it visits far fewer nodes than
 * `bitmask` (the benchmark's rows have both, charts/src/benchmark.json).
 *
 * Example, n = 8: C2 = 0, C4 = 1, C8 = 11, so unique = 12 and total = 4 + 88 = 92.
 *
 * A cursor's state is `[branch, ...frontier]`: the index of the base branch and the frontier
 * inside it; its sums carry the classes so far (and the totals they make).
 */
export type SymmetryCountResult = ClassedCountResult

export const symmetry: Counter & {
  count(n: number, options?: CountOptions): SymmetryCountResult
} = {
  id: 'symmetry',
  maxN: COUNT_MAX_N,
  countsUnique: true,
  count: countSymmetry,
}

/**
 * Counts the solutions for n with their symmetry classes.
 *
 * @example
 * countSymmetry(8) // { total: 92n, unique: 12n, classes: { c1: 0n, c2: 0n, c4: 1n, c8: 11n }, … }
 */
export function countSymmetry(n: number, options?: CountOptions): SymmetryCountResult {
  validateN(n, symmetry.maxN)
  const budget = validateBudget(options?.budget)
  const onProgress = options?.onProgress
  const branches = baseBranches(n)
  let tally = EMPTY_TALLY
  let index = 0
  let path: number[] | undefined
  if (options?.cursor !== undefined) {
    const payload = decodeCursor(options.cursor, { kind: 'count', algorithm: 'symmetry', n })
    tally = tallyFromJson(payload.sums, 'cursor')
    // Read as numbers, and validated as numbers before use (the path where it is resumed).
    const state = payload.state as number[]
    if (
      !Array.isArray(state) ||
      state.length < 2 ||
      !Number.isInteger(state[0]) ||
      state[0] < 0 ||
      state[0] >= branches.length
    ) {
      throw notAFrontier(n)
    }
    index = state[0]
    path = state.slice(1)
  }
  let nodes = 0
  for (; index < branches.length; index++) {
    onProgress?.(index / branches.length)
    const limit = walkLimit(budget, nodes)
    const run = runBranch(n, branches[index], path, limit)
    path = undefined
    nodes += run.nodes
    tally = addTally(tally, run.tally)
    if (run.frontier !== undefined) {
      const cursor = encodeCursor({
        kind: 'count',
        algorithm: 'symmetry',
        n,
        state: [index, ...run.frontier],
        sums: tallyToJson(tally),
      })
      const result = classedResult('symmetry', n, 'partial', tally, nodes, cursor)
      return { ...result, fraction: branchFraction(branches, index, run.fraction ?? 0) }
    }
  }
  onProgress?.(1)
  return classedResult('symmetry', n, 'complete', tally, nodes)
}

/**
 * How much of the count lies behind a frontier in base branch `index`, `inner` of the way through
 * it: each column of row 0 (`top`) counts alike, and the corner's branches (by the row-1 queen)
 * share its part alike, as `frontierFraction` weighs the free columns of a row.
 */
function branchFraction(branches: Branch[], index: number, inner: number): number {
  const corners = branches.filter((branch) => branch.top === 0).length
  const tops = branches.length - corners + (corners > 0 ? 1 : 0)
  const { top } = branches[index]
  if (top > 0) return (top + inner) / tops
  return (index + inner) / corners / tops
}
