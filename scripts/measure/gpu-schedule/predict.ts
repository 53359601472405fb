/**
 * @module
 * One row of the schedule model: n's count played with the engine's tuning on `slots`
 * invocations, exact or on a sample (see gpu-schedule.ts for the fields).
 */
import { expectedNodes } from '../../../core/src/count/constellation/constellation-nodes.ts'
import { planOf } from '../../../core/src/count/constellation/constellation-plan.ts'
import { splitFirstTasks } from '../../../core/src/gpu/gpu-presplit.ts'
import { DEFAULT_TUNING, type GpuTuning } from '../../../core/src/gpu/gpu-tuning.ts'
import { longTaskPasses } from '../../../core/src/gpu/gpu-tail.ts'
import { layOutWork } from '../../../core/src/gpu/gpu-work.ts'
import { sampledTotalError, sampleTasks } from './sample.ts'
import { simulate } from './simulate.ts'

export interface PredictOptions {
  /** Walk every task (true), or about `sample` nodes of them. */
  exact: boolean
  sample: number
  /** Play the policy before hand-backs (splits in the kernel, none handed back). */
  before?: boolean
  /** The host's passes a dispatch at most: a round of about 100 ms on a GPU. */
  maxPasses?: number
}

/**
 * The schedule of n on `tuning.slots` invocations.
 *
 * @example
 * predict(12, {}, { exact: true, sample: 0 }).makespanPasses // about idealPasses
 */
export function predict(n: number, given: Partial<GpuTuning>, options: PredictOptions) {
  const tuning = { ...DEFAULT_TUNING, ...given }
  const { slots } = tuning
  const before = options.before ?? false
  const expected = expectedNodes(n)!.nodes
  const full = layOutWork(
    n,
    planOf(n).map((_, id) => id),
  )
  // One task in `every`, on one invocation in `every`: never fewer than 64 invocations.
  const wanted = Math.max(1, Math.round(expected / options.sample))
  const every = options.exact
    ? 1
    : 2 ** Math.max(1, Math.min(Math.round(Math.log2(wanted)), Math.log2(slots / 64)))
  const policy = {
    slots: slots / every,
    lowWater: tuning.lowWater / every,
    minSplit: tuning.minSplit,
    dispatches: tuning.dispatches,
    passes: tuning.passes,
    maxPasses: options.maxPasses ?? 1 << 18,
    expectedNodes: before ? 0 : expected / every,
    tail: tuning.tail,
    splitOnTake: before,
    giveBack: !before,
    longTask: before ? Infinity : longTaskPasses(expected / every, slots / every, tuning.tail),
    reserve: !before,
    capacity: 0,
  }
  const units = full.ids.filter((_, i) => i % every === 0)
  const { work, spent } = before
    ? { work: every === 1 ? full : layOutWork(n, units), spent: 0 }
    : sampleTasks(splitFirstTasks(full, 3 * slots, tuning.minSplit), every)
  const run = simulate(work, policy)
  const totalNodes = run.totalNodes * every + spent
  return {
    n,
    slots,
    totalNodes,
    idealPasses: Math.round(totalNodes / slots),
    makespanPasses: run.makespanPasses,
    largestTask: run.largestTask,
    exact: every === 1,
    sampled: 1 / every,
    totalError: every === 1 ? 0 : sampledTotalError(run.unitNodes, every),
    ratio: Math.round((run.makespanPasses / (totalNodes / slots)) * 1000) / 1000,
    dispatches: run.passes.length * tuning.dispatches,
  }
}
