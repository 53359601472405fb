import { describe, expect, it } from 'vitest'
import { verifyPlacement } from '../board/verify.ts'
import { runFinderSuite } from './finder.case.test.ts'
import { SNAPSHOT_MAX_N } from './random-search.ts'
import { swapRandom } from './swap-random.ts'

runFinderSuite(swapRandom)

describe('swap-random', () => {
  it('finds a valid board for many seeds', () => {
    for (let seed = 0; seed < 30; seed++) {
      const result = swapRandom.solve(200, { seed })
      expect(result.status).toBe('solved')
      expect(verifyPlacement(result.queens!).valid).toBe(true)
    }
  })

  it('gives the same board for the same seed, and mostly different ones otherwise', () => {
    expect(swapRandom.solve(200, { seed: 9 })).toEqual(swapRandom.solve(200, { seed: 9 }))
    const boards = new Set<string>()
    for (let seed = 0; seed < 10; seed++) boards.add(swapRandom.solve(200, { seed }).queens!.join())
    expect(boards.size).toBeGreaterThan(7)
  })

  it('resumes past SNAPSHOT_MAX_N by replaying from the seed, to the one-shot answer', () => {
    const n = SNAPSHOT_MAX_N + 1
    const oneShot = swapRandom.solve(n, { seed: 3 })
    let result = swapRandom.solve(n, { seed: 3, budget: Math.ceil(oneShot.nodes / 3) })
    let nodes = result.nodes
    while (result.status === 'partial') {
      expect(result.cursor!.length).toBeLessThan(200)
      result = swapRandom.solve(n, { budget: Math.ceil(oneShot.nodes / 3), cursor: result.cursor })
      nodes += result.nodes
    }
    expect({ ...result, nodes }).toEqual(oneShot)
  })

  it('solves 10,000 queens', () => {
    expect(verifyPlacement(swapRandom.solve(10_000, { seed: 5 }).queens!).valid).toBe(true)
  })
})
