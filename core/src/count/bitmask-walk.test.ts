import { describe, expect, it } from 'vitest'
import { walkBitmask } from './bitmask.ts'
import type { Frontier } from './frontier.ts'

const below = (n: number, column: number): Frontier => {
  const path = new Int32Array(n)
  path[0] = column
  return { path, depth: 1, next: 0, total: 0n }
}

describe('walkBitmask', () => {
  // Real walks go 2^29 nodes a leg (n ≥ 17); tiny legs run the same resume path here.
  it.each([1, 2, 7, 100])('gives the same count and nodes in legs of %i nodes', (leg) => {
    for (const column of [0, 3, 5]) {
      const whole = walkBitmask(10, below(10, column), -1)
      expect(walkBitmask(10, below(10, column), -1, leg)).toEqual(whole)
      const partial = walkBitmask(10, below(10, column), 500, leg)
      expect(partial).toEqual(walkBitmask(10, below(10, column), 500))
      expect(partial).toMatchObject({ nodes: 500, stopped: true })
    }
  })
})
