/**
 * @module
 * How a budget reaches the inner walks. Everywhere a budget is passed, _no limit_ is `Infinity`;
 * the walks themselves take an integer `limit` of nodes, so that their loops stay on small
 * integers, and `NO_LIMIT` is the one integer that means none. `walkLimit` is the one place a
 * budget becomes a limit.
 */

/** The walks' limit that never stops them. */
export const NO_LIMIT = -1

/**
 * The limit of a walk that may spend what is left of `budget` after `spent` nodes: `NO_LIMIT` for
 * an unlimited budget.
 *
 * @example
 * walkLimit(Infinity, 10) // NO_LIMIT
 * walkLimit(100, 30) // 70
 */
export function walkLimit(budget: number, spent = 0): number {
  return budget === Infinity ? NO_LIMIT : budget - spent
}
