import { verifyPlacement } from '../../board/verify.ts'
import { decodeCursor, encodeCursor } from '../../cursor.ts'
import { InvalidInputError } from '../../errors.ts'
import { validateQueens, digestQueens } from '../../find/input.ts'
import type { Conflict, CountOptions } from '../../types.ts'
import { validateBudget, validateN } from '../../validate.ts'
import { walkCompletions, type CompletionFrontier } from './completions-walk.ts'
import { frontierFraction } from '../frontier.ts'
import { walkLimit } from '../walk-limit.ts'

/**
 * Counted completions: how many solutions keep the given pre-placed queens. The counting twin of
 * the Java 8-queens search, which looks for one; deciding whether any completion exists is
 * NP-complete and counting them #P-complete (Gent, Jefferson & Nightingale, 2017), so this is an
 * exact depth-first count (`completions-walk.ts`), budgeted and resumable like every counter.
 *
 * With no queens it counts every solution (as the flags counter does). Queens that attack each
 * other have no completion: the answer is a complete count of 0 with the attacking pairs.
 */
export const COMPLETIONS_ID = 'completions'
/** Largest n: the walk is O(1) a node at any n; a cursor holds at most one column per free row. */
export const COMPLETIONS_MAX_N = 1000

export interface CompletionOptions extends CountOptions {
  /** Pre-placed queens (-1 = empty row), length n; omitted = an empty board. */
  queens?: ArrayLike<number>
}

export interface CompletionResult {
  algorithm: typeof COMPLETIONS_ID
  n: number
  /** `complete`: `total` is the answer; `partial`: the budget ran out, `total` is the sum so far. */
  status: 'complete' | 'partial'
  total: bigint
  /** How many rows hold a pre-placed queen. */
  placed: number
  /** Squares tested in this call. */
  nodes: number
  cursor?: string
  /**
   * With a partial count of an empty board (no queens placed, so every solution): how much of the
   * search lies behind the cursor, as `CountResult.fraction`.
   */
  fraction?: number
  /** When the pre-placed queens attack each other (then `total` is 0). */
  conflicts?: Conflict[]
}

/**
 * Counts the solutions that keep every pre-placed queen.
 *
 * @example
 * countCompletions(8, { queens: [-1, -1, 2, -1, -1, 3, -1, -1] }).total // 1n (the Java post's board)
 * countCompletions(8).total // 92n
 * countCompletions(8, { queens: [0, 1, -1, -1, -1, -1, -1, -1] }).conflicts // [[1, 1, 2, 2]]
 */
export function countCompletions(n: number, options: CompletionOptions = {}): CompletionResult {
  const size = validateN(n, COMPLETIONS_MAX_N)
  const budget = validateBudget(options.budget)
  const queens = validateQueens(options.queens, size)
  const free: number[] = []
  for (let row = 0; row < size; row++) if (queens[row] < 0) free.push(row)
  const placed = size - free.length
  const result = { algorithm: COMPLETIONS_ID, n: size, placed } as const
  const conflicts = verifyPlacement(queens).conflicts
  if (conflicts.length > 0) {
    if (options.cursor !== undefined) readCursor(options.cursor, queens, free)
    return { ...result, status: 'complete', total: 0n, nodes: 0, conflicts }
  }
  const start = options.cursor === undefined ? undefined : readCursor(options.cursor, queens, free)
  const frontier = start?.frontier ?? { path: new Int32Array(free.length), depth: 0, next: 0 }
  const onProgress = options.onProgress
  const report = onProgress && ((column: number) => onProgress(column / size))
  const walk = walkCompletions(queens, Int32Array.from(free), frontier, walkLimit(budget), report)
  const total = (start?.total ?? 0n) + BigInt(walk.found)
  if (!walk.stopped) {
    onProgress?.(1)
    return { ...result, status: 'complete', total, nodes: walk.nodes }
  }
  const state = {
    queens: digestQueens(queens),
    path: Array.from(frontier.path.subarray(0, frontier.depth)),
    next: frontier.next,
  }
  const cursor = encodeCursor({
    kind: 'count',
    algorithm: COMPLETIONS_ID,
    n: size,
    state,
    sums: { total: total.toString() },
  })
  const stopped = { ...result, status: 'partial' as const, total, nodes: walk.nodes, cursor }
  // With no queens placed the free rows are all the rows: the row-by-row counters' frontier.
  if (placed > 0) return stopped
  return {
    ...stopped,
    fraction: frontierFraction(size, frontier.path, frontier.depth, frontier.next),
  }
}

/** Reads a cursor of this count and validates it as a frontier of this search on these queens. */
function readCursor(
  cursor: string,
  queens: Int32Array,
  free: number[],
): { frontier: CompletionFrontier; total: bigint } {
  const n = queens.length
  const payload = decodeCursor(cursor, { kind: 'count', algorithm: COMPLETIONS_ID, n })
  const s = payload.state as { queens?: unknown; path?: unknown; next?: unknown }
  if (typeof s !== 'object' || s === null || s.queens !== digestQueens(queens)) {
    throw new InvalidInputError('cursor', 'was made for other pre-placed queens')
  }
  const total = payload.sums?.total
  if (typeof total !== 'string' || !/^\d{1,40}$/.test(total)) {
    throw new InvalidInputError('cursor', 'has no valid sums (the total so far)')
  }
  const { path, next } = s
  const isColumn = (c: unknown): c is number =>
    Number.isInteger(c) && (c as number) >= 0 && (c as number) < n
  if (
    !Array.isArray(path) ||
    path.length >= free.length ||
    !path.every(isColumn) ||
    !isColumn(next)
  ) {
    throw new InvalidInputError('cursor', 'does not hold a frontier of this search')
  }
  const board = Int32Array.from(queens)
  path.forEach((col, d) => (board[free[d]] = col))
  if (verifyPlacement(board).conflicts.length > 0) {
    throw new InvalidInputError('cursor', 'holds attacking queens')
  }
  const frontierPath = new Int32Array(free.length)
  frontierPath.set(path)
  return { frontier: { path: frontierPath, depth: path.length, next }, total: BigInt(total) }
}
