import { describe, expect, it } from 'vitest'
import { knownCount } from '../board/known.ts'
import { decodeCursor, encodeCursor } from '../cursor.ts'
import { expectInvalid } from '../invalid-input.case.test.ts'
import { constellation } from './constellation/constellation.ts'
import { countSplitInOrder } from './split-in-order.ts'
import { getSplit } from './split.ts'

describe('countSplitInOrder', () => {
  it('counts n = 1..12 as OEIS, with the constellation counter’s nodes and first rows', () => {
    for (let n = 1; n <= 12; n++) {
      const r = countSplitInOrder(n)
      const known = knownCount(n)!
      expect(r, `n = ${n}`).toMatchObject({ algorithm: 'parallel', status: 'complete' })
      expect([r.total, r.unique], `n = ${n}`).toEqual([known.total, known.unique])
      const whole = constellation.count(n)
      expect([r.nodes, r.firstRow], `n = ${n}`).toEqual([whole.nodes, whole.firstRow])
    }
  })

  it('sums budgeted steps exactly, each resumed from the last cursor', () => {
    const one = countSplitInOrder(12)
    let result = countSplitInOrder(12, { budget: 5000 })
    let nodes = result.nodes
    let steps = 1
    let fraction = 0
    while (result.status === 'partial') {
      expect(result.nodes).toBeLessThanOrEqual(5000)
      expect(result.total).toBeLessThanOrEqual(one.total)
      // Units done of the plan, a begun one as half: below 1, and never back.
      expect(result.fraction).toBeGreaterThanOrEqual(fraction)
      expect(result.fraction).toBeLessThan(1)
      fraction = result.fraction!
      result = countSplitInOrder(12, { budget: 5000, cursor: result.cursor })
      nodes += result.nodes
      steps++
    }
    expect(steps).toBeGreaterThan(2)
    expect([result.total, result.unique, result.firstRow, nodes]).toEqual([
      one.total,
      one.unique,
      one.firstRow,
      one.nodes,
    ])
  })

  it('writes the pool’s cursor: the next unit, and the pending units with their own cursors', () => {
    const partial = countSplitInOrder(11, { budget: 3000 })
    const { state } = decodeCursor(partial.cursor, { kind: 'count', algorithm: 'parallel', n: 11 })
    const { next, pending } = state as { next: number; pending: { id: number; cursor?: string }[] }
    expect(next).toBeGreaterThan(0)
    expect(pending.length).toBeGreaterThan(0)
    const split = getSplit('constellation')
    for (const unit of pending) expect(() => split.validate(11, unit.id, unit.cursor)).not.toThrow()
  })

  it('refuses cursors of other counts and forged states', () => {
    const partial = countSplitInOrder(10, { budget: 500 })
    const payload = decodeCursor(partial.cursor, { kind: 'count', algorithm: 'parallel', n: 10 })
    for (const bad of [
      constellation.count(10, { budget: 50 }).cursor!,
      encodeCursor({ ...payload, state: { next: 1e9, pending: [] } }),
      encodeCursor({ ...payload, state: { next: 3, pending: [{ id: 7 }] } }),
      encodeCursor({ ...payload, state: { next: 0, open: [] } }),
      'v1.nope',
    ]) {
      expectInvalid(() => countSplitInOrder(10, { cursor: bad }), 'cursor')
    }
    expectInvalid(() => countSplitInOrder(11, { cursor: partial.cursor }), 'cursor')
    expectInvalid(() => countSplitInOrder(33), 'n')
  })
})
