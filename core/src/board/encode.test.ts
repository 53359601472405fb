import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { encodeQueens } from './encode.ts'
import { parseQueens } from './parse.ts'

/** Any board up to 30 wide, with empty rows (-1) mixed in. */
const BOARD = fc
  .integer({ min: 1, max: 30 })
  .chain((n) => fc.array(fc.integer({ min: -1, max: n - 1 }), { minLength: n, maxLength: n }))

describe('encodeQueens', () => {
  it('writes 1-based columns, 0 for an empty row', () => {
    expect(encodeQueens([3, 6, 2, 7, 1, 4, 0, 5])).toBe('4,7,3,8,2,5,1,6')
    expect(encodeQueens(Int32Array.of(0, 2, -1, -1, -1))).toBe('1,3,0,0,0')
    expect(encodeQueens([3, 6, 2, 7, 1, 4, 0, 5], { compact: true })).toBe('47382516')
  })

  it('keeps the commas past 9 wide even when asked for compact', () => {
    const board = Array.from({ length: 10 }, (_, i) => 9 - i)
    expect(encodeQueens(board, { compact: true })).toBe('10,9,8,7,6,5,4,3,2,1')
  })

  it('round-trips with parseQueens, with and without n, compact or not', () => {
    fc.assert(
      fc.property(BOARD, fc.boolean(), (queens, compact) => {
        const text = encodeQueens(queens, { compact })
        for (const n of [undefined, queens.length]) {
          const result = parseQueens(text, n)
          expect(result.ok && Array.from(result.value)).toEqual(queens)
        }
      }),
      { seed: 20261122, numRuns: 300 },
    )
  })
})
