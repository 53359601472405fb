import { describe, expect, it } from 'vitest'
import { countConstellations } from './constellation/constellation.ts'
import { firstRowOf } from './first-row.ts'
import { combineUnits } from './combine.ts'
import { getSplit } from './split.ts'

/** Solutions with the row-0 queen in each column, by a plain search of its own. */
function searchByFirstRow(n: number): bigint[] {
  const all = (1 << n) - 1
  const below = (cols: number, left: number, right: number): number => {
    if (cols === all) return 1
    let count = 0
    for (let free = all & ~(cols | left | right); free !== 0; free &= free - 1) {
      const bit = free & -free
      count += below(cols | bit, ((left | bit) << 1) & all, (right | bit) >> 1)
    }
    return count
  }
  return Array.from({ length: n }, (_, c) =>
    BigInt(below(1 << c, ((1 << c) << 1) & all, (1 << c) >> 1)),
  )
}

describe('counts by the first row, from the constellation units', () => {
  const split = getSplit('constellation')
  const byUnits = (n: number) =>
    combineUnits(split.plan(n).map(({ id }) => split.count(n, id))).firstRow

  it('equal an independent search for every n to 12', () => {
    for (let n = 1; n <= 12; n++) {
      const expected = n <= 3 && n > 1 ? undefined : searchByFirstRow(n)
      expect(byUnits(n), `n = ${n}`).toEqual(expected)
    }
  })

  it('give A059963 at n = 8 and add up to the total', () => {
    expect(byUnits(8)).toEqual([4n, 8n, 16n, 18n, 18n, 16n, 8n, 4n])
    const sums = combineUnits(split.plan(13).map(({ id }) => split.count(13, id)))
    expect(sums.firstRow!.reduce((a, b) => a + b, 0n)).toBe(sums.total)
  })

  it('come with partial results too, in proportion to the boards found so far', () => {
    const partial = split.count(13, 0, { budget: 500 })
    expect(partial.status).toBe('partial')
    expect(partial.firstRow.reduce((a, b) => a + b, 0n)).toBe(partial.total)
  })
})

describe('counts by the first row, from the constellation count', () => {
  it('equal an independent search for every n to 12, zeros where there is no solution', () => {
    for (let n = 1; n <= 12; n++) {
      expect(countConstellations(n).firstRow, `n = ${n}`).toEqual(searchByFirstRow(n))
    }
  })

  it('come out the same when the count is resumed by cursor, step by step', () => {
    const whole = countConstellations(12).firstRow
    let result = countConstellations(12, { budget: 20_000 })
    let steps = 1
    while (result.status === 'partial') {
      expect(result.firstRow).toBeUndefined()
      result = countConstellations(12, { budget: 20_000, cursor: result.cursor })
      steps++
    }
    expect(steps).toBeGreaterThan(3)
    expect(result.firstRow).toEqual(whole)
  })
})

describe("a constellation's shares of the first row", () => {
  // n = 8, top 0, bottom 1, left 0, right 2: columns 0 and 7 twice, 1, 6, 2 and 5 once.
  const c = { top: 0, bottom: 1, left: 0, right: 2, code: 0, weight: 8, turns: false }
  const times = [2n, 1n, 1n, 0n, 0n, 1n, 1n, 2n]

  it('are exact on both sides of the bigint threshold, and past 2^53', () => {
    for (const total of [8n, 2n ** 50n - 8n, 2n ** 50n, 2n ** 50n + 8n, 2n ** 64n + 8n]) {
      expect(firstRowOf(8, c, total)).toEqual(times.map((k) => (total * k) / 8n))
    }
  })

  it('refuse a total the symmetries cannot split evenly', () => {
    expect(() => firstRowOf(8, c, 12n)).toThrow(/not whole/)
    expect(() => firstRowOf(8, c, 2n ** 60n + 4n)).toThrow(/not whole/)
  })
})
