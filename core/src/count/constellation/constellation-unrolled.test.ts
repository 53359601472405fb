import { describe, expect, it } from 'vitest'
import { constructColumn } from '../../find/construct.ts'
import { planConstellations } from './constellation-plan.ts'
import { FREE, openConstellation } from './constellation-search.ts'
import { unrolledKernel } from './constellation-unrolled.ts'
import { walkConstellation } from './constellation-walk.ts'

// The kernel is held to the budgeted walk, node for node; finishConstellation's tests and the
// counter suite check it again through the counts that use it.
describe('unrolledKernel', () => {
  it('compiles in Node, once per number of levels', () => {
    expect(unrolledKernel(9)).toBeTypeOf('function')
    expect(unrolledKernel(9)).toBe(unrolledKernel(9))
  })

  it('visits the walk’s nodes and finds its solutions, every constellation to n = 13', () => {
    const out = new Float64Array(2)
    for (let n = 5; n <= 13; n++) {
      for (const c of planConstellations(n)) {
        const walked = openConstellation(n, c)
        if (walked.done) continue
        const s = openConstellation(n, c)
        const nodes = walkConstellation(walked, -1)
        unrolledKernel(s.last + 1)!(s.allowed, s.gap, s.stack[FREE], out)
        expect(out[0]).toBe(nodes)
        expect(out[1]).toBe(walked.single + walked.half + walked.quarter)
      }
    }
  })

  it('runs 31 levels: one 31-queen solution given as one allowed column per row', () => {
    // constructColumn gives a solution of the 31×31 board; each row may use only its column, one
    // row apart (gap 1): the kernel places 30 queens, one node each, and tests the last row.
    const levels = 31
    const allowed = Int32Array.from(
      { length: levels },
      (_, row) => 1 << constructColumn(levels, row),
    )
    const gap = new Int32Array(levels).fill(1)
    const out = new Float64Array(2)
    unrolledKernel(levels)!(allowed, gap, allowed[0], out)
    expect([...out]).toEqual([30, 1])
    // Moving one row's queen a column over leaves no solution.
    allowed[17] = allowed[17] === 1 << 30 ? 1 << 29 : allowed[17] << 1
    unrolledKernel(levels)!(allowed, gap, allowed[0], out)
    expect(out[1]).toBe(0)
  })

  it('refuses a number of levels it has no kernel for', () => {
    for (const levels of [0, 1, 32, 2.5, NaN]) expect(unrolledKernel(levels)).toBeUndefined()
  })
})
