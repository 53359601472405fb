/**
 * @module
 * Systematic samples of a count's tasks, and the error of a total scaled up from one: one in
 * every `every`, costliest units first, so that neighbours are alike and their differences
 * estimate the spread within each stratum (the successive-difference estimator).
 */
import type { GpuWork } from '../../../core/src/gpu/gpu-work.ts'

/**
 * One task in `every` of `work` (the first, then every `every`-th), each unit's open tasks
 * counted again; `spent`, the nodes of the host's split, is left out of the sample and returned.
 */
export function sampleTasks(work: GpuWork, every: number): { work: GpuWork; spent: number } {
  const picked = Array.from(work.tags.keys()).filter((t) => t % every === 0)
  const open = new Uint32Array(work.open.length)
  for (const t of picked) open[work.tags[t] >>> 5]++
  const entries = new Uint32Array(4 * picked.length)
  picked.forEach((t, i) => entries.set(work.entries.subarray(4 * t, 4 * t + 4), 4 * i))
  const spent = work.spent.reduce((sum, nodes) => sum + nodes, 0)
  const tags = Uint32Array.from(picked, (t) => work.tags[t])
  return { work: { ...work, entries, tags, open, spent: new Uint32Array(open.length) }, spent }
}

/**
 * The relative error at 95% of `every` × the sum of `sampled` (the sample's nodes per unit, in
 * cost order) as the total of all units.
 *
 * @example
 * sampledTotalError([10, 10, 10, 10], 4) // 0: alike units say the total exactly
 */
export function sampledTotalError(sampled: readonly number[], every: number): number {
  const total = sampled.reduce((sum, x) => sum + x, 0) * every
  if (sampled.length < 2 || total === 0) return 0
  let squares = 0
  for (let i = 1; i < sampled.length; i++) squares += (sampled[i] - sampled[i - 1]) ** 2
  const perStratum = squares / (2 * (sampled.length - 1))
  const variance = every * every * sampled.length * perStratum * (1 - 1 / every)
  return Math.round(((1.96 * Math.sqrt(variance)) / total) * 10000) / 10000
}
