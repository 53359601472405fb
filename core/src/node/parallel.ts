import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { defaultEngine } from '../count/engine.ts'
import { combineUnits } from '../count/combine.ts'
import { DEFAULT_SPLIT, getSplit } from '../count/split.ts'
import { NodeProgress } from '../count/node-progress.ts'
import { costliestFirst, CostProgress } from '../count/split-schedule.ts'
import {
  resumeSplit,
  splitResult,
  type PendingCounts,
  type SplitState,
  type SplitSums,
} from '../count/split-state.ts'
import type { UnitToCount } from '../count/unit-result.ts'
import { walkLimit } from '../count/walk-limit.ts'
import { InvalidInputError } from '../errors.ts'
import type { CountResult } from '../types.ts'
import { validateBudget, validateN, COUNT_MAX_N, describeValue } from '../validate.ts'
import { loadLanes } from './lanes.ts'
import type { PoolRun, PoolReply } from './parallel-worker.ts'
import { NEXT, REPORT_MS, runUnits, type PoolMessage, type PoolSetup } from './pool-run.ts'

export interface ParallelOptions {
  /** Threads that count; default one per core (`os.availableParallelism()`). */
  threads?: number
  /** Most nodes to visit in this call, over all threads. */
  budget?: number
  /** Resume where an earlier partial call stopped. */
  cursor?: string
  /**
   * Called as units finish with the share of the work finished (0..1): the nodes counted over n's
   * (`NodeProgress`) for a whole count from the start, else the finished units weighed by their
   * cost.
   */
  onProgress?: (fraction: number) => void
  /**
   * Whether the calling thread is one of the `threads` that count (default true): it counts units
   * in slices of `REPORT_MS`, reading the workers' reports between slices, beside `threads - 1`
   * workers, so no core waits while a worker starts and none is shared with an idle coordinator.
   * Up to n = 12 it counts alone and starts no worker. False leaves all counting to `threads`
   * workers.
   */
  callerCounts?: boolean
}

/**
 * parallel on threads: the default split count (`getSplit(DEFAULT_SPLIT)`, the constellation
 * split: n = 16 has 3,206 units), its units counted on a pool of `worker_threads`, each thread
 * pulling the next unit as soon as it is free; the pool knows units only by id. A count that runs
 * to its end hands the units out costliest first (split-schedule.ts); one with a budget, which all
 * threads share (nodes are handed out in chunks), hands them out in plan order, so that its cursor
 * is the one every `parallel` runner writes (split-state.ts): the first unit not yet started, the
 * unfinished units with their own cursors, and the sums of the units finished. Resuming from it
 * reaches exactly the one-shot result.
 *
 * @example
 * const { total, unique } = await countParallel(12, { threads: 2 }) // 14200n, 1787n
 */
export async function countParallel(n: number, options?: ParallelOptions): Promise<CountResult> {
  validateN(n, COUNT_MAX_N)
  const budget = validateBudget(options?.budget)
  const threads = options?.threads ?? availableParallelism()
  if (!Number.isInteger(threads) || threads < 1 || threads > 256) {
    throw new InvalidInputError(
      'threads',
      `must be an integer from 1 to 256, got ${describeValue(threads)}`,
    )
  }
  const onProgress = options?.onProgress
  const split = getSplit(DEFAULT_SPLIT)
  const callerCounts = options?.callerCounts ?? true
  // A small count is done here alone; for a larger one the workers start now, while this thread
  // makes the plan (the split shares it with them).
  const solo = callerCounts && n <= SOLO_MAX_N
  if (!solo) startThreads(callerCounts ? threads - 1 : threads)
  const planned = split.plan(n)
  const unitCount = planned.length
  const { state, finished } = resumeSplit('parallel', n, unitCount, options?.cursor)
  const pendingCounts: PendingCounts = new Map()
  // The units pending first; then the fresh ones, costliest first when nothing stops the count
  // early, and in plan order when a budget may, so that the first not taken stands for the rest.
  const fresh = planned.slice(state.next)
  const units: UnitToCount[] = [
    ...state.pending,
    ...(budget === Infinity ? costliestFirst(fresh) : fresh).map(({ id }) => ({ id })),
  ]
  const progress = new CostProgress(planned)
  const open = new Set(units.map(({ id }) => id))
  for (const { id } of planned) if (!open.has(id)) progress.finish(id)
  // By nodes where they are the whole count's: not resumed, and not stopped by a budget.
  const byNodes =
    budget === Infinity && options?.cursor === undefined ? NodeProgress.of(n) : undefined

  let sums: SplitSums = finished
  let nodes = 0
  const stopped = new Map<number, UnitToCount>()
  const onMessage = (message: PoolMessage): void => {
    if (message.type === 'finished') {
      sums = combineUnits([sums, message])
      nodes += message.nodes
      for (const slot of message.slots) {
        pendingCounts.delete(units[slot].id)
        progress.finish(units[slot].id)
      }
      onProgress?.(byNodes ? byNodes.add(message.nodes) : progress.share)
    } else if (message.type === 'stopped') {
      const id = units[message.slot].id
      stopped.set(message.slot, { id, cursor: message.cursor })
      pendingCounts.set(id, message)
      nodes += message.nodes
    } else if (message.type === 'untouched') {
      stopped.set(message.slot, units[message.slot])
    }
  }
  onProgress?.(byNodes ? byNodes.share : progress.share)

  const shared = new SharedArrayBuffer(4)
  const pool = new SharedArrayBuffer(8)
  new BigInt64Array(pool)[0] = BigInt(walkLimit(budget))
  const chunk = budget === Infinity ? 0 : Math.max(1000, Math.ceil(budget / (threads * 16)))
  const plan = solo ? undefined : split.exportPlan?.(n)
  const setup: PoolSetup = { split: split.id, n, plan, units, shared, pool, chunk }
  const workers = solo ? 0 : Math.min(callerCounts ? threads - 1 : threads, units.length)
  const taken = await runPool(workers, setup, onMessage, callerCounts)

  // Units nobody took keep their place: old unfinished ones stay pending, fresh units start
  // again from the first one not taken.
  const after: SplitState = {
    next: state.next + Math.max(0, taken - state.pending.length),
    pending: [...stopped.values(), ...state.pending.slice(taken)],
  }
  if (after.pending.length === 0 && after.next === unitCount) onProgress?.(1)
  // Every thread, this one too, loaded the lanes as it started (loadLanes throws otherwise).
  const count = { algorithm: 'parallel' as const, n, units: unitCount }
  return splitResult(split, count, { state: after, sums, pendingCounts }, nodes, defaultEngine(n))
}

