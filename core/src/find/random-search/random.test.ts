import { describe, expect, it } from 'vitest'
import { permutationBySwaps, Random, randomPermutation } from './random.ts'
import { Diagonals } from './swap-board.ts'

describe('random starts', () => {
  it('make permutations of 0..n-1, the same for the same seed', () => {
    for (const deal of [randomPermutation, permutationBySwaps])
      for (const n of [1, 2, 3, 8, 100]) {
        const queens = deal(new Int32Array(n), new Random(n))
        expect([...queens].sort((a, b) => a - b)).toEqual([...Array(n).keys()])
        expect(deal(new Int32Array(n), new Random(n))).toEqual(queens)
      }
  })

  it('3n swaps give about 2n/3 attacking pairs, as 清水・林 report for ② and ③', () => {
    const n = 1000
    let pairs = 0
    for (let seed = 1; seed <= 20; seed++)
      pairs += new Diagonals(permutationBySwaps(new Int32Array(n), new Random(seed))).pairs()
    expect(pairs / 20 / n).toBeGreaterThan(0.6)
    expect(pairs / 20 / n).toBeLessThan(0.72)
  })
})
