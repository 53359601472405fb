import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { verifyPlacement } from './verify.ts'

/** The obvious O(n²) check, to hold the fast one against. */
function conflictsReference(queens: number[]): number[][] {
  const pairs: number[][] = []
  for (let r1 = 0; r1 < queens.length; r1++)
    for (let r2 = r1 + 1; r2 < queens.length; r2++) {
      const [c1, c2] = [queens[r1], queens[r2]]
      if (c1 < 0 || c2 < 0) continue
      if (c1 === c2 || Math.abs(c1 - c2) === r2 - r1) pairs.push([r1 + 1, c1 + 1, r2 + 1, c2 + 1])
    }
  return pairs
}

const BOARD = fc
  .integer({ min: 1, max: 12 })
  .chain((n) => fc.array(fc.integer({ min: -1, max: n - 1 }), { minLength: n, maxLength: n }))

describe('verifyPlacement', () => {
  it('accepts a solution and rejects a board with attacks', () => {
    expect(verifyPlacement([3, 6, 2, 7, 1, 4, 0, 5])).toMatchObject({ valid: true, conflicts: [] })
    expect(verifyPlacement([0, 1, 2, 3])).toMatchObject({ valid: false, complete: true })
  })

  it('calls an incomplete board without attacks not valid, with no conflicts', () => {
    expect(verifyPlacement([1, -1, -1, -1])).toEqual({
      n: 4,
      valid: false,
      complete: false,
      conflicts: [],
    })
  })

  it('lists exactly the attacking pairs of the slow reference', () => {
    fc.assert(
      fc.property(BOARD, (queens) => {
        const result = verifyPlacement(queens)
        expect(result.conflicts).toEqual(conflictsReference(queens))
        expect(result.valid).toBe(queens.every((c) => c >= 0) && result.conflicts.length === 0)
      }),
      { seed: 20261122, numRuns: 500 },
    )
  })
})
