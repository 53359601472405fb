/**
 * The known N-Queens counts for n = 1..27: all solutions (OEIS A000170) and fundamental solutions
 * up to the 8 symmetries of the square (OEIS A002562). A labelled reference, never passed off as
 * computed: answers that use it say `source: known`. Values past 2^53 are exact (bigint).
 *
 * @example
 * KNOWN_COUNTS[8] // { n: 8, total: 92n, unique: 12n }
 */
export interface KnownCount {
  n: number
  total: bigint
  unique: bigint
}

export const KNOWN_SOURCE = {
  total: 'OEIS A000170 (https://oeis.org/A000170)',
  unique: 'OEIS A002562 (https://oeis.org/A002562)',
  note: 'n = 27 was first counted by the Q27 project in 2016',
} as const

/** Largest n with a known count. */
export const KNOWN_MAX_N = 27

/** Indexed by n (index 0 is unused). */
export const KNOWN_COUNTS: readonly (KnownCount | undefined)[] = [
  undefined,
  { n: 1, total: 1n, unique: 1n },
  { n: 2, total: 0n, unique: 0n },
  { n: 3, total: 0n, unique: 0n },
  { n: 4, total: 2n, unique: 1n },
  { n: 5, total: 10n, unique: 2n },
  { n: 6, total: 4n, unique: 1n },
  { n: 7, total: 40n, unique: 6n },
  { n: 8, total: 92n, unique: 12n },
  { n: 9, total: 352n, unique: 46n },
  { n: 10, total: 724n, unique: 92n },
  { n: 11, total: 2680n, unique: 341n },
  { n: 12, total: 14200n, unique: 1787n },
  { n: 13, total: 73712n, unique: 9233n },
  { n: 14, total: 365596n, unique: 45752n },
  { n: 15, total: 2279184n, unique: 285053n },
  { n: 16, total: 14772512n, unique: 1846955n },
  { n: 17, total: 95815104n, unique: 11977939n },
  { n: 18, total: 666090624n, unique: 83263591n },
  { n: 19, total: 4968057848n, unique: 621012754n },
  { n: 20, total: 39029188884n, unique: 4878666808n },
  { n: 21, total: 314666222712n, unique: 39333324973n },
  { n: 22, total: 2691008701644n, unique: 336376244042n },
  { n: 23, total: 24233937684440n, unique: 3029242658210n },
  { n: 24, total: 227514171973736n, unique: 28439272956934n },
  { n: 25, total: 2207893435808352n, unique: 275986683743434n },
  { n: 26, total: 22317699616364044n, unique: 2789712466510289n },
  { n: 27, total: 234907967154122528n, unique: 29363495934315694n },
]

/**
 * The known count for n, or undefined past n = 27.
 *
 * @example
 * knownCount(25)?.total // 2207893435808352n
 */
export function knownCount(n: number): KnownCount | undefined {
  return Number.isInteger(n) && n >= 1 && n <= KNOWN_MAX_N ? KNOWN_COUNTS[n] : undefined
}
