import { describe, expect, it } from 'vitest'
import { KNOWN_COUNTS } from '../../board/known.ts'
import { decodeCursor, encodeCursor } from '../../cursor.ts'
import { expectInvalid } from '../../invalid-input.case.test.ts'
import { orient } from './constellation-orient.ts'
import { planConstellations } from './constellation-plan.ts'
import { rowMasks } from './constellation-rows.ts'
import {
  validateConstellationCursor,
  constellationUnits,
  countConstellationUnit,
} from './constellation-units.ts'
import { constellation, countConstellations } from './constellation.ts'
import { startBranch } from './constellation-branches.ts'
import { FREE } from '../stack-search.ts'
import { frontierOf, openConstellation } from './constellation-search.ts'
import { walkConstellation } from './constellation-walk.ts'
import { runCounterSuite } from '../counter.case.test.ts'
import { countSymmetry } from '../symmetry/symmetry.ts'

// On each engine: the lanes (Node's default) and the walk they are held to.
runCounterSuite(constellation, { maxQuickN: 14, engine: 'lanes' })
runCounterSuite(constellation, { maxQuickN: 14, engine: 'walk' })

describe('constellation classes', () => {
  it('matches the symmetry counter class by class for n = 4..13', () => {
    for (let n = 4; n <= 13; n++) {
      expect(countConstellations(n).classes).toEqual(countSymmetry(n).classes)
    }
  })

  it('counts n = 15 exactly (OEIS), total and unique', () => {
    const { total, unique } = countConstellations(15)
    expect([total, unique]).toEqual([KNOWN_COUNTS[15]!.total, KNOWN_COUNTS[15]!.unique])
  })

  it('refuses a cursor whose solution counts no constellation can have', () => {
    // A constellation that a symmetry keeps holds its solutions in pairs (or fours): one extra
    // solution smuggled into a cursor cannot come out even, and is refused, never summed.
    const n = 12
    const plan = planConstellations(n)
    const index = plan.findIndex(
      (c, i) => c.weight < 8 && countConstellationUnit(n, i, { budget: 1 }).status === 'partial',
    )
    const unit = countConstellationUnit(n, index, { budget: 1 })
    const open = decodeCursor(unit.cursor!, { kind: 'unit', algorithm: 'constellation', n })
      .state as { found: number; todo: number; frontiers: number[][] }
    const forge = (state: unknown) =>
      encodeCursor({
        kind: 'count',
        algorithm: 'constellation',
        n,
        state,
        sums: { total: '0', unique: '0', c1: '0', c2: '0', c4: '0', c8: '0' },
      })
    // Whole, the forged open constellation ends with one solution too many.
    expectInvalid(
      () =>
        countConstellations(n, {
          cursor: forge({ next: index + 1, open: [{ ...open, found: 1 }] }),
        }),
      'cursor',
    )
    const bad = [
      // The state of an earlier release (one frontier, no branches) is refused.
      { at: [0, 0, 0, 0, 0], path: [1, 2] },
      { next: index + 1, open: [{ ...open, symmetry: 8 }] },
      { next: index, open: [open] }, // open, but not before `next`
      { next: index + 1, open: [open, open] },
      { next: index + 1, open: [{ ...open, todo: -1 }] },
      { next: index + 1, open: [{ ...open, frontiers: [[0]] }] },
      { next: index + 1, open: [{ ...open, frontiers: [[99, 1]] }] },
      { next: plan.length + 1, open: [] },
      { next: 1.5, open: [] },
    ]
    for (const state of bad)
      expectInvalid(() => countConstellations(n, { cursor: forge(state) }), 'cursor')
  })

  it('resumes in the symmetry the cursor recorded, whichever side the estimate picks', () => {
    // A branch stopped in symmetry 0 where the estimate picks another side: its cursor carries
    // the symmetry, so the unit resumes it there and ends on the same count.
    const n = 11
    const plan = planConstellations(n)
    const index = plan.findIndex((c) => !c.turns && orient(n, c).orientation !== 0)
    const whole = countConstellationUnit(n, index)
    const s = openConstellation(n, plan[index], 0)
    const queen = s.stack[FREE] & -s.stack[FREE]
    const todo = s.stack[FREE] ^ queen
    startBranch(s, [31 - Math.clz32(queen)])
    const first = walkConstellation(s, 20)
    expect(s.done).toBe(false)
    const open = { index, symmetry: 0, todo, found: s.boards8, frontiers: [frontierOf(s)] }
    const cursor = encodeCursor({ kind: 'unit', algorithm: 'constellation', n, state: open })
    const rest = countConstellationUnit(n, index, { cursor })
    expect([rest.status, rest.total, rest.unique]).toEqual(['complete', whole.total, whole.unique])
    // And it visits the rest of symmetry 0's walk, not the other side's.
    expect(first + rest.nodes).toBe(walkConstellation(openConstellation(n, plan[index], 0), -1))
    expect(first + rest.nodes).not.toBe(whole.nodes)
  })
})

