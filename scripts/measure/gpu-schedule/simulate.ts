/**
 * @module
 * The GPU engine's schedule, modelled over the real tasks of a count: the kernel's own policy
 * (constellation-kernel.wgsl.ts) played pass by pass with every task's true nodes, walked on the
 * CPU. Invocations all step at one pace, one node a pass, so a model's passes are a GPU's time in
 * units of one invocation's node; what it leaves out is the time between dispatches.
 *
 * Per dispatch, as the kernel: `advance` fixes the tasks that may be taken; an invocation out of
 * work takes the next, and splits it a level down instead when fewer than `lowWater` wait (the
 * children are taken from the next dispatch on; the policy before hand-backs); at the dispatch's
 * end an invocation still busy hands back every entry below its top while the queue is short
 * (`giveBack`), and its bottom entry once it has run more than `longTask` passes on its task,
 * within the queue's spare room. The host doubles `passes` a round up to `maxPasses`, as it does
 * on a GPU whose rounds end sooner than it asks.
 */
import type { GpuWork } from '../../../core/src/gpu/gpu-work.ts'
import { queueEntries, tailPasses } from '../../../core/src/gpu/gpu-tail.ts'
import { EventHeap } from './event-heap.ts'
import { advance, left, takeBottom, type Piece, type Running } from './pieces.ts'
import { bitCount, childrenOf, firstTasks, taskNodes, type TaskEntry } from './task-nodes.ts'

/** The knobs of the kernel's and the host's schedule (as `GpuTuning` names them). */
export interface SchedulePolicy {
  slots: number
  /** Split a task taken while fewer than this many wait (0: twice `slots`). */
  lowWater: number
  minSplit: number
  dispatches: number
  /** Passes a dispatch in the first round, doubled each round up to `maxPasses`. */
  passes: number
  maxPasses: number
  /** The nodes the host expects (0: unknown, no bound)... */
  expectedNodes: number
  /** ...of which no dispatch runs more than 1 / `tail` of those left, per slot. */
  tail: number
  /** A task taken while fewer than `lowWater` wait is split instead (as before hand-backs). */
  splitOnTake: boolean
  /** Busy invocations hand back their bottom entry at a dispatch's end while the queue is short. */
  giveBack: boolean
  /** ...or, within the queue's spare room, once they ran more passes than this on their task. */
  longTask: number
  /** Splits reserve the entries they write (true), or each may write 32 (false, as before). */
  reserve: boolean
  /** Queue entries (0: as the host sizes it). */
  capacity: number
}

export interface ScheduleRun {
  totalNodes: number
  /** Passes until the last invocation finished. */
  makespanPasses: number
  /** The most passes one invocation spent on one task it took. */
  largestTask: number
  /** Per round: invocations busy at its end, and passes a dispatch. */
  busy: number[]
  passes: number[]
  /** Splits and hand-backs refused for want of room in the queue. */
  refused: number
  /** Each unit's nodes, in `work`'s order. */
  unitNodes: number[]
}

/** The queue's entries for a count: as gpu-run.ts sizes it, or as before hand-backs. */
export function queueCapacity(tasks: number, lowWater: number, reserve: boolean): number {
  if (reserve) return queueEntries(tasks, lowWater)
  return 2 ** Math.ceil(Math.log2(tasks + 2 * lowWater + 64))
}

