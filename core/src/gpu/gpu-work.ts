/**
 * @module
 * What the GPU engine uploads for a count: the units' shapes, their quotas, and one task per unit
 * for the queue (its level-0 entry), laid out as constellation-kernel.wgsl.ts reads them. Pure: no
 * GPU here, so the layout is tested on its own.
 *
 * A unit whose search is over as it opens (one level or none, or a first level with no free
 * column) gets no task: the host counts it, as `openConstellationToCount` does.
 */
import {
  openConstellationToCount,
  type Opened,
} from '../count/constellation/constellation-branches.ts'
import { planOf } from '../count/constellation/constellation-plan.ts'
import { getSplit } from '../count/split.ts'

/**
 * The arrays of one GPU count, for the units in `ids`. The kernel knows a unit by its rank, its
 * place in this count (costliest first): the unit at rank i is plan unit `ids[i]`, and the arrays
 * here that hold something per unit are indexed by rank.
 */
export interface GpuWork {
  n: number
  /** Plan ids by rank, costliest first. */
  ids: number[]
  /** Each unit opened, to class its solutions once counted. */
  opened: Opened[]
  /** Per rank and level, two words (see the kernel's `shapes`); `levels` entries a rank. */
  shapes: Uint32Array<ArrayBuffer>
  levels: number
  /**
   * Per rank, its last level and its quota: its cost estimate's part of about 2^30, which the
   * kernel adds up as units finish, for progress where n's nodes are not known (the kernel's
   * `ranks`).
   */
  ranks: Uint32Array<ArrayBuffer>
  /** The entries an invocation may stack: the deepest unit's last level. */
  depth: number
  /** The first tasks: four words (cols, ld, rd, free) and a tag each. */
  entries: Uint32Array<ArrayBuffer>
  tags: Uint32Array<ArrayBuffer>
  /** Per rank, the tasks it starts with: 0 when it was counted as it opened. */
  open: Uint32Array<ArrayBuffer>
  /** Per rank, the nodes the host ran splitting its tasks before the kernel starts. */
  spent: Uint32Array<ArrayBuffer>
  /** Sum of the quotas. */
  quotaSum: number
}

/** The quotas add up to about this, so that their sum fits a 32-bit word. */
const QUOTA_SCALE = 2 ** 30

/**
 * Lays out the units `ids` of n (plan ids, each once) for the kernel, costliest first by the
 * split's cost estimate.
 *
 * @example
 * const work = layOutWork(8, [0, 1, 2])
 * work.entries.length / 4 // the tasks the queue starts with (at most 3)
 */
export function layOutWork(n: number, ids: readonly number[]): GpuWork {
  const plan = planOf(n)
  const costs = getSplit('constellation').plan(n)
  const order = [...ids].sort((a, b) => costs[b].cost - costs[a].cost || a - b)
  const opened = order.map((id) => openConstellationToCount(n, plan, { id }))
  const levels = Math.max(1, ...opened.map((o) => o.s.last + 1))
  const count = order.length
  const shapes = new Uint32Array(2 * levels * count)
  const ranks = new Uint32Array(2 * count)
  const entries: number[] = []
  const tags: number[] = []
  const open = new Uint32Array(count)
  const costSum = order.reduce((sum, id) => sum + costs[id].cost, 0)
  let quotaSum = 0
  let depth = 1
  opened.forEach((o, i) => {
    const { s } = o
    const quota = Math.max(1, Math.floor((costs[order[i]].cost / costSum) * QUOTA_SCALE))
    ranks[2 * i] = Math.max(0, s.last)
    ranks[2 * i + 1] = quota
    quotaSum += quota
    for (let level = 0; level < s.last; level++) {
      const k = 2 * (i * levels + level)
      shapes[k] = s.allowed[level + 1] >>> 0
      shapes[k + 1] = s.gap[level] | (level + 1 === s.last ? 256 : 0)
    }
    if (s.done) return
    depth = Math.max(depth, s.last)
    entries.push(0, 0, 0, s.allowed[0] >>> 0)
    tags.push(i * 32)
    open[i] = 1
  })
  return {
    n,
    ids: order,
    opened,
    shapes,
    levels,
    ranks,
    depth,
    entries: Uint32Array.from(entries),
    tags: Uint32Array.from(tags),
    open,
    spent: new Uint32Array(count),
    quotaSum,
  }
}
