import { InvalidInputError } from '../../errors.ts'
import { EMPTY_TALLY, type Tally } from '../tally.ts'
import { stackFraction } from '../stack-search.ts'
import { frontierOf, openSearch, resumeSearch } from './symmetry-search.ts'
import { walkSearch } from './symmetry-walk.ts'

/**
 * The branches of the symmetry count: the queen of row 0 at column `top` and the queens of rows
 * 1..rows.length at `rows` (0-based columns). The base branches are the corner ones (top = 0, the
 * row-1 queen at k = 2..n-2) and one per top = 1.. while top < n-1-top; deeper branches fix more
 * rows below them. They split the canonical boards into disjoint parts, so counts add up.
 *
 * Example, n = 8: base branches {0, [2]}, {0, [3]}, … {0, [6]}, {1, []}, {2, []}, {3, []}.
 */
export interface Branch {
  top: number
  rows: number[]
}

/**
 * The base branches for n (n = 1: the lone queen; n = 2, 3: none).
 *
 * @example
 * baseBranches(6) // [{ top: 0, rows: [2] }, { top: 0, rows: [3] }, { top: 0, rows: [4] }, { top: 1, rows: [] }, { top: 2, rows: [] }]
 */
export function baseBranches(n: number): Branch[] {
  if (n === 1) return [{ top: 0, rows: [] }]
  const out: Branch[] = []
  for (let k = 2; k <= n - 2; k++) out.push({ top: 0, rows: [k] })
  for (let top = 1; top < n - 1 - top; top++) out.push({ top, rows: [] })
  return out
}

/** What walking (part of) a branch did. */
export interface BranchRun {
  tally: Tally
  nodes: number
  /** The frontier to resume from when the walk stopped at its limit; undefined when done. */
  frontier?: number[]
  /** With a frontier: how much of the branch lies behind it (`stackFraction`). */
  fraction?: number
}

/**
 * Walks a branch (from `path`, a frontier from an earlier run, when given) for at most `limit`
 * nodes (`NO_LIMIT`: none). Throws `InvalidInputError('unit', …)` for a branch the counter never
 * makes and `InvalidInputError('cursor', …)` for a frontier it never reaches.
 *
 * @example
 * runBranch(8, { top: 1, rows: [] }, undefined, NO_LIMIT).tally.c8 // 7 of the 11 classes of 8
 */
export function runBranch(
  n: number,
  branch: Branch,
  path: readonly number[] | undefined,
  limit: number,
): BranchRun {
  if (n < 4) {
    // Only n = 1 has a branch: the lone queen, an orbit of one board.
    if (n !== 1 || branch.top !== 0 || branch.rows.length !== 0) {
      throw new InvalidInputError('unit', `is not a branch of the count for n = ${n}`)
    }
    if (path !== undefined) throw new InvalidInputError('cursor', 'has a frontier for n = 1')
    return { tally: { ...EMPTY_TALLY, c1: 1n }, nodes: 0 }
  }
  const s = openSearch(n, branch.top, branch.rows, 'unit')
  if (path !== undefined) resumeSearch(s, path, 'cursor')
  const nodes = walkSearch(s, limit)
  const tally = { c1: 0n, c2: BigInt(s.orbits2), c4: BigInt(s.orbits4), c8: BigInt(s.orbits8) }
  if (s.done) return { tally, nodes }
  return { tally, nodes, frontier: frontierOf(s), fraction: stackFraction(s, s.start, s.row) }
}