/** Plays `policy` over `work`'s tasks; see the module's comment. */
export function simulate(work: GpuWork, policy: SchedulePolicy): ScheduleRun {
  const { slots, minSplit } = policy
  const lowWater = policy.lowWater || 2 * slots
  const first = firstTasks(work)
  const capacity = policy.capacity || queueCapacity(first.length, lowWater, policy.reserve)
  const queue: Piece[] = first.map((entry) => ({ entry, nodes: -1 }))
  const running = new Array<Running | undefined>(slots).fill(undefined)
  const unitNodes = Array.from(work.spent)
  const lastLevel = (entry: TaskEntry) => work.ranks[2 * entry.rank]
  const result: ScheduleRun = {
    totalNodes: 0,
    makespanPasses: 0,
    largestTask: 0,
    busy: [],
    passes: [],
    refused: 0,
    unitNodes,
  }
  let head = 0
  let clock = 0
  // As gpu-run.ts: no dispatch runs more than 1 / tail of the nodes left (gpu-tail.ts).
  const boundFor = (done: number) => tailPasses(policy.expectedNodes, done, slots, policy.tail)
  let passes = Math.min(policy.passes, boundFor(0))
  const end = (run: Running, at: number) => {
    if (!run.gave) result.largestTask = Math.max(result.largestTask, run.ran)
    result.makespanPasses = Math.max(result.makespanPasses, at)
  }
  // Passes run so far, as the host reads them from the tallies after each round.
  let executed = 0
  const step = (run: Running, passes: number) => {
    executed += passes - advance(run, passes)
  }
  const start = (piece: Piece): Running => {
    if (piece.nodes < 0) piece.nodes = taskNodes(work, piece.entry)
    unitNodes[piece.entry.rank] += piece.nodes
    return { current: piece, elapsed: 0, below: [], ran: 0, gave: false }
  }
  while (head < queue.length || running.some((run) => run !== undefined)) {
    for (let d = 0; d < policy.dispatches; d++) {
      // advance(): what may be taken in this dispatch, and the room to write.
      const limit = queue.length
      const queued = limit - head
      const allowance = Math.floor((capacity - queued) / 32)
      const room = capacity - queued
      const wanted = Math.max(0, lowWater - queued)
      const spare = Math.max(0, room - wanted)
      let claimed = 0
      let splits = 0
      let reserved = 0
      let gifts = 0
      let longGifts = 0
      const mayWrite = (entries: number) => {
        if (!policy.reserve) return splits++ < allowance
        if (reserved + entries > room) return false
        reserved += entries
        return true
      }
      const events = new EventHeap()
      // `slot` takes `piece` at `at`: done within the dispatch, or busy to its end.
      const hold = (slot: number, piece: Piece, at: number) => {
        const taken = start(piece)
        running[slot] = taken
        if (taken.current.nodes <= passes - at) events.push(at + taken.current.nodes, slot)
        else step(taken, passes - at)
      }
      running.forEach((run, slot) => {
        if (run === undefined) events.push(0, slot)
        else if (left(run) <= passes) events.push(left(run), slot)
        else step(run, passes)
      })
      while (events.size > 0) {
        const [freeAt, slot] = events.pop()
        let at = freeAt
        const run = running[slot]
        if (run !== undefined) {
          step(run, left(run))
          end(run, clock + at)
          running[slot] = undefined
        }
        for (;;) {
          if (claimed >= limit - head) break
          const task = queue[head + claimed]
          // Taken entries are dropped, so that a long count's queue does not hold every task.
          queue[head + claimed++] = TAKEN
          const waiting = queue.length - head - claimed
          const level = bitCount(task.entry.cols)
          if (
            policy.splitOnTake &&
            lastLevel(task.entry) - level >= minSplit &&
            waiting < lowWater
          ) {
            // A task's columns are walked only once its nodes are asked for.
            const children = task.columns
              ? task.columns.flatMap((c) =>
                  c.entry ? [{ entry: c.entry, nodes: c.nodes - 1 }] : [],
                )
              : childrenOf(work, task.entry).flatMap((entry) =>
                  entry ? [{ entry, nodes: -1 }] : [],
                )
            if (mayWrite(children.length)) {
              const spent = bitCount(task.entry.free)
              unitNodes[task.entry.rank] += spent
              executed += spent
              queue.push(...children)
              at = Math.min(passes, at + spent)
              result.makespanPasses = Math.max(result.makespanPasses, clock + at)
              if (at < passes) {
                events.push(at, slot)
                break
              }
              continue
            }
            result.refused++
          }
          hold(slot, task, at)
          break
        }
      }
      // The dispatch's end: busy invocations, and the bottom entries handed back.
      let busy = 0
      // As the kernel's mayGive: within `wanted` while short, else within `spare` while long.
      const mayGive = (short: boolean, long: boolean) =>
        (short && gifts++ < wanted && mayWrite(1)) || (long && longGifts++ < spare && mayWrite(1))
      running.forEach((run) => {
        if (run === undefined) return
        busy++
        if (!policy.giveBack) return
        const short = queue.length - head - claimed < lowWater
        const long = run.ran > policy.longTask
        if (!short && !long) return
        // While short, every entry below the top, bottom first, while more may go; while long,
        // the bottom one.
        for (let first = true; short || first; first = false) {
          const bottom = takeBottom(work, run)
          if (bottom === undefined) return
          if (!mayGive(short, long && first)) {
            run.below.unshift(bottom)
            result.refused++
            return
          }
          run.gave = true
          unitNodes[bottom.entry.rank] -= bottom.nodes
          queue.push(bottom)
        }
      })
      head += Math.min(claimed, limit - head)
      clock += passes
      if (d === policy.dispatches - 1) {
        result.busy.push(busy)
        result.passes.push(passes)
      }
    }
    passes = Math.min(policy.maxPasses, passes * 2, boundFor(executed))
  }
  result.totalNodes = sum(unitNodes)
  return result
}

const TAKEN: Piece = { entry: { rank: -1, cols: 0, ld: 0, rd: 0, free: 0 }, nodes: 0 }

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0)
}
