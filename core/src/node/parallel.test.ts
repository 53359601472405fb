import { describe, expect, it } from 'vitest'
import { KNOWN_COUNTS } from '../board/known.ts'
import { recordedNodes } from '../count/constellation/constellation-nodes.ts'
import { constellation } from '../count/constellation/constellation.ts'
import {
  constellationUnits,
  countConstellationUnit,
} from '../count/constellation/constellation-units.ts'
import { decodeCursor, encodeCursor } from '../cursor.ts'
import { expectInvalid } from '../invalid-input.case.test.ts'
import { LANES_MAX_N } from '../count/constellation/constellation-lanes.ts'
import { parallel } from '../count/parallel.ts'
import { countParallel } from './parallel.ts'

describe('countParallel', () => {
  it('counts n = 1..12 on two worker threads, total and unique as OEIS', async () => {
    for (let n = 1; n <= 12; n++) {
      // This thread counts nothing: the workers count every unit.
      const r = await countParallel(n, { threads: 2, callerCounts: false })
      expect(r).toMatchObject({ algorithm: 'parallel', n, status: 'complete' })
      expect([r.total, r.unique]).toEqual([KNOWN_COUNTS[n]!.total, KNOWN_COUNTS[n]!.unique])
      expect(r.cursor).toBeUndefined()
    }
  })

  it('counts n = 13 on this thread and one worker (the default), and on this thread alone', async () => {
    for (const threads of [2, 1]) {
      const r = await countParallel(13, { threads })
      expect([r.status, r.total, r.unique]).toEqual(['complete', 73712n, 9233n])
      expect(r.nodes).toBe(constellation.count(13).nodes)
      expect(r.firstRow).toEqual(constellation.count(13).firstRow)
    }
  })

  it('visits the same nodes as the units counted one by one, and reports progress up to 1', async () => {
    const seen: number[] = []
    const r = await countParallel(11, { threads: 2, onProgress: (f) => seen.push(f) })
    let nodes = 0
    for (let i = 0; i < constellationUnits(11); i++) nodes += countConstellationUnit(11, i).nodes
    expect(r.nodes).toBe(nodes)
    expect(r.nodes).toBe(constellation.count(11).nodes)
    expect(seen.every((f) => f >= 0 && f <= 1)).toBe(true)
    expect(seen.at(-1)).toBe(1)
  })

  it("reports a whole count's progress by nodes counted over n's recorded nodes", async () => {
    const seen: number[] = []
    await countParallel(13, { threads: 2, onProgress: (f) => seen.push(f) })
    const all = recordedNodes(13)!
    // Every share is a whole number of nodes over n's, rising; units weighed by cost are not.
    for (const f of seen) expect(Math.abs(f * all - Math.round(f * all))).toBeLessThan(1e-6)
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1])
    expect(seen.some((f) => f > 0 && f < 1)).toBe(true)
    expect(seen.at(-1)).toBe(1)
  })

  it('sums budget chunks exactly, resuming each from the last cursor', async () => {
    const one = await countParallel(11, { threads: 2 })
    let cursor: string | undefined
    let nodes = 0
    let calls = 0
    let r
    do {
      const budget = [3000, 40, 7000][calls++ % 3]
      // Every other chunk with no counting on this thread, so the workers meet budgets and cursors too.
      r = await countParallel(11, {
        threads: 2,
        budget,
        cursor,
        callerCounts: calls % 2 === 0,
      })
      expect(r.nodes).toBeLessThanOrEqual(budget)
      if (r.status === 'partial') {
        expect(r.total).toBeLessThanOrEqual(one.total)
        expect(r.cursor).toEqual(expect.any(String))
      }
      nodes += r.nodes
      cursor = r.cursor
    } while (r.status === 'partial')
    expect(calls).toBeGreaterThan(2)
    expect([r.total, r.unique, nodes]).toEqual([2680n, 341n, one.nodes])
    expect(r.firstRow).toEqual(one.firstRow)
    expect(one.firstRow).toEqual(constellation.count(11).firstRow)
  })

  it('finishes from a cursor with no budget: units resumed on their own, the rest together', async () => {
    const one = await countParallel(13, { threads: 2 })
    const part = await countParallel(13, { threads: 2, budget: 200_000 })
    expect(part.status).toBe('partial')
    // Workers stopped inside units, whose cursors the pool hands out again before fresh units.
    expect(
      (
        decodeCursor(part.cursor!, { kind: 'count', algorithm: 'parallel', n: 13 }).state as {
          pending: unknown[]
        }
      ).pending.length,
    ).toBeGreaterThan(0)
    const rest = await countParallel(13, { threads: 2, cursor: part.cursor })
    expect([rest.status, rest.total, rest.unique]).toEqual(['complete', 73712n, 9233n])
    expect(part.nodes + rest.nodes).toBe(one.nodes)
    expect(rest.firstRow).toEqual(one.firstRow)
  })

  it('names the engine that counted: the lanes up to LANES_MAX_N, the walk past it', async () => {
    expect((await countParallel(13, { threads: 2 })).engine).toBe('lanes')
    const past = await countParallel(LANES_MAX_N + 1, { threads: 2, budget: 2000 })
    expect(past.status).toBe('partial')
    expect(past.engine).toBe('walk')
  })

  it('resumes the cursors of a count in one thread, and they its: parallel has one cursor', async () => {
    const one = await countParallel(12, { threads: 2 })
    const inOrder = parallel.count(12, { budget: 20_000 })
    const pooled = await countParallel(12, { threads: 2, budget: 30_000, cursor: inOrder.cursor })
    expect(pooled.status).toBe('partial')
    const rest = parallel.count(12, { cursor: pooled.cursor })
    expect([rest.status, rest.total, rest.unique]).toEqual(['complete', one.total, one.unique])
    expect(inOrder.nodes + pooled.nodes + rest.nodes).toBe(one.nodes)
    expect(rest.firstRow).toEqual(one.firstRow)
  })

  it('refuses foreign and forged cursors, and a bad thread count', async () => {
    const partial = await countParallel(10, { threads: 2, budget: 500 })
    const cursor = partial.cursor!
    const payload = decodeCursor(cursor, { kind: 'count', algorithm: 'parallel', n: 10 })
    const unitCursor = countConstellationUnit(10, 5, { budget: 1 }).cursor!
    const forged = [
      constellation.count(10, { budget: 50 }).cursor!,
      unitCursor,
      encodeCursor({ ...payload, state: { next: 1e9, pending: [] } }),
      encodeCursor({ ...payload, state: { next: 3, pending: [{ id: 7 }] } }),
      encodeCursor({ ...payload, state: { next: 9, pending: [{ id: 5, cursor: 'x' }] } }),
      encodeCursor({ ...payload, state: { next: 9, pending: [{ id: 4, cursor: unitCursor }] } }),
      encodeCursor({ ...payload, state: null }),
      encodeCursor({ ...payload, sums: { total: '5', unique: '9' } }),
      'v1.nope',
    ]
    for (const bad of forged)
      await expectInvalid(() => countParallel(10, { cursor: bad }), 'cursor')
    await expectInvalid(() => countParallel(11, { cursor }), 'cursor')
    await expectInvalid(() => countParallel(10, { threads: 0 }), 'threads')
    await expectInvalid(() => countParallel(33), 'n')
    await expectInvalid(() => countParallel(10, { budget: -1 }), 'budget')
  })
})
