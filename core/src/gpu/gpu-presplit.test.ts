import { describe, expect, it } from 'vitest'
import { planOf } from '../count/constellation/constellation-plan.ts'
import { splitFirstTasks } from './gpu-presplit.ts'
import { layOutWork } from './gpu-work.ts'

const bits = (x: number) => x.toString(2).replace(/0/g, '').length

describe("the host's split of the first tasks", () => {
  const n = 11
  const laid = layOutWork(
    n,
    planOf(n).map((_, id) => id),
  )

  it('splits level by level until there are enough tasks, keeping the units in order', () => {
    const work = splitFirstTasks(laid, 2000, 3)
    expect(work.tags.length).toBeGreaterThanOrEqual(2000)
    const units = [...work.tags].map((tag) => tag >>> 5)
    expect(units).toEqual([...units].sort((a, b) => a - b))
    work.tags.forEach((tag, t) => {
      // A task's level is its queens' count, and it has a column to try.
      expect(tag & 31).toBe(bits(work.entries[4 * t]))
      expect(work.entries[4 * t + 3]).not.toBe(0)
    })
    // Each unit's open tasks are its tasks in the queue; its spent nodes one a column split.
    const open = new Array<number>(work.ids.length).fill(0)
    for (const unit of units) open[unit]++
    expect([...work.open]).toEqual(open)
    expect(work.spent.some((nodes) => nodes > 0)).toBe(true)
  })

  it('leaves tasks with fewer than minSplit levels whole, and stops when none is split', () => {
    const work = splitFirstTasks(laid, 1e9, 3)
    work.tags.forEach((tag) => expect(work.ranks[2 * (tag >>> 5)] - (tag & 31)).toBeLessThan(3))
    expect(splitFirstTasks(laid, 0, 3)).toMatchObject({ tags: laid.tags, entries: laid.entries })
  })
})
