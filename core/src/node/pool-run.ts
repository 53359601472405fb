import { combineUnits } from '../count/combine.ts'
import { getSplit, type SplitId } from '../count/split.ts'
import { EMPTY_TALLY, type Tally } from '../count/tally.ts'
import type { SplitUnitResult, UnitResult, UnitTask } from '../count/unit-result.ts'
import { NO_LIMIT } from '../count/walk-limit.ts'

/**
 * @module
 * The loop every thread of the `parallel` pool runs (and the calling thread too, while the pool
 * starts): a runner of a split count (`getSplit`), which knows units only by id. Tasks are handed
 * out by a shared counter: a thread takes the next task index with `Atomics.add` as soon as it is
 * free, so all cores stay busy to the end. With a budget, nodes
 * come from a shared pool in chunks; when the pool runs dry the thread reports where it stopped
 * and takes no more tasks. Finished tasks are reported together, at most every `REPORT_MS`, so
 * that the calling thread wakes a few times a second rather than once a task.
 */

/** One run of the pool, as every thread gets it. */
export interface PoolSetup {
  split: SplitId
  n: number
  /** `share(n)` of the split, made once by the calling thread and adopted by each thread. */
  plan: unknown
  tasks: UnitTask[]
  /** Int32Array(1): the next task index. */
  shared: SharedArrayBuffer
  /** BigInt64Array(1): nodes left to hand out, or `NO_LIMIT` for no budget. */
  pool: SharedArrayBuffer
  /** Nodes taken from the pool at a time. */
  chunk: number
}

export type PoolMessage =
  | {
      type: 'finished'
      tasks: number[]
      total: bigint
      unique: bigint
      /** The tasks' counts by first-row column, summed. */
      firstRow: bigint[]
      /** The tasks' solutions by the size of their orbit, summed. */
      classes?: Tally
      nodes: number
    }
  | { type: 'stopped'; task: number; cursor: string; total: bigint; unique: bigint; nodes: number }
  | { type: 'untouched'; task: number }
  | { type: 'error'; message: string; parameter?: string }

/** Longest a thread holds finished tasks before it reports them, in ms. */
export const REPORT_MS = 100

/** Index of the next task in `shared`. */
export const NEXT = 0

/** A report of no tasks yet, to add finished ones into. */
function emptyReport(): PoolMessage & { type: 'finished' } {
  return {
    type: 'finished',
    tasks: [],
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
 * Counts tasks until there are none left, the budget pool is dry, or `stop()` says so (asked
 * before each new task), reporting each task through `post`. Returns true only when `stop()` ended
 * it, with tasks possibly left to take.
 */
export function runTasks(
  setup: PoolSetup,
  post: (message: PoolMessage) => void,
  stop: () => boolean = () => false,
): boolean {
  const { n, tasks, chunk } = setup
  const split = getSplit(setup.split)
  if (setup.plan !== undefined) split.adopt?.(n, setup.plan)
  const shared = new Int32Array(setup.shared)
  const pool = new BigInt64Array(setup.pool)
  const unlimited = Atomics.load(pool, 0) === BigInt(NO_LIMIT)
  // The tasks finished since the last report, and their sums.
  let finished = emptyReport()
  let reportedAt = performance.now()
  const report = (): void => {
    if (finished.tasks.length > 0) post(finished)
    finished = emptyReport()
    reportedAt = performance.now()
  }
  const completed = (task: number, r: SplitUnitResult, nodes: number): void => {
    const sums = combineUnits([finished, r])
    finished.tasks.push(task)
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
          const task = Atomics.add(shared, NEXT, 1)
          return task < tasks.length ? { ...tasks[task], task } : undefined
        },
        ({ task }, r) => completed(task, r, r.nodes),
      )
      return stopped
    }
    // With a budget, nodes come from the pool a chunk at a time; each chunk counts the units in
    // hand (those a chunk left partial first, then new ones) many at once, as without one.
    type Held = UnitTask & { task: number; nodes: number; last?: UnitResult }
    let held: Held[] = []
    let stopped = false
    let exhausted = false
    for (;;) {
      if (held.length === 0 && (stopped || exhausted)) return stopped
      const budget = take(pool, chunk)
      if (budget === 0) {
        report()
        for (const { task, cursor, nodes, last } of held) {
          if (last === undefined || nodes === 0) post({ type: 'untouched', task })
          else
            post({
              type: 'stopped',
              task,
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
          const task = Atomics.add(shared, NEXT, 1)
          if (task < tasks.length) return { ...tasks[task], task, nodes: 0 }
          exhausted = true
          return undefined
        },
        (unit, r) => {
          unit.nodes += r.nodes
          if (r.status === 'complete') completed(unit.task, r, unit.nodes)
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