describe('the plan', () => {
  it('lists one border per orbit: weights add up to every border that fits', () => {
    for (const n of [4, 5, 8, 11]) {
      const weights = planConstellations(n).reduce((sum, c) => sum + c.weight, 0)
      let borders = 0
      const m = n - 1
      for (let a = 0; a < n; a++)
        for (let b = 0; b < n; b++)
          for (let c = 0; c < n; c++)
            for (let d = 0; d < n; d++) {
              const queens = new Map<string, [number, number]>()
              for (const q of [
                [0, a],
                [m, b],
                [c, 0],
                [d, m],
              ] as [number, number][]) {
                queens.set(q.join(), q)
              }
              const list = [...queens.values()]
              const lines = (r: number, k: number) =>
                list.filter(([qr, qc]) => (qr === r && r !== -1) || qc === k).length
              const fits =
                list.every(([r1, c1], i) =>
                  list.every(
                    ([r2, c2], j) =>
                      i === j ||
                      (r1 !== r2 && c1 !== c2 && Math.abs(r1 - r2) !== Math.abs(c1 - c2)),
                  ),
                ) &&
                lines(0, -1) === 1 &&
                lines(m, -1) === 1 &&
                lines(-1, 0) === 1 &&
                lines(-1, m) === 1
              if (fits) borders++
            }
      expect(weights, `n = ${n}`).toBe(borders)
    }
  })

  it('turns a constellation to the first of the 8 symmetries whose estimated nodes are fewest', () => {
    // The slow obvious way: move the four border queens by each symmetry, estimate every image.
    const maps = [
      (_: number, r: number, c: number) => [r, c],
      (m: number, r: number, c: number) => [c, m - r],
      (m: number, r: number, c: number) => [m - r, m - c],
      (m: number, r: number, c: number) => [m - c, r],
      (m: number, r: number, c: number) => [r, m - c],
      (m: number, r: number, c: number) => [m - r, c],
      (_: number, r: number, c: number) => [c, r],
      (m: number, r: number, c: number) => [m - c, m - r],
    ]
    const ones = (x: number) => x.toString(2).replaceAll('0', '').length
    for (const n of [5, 8, 11, 14]) {
      const m = n - 1
      for (const planned of planConstellations(n)) {
        const { top, bottom, left, right } = planned
        const queens = [
          [0, top],
          [m, bottom],
          [left, 0],
          [right, m],
        ]
        const images = maps.map((map) => {
          const moved = queens.map(([r, c]) => map(m, r, c))
          const at = (row: number) => moved.find(([r]) => r === row)![1]
          const column = (col: number) => moved.find(([, c]) => c === col)![0]
          return { top: at(0), bottom: at(m), left: column(0), right: column(m) }
        })
        // Level k is reached (free squares of rows 0..k, each times 0.75 per row above it) times.
        const scores = images.map((b) => {
          const { masks } = rowMasks(n, b.top, b.bottom, b.left, b.right)
          let reached = 1
          return masks.reduce((sum, mask, j) => sum + (reached *= ones(mask) * 0.75 ** j), 0)
        })
        const best = images[scores.indexOf(Math.min(...scores))]
        expect(orient(n, planned)).toMatchObject(best)
      }
    }
  })

  it('turns a constellation only within its orbit: same weight, same counts', () => {
    for (const planned of planConstellations(10)) {
      const turned = orient(10, planned)
      expect([turned.code, turned.weight, turned.turns]).toEqual([
        planned.code,
        planned.weight,
        planned.turns,
      ])
    }
  })
})

describe('constellation units', () => {
  it('sum to the OEIS counts for n = 1..12, one unit per constellation', () => {
    for (let n = 1; n <= 12; n++) {
      let total = 0n
      let unique = 0n
      for (let i = 0; i < constellationUnits(n); i++) {
        const r = countConstellationUnit(n, i)
        expect(r.status).toBe('complete')
        total += r.total
        unique += r.unique
      }
      expect([total, unique]).toEqual([KNOWN_COUNTS[n]!.total, KNOWN_COUNTS[n]!.unique])
    }
  })

  it('resume a unit exactly from its cursor, and refuse another unit’s cursor', () => {
    const whole = countConstellationUnit(12, 40)
    const part = countConstellationUnit(12, 40, { budget: 100 })
    expect(part.status).toBe('partial')
    expect(validateConstellationCursor(12, 40, part.cursor)).toEqual({
      total: part.total,
      unique: part.unique,
    })
    const rest = countConstellationUnit(12, 40, { cursor: part.cursor })
    expect([rest.total, part.nodes + rest.nodes]).toEqual([whole.total, whole.nodes])
    expectInvalid(() => countConstellationUnit(12, 41, { cursor: part.cursor }), 'cursor')
    expectInvalid(() => countConstellationUnit(12, -1), 'unit')
    expectInvalid(() => countConstellationUnit(12, constellationUnits(12)), 'unit')
  })
})
