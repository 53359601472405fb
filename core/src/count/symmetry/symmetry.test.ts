import { describe, expect, it } from 'vitest'
import { KNOWN_COUNTS } from '../../board/known.ts'
import { runCounterSuite } from '../counter.case.test.ts'
import { classifyLeaf } from './symmetry-classify.ts'
import { countSymmetry, symmetry } from './symmetry.ts'

runCounterSuite(symmetry, { maxQuickN: 14 })

describe('symmetry classes', () => {
  it('splits n = 8 into C2 = 0, C4 = 1, C8 = 11 (one fundamental solution has a half-turn symmetry)', () => {
    expect(countSymmetry(8).classes).toEqual({ c1: 0n, c2: 0n, c4: 1n, c8: 11n })
  })

  it('finds the quarter-turn symmetric classes of n = 4, 5 and 12 (1, 1 and 4)', () => {
    expect(countSymmetry(4).classes.c2).toBe(1n)
    expect(countSymmetry(5).classes.c2).toBe(1n)
    expect(countSymmetry(12).classes.c2).toBe(4n)
  })

  it('keeps total = 2·C2 + 4·C4 + 8·C8 and unique = C2 + C4 + C8 against OEIS up to n = 13', () => {
    for (let n = 2; n <= 13; n++) {
      const { c2, c4, c8 } = countSymmetry(n).classes
      expect(2n * c2 + 4n * c4 + 8n * c8).toBe(KNOWN_COUNTS[n]!.total)
      expect(c2 + c4 + c8).toBe(KNOWN_COUNTS[n]!.unique)
    }
  })

  it('classifies a half-turn symmetric board by its orbit size, and a non-canonical image as 0', () => {
    const board = Int32Array.of(2, 4, 1, 7, 0, 6, 3, 5)
    const mirrored = board.map((c) => 7 - c)
    expect([classifyLeaf(8, board), classifyLeaf(8, mirrored)].sort()).toEqual([0, 4])
  })
})
