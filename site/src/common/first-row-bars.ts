/**
 * @module
 * The bars of a job's "solutions by the column of the first row's queen" chart (OEIS A059963),
 * as lengths on a fixed scale: exact counts (decimal strings, past 2^53 for large n) compared
 * as BigInts, so the longest bar is always the largest count.
 */

export interface FirstRowBar {
  /** The column, 1-based, as the API's notation counts them. */
  column: number
  count: bigint
  /** The bar's height over the tallest's, 0 to 1. */
  ofLargest: number
}

/**
 * One bar per column; `ofLargest` is its count over the largest, to three places (enough for a
 * chart a few hundred pixels tall).
 *
 * @example
 * firstRowBars(['2', '4', '4', '2']).map((bar) => bar.ofLargest) // [0.5, 1, 1, 0.5]
 */
export function firstRowBars(counts: readonly string[]): FirstRowBar[] {
  const values = counts.map((count) => BigInt(count))
  const largest = values.reduce((a, b) => (b > a ? b : a), 0n)
  return values.map((count, i) => ({
    column: i + 1,
    count,
    ofLargest: largest === 0n ? 0 : Number((count * 1000n) / largest) / 1000,
  }))
}
