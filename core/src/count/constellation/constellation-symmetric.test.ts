import { describe, expect, it } from 'vitest'
import { planConstellations } from './constellation-plan.ts'
import { openConstellation } from './constellation-search.ts'
import { symmetricSolutions } from './constellation-symmetric.ts'
import { walkConstellation } from './constellation-walk.ts'

// Held to the walk, which classes every solution it finds by looking at the whole board.
describe('symmetricSolutions', () => {
  it('finds the boards each turn keeps, every half-turn border to n = 14', () => {
    let kept = 0
    for (let n = 4; n <= 14; n++) {
      for (const c of planConstellations(n).filter((planned) => planned.turns)) {
        const walked = openConstellation(n, c)
        walkConstellation(walked, -1)
        const { halfTurn, quarterTurn } = symmetricSolutions(openConstellation(n, c))
        expect([halfTurn, quarterTurn]).toEqual([walked.boards4 + walked.boards2, walked.boards2])
        kept += halfTurn
      }
    }
    // Not vacuous: such boards exist, quarter-turn ones among them (n = 4's two solutions).
    expect(kept).toBeGreaterThan(100)
  })

  it('n = 4: the quarter turn keeps the board of its half-turn border', () => {
    const [four] = planConstellations(4).filter((c) => c.turns)
    expect(symmetricSolutions(openConstellation(4, four))).toEqual({ halfTurn: 1, quarterTurn: 1 })
  })
})
