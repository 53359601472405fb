import { describe, expect, it } from 'vitest'
import { firstRowBars } from './first-row-bars.ts'

describe('firstRowBars', () => {
  it('gives each column its count and a height against the largest', () => {
    // n = 8: the 92 solutions by the first row's column (OEIS A059963).
    const bars = firstRowBars(['4', '8', '16', '18', '18', '16', '8', '4'])
    expect(bars.map((bar) => bar.column)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(bars.map((bar) => bar.count)).toEqual([4n, 8n, 16n, 18n, 18n, 16n, 8n, 4n])
    expect(bars.map((bar) => bar.ofLargest)).toEqual([
      0.222, 0.444, 0.888, 1, 1, 0.888, 0.444, 0.222,
    ])
  })

  it('compares counts past 2^53 exactly', () => {
    const big = ['9007199254740993', '9007199254740992']
    const [first, second] = firstRowBars(big)
    expect(first.ofLargest).toBe(1)
    expect(second.count).toBe(9007199254740992n)
    expect(second.ofLargest).toBeLessThanOrEqual(1)
  })

  it('draws no bar for a board without solutions', () => {
    expect(firstRowBars(['0', '0', '0']).map((bar) => bar.ofLargest)).toEqual([0, 0, 0])
  })
})
