import { describe, expect, it } from 'vitest'
import { knownCount } from '../board/known.ts'
import { decodeCursor, encodeCursor } from '../cursor.ts'
import { expectInvalid } from '../invalid-input.case.test.ts'
import { constellation, countConstellations } from './constellation/constellation.ts'
import { parallel } from './parallel.ts'
import { getSplit } from './split.ts'

describe('the in-order runner of constellation and parallel', () => {
  it('counts n = 1..12 as OEIS under either name, with the same nodes, first rows and classes', () => {
    for (let n = 1; n <= 12; n++) {
      const split = parallel.count(n)
      const known = knownCount(n)!
      expect(split, `n = ${n}`).toMatchObject({ algorithm: 'parallel', status: 'complete' })
      expect([split.total, split.unique], `n = ${n}`).toEqual([known.total, known.unique])
      expect({ ...constellation.count(n), algorithm: 'parallel' }).toEqual(split)
    }
  })

  it('writes one cursor: the next unit, and the pending units with their own cursors', () => {
    const split = getSplit('constellation')
    for (const counter of [constellation, parallel]) {
      const partial = counter.count(11, { budget: 3000 })
      const payload = decodeCursor(partial.cursor, { kind: 'count', algorithm: counter.id, n: 11 })
      const { next, pending } = payload.state as {
        next: number
        pending: { id: number; cursor?: string }[]
      }
      expect(next).toBeGreaterThan(0)
      expect(pending.length).toBeGreaterThan(0)
      for (const unit of pending)
        expect(() => split.validate(11, unit.id, unit.cursor)).not.toThrow()
      expect(Object.keys(payload.sums!)).toEqual(
        expect.arrayContaining(['total', 'unique', 'c1', 'c2', 'c4', 'c8', 'firstRow']),
      )
    }
  })

  it('resumes the in-order cursors of before, `{ next, open }`, to the same count', () => {
    const one = countConstellations(12)
    const partial = countConstellations(12, { budget: 20_000 })
    const payload = decodeCursor(partial.cursor, {
      kind: 'count',
      algorithm: 'constellation',
      n: 12,
    })
    const { next, pending } = payload.state as { next: number; pending: { cursor: string }[] }
    const open = pending.map(
      ({ cursor }) =>
        decodeCursor(cursor, { kind: 'unit', algorithm: 'constellation', n: 12 }).state,
    )
    const before = encodeCursor({ ...payload, state: { next, open } })
    const rest = countConstellations(12, { cursor: before })
    expect(rest).toEqual(constellation.count(12, { cursor: partial.cursor }))
    expect([rest.total, rest.classes, partial.nodes + rest.nodes]).toEqual([
      one.total,
      one.classes,
      one.nodes,
    ])
    // 0.1.0's `countInOrder(n, 'parallel')` wrote the same state under its own name.
    const parallelBefore = encodeCursor({
      ...payload,
      algorithm: 'parallel',
      state: { next, open },
    })
    expect(parallel.count(12, { cursor: parallelBefore })).toEqual({
      ...rest,
      algorithm: 'parallel',
    })
  })

  it('resumes a parallel cursor that kept no classes, and answers without them', () => {
    const one = parallel.count(12)
    const partial = parallel.count(12, { budget: 20_000 })
    const payload = decodeCursor(partial.cursor, { kind: 'count', algorithm: 'parallel', n: 12 })
    const { total, unique, firstRow } = payload.sums as Record<string, string>
    const rest = parallel.count(12, {
      cursor: encodeCursor({ ...payload, sums: { total, unique, firstRow } }),
    })
    expect([rest.status, rest.total, rest.unique, rest.firstRow]).toEqual([
      'complete',
      one.total,
      one.unique,
      one.firstRow,
    ])
    expect(rest).not.toHaveProperty('classes')
  })

  it('refuses cursors of other counts and forged states', () => {
    const partial = parallel.count(10, { budget: 500 })
    const payload = decodeCursor(partial.cursor, { kind: 'count', algorithm: 'parallel', n: 10 })
    const counted = constellation.count(10, { budget: 500 })
    const own = decodeCursor(counted.cursor, { kind: 'count', algorithm: 'constellation', n: 10 })
    for (const bad of [
      counted.cursor!,
      encodeCursor({ ...payload, state: { next: 1e9, pending: [] } }),
      encodeCursor({ ...payload, state: { next: 3, pending: [{ id: 7 }] } }),
      encodeCursor({ ...payload, state: { next: 0, open: [{ index: 0 }] } }),
      'v1.nope',
    ]) {
      expectInvalid(() => parallel.count(10, { cursor: bad }), 'cursor')
    }
    // A constellation count answers its classes: its cursor must hold them.
    const { total, unique } = own.sums as Record<string, string>
    const classless = encodeCursor({ ...own, sums: { total, unique } })
    expectInvalid(() => constellation.count(10, { cursor: classless }), 'cursor')
    expectInvalid(() => parallel.count(11, { cursor: partial.cursor }), 'cursor')
    expectInvalid(() => parallel.count(33), 'n')
  })
})
