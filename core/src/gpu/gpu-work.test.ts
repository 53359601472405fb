import { describe, expect, it } from 'vitest'
import { planOf } from '../count/constellation/constellation-plan.ts'
import { getSplit } from '../count/split.ts'
import { workgroupSize } from './gpu-kernel.ts'
import { layOutWork } from './gpu-work.ts'

describe('the GPU work layout', () => {
  it('puts the costliest units first, one level-0 task each, and counts the rest as they open', () => {
    const n = 10
    const ids = planOf(n).map((_, id) => id)
    const work = layOutWork(n, ids)
    const costs = getSplit('constellation').plan(n)
    const ordered = work.ids.map((id) => costs[id].cost)
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a))
    expect([...work.ids].sort((a, b) => a - b)).toEqual(ids)
    work.opened.forEach((o, i) => {
      const task = [...work.tags].indexOf(32 * i)
      expect(work.open[i]).toBe(o.s.done ? 0 : 1)
      if (task < 0) return
      // The task is unit i's level-0 entry: nothing placed, every column of level 0 to try.
      expect([...work.entries.slice(4 * task, 4 * task + 4)]).toEqual([0, 0, 0, o.s.allowed[0]])
      expect(work.ranks[2 * i]).toBe(o.s.last)
      // The entry of the level before the last marks that the next level is the last.
      expect(work.shapes[2 * (i * work.levels + o.s.last - 1) + 1] & 256).toBe(256)
    })
    expect(work.tags.length).toBe(work.open.reduce((sum, open) => sum + open, 0))
    expect(work.quotaSum).toBeGreaterThan(2 ** 29)
    expect(work.quotaSum).toBeLessThan(2 ** 31)
  })

  it('fits as many invocations in a workgroup as the stacks leave room for', () => {
    expect(workgroupSize(15, 16384)).toBe(64)
    expect(workgroupSize(28, 16384)).toBe(32)
    expect(workgroupSize(28, 32768)).toBe(64)
    // An adapter that allows fewer invocations a workgroup gets no more.
    expect(workgroupSize(8, 16384, 32)).toBe(32)
    expect(workgroupSize(8, 16384, 48)).toBe(32)
    expect(() => workgroupSize(28, 256)).toThrow('does not fit 256 B of workgroup memory')
  })
})
