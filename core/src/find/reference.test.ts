import { describe, expect, it } from 'vitest'
import { KNOWN_COUNTS } from '../board/known.ts'
import { verifyPlacement } from '../board/verify.ts'
import { allSolutionsReference } from './finder.case.test.ts'

// The oracle the shared finder suite compares with must itself be right.
describe('allSolutionsReference', () => {
  it('lists exactly the known number of solutions, in lexicographic order', () => {
    for (let n = 1; n <= 8; n++) {
      const all = allSolutionsReference(n)
      expect(BigInt(all.length)).toBe(KNOWN_COUNTS[n]!.total)
      all.forEach((s) => expect(verifyPlacement(s).valid).toBe(true))
      const keys = all.map((s) => s.join(','))
      expect([...keys].sort()).toEqual(keys)
    }
  })
})
