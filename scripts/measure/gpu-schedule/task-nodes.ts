/**
 * @module
 * The nodes of a GPU task, walked on the CPU exactly as the kernel (constellation-kernel.wgsl.ts)
 * walks it: one pass a column tried, the next level's entry pushed when it is not the last and
 * has a free column. An entry's level is its queens' count, and `work.shapes` gives each level's
 * columns and gap, so these counts are the kernel's passes, node for node.
 */
import type { GpuWork } from '../../../core/src/gpu/gpu-work.ts'

/** One task: an entry of the search of the unit at `rank` (gpu-work.ts), at the level its queens give. */
export interface TaskEntry {
  rank: number
  cols: number
  ld: number
  rd: number
  free: number
}

const STACK = 64
const cols = new Uint32Array(STACK)
const lds = new Uint32Array(STACK)
const rds = new Uint32Array(STACK)
const frees = new Uint32Array(STACK)

/** Set bits of a 32-bit word. */
export function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/** The passes the kernel runs to search `task` whole. */
export function taskNodes(work: GpuWork, task: TaskEntry): number {
  const shapes = work.shapes
  // An entry's level is its queens' count: the task's, plus one an entry above it.
  const base = 2 * (task.rank * work.levels + bitCount(task.cols))
  let depth = 0
  cols[0] = task.cols
  lds[0] = task.ld
  rds[0] = task.rd
  frees[0] = task.free
  let nodes = 0
  while (depth >= 0) {
    const free = frees[depth]
    if (free === 0) {
      depth--
      continue
    }
    const bit = free & -free
    frees[depth] = free ^ bit
    nodes++
    const at = base + 2 * depth
    const gap = shapes[at + 1]
    const c = cols[depth] | bit
    const ld = ((lds[depth] | bit) << (gap & 255)) >>> 0
    const rd = (rds[depth] | bit) >>> (gap & 255)
    const open = (shapes[at] & ~(c | ld | rd)) >>> 0
    if (gap < 256 && open !== 0) {
      depth++
      cols[depth] = c
      lds[depth] = ld
      rds[depth] = rd
      frees[depth] = open
    }
  }
  return nodes
}

/** Whether the task's level is its unit's last but one (its columns count, and push nothing). */
function lastButOne(work: GpuWork, task: TaskEntry): boolean {
  return work.shapes[2 * (task.rank * work.levels + bitCount(task.cols)) + 1] >= 256
}

/**
 * Each column of `task`'s entry in the kernel's order (lowest first): the entry it pushes one
 * level down (undefined where it pushes none), as the kernel's `split` writes it.
 */
export function childrenOf(work: GpuWork, task: TaskEntry): (TaskEntry | undefined)[] {
  const at = 2 * (task.rank * work.levels + bitCount(task.cols))
  const allowed = work.shapes[at]
  const gap = work.shapes[at + 1] & 255
  const last = lastButOne(work, task)
  const children: (TaskEntry | undefined)[] = []
  for (let free = task.free; free !== 0;) {
    const bit = free & -free
    free = (free ^ bit) >>> 0
    const c = (task.cols | bit) >>> 0
    const ld = ((task.ld | bit) << gap) >>> 0
    const rd = (task.rd | bit) >>> gap
    const open = (allowed & ~(c | ld | rd)) >>> 0
    children.push(
      !last && open !== 0 ? { rank: task.rank, cols: c, ld, rd, free: open } : undefined,
    )
  }
  return children
}

/** The level-0 tasks of `work`, as the host puts them in the queue. */
export function firstTasks(work: GpuWork): TaskEntry[] {
  return Array.from(work.tags, (tag, i) => ({
    rank: tag >>> 5,
    cols: work.entries[4 * i],
    ld: work.entries[4 * i + 1],
    rd: work.entries[4 * i + 2],
    free: work.entries[4 * i + 3],
  }))
}
