import { describe, expect, it } from 'vitest'
import { verifyPlacement } from '../board/verify.ts'
import { runFinderSuite } from './finder.case.test.ts'
import { SNAPSHOT_MAX_N } from './random-search/random-search.ts'
import { swapRandom } from './swap-random.ts'

runFinderSuite(swapRandom, { seeded: { n: 200, seeds: 30, distinct: 7 } })

describe('swap-random', () => {
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
