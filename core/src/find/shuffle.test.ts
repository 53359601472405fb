import { describe, expect, it } from 'vitest'
import { runFinderSuite } from './finder.case.test.ts'
import { shuffle } from './shuffle.ts'

runFinderSuite(shuffle, { seeded: { n: 8, seeds: 40, distinct: 7 } })

describe('shuffle', () => {
  it('gives up within its budget on n = 16, where a deal almost never succeeds', () => {
    const result = shuffle.solve(16, { seed: 1, budget: 200 })
    expect(result).toMatchObject({ status: 'partial', nodes: 200 })
  })
})
