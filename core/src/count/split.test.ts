import { describe, expect, it } from 'vitest'
import { knownCount } from '../board/known.ts'
import { InvalidInputError } from '../errors.ts'
import { combineUnits } from './combine.ts'
import { DEFAULT_SPLIT, getSplit, unitCountOf } from './split.ts'

describe.each([{ id: DEFAULT_SPLIT }])('the $id split count', ({ id }) => {
  const split = getSplit(id)

  it('plans units 0, 1, … with positive costs, and their counts add up to every n', () => {
    for (let n = 1; n <= 12; n++) {
      const plan = split.plan(n)
      expect(plan.map((unit) => unit.id)).toEqual(plan.map((_, i) => i))
      expect(plan.length).toBe(unitCountOf(id, n))
      expect(plan.every((unit) => unit.cost >= 1)).toBe(true)
      const sums = combineUnits(plan.map((unit) => split.count(n, unit.id)))
      const known = knownCount(n)!
      expect(sums, `n = ${n}`).toMatchObject({ total: known.total, unique: known.unique })
    }
  })

  it('resumes a unit step by step to the same count, and validates its cursors', () => {
    const whole = split.count(14, 0)
    let result = split.count(14, 0, { budget: 100 })
    let steps = 1
    while (result.status === 'partial') {
      expect(split.validate(14, 0, result.cursor)).toEqual({
        total: result.total,
        unique: result.unique,
      })
      result = split.count(14, 0, { budget: 100, cursor: result.cursor })
      steps++
    }
    expect(steps).toBeGreaterThan(2)
    expect(result).toMatchObject({ total: whole.total, unique: whole.unique })
    const partial = split.count(14, 0, { budget: 100 })
    expect(() => split.count(14, 1, { cursor: partial.cursor })).toThrow(InvalidInputError)
  })

  it('exports its plan as a structured clone that a thread without one adopts', () => {
    // The thread pool hands a split's plan to its threads this way (node/parallel.ts).
    expect(typeof split.exportPlan).toBe('function')
    expect(typeof split.adopt).toBe('function')
    const exported = structuredClone(split.exportPlan!(11))
    expect(exported).toEqual(split.exportPlan!(11))
    // Adopting in a thread that already has the plan keeps its own, and counts stay exact.
    split.adopt!(11, structuredClone(exported))
    expect(split.exportPlan!(11)).toBe(split.exportPlan!(11))
    // The deprecated name gives the same plan.
    expect(split.share!(11)).toBe(split.exportPlan!(11))
    const sums = combineUnits(split.plan(11).map((unit) => split.count(11, unit.id)))
    expect(sums.total).toBe(knownCount(11)!.total)
  })

  it('costs estimate the work: the costlier half of the units visits most of the nodes', () => {
    const plan = split.plan(13)
    const nodes = plan.map((unit) => split.count(13, unit.id).nodes)
    const byCost = [...plan].sort((a, b) => b.cost - a.cost)
    const costlier = byCost.slice(0, plan.length / 2).reduce((sum, u) => sum + nodes[u.id], 0)
    expect(costlier / nodes.reduce((a, b) => a + b, 0)).toBeGreaterThan(0.6)
  })
})

describe('getSplit', () => {
  it('refuses a split there is not', () => {
    expect(() => getSplit('symmetry')).toThrow(/must be constellation, the split count there is/)
  })
})
