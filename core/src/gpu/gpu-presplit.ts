/**
 * @module
 * The host's share of splitting: before the kernel starts, the first tasks are split a level down,
 * every one at once, until there are enough of them to keep every invocation busy and the queue
 * above its low water, so that the kernel's first dispatches search instead of splitting. A split
 * is the kernel's own (each column of the entry a task one level down); its nodes, one a column,
 * are the unit's, as they would be had the kernel split it.
 */
import type { GpuWork } from './gpu-work.ts'

/**
 * `work` with its tasks split, level by level, until there are at least `minTasks` or none is
 * split any more; a task is split only while it has at least `minSplit` levels left. Units keep
 * their order (costliest first), and each unit's tasks their search's order.
 *
 * @example
 * const work = splitFirstTasks(layOutWork(12, ids), 1000, 4)
 * work.tags.length // at least 1000, if the units have that many entries a few levels down
 */
export function splitFirstTasks(work: GpuWork, minTasks: number, minSplit: number): GpuWork {
  let entries = work.entries
  let tags = work.tags
  const open = work.open.slice()
  const spent = work.spent.slice()
  while (tags.length < minTasks) {
    const nextEntries: number[] = []
    const nextTags: number[] = []
    let split = false
    for (let t = 0; t < tags.length; t++) {
      const tag = tags[t]
      const unit = tag >>> 5
      const level = tag & 31
      const [cols, ld, rd, free] = entries.subarray(4 * t, 4 * t + 4)
      if (work.ranks[2 * unit] - level < minSplit) {
        nextEntries.push(cols, ld, rd, free)
        nextTags.push(tag)
        continue
      }
      split = true
      const at = 2 * (unit * work.levels + level)
      const allowed = work.shapes[at]
      const gap = work.shapes[at + 1] & 255
      open[unit]--
      for (let rest = free; rest !== 0; rest = (rest & (rest - 1)) >>> 0) {
        const bit = rest & -rest
        spent[unit]++
        const c = (cols | bit) >>> 0
        const l = ((ld | bit) << gap) >>> 0
        const r = (rd | bit) >>> gap
        const next = (allowed & ~(c | l | r)) >>> 0
        if (next === 0) continue
        nextEntries.push(c, l, r, next)
        nextTags.push(tag + 1)
        open[unit]++
      }
    }
    if (!split) break
    entries = Uint32Array.from(nextEntries)
    tags = Uint32Array.from(nextTags)
  }
  return { ...work, entries, tags, open, spent }
}
