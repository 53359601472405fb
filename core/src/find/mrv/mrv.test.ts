import { describe, expect, it } from 'vitest'
import { verifyPlacement } from '../../board/verify.ts'
import { construct } from '../construct.ts'
import { runFinderSuite } from '../finder.case.test.ts'
import { MRV_START, RESTARTS, searchMrv, type MrvState } from './mrv-search.ts'
import { mrv } from './mrv.ts'

runFinderSuite(mrv, { maxTestN: 10 })

/** A fixed stream of pseudo-random numbers for building test boards. */
function lcg(seed: number) {
  return () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32
}

/** k queens from a known solution of n (the constructed one), rows picked at random. */
function queensFrom(n: number, k: number, next: () => number): Int32Array {
  const solution = construct.solve(n).queens!
  const queens = new Int32Array(n).fill(-1)
  for (let placed = 0; placed < k;) {
    const row = Math.floor(next() * n)
    if (queens[row] < 0) {
      queens[row] = solution[row]
      placed++
    }
  }
  return queens
}

describe('mrv', () => {
  it('completes 30-boards with 4 queens in a few dozen nodes, where first needs millions', () => {
    const next = lcg(30)
    for (let i = 0; i < 20; i++) {
      const queens = queensFrom(30, 4, next)
      const result = mrv.solve(30, { queens, budget: 5000 })
      expect(result.status).toBe('solved')
      expect(verifyPlacement(result.queens!).valid).toBe(true)
      expect(result.nodes).toBeLessThan(300)
    }
  })

  it('solves large empty boards with about n nodes: n = 300 and 1000', () => {
    for (const [n, seed] of [
      [300, 1],
      [300, 2],
      [1000, 7],
    ]) {
      const result = mrv.solve(n, { seed, budget: 10 * n })
      expect(result.status).toBe('solved')
      expect(verifyPlacement(result.queens!).valid).toBe(true)
      expect(result.nodes).toBeLessThan(2 * n)
    }
  })

  it('gives different solutions for different seeds', () => {
    const answers = new Set<string>()
    for (let seed = 1; seed <= 10; seed++) answers.add(mrv.solve(12, { seed }).queens!.join())
    expect(answers.size).toBeGreaterThan(3)
  })

  it('refuses a cursor made with another seed', () => {
    const partial = mrv.solve(12, { seed: 5, budget: 3 })
    expect(() => mrv.solve(12, { seed: 6, cursor: partial.cursor })).toThrow('Invalid cursor')
    expect(mrv.solve(12, { seed: 5, cursor: partial.cursor }).status).toBe('solved')
  })
})

describe('mrv restarts', () => {
  // Runs of 3 nodes: every run but the last gives up long before a 10-board is full.
  const tiny = (run: number) => (run >= RESTARTS ? Infinity : 3)
  const empty = (n: number) => new Int32Array(n).fill(-1)

  it('still solves, and still proves impossibility, through many restarts', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const result = searchMrv(empty(10), seed, MRV_START, Infinity, tiny)
      expect(result.status).toBe('solved')
      expect(verifyPlacement(result.queens!).valid).toBe(true)
      expect(result.nodes).toBeGreaterThan(3 * RESTARTS)
    }
    const blocked = Int32Array.from([0, 2, -1, -1, -1, -1, -1, -1])
    expect(searchMrv(blocked, 1, MRV_START, Infinity, tiny).status).toBe('unsatisfiable')
  })

  it('resumes across restarts to exactly the one-shot answer', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const oneShot = searchMrv(empty(10), seed, MRV_START, Infinity, tiny)
      let state: MrvState = MRV_START
      let nodes = 0
      const runsSeen = new Set<number>()
      for (;;) {
        const step = searchMrv(empty(10), seed, state, 2, tiny)
        nodes += step.nodes
        if (step.status !== 'partial') {
          expect({ ...step, nodes }).toEqual(oneShot)
          break
        }
        state = step.state!
        runsSeen.add(state.run)
      }
      expect(runsSeen.size).toBe(RESTARTS + 1)
    }
  })
})
