import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_LISTED_CONFLICTS, verifyPlacement } from './verify.ts'

/** The obvious O(n²) verification, to hold the fast one against. */
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
  it('lists the first pairs in row order on a large board where each queen has a far partner', () => {
    // Column 2i mod n: rows i and i + n/2 share a column and nothing else attacks (n is not a
    // multiple of 3). Pairing every row with every other suspect would take O(n²) here.
    const n = 200_000
    const queens = Int32Array.from({ length: n }, (_, i) => (2 * i) % n)
    const { conflicts, valid } = verifyPlacement(queens)
    expect(valid).toBe(false)
    expect(conflicts).toHaveLength(MAX_LISTED_CONFLICTS)
    expect(conflicts.slice(0, 2)).toEqual([
      [1, 1, n / 2 + 1, 1],
      [2, 3, n / 2 + 2, 3],
    ])
    expect(
      conflicts.every(([r1, c1, r2, c2], i) => r1 === i + 1 && r2 === r1 + n / 2 && c1 === c2),
    ).toBe(true)
  })
  it('stops at MAX_LISTED_CONFLICTS with the same first pairs as the reference', () => {
    for (const queens of [
      Array.from({ length: 50 }, () => 0),
      Array.from({ length: 50 }, (_, i) => i),
      Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? i / 2 : 59 - (i - 1) / 2)),
    ]) {
      const reference = conflictsReference(queens)
      expect(verifyPlacement(queens).conflicts).toEqual(reference.slice(0, MAX_LISTED_CONFLICTS))
    }
  })
})
