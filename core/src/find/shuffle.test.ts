import { describe, expect, it } from 'vitest'
import { verifyPlacement } from '../board/verify.ts'
import { runFinderSuite } from './finder.case.test.ts'
import { shuffle } from './shuffle.ts'

runFinderSuite(shuffle)

describe('shuffle', () => {
  it('finds a valid board for many seeds', () => {
    for (let seed = 0; seed < 40; seed++) {
      const result = shuffle.solve(8, { seed })
      expect(result.status).toBe('solved')
      expect(verifyPlacement(result.queens!).valid).toBe(true)
    }
  })

  it('gives the same board for the same seed, and mostly different ones otherwise', () => {
    expect(shuffle.solve(10, { seed: 9 })).toEqual(shuffle.solve(10, { seed: 9 }))
    const boards = new Set<string>()
    for (let seed = 0; seed < 20; seed++) boards.add(shuffle.solve(8, { seed }).queens!.join())
    expect(boards.size).toBeGreaterThan(10)
  })

  it('gives up within its budget on n = 16, where a deal almost never succeeds', () => {
    const result = shuffle.solve(16, { seed: 1, budget: 200 })
    expect(result).toMatchObject({ status: 'partial', nodes: 200 })
  })
})