/** Up to this n the calling thread counts alone: the whole count takes less than starting a thread. */
const SOLO_MAX_N = 12

// The calling thread counts beside the pool's threads, on the lanes as they do.
loadLanes()

/** Threads kept between counts, so that a second count in the same process starts at once. */
const threadsUp: Worker[] = []
/** Each run of the pool (one count) by number, to route the threads' replies to it. */
const runs = new Map<number, (message: PoolMessage) => void>()
let lastRun = 0

function startThreads(count: number): Worker[] {
  while (threadsUp.length < count) {
    // execArgv: [] so no thread inherits a loader twice; the entry registers tsx itself.
    const worker = new Worker(new URL('./parallel-worker.mjs', import.meta.url), { execArgv: [] })
    worker.unref()
    worker.on('message', ({ run, message }: PoolReply) => runs.get(run)?.(message))
    const fail = (error: Error): void => {
      const at = threadsUp.indexOf(worker)
      if (at >= 0) threadsUp.splice(at, 1)
      for (const handle of runs.values()) handle({ type: 'error', message: error.message })
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`a counting thread stopped (exit code ${code})`)))
    threadsUp.push(worker)
  }
  return threadsUp.slice(0, count)
}

/**
 * Runs one count on `workers` threads of the pool, and on the calling thread too when
 * `callerCounts` (with no worker, on the calling thread alone). Settles once every unit taken has
 * been reported: without a budget, when all units are; with one, once the pool of nodes is dry,
 * after closing the shared counter so that no thread takes another. Returns how many units were
 * taken.
 */
async function runPool(
  workers: number,
  setup: PoolSetup,
  onMessage: (message: PoolMessage) => void,
  callerCounts: boolean,
): Promise<number> {
  const shared = new Int32Array(setup.shared)
  const pool = new BigInt64Array(setup.pool)
  const run = ++lastRun
  let reported = 0
  let closedAt = -1
  let failure: Error | undefined
  let settle = (): void => {}
  const finished = new Promise<void>((resolve) => (settle = resolve))
  const settleIfDone = (): void => {
    const all = setup.units.length
    if (failure !== undefined || reported >= all) return settle()
    if (closedAt < 0 && Atomics.load(pool, 0) === 0n && reported >= Atomics.load(shared, NEXT)) {
      // Out of budget and nothing in flight: no thread may take another unit.
      closedAt = Math.min(Atomics.exchange(shared, NEXT, 1 << 30), all)
    }
    if (closedAt >= 0 && reported >= closedAt) settle()
  }
  const handle = (message: PoolMessage): void => {
    if (message.type === 'error') {
      failure ??=
        message.parameter === undefined
          ? new Error(message.message)
          : new InvalidInputError(message.parameter, message.message)
    } else {
      reported += message.type === 'finished' ? message.slots.length : 1
      onMessage(message)
    }
    settleIfDone()
  }
  runs.set(run, handle)
  const threads = startThreads(workers)
  try {
    for (const worker of threads) {
      worker.ref()
      worker.postMessage({ run, setup } satisfies PoolRun)
    }
    if (callerCounts || workers === 0) {
      // Slices end between units; setImmediate lets the workers' reports in before the next.
      for (;;) {
        const until = performance.now() + REPORT_MS
        if (!runUnits(setup, handle, () => performance.now() >= until)) break
        if (failure !== undefined) break
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
    settleIfDone()
    await finished
  } finally {
    runs.delete(run)
    for (const worker of threads) worker.unref()
  }
  if (failure !== undefined) throw failure
  return closedAt >= 0 ? closedAt : Math.min(Atomics.load(shared, NEXT), setup.units.length)
}
