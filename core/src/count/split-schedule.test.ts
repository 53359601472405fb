import { describe, expect, it } from 'vitest'
import { costliestFirst, CostProgress } from './split-schedule.ts'
import { getSplit } from './split.ts'

describe('costliestFirst', () => {
  it('orders units by cost, highest first, ties in plan order, and leaves its input as it was', () => {
    const units = [
      { id: 0, cost: 2 },
      { id: 1, cost: 9 },
      { id: 2, cost: 2 },
      { id: 3, cost: 5 },
    ]
    expect(costliestFirst(units).map((unit) => unit.id)).toEqual([1, 3, 0, 2])
    expect(units.map((unit) => unit.id)).toEqual([0, 1, 2, 3])
  })

  it('puts every unit of a plan once, none cheaper before a costlier one', () => {
    const ordered = costliestFirst(getSplit('constellation').plan(12))
    expect(new Set(ordered.map((unit) => unit.id)).size).toBe(ordered.length)
    for (let i = 1; i < ordered.length; i++) {
      expect(ordered[i].cost).toBeLessThanOrEqual(ordered[i - 1].cost)
    }
  })
})

describe('CostProgress', () => {
  it('weighs each finished unit by its cost, once, up to 1', () => {
    const progress = new CostProgress([
      { id: 0, cost: 1 },
      { id: 1, cost: 3 },
    ])
    expect(progress.share).toBe(0)
    expect(progress.finish(1)).toBe(0.75)
    expect(progress.finish(1)).toBe(0.75)
    expect(progress.finish(7)).toBe(0.75)
    expect(progress.finish(0)).toBe(1)
  })

  it('counts a plan of no units as done', () => {
    expect(new CostProgress([]).share).toBe(1)
  })
})
