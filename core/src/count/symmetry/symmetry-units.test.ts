import { describe, expect, it } from 'vitest'
import { KNOWN_COUNTS } from '../../board/known.ts'
import { decodeCursor, encodeCursor } from '../../cursor.ts'
import { expectInvalid } from '../../invalid-input.case.test.ts'
import { countUnit, planUnits, type WorkUnit } from './symmetry-units.ts'

function sumUnits(n: number, units: WorkUnit[]): { total: bigint; unique: bigint } {
  let total = 0n
  let unique = 0n
  for (const unit of units) {
    const r = countUnit(n, unit)
    expect(r.status).toBe('complete')
    total += r.total
    unique += r.unique
  }
  return { total, unique }
}

describe('planUnits and countUnit', () => {
  it.each(Array.from({ length: 13 }, (_, i) => i + 1))(
    'sum to the OEIS total and unique counts for n = %i',
    (n) => {
      expect(sumUnits(n, planUnits(n))).toEqual({
        total: KNOWN_COUNTS[n]!.total,
        unique: KNOWN_COUNTS[n]!.unique,
      })
    },
  )

  it('sum to the same counts at every depth, with ids 0, 1, 2, … and JSON-clean units', () => {
    for (const depth of [0, 1, 2, 3]) {
      const units = planUnits(10, { depth })
      expect(units.map((u) => u.id)).toEqual(units.map((_, i) => i))
      expect(JSON.parse(JSON.stringify(units))).toEqual(units)
      expect(sumUnits(10, units)).toEqual({ total: 724n, unique: 92n })
    }
    expect(planUnits(16).length).toBeGreaterThanOrEqual(500)
    expect(planUnits(16).length).toBeLessThanOrEqual(5000)
  })

  it('sums chunked counting with cursors exactly, unit by unit', () => {
    const n = 11
    const budgets = [1, 7, 50, 333]
    let total = 0n
    let unique = 0n
    let calls = 0
    for (const unit of planUnits(n)) {
      const whole = countUnit(n, unit)
      let cursor: string | undefined
      let nodes = 0
      let r
      do {
        const budget = budgets[calls++ % budgets.length]
        r = countUnit(n, unit, { budget, cursor })
        expect(r.nodes).toBeLessThanOrEqual(budget)
        nodes += r.nodes
        cursor = r.cursor
      } while (r.status === 'partial')
      expect(r.cursor).toBeUndefined()
      expect([r.total, r.unique, nodes]).toEqual([whole.total, whole.unique, whole.nodes])
      total += r.total
      unique += r.unique
    }
    expect({ total, unique }).toEqual({ total: 2680n, unique: 341n })
  })

  it('refuses units the plan never makes', () => {
    const [unit] = planUnits(8)
    for (const bad of [
      null,
      {},
      { ...unit, id: -1 },
      { ...unit, rows: 'x' },
      { ...unit, top: 9 },
      { ...unit, top: 4 },
      { id: 0, top: 0, rows: [] },
      { id: 0, top: 1, rows: [1] },
      { id: 0, top: 1, rows: [3, 4] },
      { id: 0, top: 1, rows: [3, 5, 0, 2, 4, 6, 1] },
    ]) {
      expectInvalid(() => countUnit(8, bad as WorkUnit), 'unit')
    }
    expectInvalid(() => countUnit(2, { id: 0, top: 0, rows: [] }), 'unit')
    expectInvalid(() => planUnits(8, { depth: -1 }), 'depth')
    expectInvalid(() => countUnit(8, unit, { budget: 0 }), 'budget')
  })

  it('refuses cursors of another unit, n or kind, and forged frontiers or sums', () => {
    const units = planUnits(10)
    const big = units.find((u) => countUnit(10, u).nodes > 20)!
    const other = units.find((u) => u.id !== big.id)!
    const cursor = countUnit(10, big, { budget: 5 }).cursor!
    expectInvalid(() => countUnit(10, other, { cursor }), 'cursor')
    expectInvalid(() => countUnit(11, big, { cursor }), 'cursor')
    const payload = decodeCursor(cursor, { kind: 'unit', algorithm: 'symmetry', n: 10 })
    const state = payload.state as { unit: WorkUnit; frontier: number[] }
    for (const bad of [
      encodeCursor({ ...payload, kind: 'count' }),
      encodeCursor({ ...payload, state: { ...state, frontier: [] } }),
      encodeCursor({ ...payload, state: { ...state, frontier: [99] } }),
      encodeCursor({ ...payload, state: { ...state, frontier: [0, 0, 0, 0, 0, 0, 0, 0, 0] } }),
      encodeCursor({ ...payload, state: null }),
      encodeCursor({ ...payload, partial: { ...payload.partial, total: '1' } }),
      encodeCursor({ ...payload, partial: undefined }),
      'v1.garbage',
    ]) {
      expectInvalid(() => countUnit(10, big, { cursor: bad }), 'cursor')
    }
  })
})
