import { describe, expect, it } from 'vitest'
import { allSolutionsReference, runFinderSuite } from './finder.case.test.ts'
import { first } from './first.ts'

runFinderSuite(first)

describe('first', () => {
  it('finds the lexicographically first solution: 1,5,8,6,3,7,2,4 for n = 8', () => {
    expect(Array.from(first.solve(8).queens!, (c) => c + 1)).toEqual([1, 5, 8, 6, 3, 7, 2, 4])
    for (let n = 4; n <= 9; n++)
      expect(Array.from(first.solve(n).queens!)).toEqual(allSolutionsReference(n)[0])
  })

  it('completes to the first solution that keeps the pre-placed queens', () => {
    const queens = [-1, -1, -1, -1, -1, 0, -1, -1]
    const expected = allSolutionsReference(8).find((s) => s[5] === 0)
    expect(Array.from(first.solve(8, { queens }).queens!)).toEqual(expected)
  })
})
