import { describe, expect, it } from 'vitest'
import { verifyPlacement } from '../board/verify.ts'
import { runFinderSuite } from './finder.case.test.ts'
import { boltzmann } from './boltzmann.ts'

runFinderSuite(boltzmann)

describe('boltzmann', () => {
  it('finds a valid board for many seeds', () => {
    for (let seed = 0; seed < 20; seed++) {
      const result = boltzmann.solve(12, { seed })
      expect(result.status).toBe('solved')
      expect(verifyPlacement(result.queens!).valid).toBe(true)
    }
  })

  it('gives the same board for the same seed, and mostly different ones otherwise', () => {
    expect(boltzmann.solve(12, { seed: 9 })).toEqual(boltzmann.solve(12, { seed: 9 }))
    const boards = new Set<string>()
    for (let seed = 0; seed < 10; seed++) boards.add(boltzmann.solve(12, { seed }).queens!.join())
    expect(boards.size).toBeGreaterThan(7)
  })
})
