import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { planOf } from '../../core/src/count/constellation/constellation-plan.ts'
import { recordedNodes } from '../../core/src/count/constellation/constellation-nodes.ts'
import { splitFirstTasks } from '../../core/src/gpu/gpu-presplit.ts'
import { DEFAULT_TUNING } from '../../core/src/gpu/gpu-tuning.ts'
import { longTaskPasses } from '../../core/src/gpu/gpu-tail.ts'
import { layOutWork } from '../../core/src/gpu/gpu-work.ts'
import { requestNodeGpuEngine } from '../../core/src/node/dawn-engine.ts'
import { simulate, type SchedulePolicy } from './gpu-schedule/simulate.ts'

// The schedule model held to the kernel's own per-round counters, on the adapter `npm run
// test:gpu` gives Dawn (SwiftShader). SwiftShader runs a workgroup's invocations a few at a time
// rather than in step, so within a dispatch the tasks go to its invocations in another order than
// the model's; the nodes must agree exactly, and the rounds and busy invocations closely.
let gpu: Awaited<ReturnType<typeof requestNodeGpuEngine>>
beforeAll(async () => {
  gpu = await requestNodeGpuEngine({ allowSoftware: true })
})
afterAll(() => gpu?.device.destroy())

describe('the schedule model against the kernel', () => {
  it.each([
    [12, 64, 64],
    [13, 128, 256],
  ])('n = %i on %i invocations, %i passes a dispatch', async (n, slots, passes) => {
    const tuning = { slots, passes, fixedPasses: true, dispatches: 1, minSplit: 4, lowWater: 0 }
    const counted = await gpu.count(n, { tuning })
    const ids = planOf(n).map((_, id) => id)
    const work = splitFirstTasks(layOutWork(n, ids), 3 * slots, tuning.minSplit)
    const policy: SchedulePolicy = {
      slots,
      lowWater: 0,
      minSplit: 4,
      dispatches: 1,
      passes,
      maxPasses: passes,
      expectedNodes: 0,
      tail: 0,
      splitOnTake: false,
      giveBack: true,
      // The engine expects the recorded nodes, so long tasks hand back as they do there.
      longTask: longTaskPasses(recordedNodes(n), slots, DEFAULT_TUNING.tail),
      reserve: true,
      capacity: 0,
    }
    const model = simulate(work, policy)
    expect(model.totalNodes).toBe(counted.nodes)
    // A round is one dispatch here: the model's rounds are the kernel's, within one in ten.
    expect(Math.abs(model.busy.length - counted.stats.rounds)).toBeLessThanOrEqual(
      Math.ceil(counted.stats.rounds / 10),
    )
    const busy = (rounds: number[]) => rounds.reduce((sum, b) => sum + b, 0)
    expect(busy(model.busy) / busy(counted.stats.busy)).toBeGreaterThan(0.9)
    expect(busy(model.busy) / busy(counted.stats.busy)).toBeLessThan(1.1)
    expect(counted.stats.roundPasses.every((p) => p === passes)).toBe(true)
  })
})
