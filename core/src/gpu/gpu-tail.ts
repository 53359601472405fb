/**
 * @module
 * The host's bound on one dispatch, shared by the engine (gpu-run.ts) and the schedule model
 * (scripts/measure/gpu-schedule): no dispatch runs more than 1 / tail of the nodes each
 * invocation has left by the estimate, so that the last dispatches stay short and idle
 * invocations get work back between them. An estimate already passed is taken to leave
 * 1 / (8 tail) of it, so that dispatches stay long enough to be worth their round trip.
 */

/** The fewest passes a dispatch runs (unless the tuning fixes them). */
export const MIN_PASSES = 64

/**
 * The most passes the next dispatch may run: `expectedNodes` in all, `counted` so far, over
 * `slots` invocations; unbounded (Infinity) without an estimate or with `tail` 0.
 */
export function tailPasses(
  expectedNodes: number | undefined,
  counted: number,
  slots: number,
  tail: number,
): number {
  if (!expectedNodes || tail <= 0) return Infinity
  const left = Math.max(expectedNodes - counted, expectedNodes / (8 * tail))
  return Math.max(MIN_PASSES, Math.floor(left / (slots * tail)))
}

/** The kernel's `longTask` when no task is long: the host expects no nodes. */
export const NO_LONG_TASK = 0xffffffff

/**
 * The passes after which a busy invocation hands work back even while the queue is full: half the
 * first dispatch's bound, 1 / (2 tail) of the nodes each invocation is expected to search. No
 * dispatch runs more than 1 / tail of them, so a task that is never handed back is searched in at
 * most 3 / (2 tail) of an invocation's share (3 / 32 at the default tail of 16, under 1 / 8), with
 * room to spare for an invocation that had nothing to give at a dispatch's end.
 *
 * @example
 * longTaskPasses(32 * 1024 * 1000, 1024, 16) // 1000
 */
export function longTaskPasses(expectedNodes: number | undefined, slots: number, tail: number) {
  const passes = tailPasses(expectedNodes, 0, slots, 2 * tail)
  return Number.isFinite(passes) ? passes : NO_LONG_TASK
}

/**
 * The queue's entries for `tasks` first tasks: room for them or `lowWater` (whichever is more),
 * and as much again for the tasks long ones hand back, a power of two.
 */
export function queueEntries(tasks: number, lowWater: number): number {
  return 2 ** Math.ceil(Math.log2(Math.max(tasks, lowWater) + lowWater + 64))
}
