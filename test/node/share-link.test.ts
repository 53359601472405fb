import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { boardPermalink } from '../../functions/src/lib/permalinks/board-links.ts'
import { permalinkPath } from '../../site/src/common/board-state.ts'

/** A full board of 4 to 13 queens, one column (0-based) per row: across the digits/commas edge. */
const BOARD = fc
  .integer({ min: 4, max: 13 })
  .chain((n) => fc.array(fc.integer({ min: 0, max: n - 1 }), { minLength: n, maxLength: n }))

describe('share links', () => {
  it('the site writes a board link in the one form the API gives (digits up to n = 9)', () => {
    fc.assert(
      fc.property(BOARD, (columns) => {
        const board = Int32Array.from(columns)
        expect(permalinkPath(board)).toBe(boardPermalink(board))
      }),
      { seed: 20261123, numRuns: 100 },
    )
    expect(permalinkPath(Int32Array.from([0, 4, 7, 5, 2, 6, 1, 3]))).toBe('/s/8/15863724')
  })
})
