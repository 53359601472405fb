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
