import { InvalidInputError } from '../errors.ts'
import type { CounterId, CountResult } from '../types.ts'
import { FREE, frontierOf, openSearch, resumeSearch } from './symmetry-search.ts'
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

/** Solutions counted in a branch, by the size of their orbit (c1 only for n = 1). */
export interface Tally {
  c1: bigint
  c2: bigint
  c4: bigint
  c8: bigint
}

export const EMPTY_TALLY: Tally = Object.freeze({ c1: 0n, c2: 0n, c4: 0n, c8: 0n })

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

/**
 * Splits each branch into its children `depth` rows further down (fewer where the board runs
 * out: a branch keeps at least the last two rows to search), dropping children that are dead at
 * once. In search order, so the parts of one branch stay together.
 *
 * @example
 * expandBranches(8, [{ top: 1, rows: [] }], 1) // [{ top: 1, rows: [3] }, { top: 1, rows: [4] }, …]
 */
export function expandBranches(n: number, branches: Branch[], depth: number): Branch[] {
  if (n < 4 || depth <= 0) return branches
  const out: Branch[] = []
  const grow = (branch: Branch, left: number): void => {
    const s = openSearch(n, branch.top, branch.rows, 'unit')
    if (s.done) return
    if (left === 0 || s.start + 1 > n - 2) {
      out.push(branch)
      return
    }
    for (let free = s.stack[4 * s.start + FREE]; free !== 0; free &= free - 1) {
      const col = 31 - Math.clz32(free & -free)
      grow({ top: branch.top, rows: [...branch.rows, col] }, left - 1)
    }
  }
  for (const branch of branches) grow(branch, depth)
  return out
}

/** What walking (part of) a branch did. */
export interface BranchRun {
  tally: Tally
  nodes: number
  /** The frontier to resume from when the walk stopped at its limit; undefined when done. */
  frontier?: number[]
}

/**
 * Walks a branch (from `path`, a frontier from an earlier run, when given) for at most `limit`
 * nodes (-1 = no limit). Throws `InvalidInputError('unit', …)` for a branch the counter never
 * makes and `InvalidInputError('cursor', …)` for a frontier it never reaches.
 *
 * @example
 * runBranch(8, { top: 1, rows: [] }, undefined, -1).tally.c8 // 7 of the 11 classes of 8
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
  const tally = { c1: 0n, c2: BigInt(s.c2), c4: BigInt(s.c4), c8: BigInt(s.c8) }
  return s.done ? { tally, nodes } : { tally, nodes, frontier: frontierOf(s) }
}

/** The sum of two tallies. */
export function addTally(a: Tally, b: Tally): Tally {
  return { c1: a.c1 + b.c1, c2: a.c2 + b.c2, c4: a.c4 + b.c4, c8: a.c8 + b.c8 }
}

/** Total solutions (every board of every orbit) and unique ones (orbits) of a tally. */
export function totalsOf(t: Tally): { total: bigint; unique: bigint } {
  return { total: t.c1 + 2n * t.c2 + 4n * t.c4 + 8n * t.c8, unique: t.c1 + t.c2 + t.c4 + t.c8 }
}

/** A tally as decimal strings, for a cursor. */
export function tallyToJson(t: Tally): Record<string, string> {
  const { total, unique } = totalsOf(t)
  return {
    total: total.toString(),
    unique: unique.toString(),
    c1: t.c1.toString(),
    c2: t.c2.toString(),
    c4: t.c4.toString(),
    c8: t.c8.toString(),
  }
}

/**
 * Reads a tally written by `tallyToJson`, refusing (as `InvalidInputError(parameter, …)`) anything
 * that is not one: missing or non-decimal classes, or totals that do not match them.
 */
export function tallyFromJson(json: unknown, parameter: string): Tally {
  const p = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>
  const read = (key: string): bigint => {
    const v = p[key]
    if (typeof v !== 'string' || !/^\d{1,40}$/.test(v)) {
      throw new InvalidInputError(parameter, `has no valid partial ${key}`)
    }
    return BigInt(v)
  }
  const t = { c1: read('c1'), c2: read('c2'), c4: read('c4'), c8: read('c8') }
  const { total, unique } = totalsOf(t)
  if (read('total') !== total || read('unique') !== unique) {
    throw new InvalidInputError(parameter, 'has partial totals that do not match its classes')
  }
  return t
}

/** A count with its symmetry classes, from the counters that classify (`symmetry`, `constellation`). */
export interface ClassedCountResult extends CountResult {
  /** Solutions by orbit size: c8 + c4 + c2 (+ c1 for n = 1) = unique. */
  classes: Tally
}

/**
 * The result of a classifying count: totals from the classes, plus `sofar` (what a partial count
 * found in a part it has not finished, outside the classes).
 *
 * @example
 * classedResult('symmetry', 8, 'complete', { c1: 0n, c2: 0n, c4: 1n, c8: 11n }, 544) // total 92n, unique 12n
 */
export function classedResult(
  algorithm: CounterId,
  n: number,
  status: 'complete' | 'partial',
  classes: Tally,
  nodes: number,
  cursor?: string,
  sofar?: { total: bigint; unique: bigint },
): ClassedCountResult {
  const { total, unique } = totalsOf(classes)
  const out: ClassedCountResult = {
    algorithm,
    n,
    status,
    total: total + (sofar?.total ?? 0n),
    unique: unique + (sofar?.unique ?? 0n),
    nodes,
    classes,
  }
  if (cursor !== undefined) out.cursor = cursor
  return out
}
