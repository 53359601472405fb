import { describe, expect, it } from 'vitest'
import { KNOWN_COUNTS } from '../board/known.ts'
import { countByPermutations } from './reference.ts'

// The oracle the shared counter suite compares every counter with must itself be right.
describe('countByPermutations', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('counts the OEIS total for n = %i', (n) => {
    expect(countByPermutations(n)).toBe(KNOWN_COUNTS[n]!.total)
  })
})
