import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { planConstellations } from './constellation-plan.ts'
import { openConstellation } from './constellation-search.ts'
import { walkConstellation } from './constellation-walk.ts'
import { finishConstellation, finishRecursively } from './constellation-whole.ts'

// The counter's unbudgeted count runs finishConstellation (the shared counter suite in
// constellation.test.ts checks its totals); here it is held to the budgeted walk node for node,
// with the compiled kernel (in Node, from level 0) and by recursion alone.
describe.each([
  ['finishConstellation', finishConstellation],
  ['finishRecursively', finishRecursively],
])('%s', (_, finishConstellation) => {
  it('visits the same nodes and finds the same solutions as the walk, whole constellations', () => {
    for (let n = 4; n <= 12; n++) {
      for (const c of planConstellations(n)) {
        const walked = openConstellation(n, c)
        const finished = openConstellation(n, c)
        expect(finishConstellation(finished)).toBe(walkConstellation(walked, -1))
        expect(finished.done).toBe(true)
        expect([finished.single, finished.half, finished.quarter]).toEqual([
          walked.single,
          walked.half,
          walked.quarter,
        ])
      }
    }
  })

  it('finishes from any frontier the walk stops at, to the same sums', () => {
    const n = 11
    const plan = planConstellations(n)
    const whole = plan.map((c) => {
      const s = openConstellation(n, c)
      return { nodes: walkConstellation(s, -1), found: [s.single, s.half, s.quarter] }
    })
    const stops = fc.record({
      index: fc.integer({ min: 0, max: plan.length - 1 }),
      fraction: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    fc.assert(
      fc.property(stops, ({ index, fraction }) => {
        const s = openConstellation(n, plan[index])
        const first = walkConstellation(s, Math.floor(fraction * whole[index].nodes))
        const rest = finishConstellation(s)
        expect(first + rest).toBe(whole[index].nodes)
        expect([s.single, s.half, s.quarter]).toEqual(whole[index].found)
        expect(s.done).toBe(true)
      }),
      { seed: 20261122, numRuns: 300 },
    )
  })

  it('does nothing to a finished search', () => {
    const s = openConstellation(8, planConstellations(8)[10])
    finishConstellation(s)
    const single = s.single
    expect(finishConstellation(s)).toBe(0)
    expect(s.single).toBe(single)
  })
})
