import { describe, expect, it } from 'vitest'
import { verifyPlacement } from '../board/verify.ts'
import { construct, constructColumn } from './construct.ts'
import { runFinderSuite } from './finder.case.test.ts'

runFinderSuite(construct, { maxTestN: 40, provesUnsatisfiable: true })

describe('construct', () => {
  it('builds the classic boards: 2,4,6,8,3,1,7,5 and 4,6,8,2,5,7,9,1,3', () => {
    const oneBased = (n: number) => Array.from(construct.solve(n).queens!, (c) => c + 1)
    expect(oneBased(8)).toEqual([2, 4, 6, 8, 3, 1, 7, 5])
    expect(oneBased(9)).toEqual([4, 6, 8, 2, 5, 7, 9, 1, 3])
  })

  it('gives a valid board for every n from 4 to 600, in n nodes', () => {
    for (let n = 4; n <= 600; n++) {
      const result = construct.solve(n)
      expect(result.nodes).toBe(n)
      expect(verifyPlacement(result.queens!).valid, `n = ${n}`).toBe(true)
    }
  })

  it('scales to a million queens, for each residue mod 6', () => {
    for (let n = 1_000_000; n < 1_000_006; n++) {
      expect(verifyPlacement(construct.solve(n).queens!).valid, `n = ${n}`).toBe(true)
    }
    expect(constructColumn(100_000_000, 99_999_999)).toBeLessThan(100_000_000)
  })
})
