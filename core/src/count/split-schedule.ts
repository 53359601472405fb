import type { SplitUnit } from './split.ts'

/**
 * @module
 * How a runner that counts every unit of a split count hands them out and tells how far it is.
 * Units differ widely in cost, so it hands out the costliest first (the longest units do not start
 * last, leaving threads idle while one finishes), and its progress is the share of the plan's cost
 * that the finished units make, not the share of units. The thread pool, the browser's Web
 * Workers and the jobs' coordinator all schedule so.
 */

/**
 * The units costliest first; units of equal cost in plan order.
 *
 * @example
 * costliestFirst([{ id: 0, cost: 2 }, { id: 1, cost: 9 }, { id: 2, cost: 2 }]).map((u) => u.id) // [1, 0, 2]
 */
export function costliestFirst<T extends SplitUnit>(units: Iterable<T>): T[] {
  return [...units].sort((a, b) => b.cost - a.cost || a.id - b.id)
}

/**
 * The share of a split count's work done: each finished unit weighs its cost.
 *
 * @example
 * const progress = new CostProgress([{ id: 0, cost: 1 }, { id: 1, cost: 3 }])
 * progress.finish(1) // 0.75
 */
export class CostProgress {
  private readonly costs = new Map<number, number>()
  private readonly all: number
  private finished = 0

  /** Progress over `units` (a split's plan), none of them finished yet. */
  constructor(units: Iterable<SplitUnit>) {
    let all = 0
    for (const { id, cost } of units) {
      this.costs.set(id, cost)
      all += cost
    }
    this.all = all
  }

  /** Counts unit `id` finished (once; an id outside the plan adds nothing) and returns the share. */
  finish(id: number): number {
    const cost = this.costs.get(id)
    if (cost !== undefined) {
      this.costs.delete(id)
      this.finished += cost
    }
    return this.share
  }

  /** The cost of the finished units over the whole plan's, 0 to 1 (1 for a plan of no units). */
  get share(): number {
    return this.all > 0 ? Math.min(1, this.finished / this.all) : 1
  }
}
