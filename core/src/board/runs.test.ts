import { describe, expect, it } from 'vitest'
import { getFinder } from '../find/index.ts'
import { encodeQueens } from './encode.ts'
import { parseQueens, readQueens } from './parse.ts'
import { encodeRuns, expandRuns } from './runs.ts'

/** The error message parseQueens gives, or undefined when the text reads. */
function errorOf(text: string, n?: number): string | undefined {
  const result = parseQueens(text, n)
  return result.ok ? undefined : result.error
}

describe('run notation', () => {
  it('folds progressions of four or more and leaves shorter ones written out', () => {
    expect(encodeRuns([1, 3, 5, 7, 0, 2, 4, 6])).toBe('2,4..8,1,3..7')
    expect(encodeRuns([1, 3, 0, 2])).toBe('2,4,1,3')
    expect(encodeRuns([0, 1, 2, 3, 6, 5, 4])).toBe('1,2..4,7,6,5')
    expect(encodeRuns([5, 4, 3, 2, 1, 0])).toBe('6,5..1')
    expect(encodeRuns([-1, -1, -1, -1])).toBe('0,0,0,0')
  })

  it('writes the million-queen construction in one short line that reads back exactly', () => {
    const queens = getFinder('construct').solve(1_000_000).queens!
    const runs = encodeRuns(queens)
    expect(runs).toBe('2,4..1000000,1,3..999999')
    expect(readQueens(runs)).toEqual(queens)
  })

  it('round-trips every construction and random boards through parseQueens', () => {
    for (const n of [4, 5, 8, 9, 14, 15, 20, 21, 26, 27, 100, 1001]) {
      const queens = getFinder('construct').solve(n).queens!
      expect(readQueens(encodeRuns(queens), n)).toEqual(queens)
    }
    for (let seed = 1; seed <= 20; seed++) {
      const queens = getFinder('min-conflicts').solve(60, { seed }).queens!
      const text = encodeRuns(queens)
      expect(text.length).toBeLessThanOrEqual(encodeQueens(queens).length)
      expect(readQueens(text)).toEqual(queens)
    }
  })

  it('reads a run of one value as that value, whatever its step', () => {
    expect(expandRuns('1,3..3', 10)).toEqual({ ok: true, columns: [1, 3] })
    expect(expandRuns('4..4,2', 10)).toEqual({ ok: true, columns: [4, 2] })
    expect(expandRuns('2,2..2,4', 10)).toEqual({ ok: true, columns: [2, 2, 4] })
    expect(expandRuns('5,3..3,1', 10)).toEqual({ ok: true, columns: [5, 3, 1] })
    expect(readQueens('2,4..4,1,3..3')).toEqual(Int32Array.of(1, 3, 0, 2))
  })

  it('says what is wrong with a run', () => {
    expect(expandRuns('4..8', 100)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/entry 1 \(4..8\) continues no entry/),
    })
    expect(errorOf('2,2..6')).toBe('Invalid queens: entry 2 (2..6) repeats 2, so it sets no step')
    expect(errorOf('1,3..6')).toBe(
      'Invalid queens: entry 2 (3..6) does not reach 6 in steps of 2 from 3',
    )
    expect(errorOf('1,3..0')).toMatch(/does not reach 0/)
    expect(errorOf('1,4.5')).toBe('Invalid queens: entry 2 (4.5) is not a column or a run')
    expect(errorOf('1,2..999999', 5)).toMatch(/has 999999 rows, but n is 5|board is/)
    expect(expandRuns('1,2..99999999', 1_000_000)).toEqual({
      ok: false,
      error: 'has more than 1000000 rows',
    })
  })
})
