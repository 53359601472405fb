/**
 * @module
 * The error of a total scaled up from a systematic sample: one unit in every `every`, costliest
 * first, so that neighbouring units are alike and their differences estimate the spread within
 * each stratum (the successive-difference estimator).
 */

/**
 * The relative error at 95% of `every` × the sum of `sampled` (the sample's nodes per unit, in
 * cost order) as the total of all units.
 *
 * @example
 * sampledTotalError([10, 10, 10, 10], 4) // 0: alike units say the total exactly
 */
export function sampledTotalError(sampled: readonly number[], every: number): number {
  const total = sampled.reduce((sum, x) => sum + x, 0) * every
  if (sampled.length < 2 || total === 0) return 0
  let squares = 0
  for (let i = 1; i < sampled.length; i++) squares += (sampled[i] - sampled[i - 1]) ** 2
  const perStratum = squares / (2 * (sampled.length - 1))
  const variance = every * every * sampled.length * perStratum * (1 - 1 / every)
  return Math.round(((1.96 * Math.sqrt(variance)) / total) * 10000) / 10000
}
