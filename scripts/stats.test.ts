import { describe, expect, it } from 'vitest'
import { cpuMs, median, roundDown } from './stats.ts'

describe('the measurement arithmetic', () => {
  it('takes the median of odd and even counts, leaving its input as it was', () => {
    const values = [5, 1, 3]
    expect(median(values)).toBe(3)
    expect(values).toEqual([5, 1, 3])
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('rounds a speed down to two significant digits, never up', () => {
    expect(roundDown(123_456)).toBe(120_000)
    expect(roundDown(99.9)).toBe(99)
    expect(roundDown(1_999)).toBe(1_900)
    expect(roundDown(0)).toBe(0)
    expect(roundDown(NaN)).toBe(0)
  })

  it('counts CPU time since a start, which work makes grow', () => {
    const start = process.cpuUsage()
    let x = 0
    for (let i = 0; i < 2_000_000; i++) x += i % 7
    expect(x).toBeGreaterThan(0)
    expect(cpuMs(start)).toBeGreaterThan(0)
    expect(cpuMs()).toBeGreaterThanOrEqual(cpuMs(start))
  })
})
