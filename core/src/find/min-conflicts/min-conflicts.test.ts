import { describe, expect, it } from 'vitest'
import { verifyPlacement } from '../../board/verify.ts'
import { runFinderSuite } from '../finder.case.test.ts'
import { minConflicts } from './min-conflicts.ts'

runFinderSuite(minConflicts)

describe('min-conflicts', () => {
  it('finds a valid board for many seeds and sizes, small boards with dead ends included', () => {
    for (const n of [4, 5, 6, 7, 8, 9, 10, 31, 32, 33, 100, 1000])
      for (let seed = 0; seed < 8; seed++) {
        const result = minConflicts.solve(n, { seed })
        expect(result.status).toBe('solved')
        expect(verifyPlacement(result.queens!).valid).toBe(true)
      }
  })

  it('solves 100,000 queens', () => {
    const result = minConflicts.solve(100_000, { seed: 7 })
    expect(result.status).toBe('solved')
    expect(verifyPlacement(result.queens!).valid).toBe(true)
  })

  it('gives the same board for the same seed', () => {
    const result = minConflicts.solve(10_000, { seed: 7 })
    expect(minConflicts.solve(10_000, { seed: 7 }).queens).toEqual(result.queens)
  })

  it('gives different boards for different seeds', () => {
    const boards = new Set<string>()
    for (let seed = 0; seed < 10; seed++)
      boards.add(minConflicts.solve(200, { seed }).queens!.join())
    expect(boards.size).toBe(10)
  })

  it('resumes a large board by replay, with a small cursor, to the one-shot answer', () => {
    const n = 5000
    const oneShot = minConflicts.solve(n, { seed: 2 })
    const chunk = Math.ceil(oneShot.nodes / 4)
    let result = minConflicts.solve(n, { seed: 2, budget: chunk })
    let nodes = result.nodes
    while (result.status === 'partial') {
      expect(result.cursor!.length).toBeLessThan(200)
      result = minConflicts.solve(n, { budget: chunk, cursor: result.cursor })
      nodes += result.nodes
    }
    expect({ ...result, nodes }).toEqual(oneShot)
  })
})
