import { describe, expect, it } from 'vitest'
import { encodeCursor } from '../cursor.ts'
import { InvalidInputError } from '../errors.ts'
import { runFinderSuite } from './finder.case.test.ts'
import { Random } from './random-search/random.ts'
import { Diagonals } from './random-search/swap-board.ts'
import { swapDet, SwapDetWalk, startSwapDet } from './swap-det.ts'

runFinderSuite(swapDet, { seeded: { n: 100, seeds: 30, distinct: 7 } })

describe('swap-det', () => {
  it('walks the worked example: six pairs in lexicographic order from 0,1,2,3', () => {
    const walk = new SwapDetWalk(Int32Array.of(0, 1, 2, 3), new Random(1))
    expect(walk.walkTo(Infinity)).toBe(true)
    expect(walk.nodes).toBe(6)
    expect(Array.from(walk.queens)).toEqual([2, 0, 3, 1])
  })

  it('keeps swaps that leave the energy equal, raises it only to restart, refuses ties when told', () => {
    const pairsAfter = (walk: SwapDetWalk) => new Diagonals(Int32Array.from(walk.queens)).pairs()
    for (const ties of [true, false]) {
      const walk = startSwapDet(60, 4, { ties }) as SwapDetWalk
      let pairs = pairsAfter(walk)
      let tiesKept = 0
      let restarts = 0
      let before = walk.queens.join()
      while (!walk.walkTo(walk.nodes + 1)) {
        const next = pairsAfter(walk)
        const now = walk.queens.join()
        // A rise is a restart, after a whole round of pairs without the energy falling.
        if (next > pairs) restarts++
        if (next === pairs && now !== before) tiesKept++
        pairs = next
        before = now
      }
      expect(tiesKept > 0).toBe(ties)
      expect(restarts).toBeLessThanOrEqual(walk.nodes / ((60 * 59) / 2))
    }
  })

  it('refuses a cursor whose board is not a permutation', () => {
    const { cursor } = swapDet.solve(8, { seed: 1, budget: 1 })
    const state = {
      seed: 1,
      moves: 1,
      snapshot: { queens: [0, 0, 1, 2, 3, 4, 5, 6], i: 0, j: 2, idle: 0, random: [1, 2, 3, 4] },
    }
    const forged = encodeCursor({ kind: 'solve', algorithm: 'swap-det', n: 8, state })
    expect(cursor).toBeDefined()
    expect(() => swapDet.solve(8, { cursor: forged })).toThrow(InvalidInputError)
    expect(() => swapDet.solve(8, { cursor, seed: 2 })).toThrow(/seed/)
  })
})
