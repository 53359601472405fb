import { InvalidInputError } from '../errors.ts'
import type { Constellation } from './constellation/constellation-plan.ts'

/**
 * Counts by the first row's column (OEIS A059963) from the constellation count, at no extra
 * search. Every solution a constellation stands for has the same four border queens up to the
 * symmetries of the square, and the symmetry that turns a board also picks which border line
 * becomes its row 0, read from either end. So over the 8 symmetries, a board of the
 * constellation puts its row-0 queen at the 8 columns
 * top, n-1-top, bottom, n-1-bottom, left, n-1-left, right, n-1-right,
 * and the constellation's `total` boards (its whole orbit) split by column in the same
 * proportions: column c holds total · (times c appears among the 8) / 8.
 *
 * @example
 * // n = 8, the constellation { top: 0, bottom: 1, left: 0, right: 2 } with 8 boards in its orbit:
 * // columns 0 (twice: top and left), 7 (twice), 1, 6, 2, 5 → [2, 1, 1, 0, 0, 1, 1, 2]
 */
export function firstRowOf(n: number, c: Constellation, total: bigint): bigint[] {
  const times = new Array<number>(n).fill(0)
  for (const at of [c.top, c.bottom, c.left, c.right]) {
    times[at]++
    times[n - 1 - at]++
  }
  // total · k (k ≤ 8) is exact in a double below 2^50, as almost every constellation's is: that
  // spares a job's thousands of units their bigint arithmetic.
  const small = total < SAFE_SHARE_TOTAL ? Number(total) : undefined
  return times.map((k) => {
    // Exact: a symmetry that keeps the border keeps each column's share, so 8 divides it.
    if (small !== undefined) {
      if ((small * k) % 8 !== 0) throw new Error(`first-row share of ${total} boards is not whole`)
      return BigInt((small * k) / 8)
    }
    const share = total * BigInt(k)
    if (share % 8n !== 0n) throw new Error(`first-row share of ${total} boards is not whole`)
    return share / 8n
  })
}

const SAFE_SHARE_TOTAL = 2n ** 50n

/** Adds first-row counts column by column; an empty list adds nothing. */
export function addFirstRows(sum: bigint[], add: readonly bigint[]): bigint[] {
  const out = [...sum]
  addFirstRowsInto(out, add)
  return out
}

/** `addFirstRows` into `sum` itself. */
export function addFirstRowsInto(sum: bigint[], add: readonly bigint[]): void {
  if (sum.length === 0) sum.push(...add)
  else for (let i = 0; i < sum.length; i++) sum[i] += add[i]
}

/** First-row counts for a cursor: decimals joined by commas. */
export function firstRowToText(counts: readonly bigint[]): string {
  return counts.join(',')
}

/**
 * Reads `firstRowToText`'s text for n ('' is none counted yet), refusing anything else as
 * `InvalidInputError('cursor', …)`.
 */
export function firstRowFromText(text: unknown, n: number): bigint[] {
  if (text === '') return []
  // One pattern for the whole text: a job's coordinator reads thousands of these at once.
  if (typeof text !== 'string' || !firstRowPattern(n).test(text)) {
    throw new InvalidInputError('cursor', `has first-row counts that are not ${n} decimals`)
  }
  return text.split(',').map(BigInt)
}

/** `n` decimals of at most 40 digits joined by commas, as `firstRowToText` writes them. */
function firstRowPattern(n: number): RegExp {
  let pattern = FIRST_ROW_PATTERNS.get(n)
  if (pattern === undefined) {
    pattern = new RegExp(`^${DECIMAL}(,${DECIMAL}){${n - 1}}$`)
    FIRST_ROW_PATTERNS.set(n, pattern)
  }
  return pattern
}

const DECIMAL = '(0|[1-9][0-9]{0,39})'
const FIRST_ROW_PATTERNS = new Map<number, RegExp>()
