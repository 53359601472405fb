import { describe, expect, it } from 'vitest'
import { scalingSizes } from './local-search.ts'
import { budgetFor, measure, roundMs, roundRatio } from './timed-run.ts'

describe('measure', () => {
  it('times a run and sees the memory it holds when it ends', async () => {
    const measured = await measure(() => new Float64Array(4_000_000))
    expect(measured.result.length).toBe(4_000_000)
    expect(measured.ms).toBeGreaterThan(0)
    // 32 MB of ArrayBuffer, held by the result.
    expect(measured.heapBytes).toBeGreaterThan(30_000_000)
  })

  it('rounds times for the JSON', () => {
    expect(roundMs(0.123456)).toBe(0.123)
    expect(roundMs(1234.567)).toBe(1234.6)
  })

  it('rounds ratios to three significant digits, keeping small ones', () => {
    expect(roundRatio(5.4583)).toBe(5.46)
    expect(roundRatio(0.000123456)).toBe(0.000123)
  })

  it('gives no budget without a rate, and a few caps of nodes with one', () => {
    expect(budgetFor(undefined, 1000)).toBeUndefined()
    expect(budgetFor(10_000, 1000)).toBe(40_000_000)
    expect(budgetFor(10_000, 1000, 12)).toBe(120_000_000)
  })

  it('steps local search by half decades from 10^2', () => {
    expect(scalingSizes(10_000)).toEqual([100, 300, 1000, 3000, 10_000])
    expect(scalingSizes(10_000_000).at(-1)).toBe(10_000_000)
  })
})
