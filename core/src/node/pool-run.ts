import { combineUnits } from '../count/combine.ts'
import { getSplit, type SplitId } from '../count/split.ts'
import { EMPTY_TALLY, type Tally } from '../count/tally.ts'
import type { SplitUnitResult, UnitResult, UnitToCount } from '../count/unit-result.ts'
import { NO_LIMIT } from '../count/walk-limit.ts'

/**
 * @module
 * The loop every thread of the `parallel` pool runs (and the calling thread too, while the pool
 * starts): a runner of a split count (`getSplit`), which knows units only by id. Units are handed
 * out by a shared counter: a thread takes the next unit's slot (its index in `units`) with `Atomics.add` as soon as it is
 * free, so all cores stay busy to the end. With a budget, nodes
 * come from a shared pool in chunks; when the pool runs dry the thread reports where it stopped
 * and takes no more units. Finished units are reported together, at most every `REPORT_MS`, so
 * that the calling thread wakes a few times a second rather than once a unit.
 */

/** One run of the pool, as every thread gets it. */
export interface PoolSetup {
  split: SplitId
  n: number
  /** `share(n)` of the split, made once by the calling thread and adopted by each thread. */
  plan: unknown
  units: UnitToCount[]
  /** Int32Array(1): the next unit's slot. */
  shared: SharedArrayBuffer
  /** BigInt64Array(1): nodes left to hand out, or `NO_LIMIT` for no budget. */
  pool: SharedArrayBuffer
  /** Nodes taken from the pool at a time. */
  chunk: number
}

export type PoolMessage =
  | {
      type: 'finished'
      /** The finished units' slots. */
      slots: number[]
      total: bigint
      unique: bigint
      /** The units' counts by first-row column, summed. */
      firstRow: bigint[]
      /** The units' solutions by the size of their orbit, summed. */
      classes?: Tally
      nodes: number
    }
  | { type: 'stopped'; slot: number; cursor: string; total: bigint; unique: bigint; nodes: number }
  | { type: 'untouched'; slot: number }
  | { type: 'error'; message: string; parameter?: string }

/** Longest a thread holds finished units before it reports them, in ms. */
export const REPORT_MS = 100

/** Where in `shared` the next unit's slot is. */
export const NEXT = 0

/** A report of no units yet, to add finished ones into. */
function emptyReport(): PoolMessage & { type: 'finished' } {
  return {
    type: 'finished',
    slots: [],
    total: 0n,
    unique: 0n,
    firstRow: [],
    classes: EMPTY_TALLY,
    nodes: 0,
  }
}

/** Takes up to `chunk` nodes from the pool: 0 when it is empty. */
function take(pool: BigInt64Array, chunk: number): number {
  for (;;) {
    const left = Atomics.load(pool, 0)
    const want = left < BigInt(chunk) ? left : BigInt(chunk)
    if (want <= 0n) return 0
    if (Atomics.compareExchange(pool, 0, left, left - want) === left) return Number(want)
  }
}

/**
 * Counts units until there are none left, the budget pool is dry, or `stop()` says so (asked
 * before each new unit), reporting each unit through `post`. Returns true only when `stop()` ended
 * it, with units possibly left to take.
 */
export function runUnits(
  setup: PoolSetup,
  post: (message: PoolMessage) => void,
  stop: () => boolean = () => false,
): boolean {
  const { n, units, chunk } = setup
  const split = getSplit(setup.split)
  if (setup.plan !== undefined) split.adopt?.(n, setup.plan)
  const shared = new Int32Array(setup.shared)
  const pool = new BigInt64Array(setup.pool)
  const unlimited = Atomics.load(pool, 0) === BigInt(NO_LIMIT)
  // The units finished since the last report, and their sums.
  let finished = emptyReport()
  let reportedAt = performance.now()
  const report = (): void => {
    if (finished.slots.length > 0) post(finished)
    finished = emptyReport()
    reportedAt = performance.now()
  }
  const completed = (slot: number, r: SplitUnitResult, nodes: number): void => {
    const sums = combineUnits([finished, r])
    finished.slots.push(slot)
    finished.total = sums.total
    finished.unique = sums.unique
    finished.firstRow = sums.firstRow ?? []
    finished.classes = sums.classes
    finished.nodes += nodes
    if (performance.now() - reportedAt >= REPORT_MS) report()
  }
  try {
    if (unlimited) {
      // Units reach the split's counter as it asks for them, many in hand at once.
      let stopped = false
      split.countMany(
        n,
        () => {
          if (stopped || (stopped = stop())) return undefined
          const slot = Atomics.add(shared, NEXT, 1)
          return slot < units.length ? { ...units[slot], slot } : undefined
        },
        ({ slot }, r) => completed(slot, r, r.nodes),
      )
      return stopped
    }
    // With a budget, nodes come from the pool a chunk at a time; each chunk counts the units in
    // hand (those a chunk left partial first, then new ones) many at once, as without one.
    type Held = UnitToCount & { slot: number; nodes: number; last?: UnitResult }
    let held: Held[] = []
    let stopped = false
    let exhausted = false
    for (;;) {
      if (held.length === 0 && (stopped || exhausted)) return stopped
      const budget = take(pool, chunk)
      if (budget === 0) {
        report()
        for (const { slot, cursor, nodes, last } of held) {
          if (last === undefined || nodes === 0) post({ type: 'untouched', slot })
          else
            post({
              type: 'stopped',
              slot,
              cursor: cursor!,
              total: last.total,
              unique: last.unique,
              nodes,
            })
        }
        return false
      }
      const inHand = held
      held = []
      let taken = 0
      const run = split.countMany(
        n,
        () => {
          if (taken < inHand.length) return inHand[taken++]
          if (stopped || exhausted || (stopped = stop())) return undefined
          const slot = Atomics.add(shared, NEXT, 1)
          if (slot < units.length) return { ...units[slot], slot, nodes: 0 }
          exhausted = true
          return undefined
        },
        (unit, r) => {
          unit.nodes += r.nodes
          if (r.status === 'complete') completed(unit.slot, r, unit.nodes)
          else held.push({ ...unit, cursor: r.cursor, last: r })
        },
        { budget },
      )
      // The units the chunk did not reach stay in hand; what it did not need goes back.
      held.push(...inHand.slice(taken))
      Atomics.add(pool, 0, BigInt(budget - run.nodes))
    }
  } finally {
    report()
  }
}
