import type { Counter } from '../types.ts'
import { countByRows } from './by-rows.ts'
import { walkBitmask } from './bitmask.ts'
import { COUNT_MAX_N } from '../validate.ts'

/**
 * mirror: `bitmask` with the first-row queen kept in the left half (the classic trick, as in the C
 * yardstick). Reflecting a board left to right maps each solution with its first-row queen in
 * column c to one with it in column n-1-c, so the left half counts twice and, for odd n, the
 * middle column once (its reflections stay in the middle, among themselves).
 *
 * Example, n = 5 (10 solutions): first-row columns 0 and 1 have 2 solutions each (doubled: 8),
 * the middle column 2 has 2 (once), 8 + 2 = 10. About half the nodes of `bitmask`.
 * A node is one queen placed, as in `bitmask`.
 */
export const mirror: Counter = {
  id: 'mirror',
  maxN: COUNT_MAX_N,
  countsUnique: false,
  count: (n, options) =>
    countByRows(mirror, n, options, walkBitmask, {
      columns: (n + 1) >> 1,
      // 2c + 1 < n: column c is left of the middle, so its mirror image is another column.
      weight: (column) => (2 * column + 1 < n ? 2 : 1),
    }),
}
