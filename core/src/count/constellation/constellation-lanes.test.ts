import { describe, expect, it } from 'vitest'
import { laneCounter } from './constellation-lanes.ts'
import { LANES } from './constellation-lanes-layout.ts'
import { planConstellations } from './constellation-plan.ts'
import {
  FREE,
  openConstellation,
  resumeConstellation,
  type ConstellationSearch,
} from './constellation-search.ts'
import { walkConstellation } from './constellation-walk.ts'

/** Runs the lanes over `searches`, in order; returns each search's nodes by its index. */
function runLanes(searches: ConstellationSearch[]): number[] {
  const nodes = new Array<number>(searches.length).fill(-1)
  let next = 0
  laneCounter()!.run(
    () => searches[next++],
    (s, visited) => {
      const at = searches.indexOf(s)
      expect(nodes[at]).toBe(-1) // each search is reported once
      nodes[at] = visited
    },
  )
  return nodes
}

// The lanes are held to the budgeted walk, constellation by constellation, node for node.
describe('laneCounter', () => {
  it('runs in Node', () => {
    expect(laneCounter()).toBeDefined()
    expect(laneCounter()).toBe(laneCounter())
  })

  it('visits the walk’s nodes and finds its solutions, every constellation to n = 13', () => {
    for (let n = 4; n <= 13; n++) {
      const plan = planConstellations(n)
      const walked = plan.map((c) => openConstellation(n, c))
      const walkedNodes = walked.map((s) => walkConstellation(s, -1))
      const searches = plan.map((c) => openConstellation(n, c))
      expect(runLanes(searches)).toEqual(walkedNodes)
      for (const [i, s] of searches.entries()) {
        expect(s.done).toBe(true)
        expect([s.single, s.half, s.quarter]).toEqual([
          walked[i].single,
          walked[i].half,
          walked[i].quarter,
        ])
      }
    }
  })

  it('takes fewer searches than lanes, and one already started (counted on its own)', () => {
    const n = 12
    const plan = planConstellations(n)
    const few = [100, 200, 300].map((i) => openConstellation(n, plan[i]))
    const expected = [100, 200, 300].map((i) =>
      walkConstellation(openConstellation(n, plan[i]), -1),
    )
    expect(few.length).toBeLessThan(LANES)
    expect(runLanes(few)).toEqual(expected)

    const started = openConstellation(n, plan[400])
    const first = walkConstellation(started, 5)
    const whole = walkConstellation(openConstellation(n, plan[400]), -1)
    const fresh = openConstellation(n, plan[401])
    const [rest] = runLanes([started, fresh])
    expect(first + rest).toBe(whole)
    expect(fresh.done && started.done).toBe(true)
  })

  it('finishes a half-turn border resumed in level 0 with boards classed already', () => {
    let checked = 0
    for (let n = 8; n <= 13; n++) {
      for (const c of planConstellations(n).filter((planned) => planned.turns)) {
        const whole = openConstellation(n, c)
        const free = whole.stack[FREE]
        const second = free & (free - 1) // level 0's columns after its first
        if (whole.done || second === 0) continue
        const column = 31 - Math.clz32(second & -second)
        walkConstellation(whole, -1)
        // The part after the first column, walked alone, and the first column's part by difference.
        const after = openConstellation(n, c)
        resumeConstellation(after, [column], 'cursor')
        walkConstellation(after, -1)
        const resumed = openConstellation(n, c)
        resumeConstellation(resumed, [column], 'cursor')
        resumed.single = whole.single - after.single
        resumed.half = whole.half - after.half
        resumed.quarter = whole.quarter - after.quarter
        runLanes([resumed])
        expect([resumed.single, resumed.half, resumed.quarter]).toEqual([
          whole.single,
          whole.half,
          whole.quarter,
        ])
        checked++
      }
    }
    expect(checked).toBeGreaterThan(10)
  })

  it('counts nothing when given nothing', () => {
    expect(runLanes([])).toEqual([])
  })
})
